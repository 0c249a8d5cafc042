/**
 * One interface over the rules engines, so that a table runs either game: start a match, play
 * a seat's action, list a seat's legal actions, project the state for a viewer. Only the
 * engines' public API is used. The engines already refuse illegal input as values; the adapter
 * adds the one check an engine cannot make, that an action comes from the seat it names.
 */
import * as burracoEngine from '@tavolo/burraco';
import {
  type Result,
  type RuleError,
  type ShuffleSeed,
  type VisibleEvent,
  err,
  PROCEDURE,
  ruleError,
} from '@tavolo/cards';
import * as scala40Engine from '@tavolo/scala40';

/** Who looks at a table: a seat, or null for a spectator. */
export type Viewer = number | null;

export interface MatchSetup {
  /** The rule profile as written in replays and on the command line (`fisca-101+a`, `champion`). */
  readonly profile: string;
  /** The names of the players who take the seats; the engine's draw decides who sits where. */
  readonly seats: readonly string[];
  readonly seed: ShuffleSeed;
  /** The optional chess clock of BUR-CH art. 46 (Burraco only). */
  readonly chessClock?: boolean;
}

export interface GameStep<State, Event> {
  readonly state: State;
  readonly events: readonly VisibleEvent<Event>[];
}

export interface Game<State, Action, Event, View> {
  readonly name: string;
  readonly start: (setup: MatchSetup) => Result<GameStep<State, Event>, RuleError>;
  /** `action` is untrusted input: anything that is not a legal action of `seat` is refused. */
  readonly play: (
    state: State,
    seat: number,
    action: unknown,
  ) => Result<GameStep<State, Event>, RuleError>;
  /** Empty when the seat is not on turn or the match is over. */
  readonly legalActions: (state: State, seat: number) => readonly Action[];
  readonly view: (state: State, viewer: Viewer) => View;
  readonly seatOnTurn: (state: State) => number;
  readonly isOver: (state: State) => boolean;
  readonly seatCount: (state: State) => number;
  /** The players' names by seat (the engine's seat draw put them there). */
  readonly players: (state: State) => readonly string[];
  /** The hand being played (the last one, once the match is over). */
  readonly handNumber: (state: State) => number;
  /** `draw`: the seat on turn has yet to draw; `play`: it has drawn. */
  readonly turnPhase: (state: State) => 'draw' | 'play';
  /** A seat's cards, in the engine's order (a drawn card is appended). */
  readonly handCards: (state: State, seat: number) => readonly number[];
  /** The side (line) of a seat, for a per-side chess clock; null where the game has none. */
  readonly sideOf: ((seat: number) => number) | null;
  /**
   * What the director does when a side's chess clock runs out (BUR-CH art. 46); undefined
   * where the game has no chess clock.
   */
  readonly clockExpired: ((side: number) => Action) | null;
  /**
   * The public facts of the hand just dealt, which its revealed secret must re-derive (the
   * verifiable shuffle): call it on the state right after a deal.
   */
  readonly dealRecord: (state: State) => unknown;
  /** Plays an action no seat sends: the director's (e.g. a chess clock's expiry). */
  readonly direct: (state: State, action: Action) => Result<GameStep<State, Event>, RuleError>;
}

/** Refuses an action that is not an object naming `seat`, the seat that sends it. */
const senderRefusal = (seats: number, seat: number, action: unknown): RuleError | undefined => {
  if (!Number.isInteger(seat) || seat < 0 || seat >= seats)
    return ruleError('no-such-seat', PROCEDURE, `this table has seats 0 to ${seats - 1}`);
  if (typeof action !== 'object' || action === null)
    return ruleError('bad-action', PROCEDURE, 'an action is an object with a type');
  // Director actions (a Burraco time-out) name no seat, so no seat may send them.
  return (action as { readonly seat?: unknown }).seat === seat
    ? undefined
    : ruleError('wrong-seat', PROCEDURE, 'an action names the seat that sends it');
};

