/**
 * A match played in the browser alone, against the server's simplest bots: the rules engine
 * and `chooseForSeat` run here, and the player sees what the live table shows, a seat's view,
 * its legal actions and its events, as a `TableState` the table's components draw unchanged.
 * After each of the player's actions the bots play until the player is on turn again or the
 * match is over. Nothing is saved and nothing is sent: it needs no network.
 *
 * The bots play at the level the player chose, Principiante or Esperto (issue 20), each given
 * what its seat has seen of the hand. Campione is the server's: its search thinks for a time
 * on every move, which here would hold up the page, where the bots play on the main thread.
 */
import * as burraco from '@tavolo/burraco';
import { chooseForSeat, seatHistory } from '@tavolo/bots';
import {
  type Result,
  type RuleError,
  type ShuffleSeed,
  type VisibleEvent,
  PROCEDURE,
  err,
  ok,
  ruleError,
  visibleTo,
} from '@tavolo/cards';
import type { TableState } from '@tavolo/client';
import type { BotLevel, Message } from '@tavolo/protocol';
import * as scala40 from '@tavolo/scala40';

export type OfflineGame = 'scala40' | 'burraco';

/** The bots' levels offline: those that decide at once. */
export type OfflineLevel = Extract<BotLevel, 'principiante' | 'esperto'>;
export const OFFLINE_LEVELS: readonly OfflineLevel[] = ['principiante', 'esperto'];

interface Step<State> {
  readonly state: State;
  readonly events: readonly VisibleEvent<unknown>[];
}

/** What the offline table needs of an engine: its public API, nothing more. */
interface Engine<State> {
  readonly start: (names: readonly string[], seed: ShuffleSeed) => Result<Step<State>, RuleError>;
  readonly apply: (state: State, action: unknown) => Result<Step<State>, RuleError>;
  readonly legal: (state: State, seat: number) => readonly unknown[];
  readonly view: (state: State, seat: number) => unknown;
  readonly onTurn: (state: State) => number;
  readonly over: (state: State) => boolean;
  readonly players: (state: State) => readonly string[];
}

/**
 * One hand each: Scala 40 as at a tournament table (`fisca-gara`, S40-CdG art. 5, hands fixed),
 * Burraco as a one-hand match of the Champion rules (BUR-CH art. 6), partners sitting opposite.
 */
const SCALA40: Engine<scala40.MatchState> = {
  start: (names, seed) => {
    const profile = scala40.profileFromSpec('fisca-gara');
    if (!profile.ok) return profile;
    return scala40.createMatch({ profile: profile.value, players: names, seed, hands: 1 });
  },
  apply: (state: scala40.MatchState, action) => scala40.apply(state, action as scala40.Action),
  legal: scala40.legalActions,
  view: scala40.view,
  onTurn: (state: scala40.MatchState) => state.hand.turn.seat,
  over: (state: scala40.MatchState) => state.status === 'over',
  players: (state: scala40.MatchState) => state.players,
};

const BURRACO: Engine<burraco.MatchState> = {
  start: (names, seed) => {
    const profile = burraco.profileFromSpec('champion');
    if (!profile.ok) return profile;
    const [a = '', b = '', c = '', d = ''] = names;
    return burraco.createMatch({
      profile: profile.value,
      seating: {
        kind: 'pairs',
        pairs: [
          [a, c],
          [b, d],
        ],
      },
      seed,
      hands: 1,
    });
  },
  apply: (state: burraco.MatchState, action) => burraco.apply(state, action as burraco.Action),
  legal: burraco.legalActions,
  view: burraco.view,
  onTurn: (state: burraco.MatchState) => state.hand.turn.seat,
  over: (state: burraco.MatchState) => state.status === 'over',
  players: (state: burraco.MatchState) => state.players,
};

