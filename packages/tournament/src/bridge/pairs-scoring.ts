/**
 * A bridge pairs event scored across the field, board by board, with @tavolo/bridge's scoring:
 * each table's North-South score (`boardScore`, the board's vulnerability by its number), then
 * matchpoints (Law 78A: 2 for each North-South score beaten, 1 for each tie; the top 2(n-1)
 * for n results) or cross-IMPs (Law 78B's scale, `impsFor`, each score against every other,
 * averaged over the comparisons).
 *
 * A board expects as many results as the movement plays it. When fewer are scored (a board
 * not played at a table, an artificial score) the scores are matchpointed among themselves and
 * put on the expected top by Neuberg's formula (`neuberg`). An artificial adjusted score (Law
 * 12C2) is a percentage of that top for each side, or plus or minus 3 IMPs, and need not
 * balance. Only confirmed results are scored: an unconfirmed one is not yet agreed (LAW 79A1).
 */
import { boardOf, boardScore, impsFor, matchpoints, neuberg } from '@tavolo/bridge';
import { type Result, err, ok } from '@tavolo/cards';
import { type TournamentError, tournamentError } from '../error.js';
import { setOfBoard } from './movement.js';
import { ARTIFICIAL_IMPS } from './pairs-config.js';
import type { ArtificialScore } from './pairs-event.js';
import { type BoardRecord, type BridgePairsState, isConfirmed } from './pairs-state.js';

/** One table's line on a board's traveller: its score and what each pair earned. */
export interface TravellerLine {
  readonly round: number;
  readonly table: number;
  readonly ns: number;
  readonly ew: number;
  /** North-South's points, or null for an artificial score. */
  readonly points: number | null;
  /** Matchpoints or IMPs of each pair. */
  readonly nsScore: number;
  readonly ewScore: number;
}

/** A board scored across the field: its traveller. */
export interface ScoredBoard {
  readonly board: number;
  /** How many results the movement plays the board for. */
  readonly expected: number;
  /** The matchpoint top, 2(expected - 1); 0 for cross-IMPs. */
  readonly top: number;
  readonly lines: readonly TravellerLine[];
}

const scoreError = (board: number, error: { code: string; article: string; message: string }) =>
  err(tournamentError(error.code, error.article, `board ${board}: ${error.message}`, { board }));

/** North-South's points on a real result, or null for an artificial or absent one. */
const pointsOf = (record: BoardRecord): Result<number | null, TournamentError> => {
  const { outcome, board } = record;
  if (outcome.kind === 'passed-out') return ok(0);
  if (outcome.kind !== 'played') return ok(null);
  const dealt = boardOf(board);
  if (!dealt.ok) return scoreError(board, dealt.error);
  const points = boardScore(outcome.contract, outcome.tricks, dealt.value.vulnerability);
  return points.ok ? points : scoreError(board, points.error);
};

/** How many times the movement plays `board`. */
export const expectedResults = (state: BridgePairsState, board: number): number => {
  const set = setOfBoard(board, state.config.boardsPerRound);
  return state.movement.rounds.flat().filter((e) => e.set === set).length;
};

const artificial = (state: BridgePairsState, score: ArtificialScore, top: number): number =>
  state.config.scoring === 'matchpoints'
    ? (state.config.artificial[score] * top) / 100
    : ARTIFICIAL_IMPS[score];

/** The traveller of `board`, scored across the field. */
export const scoreBoard = (
  state: BridgePairsState,
  board: number,
): Result<ScoredBoard, TournamentError> => {
  const expected = expectedResults(state, board);
  const mp = state.config.scoring === 'matchpoints';
  const top = mp ? 2 * Math.max(0, expected - 1) : 0;
  const records = [...state.results.values()]
    .filter((r) => r.board === board && isConfirmed(r) && r.outcome.kind !== 'not-played')
    .sort((a, b) => a.round - b.round || a.table - b.table);
  const points: (number | null)[] = [];
  for (const record of records) {
    const p = pointsOf(record);
    if (!p.ok) return p;
    points.push(p.value);
  }
  const real = points.filter((p): p is number => p !== null);
  const earned = matchpoints(real);
  const lines: TravellerLine[] = [];
  let next = 0;
  for (const [i, record] of records.entries()) {
    const base = { round: record.round, table: record.table, ns: record.ns, ew: record.ew };
    const p = points[i] ?? null;
    if (p === null) {
      const outcome = record.outcome;
      if (outcome.kind !== 'artificial') continue;
      lines.push({
        ...base,
        points: null,
        nsScore: artificial(state, outcome.ns, top),
        ewScore: artificial(state, outcome.ew, top),
      });
      continue;
    }
    if (!mp) {
      const others = real.filter((_, j) => j !== next);
      const imps = others.reduce((sum, o) => sum + impsFor(p - o), 0);
      const ns = others.length === 0 ? 0 : imps / others.length;
      next++;
      lines.push({ ...base, points: p, nsScore: ns, ewScore: ns === 0 ? 0 : -ns });
      continue;
    }
    const raw = earned[next++] ?? 0;
    const ns = real.length === expected ? ok(raw) : neuberg(raw, real.length, expected);
    if (!ns.ok) return scoreError(board, ns.error);
    lines.push({ ...base, points: p, nsScore: ns.value, ewScore: top - ns.value });
  }
  return ok({ board, expected, top, lines });
};

/** Every board of the event, scored across the field, in board order. */
export const scoreBoards = (
  state: BridgePairsState,
): Result<readonly ScoredBoard[], TournamentError> => {
  const boards = state.movement.sets * state.config.boardsPerRound;
  const scored: ScoredBoard[] = [];
  for (let board = 1; board <= boards; board++) {
    const one = scoreBoard(state, board);
    if (!one.ok) return one;
    scored.push(one.value);
  }
  return ok(scored);
};
