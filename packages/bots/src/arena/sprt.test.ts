import fc from 'fast-check';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { type SprtSettings, sprtProblem, sprtStep, startSprt } from './sprt.js';

type Rng = ReturnType<typeof xoroshiro128plus>;

/** A number in [0, 1) from the generator. */
const unit = (rng: Rng): number => uniformInt(rng, 0, 2 ** 30 - 1) / 2 ** 30;

/** Runs the test on scores drawn by `draw` until it settles (or `cap` deals). */
const runTest = (settings: SprtSettings, draw: () => number, cap = 100_000) => {
  let state = startSprt(settings);
  while (state.decision === 'continue' && state.deals < cap) state = sprtStep(state, draw());
  return state;
};

const SETTINGS: SprtSettings = { p0: 0.5, p1: 0.6, alpha: 0.05, beta: 0.05 };

/** How often `runs` tests on scores of the given kind accept H1, and their mean length. */
const trials = (runs: number, seed: number, score: (rng: Rng) => number) => {
  const rng = xoroshiro128plus(seed);
  let h1 = 0;
  let deals = 0;
  for (let i = 0; i < runs; i++) {
    const state = runTest(SETTINGS, () => score(rng));
    if (state.decision === 'H1') h1++;
    deals += state.deals;
  }
  return { h1: h1 / runs, meanDeals: deals / runs };
};

const bernoulli = (p: number) => (rng: Rng) => (unit(rng) < p ? 1 : 0);
/** A Burraco deal: two tables, each won with chance p (so 0, 0.5 or 1). */
const twoTables = (p: number) => (rng: Rng) => (bernoulli(p)(rng) + bernoulli(p)(rng)) / 2;

describe('the sequential test on synthetic deals', () => {
  it('Wald: the bounds are ln(beta/(1-alpha)) and ln((1-beta)/alpha)', () => {
    const s = startSprt(SETTINGS);
    expect(s.lower).toBeCloseTo(Math.log(0.05 / 0.95), 12);
    expect(s.upper).toBeCloseTo(Math.log(0.95 / 0.05), 12);
    expect(s.decision).toBe('continue');
  });

  it('accepts H0 when the true score is p0 and H1 when it is p1, within the error rates', () => {
    // 400 runs each: a true error rate of 5% gives more than 9% with a chance below 0.1%.
    const atP0 = trials(400, 1, bernoulli(0.5));
    const atP1 = trials(400, 2, bernoulli(0.6));
    expect(atP0.h1).toBeLessThan(0.09);
    expect(atP1.h1).toBeGreaterThan(0.91);
    // Wald's expected length here is about 250 deals; the test ends far earlier than a cap.
    expect(atP0.meanDeals).toBeLessThan(600);
    expect(atP1.meanDeals).toBeLessThan(600);
  });

  it('errs no more often on averaged deals (ties, two tables) than on plain wins and losses', () => {
    const atP0 = trials(400, 3, twoTables(0.5));
    const atP1 = trials(400, 4, twoTables(0.6));
    expect(atP0.h1).toBeLessThan(0.09);
    expect(atP1.h1).toBeGreaterThan(0.91);
  });

  it('settles at once on a clear difference and stays settled', () => {
    const settled = runTest({ ...SETTINGS, p1: 0.8 }, () => 1);
    expect(settled.decision).toBe('H1');
    // ln(1.6) per won deal against ln(19): seven deals.
    expect(settled.deals).toBe(7);
    expect(sprtStep(settled, 0)).toBe(settled);
    expect(runTest({ ...SETTINGS, p1: 0.8 }, () => 0).decision).toBe('H0');
  });

  it('keeps the ratio between its bounds while it goes on (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 200 }),
        (xs) => {
          let state = startSprt(SETTINGS);
          for (const x of xs) {
            const next = sprtStep(state, x);
            if (state.decision === 'continue') {
              expect(next.deals).toBe(state.deals + 1);
              if (next.decision === 'continue') {
                expect(next.llr).toBeGreaterThan(next.lower);
                expect(next.llr).toBeLessThan(next.upper);
              } else expect(next.decision).toBe(next.llr >= next.upper ? 'H1' : 'H0');
            }
            state = next;
          }
        },
      ),
    );
  });

  it('refuses settings it cannot test', () => {
    expect(sprtProblem(SETTINGS)).toBeUndefined();
    expect(sprtProblem({ ...SETTINGS, p0: 0.6, p1: 0.5 })).toBeDefined();
    expect(sprtProblem({ ...SETTINGS, p1: 1 })).toBeDefined();
    expect(sprtProblem({ ...SETTINGS, alpha: 0.6, beta: 0.5 })).toBeDefined();
    expect(() => startSprt({ ...SETTINGS, p0: 0 })).toThrow();
  });
});