export type Scala40Game = Game<
  scala40Engine.MatchState,
  scala40Engine.Action,
  scala40Engine.GameEvent,
  scala40Engine.SeatView
>;

export const scala40Game: Scala40Game = {
  name: 'scala40',
  start: ({ profile: spec, seats, seed }) => {
    const profile = scala40Engine.profileFromSpec(spec);
    if (!profile.ok) return profile;
    return scala40Engine.createMatch({ profile: profile.value, players: seats, seed });
  },
  play: (state, seat, action) => {
    const refusal = senderRefusal(state.players.length, seat, action);
    return refusal ? err(refusal) : scala40Engine.apply(state, action as scala40Engine.Action);
  },
  legalActions: scala40Engine.legalActions,
  view: scala40Engine.view,
  seatOnTurn: (state) => state.hand.turn.seat,
  isOver: (state) => state.status === 'over',
  seatCount: (state) => state.players.length,
  players: (state) => state.players,
  handNumber: (state) => state.hand.number,
  turnPhase: (state) => state.hand.turn.phase,
  handCards: (state, seat) => state.hand.hands[seat] ?? [],
  sideOf: null,
  clockExpired: null,
  dealRecord: scala40Engine.dealRecord,
  direct: () => err(ruleError('no-director-action', PROCEDURE, 'Scala 40 has no director action')),
};

/** Partners sit opposite (BUR-CH art. 2): the first and third names, the second and fourth. */
const burracoSeating = (names: readonly string[]): burracoEngine.SeatingRequest | undefined => {
  const [a, b, c, d] = names;
  if (names.length === 2 && a !== undefined && b !== undefined)
    return { kind: 'singles', players: [a, b] };
  if (
    names.length === 4 &&
    a !== undefined &&
    b !== undefined &&
    c !== undefined &&
    d !== undefined
  )
    return {
      kind: 'pairs',
      pairs: [
        [a, c],
        [b, d],
      ],
    };
  return undefined;
};

export type BurracoGame = Game<
  burracoEngine.MatchState,
  burracoEngine.Action,
  burracoEngine.GameEvent,
  burracoEngine.SeatView
>;

export const burracoGame: BurracoGame = {
  name: 'burraco',
  start: ({ profile: spec, seats, seed, chessClock = false }) => {
    const profile = burracoEngine.profileFromSpec(spec);
    if (!profile.ok) return profile;
    const seating = burracoSeating(seats);
    if (!seating)
      return err(
        ruleError('bad-seating', burracoEngine.art(2), 'Burraco seats two pairs or two players'),
      );
    return burracoEngine.createMatch({ profile: profile.value, seating, seed, chessClock });
  },
  play: (state, seat, action) => {
    const refusal = senderRefusal(state.players.length, seat, action);
    return refusal ? err(refusal) : burracoEngine.apply(state, action as burracoEngine.Action);
  },
  legalActions: burracoEngine.legalActions,
  view: burracoEngine.view,
  seatOnTurn: (state) => state.hand.turn.seat,
  isOver: (state) => state.status === 'over',
  seatCount: (state) => state.players.length,
  players: (state) => state.players,
  handNumber: (state) => state.hand.number,
  turnPhase: (state) => state.hand.turn.phase,
  handCards: (state, seat) => state.hand.hands[seat] ?? [],
  sideOf: (seat) => burracoEngine.sideOf(seat),
  dealRecord: burracoEngine.dealRecord,
  clockExpired: (side) => ({ type: 'clock-expired', side: side === 0 ? 0 : 1 }),
  direct: (state, action) =>
    'seat' in action
      ? err(ruleError('not-a-director-action', PROCEDURE, 'a seat plays this action'))
      : burracoEngine.apply(state, action),
};

/** The games a server offers, by the name clients use. */
export const GAMES = { scala40: scala40Game, burraco: burracoGame } as const;
export type GameName = keyof typeof GAMES;
