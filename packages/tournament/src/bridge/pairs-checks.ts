/**
 * What the commands of a bridge pairs event check before they return events (pairs-commands.ts):
 * the stamp, the place (a round, table and board the movement plays), the actor's role at that
 * place (LAW 79A1), the result itself (Law 12C2: the director's kinds of result) and the
 * correction period (LAW 79C).
 */
import { boardScore, sideOf } from '@tavolo/bridge';
import { type Result, err, ok } from '@tavolo/cards';
import { stampProblem } from '../decision.js';
import { type MessageParams, type TournamentError, tournamentError } from '../error.js';
import type { Stamp } from '../event.js';
import { boardsOfSet, encounterAt } from './movement.js';
import type {
  BoardOutcome,
  BoardPlace,
  BridgePairsEvent,
  BridgePairsEventBody,
  ResultActor,
} from './pairs-event.js';
import type { BridgePairsState } from './pairs-state.js';
import { correctionDeadlineOf, pairsStatus } from './pairs-status.js';

export type BridgePairsOutcome = Result<readonly BridgePairsEvent[], TournamentError>;

export const refuse = (
  code: string,
  article: string,
  message: string,
  params: MessageParams = {},
): BridgePairsOutcome => err(tournamentError(code, article, message, params));

export const emit = (
  state: BridgePairsState | null,
  stamp: Stamp,
  body: BridgePairsEventBody,
): BridgePairsOutcome => {
  const wrong = stampProblem(null, stamp);
  if (wrong) return refuse('bad-stamp', 'Tavolo', wrong.message, wrong.params);
  if (state && Date.parse(stamp.at) < Date.parse(state.createdAt))
    return refuse('bad-stamp', 'Tavolo', 'an event cannot precede the creation of the event');
  return ok([{ ...body, ...stamp }]);
};

/** The board set played at the place, if the movement has that round, table and board. */
export const placeProblem = (
  state: BridgePairsState,
  place: BoardPlace,
): BridgePairsOutcome | null => {
  const at = encounterAt(state.movement, place.round, place.table);
  const params = { round: place.round, table: place.table, board: place.board };
  if (!at)
    return refuse(
      'bridge-unknown-table',
      'Tavolo',
      `round ${place.round} has no table ${place.table}`,
      params,
    );
  if (!boardsOfSet(at.set, state.config.boardsPerRound).includes(place.board))
    return refuse(
      'bridge-board-not-here',
      'Tavolo',
      `board ${place.board} is not played at table ${place.table} in round ${place.round}`,
      params,
    );
  return null;
};

/** A player's role at the place: the pair it is seated with, if it is at that table. */
export const actorProblem = (
  state: BridgePairsState,
  place: BoardPlace,
  actor: ResultActor,
): BridgePairsOutcome | null => {
  if (actor.role === 'director') return null;
  const at = encounterAt(state.movement, place.round, place.table);
  const players = state.pairs.get(actor.pair);
  if (!at || (actor.pair !== at.ns && actor.pair !== at.ew) || !players?.includes(actor.player))
    return refuse(
      'bridge-not-at-table',
      'LAW 79A1',
      `${actor.player} does not play board ${place.board} at table ${place.table} in round ${place.round}`,
      { round: place.round, table: place.table, board: place.board, player: actor.player },
    );
  return null;
};

/**
 * LAW 69A: the tricks a side agreed to lose by a claim or concession are some of the tricks it
 * lost: the declarer's side lost 13 less his tricks, the defenders his tricks.
 */
const concededProblem = (
  place: BoardPlace,
  outcome: Extract<BoardOutcome, { kind: 'played' }>,
): BridgePairsOutcome | null => {
  const { conceded } = outcome;
  if (conceded === undefined) return null;
  const declarerSide = sideOf(outcome.contract.declarer) === 0 ? 'ns' : 'ew';
  const lost =
    typeof conceded === 'object' && conceded !== null && conceded.side === declarerSide
      ? 13 - outcome.tricks
      : outcome.tricks;
  if (
    typeof conceded !== 'object' ||
    conceded === null ||
    (conceded.side !== 'ns' && conceded.side !== 'ew') ||
    !Number.isSafeInteger(conceded.tricks) ||
    conceded.tricks < 1 ||
    conceded.tricks > lost
  )
    return refuse(
      'bridge-conceded-tricks',
      'LAW 69A',
      `the tricks conceded are 1 to the ${lost} tricks that side lost`,
      { board: place.board, lost },
    );
  return null;
};

/** What a result must be: a real contract and tricks, or a director's kind of result. */
const ARTIFICIAL: readonly unknown[] = ['plus', 'average', 'minus'];

export const outcomeProblem = (
  place: BoardPlace,
  outcome: BoardOutcome,
  actor: ResultActor,
): BridgePairsOutcome | null => {
  const params = { board: place.board };
  const kind: unknown = typeof outcome === 'object' && outcome !== null ? outcome.kind : null;
  if (kind === 'played') {
    const { contract, tricks } = outcome as Extract<BoardOutcome, { kind: 'played' }>;
    if (typeof contract !== 'object' || contract === null)
      return refuse('bridge-outcome-kind', 'Tavolo', 'a played board names its contract', params);
    const scored = boardScore(contract, tricks, 'none');
    if (!scored.ok) return err({ ...scored.error, params });
    return concededProblem(place, outcome as Extract<BoardOutcome, { kind: 'played' }>);
  }
  if (kind === 'passed-out') return null;
  if (kind !== 'artificial' && kind !== 'not-played')
    return refuse(
      'bridge-outcome-kind',
      'Tavolo',
      'a result is played, passed out, artificial or not played',
      params,
    );
  if (actor.role !== 'director')
    return refuse(
      'bridge-director-only',
      'LAW 12C2 (2017)',
      'only the director awards an adjusted score or records a board as not played',
      params,
    );
  if (kind === 'artificial') {
    const { ns, ew } = outcome as Extract<BoardOutcome, { kind: 'artificial' }>;
    if (!ARTIFICIAL.includes(ns) || !ARTIFICIAL.includes(ew))
      return refuse(
        'bridge-outcome-artificial',
        'LAW 12C2 (2017)',
        'an artificial score is average plus, average or average minus to each side',
        params,
      );
  }
  return null;
};

/** LAW 79C: once the official score is out, only the director, and only within the period. */
export const periodProblem = (
  state: BridgePairsState,
  actor: ResultActor | 'director',
  at: string,
): BridgePairsOutcome | null => {
  const status = pairsStatus(state, at);
  if (status === 'final')
    return refuse(
      'bridge-correction-period-over',
      'LAW 79C',
      `the correction period closed at ${correctionDeadlineOf(state) ?? ''}`,
      { deadline: correctionDeadlineOf(state) ?? '' },
    );
  if (status === 'official' && actor !== 'director' && actor.role !== 'director')
    return refuse(
      'bridge-results-published',
      'LAW 79C',
      'the official score is out: the director corrects it within the correction period',
    );
  return null;
};
