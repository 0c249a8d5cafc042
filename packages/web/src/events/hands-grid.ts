/**
 * A score sheet as the director types it: one row a hand, one column a side (a Burraco line, a
 * Scala 40 player), each cell the text of a whole number. Burraco scores may be negative.
 */
export type Grid = readonly (readonly string[])[];

export const emptyGrid = (hands: number, sides: number): Grid =>
  Array.from({ length: hands }, () => Array.from({ length: sides }, () => ''));

/** The grid with one cell changed. */
export const setCell = (grid: Grid, hand: number, side: number, text: string): Grid =>
  grid.map((row, h) => (h === hand ? row.map((cell, s) => (s === side ? text : cell)) : row));

/** The grid of a score sheet already entered, to start a correction from. */
export const gridOf = (hands: readonly (readonly number[])[]): Grid =>
  hands.map((row) => row.map(String));

export type HandsCheck =
  | { readonly ok: true; readonly value: readonly (readonly number[])[] }
  /** The first cell that is not a whole number, 1-based. */
  | { readonly ok: false; readonly hand: number; readonly side: number };

export const handsOf = (grid: Grid): HandsCheck => {
  for (const [h, row] of grid.entries())
    for (const [s, cell] of row.entries())
      if (!/^\s*-?\d+\s*$/.test(cell)) return { ok: false, hand: h + 1, side: s + 1 };
  return { ok: true, value: grid.map((row) => row.map(Number)) };
};

/** Each side's total over the hands typed so far, blank cells counting nothing. */
export const totals = (grid: Grid): readonly number[] =>
  (grid[0] ?? []).map((_, side) =>
    grid.reduce((sum, row) => {
      const n = Number(row[side]);
      return sum + (Number.isFinite(n) ? n : 0);
    }, 0),
  );
