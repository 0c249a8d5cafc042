/**
 * A pair's personal score card: for each round its table, direction and opponents, and for
 * each board its result and what it earned across the field, as the printouts give it beside
 * the travellers (`scoreBoard`).
 */
import type { Result } from '@tavolo/cards';
import { ok } from '@tavolo/cards';
import type { TournamentError } from '../error.js';
import { boardsOfSet, roundsOf } from './movement.js';
import { scoreBoards } from './pairs-scoring.js';
import type { BridgePairsState } from './pairs-state.js';

export interface ScoreCardLine {
  readonly round: number;
  readonly table: number;
  readonly direction: 'NS' | 'EW';
  readonly opponent: number;
  readonly board: number;
  /** The pair's own points (N/S's score, negated for E/W), null if none or artificial. */
  readonly points: number | null;
  /** Matchpoints or IMPs earned; null while the board has no confirmed result here. */
  readonly score: number | null;
  /** The board's matchpoint top (0 for IMPs). */
  readonly top: number;
}

export const personalCard = (
  state: BridgePairsState,
  pair: number,
): Result<readonly ScoreCardLine[], TournamentError> => {
  const boards = scoreBoards(state);
  if (!boards.ok) return boards;
  const byBoard = new Map(boards.value.map((b) => [b.board, b]));
  return ok(
    roundsOf(state.movement, pair).flatMap((r) =>
      boardsOfSet(r.set, state.config.boardsPerRound).map((board): ScoreCardLine => {
        const scored = byBoard.get(board);
        const line = scored?.lines.find((l) => l.round === r.round && l.table === r.table);
        const ns = r.direction === 'NS';
        return {
          round: r.round,
          table: r.table,
          direction: r.direction,
          opponent: r.opponent,
          board,
          points:
            line === undefined || line.points === null ? null : ns ? line.points : -line.points,
          score: line ? (ns ? line.nsScore : line.ewScore) : null,
          top: scored?.top ?? 0,
        };
      }),
    ),
  );
};
