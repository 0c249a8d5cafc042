import { describe, expect, it } from 'vitest';
import {
  dealProblem,
  dealtProblems,
  recordProblems,
  sameCards,
  seatDrawProblems,
  secretProblems,
} from './deal-check.js';

describe('the shared deal checks', () => {
  it('accepts only a 64-digit lower-case hex secret', () => {
    expect(secretProblems('ab'.repeat(32))).toEqual([]);
    for (const bad of ['AB'.repeat(32), 'ab'.repeat(31), 42, undefined])
      expect(secretProblems(bad).map((p) => p.code)).toEqual(['bad-secret']);
  });

  it('names each schema issue of a record', () => {
    expect(recordProblems([{ path: ['hands', 2], message: 'Expected array' }])).toEqual([
      dealProblem('bad-record', 'the deal record is not valid (hands.2: Expected array)', {
        detail: 'hands.2: Expected array',
      }),
    ]);
  });

  it('compares hands, up-card and stock in order', () => {
    const dealt = {
      hands: [
        [1, 2],
        [3, 4],
      ],
      upCard: 5,
      stock: [6, 7],
    };
    expect(dealtProblems(dealt, dealt)).toEqual([]);
    const tampered = {
      hands: [
        [1, 2],
        [4, 3],
      ],
      upCard: 6,
      stock: [7, 6],
    };
    expect(dealtProblems(tampered, dealt).map((p) => [p.code, p.values])).toEqual([
      ['seat-cards', { seat: 1 }],
      ['up-card', {}],
      ['stock', {}],
    ]);
    expect(sameCards([1, 2], [1, 2, 3])).toBe(false);
  });

  it('compares a seat draw card by card, then its ranking', () => {
    const drawn = {
      draws: [
        { player: 'Anna', cards: [10] },
        { player: 'Bruno', cards: [20] },
      ],
      ranking: ['Bruno', 'Anna'],
    };
    expect(seatDrawProblems(drawn, drawn)).toEqual([]);
    const told = {
      draws: [
        { player: 'Anna', cards: [10] },
        { player: 'Bruno', cards: [21] },
      ],
      ranking: ['Anna', 'Bruno'],
    };
    expect(seatDrawProblems(told, drawn).map((p) => [p.code, p.values])).toEqual([
      ['seat-draw-cards', { player: 'Bruno' }],
      ['seat-draw-ranking', {}],
    ]);
  });
});
