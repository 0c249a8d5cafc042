import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FLAT_SHARE, type MemorySample, secondHalfTrend, slopeOf, thinned } from './soak-curve.js';

const MIB = 2 ** 20;
const curve = (rss: (seconds: number) => number, heap?: (seconds: number) => number) =>
  Array.from({ length: 61 }, (_, i): MemorySample => ({
    seconds: i * 20,
    rssBytes: rss(i * 20),
    ...(heap && { heapUsedBytes: heap(i * 20) }),
  }));

describe('slopeOf', () => {
  it('finds the slope of a line, and 0 without two distinct points', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        (a, b) => {
          const xs = [0, 5, 10, 20, 40];
          expect(
            slopeOf(
              xs,
              xs.map((x) => a * x + b),
            ),
          ).toBeCloseTo(a, 3);
        },
      ),
    );
    expect(slopeOf([1], [5])).toBe(0);
    expect(slopeOf([3, 3], [1, 9])).toBe(0);
  });
});

describe('secondHalfTrend', () => {
  it('calls flat a curve that rises during the warm-up, then levels off', () => {
    const samples = curve((s) => (316 + Math.min(s, 300) * 0.6) * MIB);
    const rss = secondHalfTrend(samples, (s) => s.rssBytes);
    expect(rss).toMatchObject({ fromSeconds: 600, toSeconds: 1200, samples: 31, flat: true });
    expect(rss?.growthBytes).toBeCloseTo(0, 0);
  });

  it('calls not flat a curve that keeps growing, and measures its slope', () => {
    // 316 to 487 MiB in 150 s, on and on: the paced run, continued.
    const samples = curve((s) => (316 + (s * 171) / 150) * MIB);
    const rss = secondHalfTrend(samples, (s) => s.rssBytes);
    expect(rss?.flat).toBe(false);
    expect((rss?.slope ?? 0) / MIB).toBeCloseTo(171 / 150, 6);
    expect((rss?.growthBytes ?? 0) / MIB).toBeCloseTo(684, 3);
  });

  it('allows a rise below the flat share of the mean, refuses one above it', () => {
    const rising = (share: number) =>
      secondHalfTrend(
        curve((s) => (s < 600 ? 400 : 400 * (1 + (share * (s - 600)) / 600)) * MIB),
        (s) => s.rssBytes,
      );
    expect(rising(FLAT_SHARE * 0.8)?.flat).toBe(true);
    expect(rising(FLAT_SHARE * 1.2)?.flat).toBe(false);
  });

  it('judges the heap apart, and only where it was sampled', () => {
    const samples = curve(
      () => 400 * MIB,
      (s) => (100 + s / 10) * MIB,
    );
    expect(secondHalfTrend(samples, (s) => s.heapUsedBytes)?.flat).toBe(false);
    expect(
      secondHalfTrend(
        curve(() => MIB),
        (s) => s.heapUsedBytes,
      ),
    ).toBeUndefined();
    expect(secondHalfTrend([], (s) => s.rssBytes)).toBeUndefined();
  });
});

describe('thinned', () => {
  it('keeps the first and the last, evenly spaced between', () => {
    expect(thinned([0, 1, 2, 3, 4, 5, 6, 7, 8], 3)).toEqual([0, 4, 8]);
    expect(thinned([1, 2], 5)).toEqual([1, 2]);
    expect(
      thinned(
        Array.from({ length: 241 }, (_, i) => i),
        41,
      ),
    ).toHaveLength(41);
  });
});
