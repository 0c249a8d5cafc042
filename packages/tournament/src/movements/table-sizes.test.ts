import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillTables, tableSizes } from './table-sizes.js';

describe('tables of 4 and 3 (S40-CdG art. 2, 25)', () => {
  it.each([
    [4, [4]],
    [3, [3]],
    [6, [3, 3]],
    [7, [4, 3]],
    [9, [3, 3, 3]],
    [13, [4, 3, 3, 3]],
    [14, [4, 4, 3, 3]],
    [15, [4, 4, 4, 3]],
    [16, [4, 4, 4, 4]],
  ])('S40-CdG art. 2, 25: %i players sit at %j', (players, sizes) => {
    expect(tableSizes(players)).toEqual({ ok: true, value: sizes });
  });

  it.each([0, 1, 2, 5, -4, 2.5, Number.NaN])(
    'S40-CdG art. 2, 25: %d players cannot be seated, an error value',
    (players) => {
      const sizes = tableSizes(players);
      expect(!sizes.ok && sizes.error).toMatchObject({
        code: 'cannot-form-tables',
        article: 'S40-CdG art. 2, 25',
      });
    },
  );

  it('every count from 6 on sits everyone, with at most three tables of 3, numbered last', () => {
    fc.assert(
      fc.property(fc.integer({ min: 6, max: 5000 }), (players) => {
        const sizes = tableSizes(players);
        if (!sizes.ok) return false;
        const threes = sizes.value.filter((s) => s === 3).length;
        return (
          sizes.value.reduce((a, b) => a + b, 0) === players &&
          threes <= 3 &&
          sizes.value.every((s, i) => s === 4 || i >= sizes.value.length - threes)
        );
      }),
    );
  });
});

describe('filling the tables in order', () => {
  it('S40-CdG art. 25: the players in order at the tables of 4, then of 3, and why there are tables of 3', () => {
    const players = Array.from({ length: 10 }, (_, i) => `P${i + 1}`);
    expect(fillTables(players)).toEqual({
      ok: true,
      value: {
        tables: [players.slice(0, 4), players.slice(4, 7), players.slice(7)],
        explanation: [{ code: 'tables-of-three', params: { tables: 2, first: 2 } }],
      },
    });
  });
});
