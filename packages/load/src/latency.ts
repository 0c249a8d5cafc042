/**
 * Latency samples kept whole and sorted once at the end: a minute at a few thousand actions per
 * second is a few hundred thousand doubles, so exact percentiles cost less than a histogram's
 * bucket arithmetic would save.
 */

/** Milliseconds; all zero when there was no sample. */
export interface Percentiles {
  readonly count: number;
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
}

export interface Samples {
  readonly add: (milliseconds: number) => void;
  /** A copy of the samples, in the order added (for another thread to merge). */
  readonly values: () => Float64Array;
}

/** The nearest-rank percentile of sorted values: the smallest value with `p` of them at or below. */
export const percentile = (sorted: Float64Array, p: number): number =>
  sorted.length === 0 ? 0 : (sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0);

/** The percentiles of unsorted samples (sorts them in place). */
export const summarize = (samples: Float64Array): Percentiles => {
  const sorted = samples.sort();
  const count = sorted.length;
  return {
    count,
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p99: percentile(sorted, 0.99),
    max: count === 0 ? 0 : (sorted[count - 1] ?? 0),
  };
};

export const createSamples = (): Samples => {
  let values = new Float64Array(1024);
  let count = 0;
  return {
    add: (milliseconds) => {
      if (count === values.length) {
        const grown = new Float64Array(values.length * 2);
        grown.set(values);
        values = grown;
      }
      values[count] = milliseconds;
      count += 1;
    },
    values: () => values.slice(0, count),
  };
};