export interface OfflineMatch {
  readonly game: OfflineGame;
  readonly state: unknown;
  /** The player's seat (the engine's seat draw placed the names). */
  readonly you: number;
  /** Every event so far, as the live table receives them: the player's view of each. */
  readonly events: readonly Message[];
  /** Every event so far as the engine emitted it, for each bot's history of its seat. */
  readonly log: readonly VisibleEvent<unknown>[];
  /** The bots' level. */
  readonly level: OfflineLevel;
  /** The bots' seed; each decision varies it by the event count. */
  readonly seed: number;
}

/** A match's state only ever goes back to the engine that made it. */
const engineOf = (game: OfflineGame) =>
  (game === 'scala40' ? SCALA40 : BURRACO) as unknown as Engine<unknown>;

const withEvents = (
  match: OfflineMatch,
  state: unknown,
  events: readonly VisibleEvent<unknown>[],
): OfflineMatch => ({
  ...match,
  state,
  log: [...match.log, ...events],
  events: [
    ...match.events,
    ...events.map((e, i): Message => {
      const version = match.events.length + i + 1;
      return visibleTo(e, match.you)
        ? { version, hidden: false, event: e.event }
        : { version, hidden: true };
    }),
  ],
});

/** The bots play every turn that is not the player's, until it is or the match is over. */
const botsPlay = (match: OfflineMatch): Result<OfflineMatch, RuleError> => {
  const engine = engineOf(match.game);
  let current = match;
  while (!engine.over(current.state) && engine.onTurn(current.state) !== current.you) {
    const seat = engine.onTurn(current.state);
    const legal = engine.legal(current.state, seat);
    const history = seatHistory(current.log as readonly VisibleEvent<{ type: string }>[], seat);
    const choice = chooseForSeat({
      game: match.game,
      bot: match.level,
      seed: current.seed + current.events.length,
      prompt: { view: engine.view(current.state, seat), legal, history },
    });
    if (!choice.ok) return choice;
    const step = engine.apply(current.state, legal[choice.value]);
    if (!step.ok) return step;
    current = withEvents(current, step.value.state, step.value.events);
  }
  return ok(current);
};

/**
 * A new match: the player (`names[0]`) and three bots at `level`, dealt from `seed`; the bots
 * play first if the draw of seats puts one of them on turn.
 */
export const startOffline = (
  game: OfflineGame,
  names: readonly [string, string, string, string],
  seed: number,
  level: OfflineLevel = 'esperto',
): Result<OfflineMatch, RuleError> => {
  const engine = engineOf(game);
  const step = engine.start(names, { scheme: 'xoroshiro128plus', seed });
  if (!step.ok) return step;
  const you = engine.players(step.value.state).indexOf(names[0]);
  const match: OfflineMatch = {
    game,
    state: step.value.state,
    you,
    events: [],
    log: [],
    level,
    seed,
  };
  return botsPlay(withEvents(match, step.value.state, step.value.events));
};

const seatOf = (action: unknown): unknown =>
  typeof action === 'object' && action !== null ? (action as { seat?: unknown }).seat : undefined;

/**
 * The player's action, then the bots' turns. An action that is not the player's seat's, or not
 * legal now, is refused (the engine's rule error) and changes nothing.
 */
export const playOffline = (
  match: OfflineMatch,
  action: unknown,
): Result<OfflineMatch, RuleError> => {
  const engine = engineOf(match.game);
  if (seatOf(action) !== match.you)
    return err(ruleError('wrong-seat', PROCEDURE, 'an action names the seat that sends it'));
  const step = engine.apply(match.state, action);
  if (!step.ok) return step;
  return botsPlay(withEvents(match, step.value.state, step.value.events));
};

/** The match as the live table's state: always connected, no clock, no shuffle proof. */
export const offlineTableState = (match: OfflineMatch): TableState => {
  const engine = engineOf(match.game);
  const onTurn = !engine.over(match.state) && engine.onTurn(match.state) === match.you;
  return {
    table: 'offline',
    connected: true,
    seat: match.you,
    version: match.events.length,
    view: engine.view(match.state, match.you),
    status: null,
    legal: onTurn ? engine.legal(match.state, match.you) : [],
    events: match.events,
  };
};

export const isOfflineOver = (match: OfflineMatch): boolean =>
  engineOf(match.game).over(match.state);
