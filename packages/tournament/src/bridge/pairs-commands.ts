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
import { encounterAt } from './movement.js';
import type {
  BoardOutcome,
  BoardPlace,
  BridgePairsEvent,
  ResultActor,
  WithdrawalGround,
} from './pairs-event.js';
import { type BridgePairsState, placeKey, replayBridgePairs } from './pairs-state.js';
import { correctionDeadlineOf, pairsStatus, placesOf } from './pairs-status.js';

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

const GROUNDS: readonly unknown[] = ['won-in-fact', 'would-probably-have-won'];

/**
 * LAW 69B: "entro il periodo di correzione stabilito in conformità alla Legge 79C" a player of
 * the side that agreed to lose tricks by a claim or concession may withdraw that agreement for a
 * trick his side had in fact won or would probably have won. The withdrawal is a request the
 * director decides (the closing note of our copy: no change without a check he oversees). It is
 * open before the official score too: the period has not begun to run, so it has not ended.
 */
export const requestBoardWithdrawal = (
  state: BridgePairsState,
  place: BoardPlace & {
    readonly actor: ResultActor;
    readonly tricks: number;
    readonly ground: WithdrawalGround;
  },
  stamp: Stamp,
): BridgePairsOutcome => {
  const { actor } = place;
  const params = { round: place.round, table: place.table, board: place.board };
  const problem = placeProblem(state, place) ?? actorProblem(state, place, actor);
  if (problem) return problem;
  if (actor.role !== 'player')
    return refuse(
      'bridge-withdrawal-by-player',
      'LAW 69B',
      'a player of the side that conceded asks for the withdrawal',
      params,
    );
  if (pairsStatus(state, stamp.at) === 'final')
    return refuse(
      'bridge-correction-period-over',
      'LAW 69B',
      `the correction period closed at ${correctionDeadlineOf(state) ?? ''}`,
      { ...params, deadline: correctionDeadlineOf(state) ?? '' },
    );
  const record = state.results.get(placeKey(place));
  const at = encounterAt(state.movement, place.round, place.table);
  const side = at?.ns === actor.pair ? 'ns' : 'ew';
  const conceded =
    record?.outcome.kind === 'played' && record.outcome.conceded?.side === side
      ? record.outcome.conceded.tricks
      : 0;
  if (conceded === 0)
    return refuse(
      'bridge-nothing-conceded',
      'LAW 69B',
      `${actor.player}'s side agreed to lose no trick by a claim or concession on board ${place.board}`,
      { ...params, player: actor.player },
    );
  if (record?.withdrawal && record.withdrawal.decided === null)
    return refuse(
      'bridge-withdrawal-pending',
      'LAW 69B',
      `a withdrawal on board ${place.board} awaits the director`,
      params,
    );
  if (!Number.isSafeInteger(place.tricks) || place.tricks < 1 || place.tricks > conceded)
    return refuse(
      'bridge-withdrawal-tricks',
      'LAW 69B',
      `the side conceded ${conceded} tricks: it may ask back 1 to ${conceded}`,
      { ...params, conceded },
    );
  if (!GROUNDS.includes(place.ground))
    return refuse(
      'bridge-withdrawal-ground',
      'LAW 69B',
      'a trick the side had in fact won, or would probably have won had play continued',
      params,
    );
  const { round, table, board, tricks, ground } = place;
  return emit(state, stamp, {
    type: 'withdrawal-requested',
    round,
    table,
    board,
    actor,
    tricks,
    ground,
  });
};

/**
 * LAW 69B: the director grants `granted` of the tricks asked back (0: refuses the request),
 * with his reason; a grant scores the board again. A request made within the period is decided
 * even once the period has run out: the player asked in time, the director's check may take
 * longer.
 */
export const decideBoardWithdrawal = (
  state: BridgePairsState,
  place: BoardPlace & { readonly granted: number; readonly reason: string },
  stamp: Stamp,
): BridgePairsOutcome => {
  const params = { round: place.round, table: place.table, board: place.board };
  const problem = placeProblem(state, place);
  if (problem) return problem;
  const pending = state.results.get(placeKey(place))?.withdrawal;
  if (!pending || pending.decided !== null)
    return refuse(
      'bridge-no-withdrawal',
      'LAW 69B',
      `board ${place.board} has no withdrawal awaiting a decision`,
      params,
    );
  if (!Number.isSafeInteger(place.granted) || place.granted < 0 || place.granted > pending.tricks)
    return refuse(
      'bridge-withdrawal-grant',
      'LAW 69B',
      `the director grants 0 to the ${pending.tricks} tricks asked back`,
      { ...params, tricks: pending.tricks },
    );
  if (typeof place.reason !== 'string' || place.reason.trim() === '')
    return refuse('reason-required', 'Tavolo', 'a decision is recorded with its reason', params);
  const { round, table, board, granted, reason } = place;
  return emit(state, stamp, { type: 'withdrawal-decided', round, table, board, granted, reason });
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
