/**
 * The commands of a bridge pairs event: each checks the state and returns the events to
 * append, or refuses with a code, an article and the figures of its message (decision.ts).
 *
 * Who may act on a board's result is a role limited to that table and board (LAW 79A1: the
 * table agrees the tricks): a player of either pair seated at the table in that round enters
 * it, a player of the other pair confirms it; the director may enter (no confirmation needed),
 * confirm and correct. Only the director awards an artificial adjusted score (Law 12C2) or
 * records a board as not played. After the official score (`publish`), a result may be
 * entered or corrected only by the director and only within the correction period (LAW 79C).
 */
import { type Result, ok } from '@tavolo/cards';
import type { TournamentError } from '../error.js';
import type { Stamp } from '../event.js';
import {
  type BridgePairsOutcome,
  actorProblem,
  emit,
  outcomeProblem,
  periodProblem,
  placeProblem,
  refuse,
} from './pairs-checks.js';
import { type BridgePairsConfigInput, makeBridgePairsConfig } from './pairs-config.js';
import type { BoardOutcome, BoardPlace, BridgePairsEvent, ResultActor } from './pairs-event.js';
import { type BridgePairsState, placeKey, replayBridgePairs } from './pairs-state.js';
import { placesOf } from './pairs-status.js';

export type { BridgePairsOutcome };

export const createBridgePairs = (
  input: BridgePairsConfigInput,
  stamp: Stamp,
): BridgePairsOutcome => {
  const config = makeBridgePairsConfig(input);
  if (!config.ok) return config;
  return emit(null, stamp, { type: 'created', config: config.value });
};

export const registerPair = (
  state: BridgePairsState,
  pair: number,
  players: readonly [string, string],
  stamp: Stamp,
): BridgePairsOutcome => {
  if (!Number.isSafeInteger(pair) || pair < 1 || pair > state.movement.pairs)
    return refuse(
      'bridge-pair-number',
      'Tavolo',
      `the movement has pairs 1 to ${state.movement.pairs}`,
      { pair: String(pair), pairs: state.movement.pairs },
    );
  if (state.pairs.has(pair))
    return refuse('bridge-pair-registered', 'Tavolo', `pair ${pair} is already registered`, {
      pair,
    });
  if (!Array.isArray(players) || players.length !== 2 || players.some((p) => p.trim() === ''))
    return refuse('bridge-pair-players', 'Tavolo', 'a pair is two named players');
  return emit(state, stamp, { type: 'registered', pair, players });
};

export const enterBoardResult = (
  state: BridgePairsState,
  place: BoardPlace & { readonly outcome: BoardOutcome; readonly actor: ResultActor },
  stamp: Stamp,
): BridgePairsOutcome => {
  const { outcome, actor } = place;
  const problem =
    placeProblem(state, place) ??
    actorProblem(state, place, actor) ??
    outcomeProblem(place, outcome, actor) ??
    periodProblem(state, actor, stamp.at);
  if (problem) return problem;
  if (state.results.has(placeKey(place)))
    return refuse(
      'bridge-already-entered',
      'Tavolo',
      `board ${place.board} at table ${place.table} has a result: confirm or correct it`,
      { round: place.round, table: place.table, board: place.board },
    );
  const { round, table, board } = place;
  return emit(state, stamp, { type: 'result-entered', round, table, board, outcome, actor });
};

export const confirmBoardResult = (
  state: BridgePairsState,
  place: BoardPlace & { readonly actor: ResultActor },
  stamp: Stamp,
): BridgePairsOutcome => {
  const problem =
    placeProblem(state, place) ??
    actorProblem(state, place, place.actor) ??
    periodProblem(state, place.actor, stamp.at);
  if (problem) return problem;
  const record = state.results.get(placeKey(place));
  const params = { round: place.round, table: place.table, board: place.board };
  if (!record)
    return refuse(
      'bridge-no-result',
      'Tavolo',
      `board ${place.board} has no result to confirm`,
      params,
    );
  if (record.disputedBy !== null && place.actor.role !== 'director')
    return refuse(
      'bridge-disputed',
      'LAW 79B',
      `board ${place.board}'s result is disputed: the director settles it`,
      params,
    );
  if (record.confirmedBy !== null)
    return refuse(
      'bridge-already-confirmed',
      'Tavolo',
      `board ${place.board}'s result is confirmed`,
      params,
    );
  const entered = record.enteredBy;
  if (
    place.actor.role === 'player' &&
    entered.role === 'player' &&
    place.actor.pair === entered.pair
  )
    return refuse(
      'bridge-confirm-by-opponent',
      'LAW 79A1',
      'an opponent of the pair that entered the result confirms it',
      params,
    );
  const { round, table, board } = place;
  return emit(state, stamp, { type: 'result-confirmed', round, table, board, actor: place.actor });
};

