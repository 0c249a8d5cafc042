import { describe, expect, it } from 'vitest';
import { emptyGrid, gridOf, handsOf, setCell, totals } from './hands-grid.js';

describe('a score sheet typed in a grid', () => {
  it('reads whole numbers, negative ones too, and adds up each side', () => {
    let grid = emptyGrid(2, 2);
    expect(grid).toEqual([
      ['', ''],
      ['', ''],
    ]);
    grid = setCell(grid, 0, 0, '600');
    grid = setCell(grid, 0, 1, ' -45 ');
    expect(totals(grid)).toEqual([600, -45]);
    expect(handsOf(grid)).toEqual({ ok: false, hand: 2, side: 1 });
    grid = setCell(setCell(grid, 1, 0, '100'), 1, 1, '300');
    expect(handsOf(grid)).toEqual({
      ok: true,
      value: [
        [600, -45],
        [100, 300],
      ],
    });
    expect(totals(grid)).toEqual([700, 255]);
  });

  it('points at a cell that is not a whole number, and starts a correction from a sheet', () => {
    expect(handsOf([['10', '2.5', '0']])).toEqual({ ok: false, hand: 1, side: 2 });
    expect(gridOf([[0, 40, 80]])).toEqual([['0', '40', '80']]);
  });
});
