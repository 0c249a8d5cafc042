/**
 * LAW 69B at a bridge pairs event: a player of the side that agreed to lose tricks by a claim or
 * concession (the result's `conceded`) asks to withdraw that agreement within the correction
 * period, and the director decides; a grant scores the board again (pairs-state.ts
 * `withTricksBack`).
 */
import type { Stamp } from '../event.js';
import {
  type BridgePairsOutcome,
  actorProblem,
  emit,
  placeProblem,
  refuse,
} from './pairs-checks.js';
import { encounterAt } from './movement.js';
import type { BoardPlace, ResultActor, WithdrawalGround } from './pairs-event.js';
import { type BridgePairsState, placeKey } from './pairs-state.js';
import { correctionDeadlineOf, pairsStatus } from './pairs-status.js';

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
