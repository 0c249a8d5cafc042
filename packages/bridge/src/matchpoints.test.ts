import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boardMatchpoints,
  matchpointTop,
  matchpoints,
  neuberg,
  percentages,
} from './matchpoints.js';

/**
 * The worked example of the EBU's article "The Neuberg Formula - the Principle" (Max Bavin,
 * EBU Laws & Ethics Committee, ebu.co.uk/lawsandethics/articles/neuberg): a board with 10
 * results where 11 were expected, every score different; matchpoints out of a top of 20.
 */
const EBU_SCORES = [520, 500, 490, 480, 460, 450, 430, 420, 400, -50];
const EBU_NEUBERG = [19.9, 17.7, 15.5, 13.3, 11.1, 8.9, 6.7, 4.5, 2.3, 0.1];

const value = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('LAW 78A: matchpoints', () => {
  it('LAW 78A: 2 for each score beaten, 1 for each tie; a top is 2(n-1)', () => {
    expect(matchpoints([420, 450, 420, -50, 620])).toEqual([3, 6, 3, 0, 8]);
    expect(matchpointTop(5)).toBe(8);
    expect(percentages([420, 450, 420, -50, 620])).toEqual([37.5, 75, 37.5, 0, 100]);
    expect(matchpoints([])).toEqual([]);
    expect(percentages([110])).toEqual([50]);
  });

  it("LAW 78A: the two sides' matchpoints on a board add up to the top for every result", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -7600, max: 7600 }), { minLength: 1, maxLength: 30 }),
        (scores) => {
          const ns = matchpoints(scores);
          const ew = matchpoints(scores.map((s) => -s));
          const top = matchpointTop(scores.length);
          ns.forEach((mp, i) => expect(mp + (ew[i] as number)).toBe(top));
          expect(ns.reduce((a, b) => a + b, 0)).toBe((top * scores.length) / 2);
        },
      ),
    );
  });
});

describe("LAW 78A: Neuberg's formula (EBU worked example)", () => {
  it("LAW 78A: 10 results where 11 were expected give the EBU article's 19.9, 17.7 ... 0.1", () => {
    const raw = matchpoints(EBU_SCORES);
    expect(raw).toEqual([18, 16, 14, 12, 10, 8, 6, 4, 2, 0]);
    raw.forEach((mp, i) =>
      expect(value(neuberg(mp, 10, 11))).toBeCloseTo(EBU_NEUBERG[i] as number, 10),
    );
    const board = value(
      boardMatchpoints(
        EBU_SCORES.map((score) => ({ score })),
        11,
      ),
    );
    board.forEach((mp, i) => {
      expect(mp.ns).toBeCloseTo(EBU_NEUBERG[i] as number, 10);
      expect(mp.ns + mp.ew).toBeCloseTo(20, 10);
    });
  });

  it("LAW 78A: the EBU's second example: 8 results where 16 were expected, each counted twice", () => {
    // Top 30; the best of 8 different scores has beaten 7 results counted twice: (14 + 1) x 2 - 1.
    expect(value(neuberg(14, 8, 16))).toBe(29);
    expect(value(neuberg(0, 8, 16))).toBe(1);
  });

  it('LAW 78A: a full board is unchanged, and the average stays the average', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 40 }),
        (n, expected) => {
          for (let mp = 0; mp <= matchpointTop(n); mp++)
            if (n === expected) expect(value(neuberg(mp, n, expected))).toBeCloseTo(mp, 10);
          expect(value(neuberg(n - 1, n, expected))).toBeCloseTo(expected - 1, 10);
        },
      ),
    );
  });

  it('LAW 78A: refuses impossible inputs as values', () => {
    expect(neuberg(5, 0, 11).ok).toBe(false);
    expect(neuberg(5, 3.5, 11).ok).toBe(false);
    expect(neuberg(5, 3, 0).ok).toBe(false);
    expect(neuberg(5, 3, 11).ok).toBe(false);
    expect(neuberg(-1, 3, 11).ok).toBe(false);
    expect(boardMatchpoints([{ score: Number.NaN }]).ok).toBe(false);
    expect(boardMatchpoints([{ score: 100 }], 0).ok).toBe(false);
  });
});

describe('LAW 12C2: a board with an artificial adjusted score', () => {
  it('LAW 12C2: the director gives 60%/40%; the other 10 scores are Neubergged from 10 to 11 results', () => {
    // 11 tables, one of which could not play the board: North-South average plus, East-West
    // average minus (Law 12C2), of the top of the 11 expected results (20).
    const entries = [...EBU_SCORES.map((score) => ({ score })), { artificial: { ns: 60, ew: 40 } }];
    const board = value(boardMatchpoints(entries, 11));
    expect(board[10]).toEqual({ ns: 12, ew: 8 });
    board.slice(0, 10).forEach((mp, i) => expect(mp.ns).toBeCloseTo(EBU_NEUBERG[i] as number, 10));
  });

  it('LAW 12C2: an adjusted score may be unbalanced (40% to both sides) and is not Neubergged', () => {
    const board = value(
      boardMatchpoints([
        { score: 420 },
        { score: 450 },
        { score: 400 },
        { artificial: { ns: 40, ew: 40 } },
      ]),
    );
    // Top 6 for 4 results; the three scores are matchpointed among themselves (top 4) and scaled.
    expect(board[3]).toEqual({ ns: 2.4, ew: 2.4 });
    expect(board.slice(0, 3).map((m) => m.ns)).toEqual([
      value(neuberg(2, 3, 4)),
      value(neuberg(4, 3, 4)),
      value(neuberg(0, 3, 4)),
    ]);
    expect(value(neuberg(4, 3, 4))).toBeCloseTo(17 / 3, 10);
    expect(boardMatchpoints([{ artificial: { ns: 120, ew: 40 } }]).ok).toBe(false);
  });
});
