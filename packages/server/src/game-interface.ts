/**
 * One interface over the rules engines, so that a table runs either game: start a match, play
 * a seat's action, list a seat's legal actions, project the state for a viewer. Only the
 * engines' public API is used. The engines already refuse illegal input as values; the adapter
 * adds the check an engine cannot make, that an action comes from whoever owns it.
 *
 * Every action type has an owner, as data beside its game (`owners`): the seat it names (its
 * player, a person or a bot), the director, or the clock. Every action reaching a table, from
 * a socket, a bot, a clock or a director, passes the one check `senderRefusal`, which compares
 * the owner with the sender's kind: a seat's player, a spectator, the director, the clock.
 */
import {
  type Result,
  type RuleError,
  type ShuffleSeed,
  type VisibleEvent,
  PROCEDURE,
  ruleError,
} from '@tavolo/cards';

/** Who looks at a table: a seat, or null for a spectator. */
export type Viewer = number | null;

/**
 * Who may send an action type: `seat`, the player of the seat the action names (the clock's
 * forced plays of BUR-CH art. 46 are that seat's moves, made in its name); `director`; `clock`.
 */
export type Owner = 'seat' | 'director' | 'clock';

/** Who sends an action to a table. */
export type Sender =
  /** The player of a seat: a person, a bot, or the clock playing the seat's forced moves. */
  | { readonly kind: 'seat'; readonly seat: number }
  | { readonly kind: 'spectator' }
  | { readonly kind: 'director' }
  | { readonly kind: 'clock' };
export type SenderKind = Sender['kind'];

export const SPECTATOR: Sender = { kind: 'spectator' };
export const DIRECTOR: Sender = { kind: 'director' };
export const CLOCK: Sender = { kind: 'clock' };

const SEAT_SENDERS: readonly Sender[] = Array.from({ length: 8 }, (_, seat) => ({
  kind: 'seat',
  seat,
}));
/** The sender for a seat's player (shared objects for the seats a table can have). */
export const seatSender = (seat: number): Sender => SEAT_SENDERS[seat] ?? { kind: 'seat', seat };

export interface MatchSetup {
  /** The rule profile as written in replays and on the command line (`fisca-101+a`, `champion`). */
  readonly profile: string;
  /**
   * The names of the players who take the seats; the engine's draw decides who sits where
   * (bridge: none, the names sit North, East, South, West in order).
   */
  readonly seats: readonly string[];
  readonly seed: ShuffleSeed;
  /** The optional chess clock of BUR-CH art. 46 (Burraco only). */
  readonly chessClock?: boolean;
  /** The hands the match lasts, where the profile ends after a number of hands (bridge: boards). */
  readonly hands?: number;
  /**
   * False at a table without a director of its own (`hasOwnDirector` in `room/setup.ts`);
   * left out, one attends. Bridge plays its calls for the director by the engine's rules for
   * none (`BoardOptions.director`); Scala 40 and Burraco have no move that waits for him.
   */
  readonly director?: boolean;
  /**
   * Bridge: the last quitted trick may be reviewed during play, as online rules allow (LAW 66,
   * `BoardOptions.reviewLastTrick`); left out, not until play ends (LAW 66C).
   */
  readonly reviewLastTrick?: boolean;
}

export interface GameStep<State, Event> {
  readonly state: State;
  readonly events: readonly VisibleEvent<Event>[];
}

