/**
 * A board's score as the event records it, each side apart. A table result gives the two
 * sides opposite scores; an adjusted score (LAW 12C, applied under LAW 79B2 or a ruling) may
 * not: each side gets its own assigned score, or its own artificial percentage (60% to a side
 * not at fault and 40% to one at fault, say), so the two need not balance. Field scoring then
 * ranks each side against its own direction with `entryFor` (matchpoints.ts's `BoardEntry`).
 */
import type { BoardEntry } from '../matchpoints.js';
import type { Side } from '../types.js';

export type SideScore =
  /** Points from the side's own point of view (a table or an assigned score). */
  | { readonly kind: 'points'; readonly points: number }
  /** An artificial adjusted score, as a percentage of the board's top. */
  | { readonly kind: 'percent'; readonly percent: number };

export interface ScoreRecord {
  /** North-South's score, then East-West's. */
  readonly sides: readonly [SideScore, SideScore];
  readonly adjusted: boolean;
}

/** A table result: North-South's score and its opposite. */
export const tableScore = (nsPoints: number): ScoreRecord => ({
  sides: [
    { kind: 'points', points: nsPoints },
    { kind: 'points', points: nsPoints === 0 ? 0 : -nsPoints },
  ],
  adjusted: false,
});

/** An adjusted score: each side's own, balanced or not. */
export const adjustedScore = (ns: SideScore, ew: SideScore): ScoreRecord => ({
  sides: [ns, ew],
  adjusted: true,
});

/** Whether the two sides' scores balance (opposite points, or percentages summing to 100). */
export const isBalanced = (record: ScoreRecord): boolean => {
  const [ns, ew] = record.sides;
  if (ns.kind === 'points' && ew.kind === 'points') return ns.points + ew.points === 0;
  if (ns.kind === 'percent' && ew.kind === 'percent') return ns.percent + ew.percent === 100;
  return false;
};

export const sideScore = (record: ScoreRecord, side: Side): SideScore => record.sides[side];

/**
 * The entry of `matchpoints.ts` that scores `side` of this table against the same direction at
 * the other tables: its points as North-South's score (an East-West score turned round), or its
 * percentage. Read the result's `side` half (`ns` for North-South, `ew` for East-West). For a
 * balanced record both sides' entries are the same table result.
 */
export const entryFor = (record: ScoreRecord, side: Side): BoardEntry => {
  const own = record.sides[side];
  if (own.kind === 'percent') return { artificial: { ns: own.percent, ew: own.percent } };
  return { score: side === 0 ? own.points : own.points === 0 ? 0 : -own.points };
};
