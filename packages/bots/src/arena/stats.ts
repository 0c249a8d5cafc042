/**
 * The arena's figures: a mean with its 95% confidence interval, and percentiles.
 *
 * The interval is the normal approximation over per-deal values: a deal's tables are played
 * from the same cards, so they are not independent of one another, but deals are (each has its
 * own seed). With n deals of values x_i, mean m and sample standard deviation s (n - 1 in the
 * denominator), the interval is m +- 1.96 s / sqrt(n). By the central limit theorem this is
 * close for the hundreds of deals the arena's figures rest on; for a handful it is rough.
 */

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

export interface Estimate {
  readonly mean: number;
  /** The interval's ends; null with fewer than two values (no spread to estimate). */
  readonly low: number | null;
  readonly high: number | null;
  readonly n: number;
}

/**
 * The mean of `values` and its 95% interval; `within` bounds the interval to the values'
 * possible range (a win rate's [0, 1]), which the normal approximation can overshoot.
 */
export const estimate = (
  values: readonly number[],
  within: readonly [number, number] = [-Infinity, Infinity],
): Estimate => {
  const n = values.length;
  if (n === 0) return { mean: 0, low: null, high: null, n };
  const mean = values.reduce((a, b) => a + b, 0) / n;
  if (n < 2) return { mean, low: null, high: null, n };
  const variance = values.reduce((sum, x) => sum + (x - mean) ** 2, 0) / (n - 1);
  const half = (Z95 * Math.sqrt(variance)) / Math.sqrt(n);
  return {
    mean,
    low: Math.max(mean - half, within[0]),
    high: Math.min(mean + half, within[1]),
    n,
  };
};

/** The p-th percentile (0 < p <= 100) by nearest rank: a value measured, never interpolated. */
export const percentile = (sorted: readonly number[], p: number): number => {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(Math.max(rank, 1), sorted.length) - 1] as number;
};
