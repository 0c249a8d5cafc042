import { describe, expect, it } from 'vitest';
import { Z95, estimate, percentile } from './stats.js';

describe('the arena’s intervals and percentiles', () => {
  it('Tavolo: the 95% interval is the mean +- 1.96 sample standard deviations over sqrt(n)', () => {
    // Mean 0.5; sample variance of [0, 1, 0, 1] is 1/3.
    const e = estimate([0, 1, 0, 1]);
    expect(e.mean).toBe(0.5);
    const half = (Z95 * Math.sqrt(1 / 3)) / 2;
    expect(e.low).toBeCloseTo(0.5 - half, 12);
    expect(e.high).toBeCloseTo(0.5 + half, 12);
    expect(e.n).toBe(4);
  });

  it('Tavolo: a win rate’s interval stays within 0 and 1', () => {
    const e = estimate([1, 1, 1, 0.5], [0, 1]);
    expect(e.high).toBe(1);
    expect(e.low).toBeGreaterThan(0.5);
    expect(estimate([1, 1, 1, 0.5]).high).toBeGreaterThan(1);
  });

  it('Tavolo: no interval from fewer than two values, and a point for equal values', () => {
    expect(estimate([])).toEqual({ mean: 0, low: null, high: null, n: 0 });
    expect(estimate([0.75])).toEqual({ mean: 0.75, low: null, high: null, n: 1 });
    expect(estimate([2, 2, 2])).toEqual({ mean: 2, low: 2, high: 2, n: 3 });
  });

  it('Tavolo: percentiles by nearest rank are values measured', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile([3], 99)).toBe(3);
    expect(percentile([1, 2, 3], 50)).toBe(2);
    expect(percentile([], 50)).toBe(0);
  });
});