/**
 * LAW 79B: an opponent who does not agree with the result entered says so, and the director is
 * called; until he confirms or corrects it the players can no longer confirm it.
 */
export const disputeBoardResult = (
  state: BridgePairsState,
  place: BoardPlace & { readonly actor: ResultActor },
  stamp: Stamp,
): BridgePairsOutcome => {
  const { actor } = place;
  const problem =
    placeProblem(state, place) ??
    actorProblem(state, place, actor) ??
    periodProblem(state, actor, stamp.at);
  if (problem) return problem;
  const record = state.results.get(placeKey(place));
  const params = { round: place.round, table: place.table, board: place.board };
  if (actor.role !== 'player')
    return refuse(
      'bridge-dispute-by-player',
      'LAW 79B',
      'a player of the table disputes a result',
      params,
    );
  if (!record || record.confirmedBy !== null || record.disputedBy !== null)
    return refuse(
      'bridge-nothing-to-dispute',
      'LAW 79B',
      `board ${place.board} has no result awaiting confirmation`,
      params,
    );
  if (record.enteredBy.role === 'player' && record.enteredBy.pair === actor.pair)
    return refuse(
      'bridge-confirm-by-opponent',
      'LAW 79A1',
      'an opponent of the pair that entered the result confirms or disputes it',
      params,
    );
  const { round, table, board } = place;
  return emit(state, stamp, { type: 'result-disputed', round, table, board, actor });
};

/** The director's correction of a result (LAW 79C), refused once the period is over. */
export const correctBoardResult = (
  state: BridgePairsState,
  place: BoardPlace & { readonly outcome: BoardOutcome; readonly reason: string },
  stamp: Stamp,
): BridgePairsOutcome => {
  const director: ResultActor = { role: 'director' };
  const problem =
    placeProblem(state, place) ??
    outcomeProblem(place, place.outcome, director) ??
    periodProblem(state, director, stamp.at);
  if (problem) return problem;
  const params = { round: place.round, table: place.table, board: place.board };
  if (!state.results.has(placeKey(place)))
    return refuse(
      'bridge-no-result',
      'Tavolo',
      `board ${place.board} has no result to correct`,
      params,
    );
  if (typeof place.reason !== 'string' || place.reason.trim() === '')
    return refuse('reason-required', 'Tavolo', 'a correction is recorded with its reason', params);
  const { round, table, board, outcome, reason } = place;
  return emit(state, stamp, { type: 'result-corrected', round, table, board, outcome, reason });
};

/** The official score (LAW 79C): every place has a confirmed result; the period starts. */
export const publishResults = (state: BridgePairsState, stamp: Stamp): BridgePairsOutcome => {
  if (state.publishedAt !== null)
    return refuse('bridge-already-published', 'LAW 79C', 'the official score is already out');
  const missing = placesOf(state).filter((p) => !state.results.get(placeKey(p))?.confirmedBy);
  const first = missing[0];
  if (first)
    return refuse(
      'bridge-results-missing',
      'LAW 79A1',
      `${missing.length} results are missing or unconfirmed, the first board ${first.board} at table ${first.table} in round ${first.round}`,
      { count: missing.length, ...first },
    );
  return emit(state, stamp, { type: 'published' });
};

/** Runs `command` on the state the log folds to and returns the longer log, or the refusal. */
export const runBridgePairs = (
  events: readonly BridgePairsEvent[],
  command: (state: BridgePairsState) => BridgePairsOutcome,
): Result<readonly BridgePairsEvent[], TournamentError> => {
  const state = replayBridgePairs(events);
  if (!state.ok) return state;
  const out = command(state.value);
  return out.ok ? ok([...events, ...out.value]) : out;
};
