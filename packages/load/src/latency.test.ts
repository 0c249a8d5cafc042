import { describe, expect, it } from 'vitest';
import { createSamples, percentile, summarize } from './latency.js';

describe('latency samples', () => {
  it('answers nearest-rank percentiles of 1..1000 ms, whatever the order of arrival', () => {
    const samples = createSamples();
    // More than the first buffer holds, in a scrambled order.
    for (let i = 0; i < 1000; i += 1) samples.add(((i * 7919) % 1000) + 1);
    expect(samples.values()).toHaveLength(1000);
    expect(summarize(samples.values())).toEqual({
      count: 1000,
      p50: 500,
      p90: 900,
      p99: 990,
      max: 1000,
    });
  });

  it('keeps the samples in the order added, and sorts numerically, not as text', () => {
    const samples = createSamples();
    for (const ms of [10, 9, 100, 2.5]) samples.add(ms);
    expect([...samples.values()]).toEqual([10, 9, 100, 2.5]);
    expect(summarize(samples.values())).toMatchObject({ p50: 9, max: 100 });
  });

  it('answers zeros without samples', () => {
    expect(summarize(createSamples().values())).toEqual({
      count: 0,
      p50: 0,
      p90: 0,
      p99: 0,
      max: 0,
    });
    expect(percentile(new Float64Array(0), 0.5)).toBe(0);
  });

  it('gives the single sample as every percentile', () => {
    expect(summarize(new Float64Array([3.25]))).toEqual({
      count: 1,
      p50: 3.25,
      p90: 3.25,
      p99: 3.25,
      max: 3.25,
    });
  });
});
