/**
 * The standings of a bridge pairs event: each pair's matchpoints (or cross-IMPs) over the
 * boards it has a score on, and for matchpoints its percentage of the tops of those boards.
 * A Mitchell ranks its N/S and its E/W line apart (each board's N/S scores are compared only
 * with N/S scores); an arrow-switched Mitchell and a Howell rank every pair together.
 * Matchpoint fields rank by percentage, IMP fields by total; equal figures share a place.
 */
import type { Result } from '@tavolo/cards';
import { ok } from '@tavolo/cards';
import type { TournamentError } from '../error.js';
import { fieldOf } from './movement.js';
import { type ScoredBoard, scoreBoards } from './pairs-scoring.js';
import type { BridgePairsState } from './pairs-state.js';

export interface PairStanding {
  readonly rank: number;
  readonly pair: number;
  readonly players: readonly string[];
  /** Boards with a score for the pair. */
  readonly boards: number;
  /** Matchpoints or IMPs. */
  readonly score: number;
  /** Matchpoints: the sum of the tops of the pair's boards; IMPs: 0. */
  readonly top: number;
  /** Matchpoints: 100 x score / top; IMPs: null. */
  readonly percentage: number | null;
}

export interface FieldStandings {
  readonly field: 'NS' | 'EW' | 'all';
  readonly standings: readonly PairStanding[];
}

/** Figures equal to the ninth decimal are equal (Neuberg's fractions). */
const same = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/** The standings of each field, from the boards as scored. */
export const standingsFromBoards = (
  state: BridgePairsState,
  boards: readonly ScoredBoard[],
): readonly FieldStandings[] => {
  const totals = new Map<number, { boards: number; score: number; top: number }>();
  const add = (pair: number, score: number, top: number) => {
    const t = totals.get(pair) ?? { boards: 0, score: 0, top: 0 };
    totals.set(pair, { boards: t.boards + 1, score: t.score + score, top: t.top + top });
  };
  for (const b of boards)
    for (const line of b.lines) {
      add(line.ns, line.nsScore, b.top);
      add(line.ew, line.ewScore, b.top);
    }
  const mp = state.config.scoring === 'matchpoints';
  const fields = state.movement.fields === 'one' ? (['all'] as const) : (['NS', 'EW'] as const);
  return fields.map((field): FieldStandings => {
    const rows = Array.from({ length: state.movement.pairs }, (_, i) => i + 1)
      .filter((pair) => fieldOf(state.movement, pair) === field)
      .map((pair) => {
        const t = totals.get(pair) ?? { boards: 0, score: 0, top: 0 };
        return {
          pair,
          players: state.pairs.get(pair) ?? [],
          ...t,
          percentage: mp ? (t.top > 0 ? (100 * t.score) / t.top : 0) : null,
        };
      });
    const key = (r: (typeof rows)[number]) => (mp ? (r.percentage ?? 0) : r.score);
    rows.sort((a, b) => key(b) - key(a) || a.pair - b.pair);
    const standings = rows.map((r, i): PairStanding => {
      const first = rows.findIndex((o) => same(key(o), key(r)));
      return { rank: (first < 0 ? i : first) + 1, ...r };
    });
    return { field, standings };
  });
};

/** The standings of each field now. */
export const bridgeStandings = (
  state: BridgePairsState,
): Result<readonly FieldStandings[], TournamentError> => {
  const boards = scoreBoards(state);
  return boards.ok ? ok(standingsFromBoards(state, boards.value)) : boards;
};