export interface Game<State, Action, Event, View> {
  readonly name: string;
  readonly start: (setup: MatchSetup) => Result<GameStep<State, Event>, RuleError>;
  /** The owner of each action type. */
  readonly owners: ReadonlyMap<string, Owner>;
  /**
   * `action` is untrusted input: anything its sender may not send (`senderRefusal`), or that is
   * not legal now, is refused.
   */
  readonly act: (
    state: State,
    sender: Sender,
    action: unknown,
  ) => Result<GameStep<State, Event>, RuleError>;
  /** `act` for the player of `seat`. */
  readonly play: (
    state: State,
    seat: number,
    action: unknown,
  ) => Result<GameStep<State, Event>, RuleError>;
  /**
   * What `seat` may do now, whether or not it is on turn (a bridge declarer plays the dummy's
   * cards, opponents answer a claim off turn); empty when it may do nothing or the match is over.
   */
  readonly legalActions: (state: State, seat: number) => readonly Action[];
  /**
   * The seats whose move the table waits for: they get the prompt, and a bot playing one of
   * them is asked for its move. Scala 40 and Burraco: the seat on turn. Bridge: the seat on
   * turn (the declarer for the dummy), a claim's answerers, a side yet to agree on the tricks.
   */
  readonly seatsToAct: (state: State) => readonly number[];
  /**
   * The actions a bot chooses among for `seat`: the moves that take the game on (at bridge
   * not the Laws' reviews and marks, which a bot has no need of); `legalActions` elsewhere.
   */
  readonly botActions: (state: State, seat: number) => readonly Action[];
  /**
   * What a bot playing `seat` reads: the seat's view as a person in it sees the game (at
   * bridge the board's view, `BoardView`, which the bridge bot reads; the match's scores are
   * no concern of its play).
   */
  readonly botView: (state: State, seat: number) => unknown;
  readonly view: (state: State, viewer: Viewer) => View;
  /** The seat whose turn it is, for the clocks (at bridge the first of `seatsToAct`). */
  readonly seatOnTurn: (state: State) => number;
  readonly isOver: (state: State) => boolean;
  readonly seatCount: (state: State) => number;
  /** The players' names by seat (the engine's seat draw put them there). */
  readonly players: (state: State) => readonly string[];
  /** The hand being played (the last one, once the match is over). */
  readonly handNumber: (state: State) => number;
  /** Whether `event` opens a hand (its deal's first event): where a hand's move log starts. */
  readonly startsHand: (event: Event) => boolean;
  /** Whether `event` closes a hand (its count, or a bridge board's score): the hand is over. */
  readonly endsHand: (event: Event) => boolean;
  /** `draw`: the seat on turn has yet to draw; `play`: it has drawn. */
  readonly turnPhase: (state: State) => 'draw' | 'play';
  /** A seat's cards, in the engine's order (a drawn card is appended). */
  readonly handCards: (state: State, seat: number) => readonly number[];
  /** The side (line) of a seat, for a per-side chess clock; null where the game has none. */
  readonly sideOf: ((seat: number) => number) | null;
  /**
   * What the clock does when a side's chess clock runs out (BUR-CH art. 46); null where the
   * game has no chess clock.
   */
  readonly clockExpired: ((side: number) => Action) | null;
  /**
   * What the clock plays for `seat` when its limit runs out, where the game says so itself
   * (bridge: a pass, the lowest card, a dispute, `timeOutActions`); null where the draw and
   * discard procedure of BUR-CH art. 46 applies (`clock.ts`'s `forcedActions`).
   */
  readonly timeOutActions: ((state: State, seat: number) => readonly Action[]) | null;
  /**
   * The public facts of the hand just dealt, which its revealed secret must re-derive (the
   * verifiable shuffle): call it on the state right after a deal.
   */
  readonly dealRecord: (state: State) => unknown;
}

const ROLE_REFUSALS: Readonly<Record<Owner, RuleError>> = {
  seat: ruleError('seat-action', PROCEDURE, "only a seat's player makes this move"),
  director: ruleError('director-action', PROCEDURE, 'only the director makes this move'),
  clock: ruleError('clock-action', PROCEDURE, 'only the clock makes this move'),
};
const SPECTATOR_REFUSAL = ruleError('spectator', PROCEDURE, 'a spectator cannot act');

/**
 * The one check of who sends what: refuses an action that is not an object with a known type,
 * one whose owner is not the sender's kind, and a seat's action that names another seat than
 * the sender's.
 */
export const senderRefusal = (
  owners: ReadonlyMap<string, Owner>,
  seats: number,
  sender: Sender,
  action: unknown,
): RuleError | undefined => {
  if (sender.kind === 'spectator') return SPECTATOR_REFUSAL;
  if (
    sender.kind === 'seat' &&
    (!Number.isInteger(sender.seat) || sender.seat < 0 || sender.seat >= seats)
  )
    return ruleError('no-such-seat', PROCEDURE, `this table has seats 0 to ${seats - 1}`);
  if (typeof action !== 'object' || action === null)
    return ruleError('bad-action', PROCEDURE, 'an action is an object with a type');
  const type = (action as { readonly type?: unknown }).type;
  const owner = typeof type === 'string' ? owners.get(type) : undefined;
  if (owner === undefined)
    return ruleError('bad-action', PROCEDURE, 'an action is an object with a known type');
  if (owner !== sender.kind) return ROLE_REFUSALS[owner];
  if (sender.kind !== 'seat') return undefined;
  return (action as { readonly seat?: unknown }).seat === sender.seat
    ? undefined
    : ruleError('wrong-seat', PROCEDURE, 'an action names the seat that sends it');
};

/** The owners of a game's action types, checked complete by the type. */
export const ownersOf = <Type extends string>(owners: Readonly<Record<Type, Owner>>) =>
  new Map<string, Owner>(Object.entries(owners) as [string, Owner][]);
