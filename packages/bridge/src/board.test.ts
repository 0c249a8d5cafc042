import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOARD_CYCLE,
  MAX_BOARD_NUMBER,
  boardOf,
  dealerOf,
  followsRotation,
  isBoardNumber,
  vulnerabilityOf,
} from './board.js';
import { type Board, type Seat, type Side, isVulnerable } from './types.js';

const board = (n: number): Board => {
  const r = boardOf(n);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** The table as LAW 2 (2017) prints it, by board number. */
const LAW_2_DEALERS: Readonly<Record<Seat, readonly number[]>> = {
  0: [1, 5, 9, 13],
  1: [2, 6, 10, 14],
  2: [3, 7, 11, 15],
  3: [4, 8, 12, 16],
};
const LAW_2_VULNERABLE = {
  none: [1, 8, 11, 14],
  ns: [2, 5, 12, 15],
  ew: [3, 6, 9, 16],
  all: [4, 7, 10, 13],
} as const;

describe('boards, their dealer and vulnerability', () => {
  it('LAW 2 (2017): North deals boards 1 5 9 13, East 2 6 10 14, South 3 7 11 15, West 4 8 12 16', () => {
    for (const [seat, numbers] of Object.entries(LAW_2_DEALERS))
      for (const n of numbers) expect(board(n).dealer).toBe(Number(seat));
  });

  it('LAW 2 (2017): neither side vulnerable on 1 8 11 14, NS on 2 5 12 15, EW on 3 6 9 16, both on 4 7 10 13', () => {
    for (const [vulnerability, numbers] of Object.entries(LAW_2_VULNERABLE))
      for (const n of numbers) expect(board(n).vulnerability).toBe(vulnerability);
    const listed = Object.values(LAW_2_VULNERABLE).flat();
    expect([...listed].sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });

  it('LAW 2 (2017): boards 17-32 and every later group of 16 repeat boards 1-16', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 16 }), fc.integer({ min: 1, max: 1000 }), (n, k) => {
        const later = board(n + k * BOARD_CYCLE);
        const first = board(n);
        expect(later.dealer).toBe(first.dealer);
        expect(later.vulnerability).toBe(first.vulnerability);
        expect(later.number).toBe(n + k * BOARD_CYCLE);
      }),
    );
  });

  it('LAW 2 (2017): in each group of 16 boards each side is dealer and vulnerable equally often', () => {
    const boards = Array.from({ length: 16 }, (_, i) => board(i + 1));
    for (const side of [0, 1] as Side[]) {
      expect(boards.filter((b) => isVulnerable(b.vulnerability, side))).toHaveLength(8);
      expect(boards.filter((b) => b.dealer % 2 === side)).toHaveLength(8);
      // as dealer, vulnerable on half of its deals
      const dealing = boards.filter((b) => b.dealer % 2 === side);
      expect(dealing.filter((b) => isVulnerable(b.vulnerability, side))).toHaveLength(4);
    }
  });

  it('LAW 2 (2017): the board carries the dealer and vulnerability the rotation gives its number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_BOARD_NUMBER }), (n) => {
        expect(board(n)).toEqual({
          number: n,
          dealer: dealerOf(n),
          vulnerability: vulnerabilityOf(n),
        });
      }),
    );
  });

  it('LAW 2 (2017): tells a board that follows the rotation from one that does not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 64 }), (n) => {
        const b = board(n);
        expect(followsRotation(b)).toBe(true);
        expect(followsRotation({ ...b, dealer: ((b.dealer + 1) % 4) as Seat })).toBe(false);
        expect(
          followsRotation({ ...b, vulnerability: b.vulnerability === 'all' ? 'none' : 'all' }),
        ).toBe(false);
      }),
    );
    expect(followsRotation({ number: 0, dealer: 3, vulnerability: 'ew' })).toBe(false);
  });

  it('refuses a number that is no board, as a value', () => {
    for (const bad of [0, -1, -16, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 32, 2 ** 53]) {
      expect(isBoardNumber(bad)).toBe(false);
      const r = boardOf(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('bad-board-number');
        expect(r.error.article).toBe('LAW 2 (2017)');
      }
    }
  });
});
