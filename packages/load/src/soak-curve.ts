/**
 * The soak run's memory curve: samples of the server's resident memory and heap against time,
 * and whether they are flat after the warm-up. "Flat" is judged on the second half of the run
 * (the first half holds the start-up and the tables' windows filling): the least-squares line
 * through its samples may rise by less than `FLAT_SHARE` of their mean across that half.
 *
 * What the server holds is the heap left after a full collection (`heapLiveBytes`): the heap in
 * use between collections also counts garbage not collected yet (a saw-tooth whose teeth lengthen
 * as the heap grows), and the resident size counts the heap that V8 reserves, which it grows
 * lazily on a machine with memory to spare. Those two are reported beside it.
 */

export interface MemorySample {
  /** Since the clients began to play. */
  readonly seconds: number;
  readonly rssBytes: number;
  /** Absent when the server's `/metrics` is closed. */
  readonly heapUsedBytes?: number;
  /** After the last full collection; absent before the first one, or with `/metrics` closed. */
  readonly heapLiveBytes?: number;
}

export const FLAT_SHARE = 0.05;

export interface Trend {
  readonly fromSeconds: number;
  readonly toSeconds: number;
  readonly samples: number;
  /** Bytes a second, of the least-squares line. */
  readonly slope: number;
  /** The line's rise across the half, in bytes. */
  readonly growthBytes: number;
  readonly meanBytes: number;
  readonly flat: boolean;
}

/** The least-squares slope of `ys` against `xs` (0 for fewer than two distinct xs). */
export const slopeOf = (xs: readonly number[], ys: readonly number[]): number => {
  const n = Math.min(xs.length, ys.length);
  if (n < 2) return 0;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < n; i += 1) {
    sx += xs[i] ?? 0;
    sy += ys[i] ?? 0;
  }
  const mx = sx / n;
  const my = sy / n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i += 1) {
    const dx = (xs[i] ?? 0) - mx;
    sxy += dx * ((ys[i] ?? 0) - my);
    sxx += dx * dx;
  }
  return sxx === 0 ? 0 : sxy / sxx;
};

/**
 * The trend of `value` over the samples of the run's second half, if it has at least two
 * samples there with the value.
 */
export const secondHalfTrend = (
  samples: readonly MemorySample[],
  value: (sample: MemorySample) => number | undefined,
): Trend | undefined => {
  const last = samples.at(-1);
  if (last === undefined) return undefined;
  const half = last.seconds / 2;
  const points = samples
    .filter((s) => s.seconds >= half)
    .flatMap((s) => {
      const y = value(s);
      return y === undefined ? [] : [{ x: s.seconds, y }];
    });
  const first = points[0];
  const end = points.at(-1);
  if (first === undefined || end === undefined || points.length < 2) return undefined;
  const slope = slopeOf(
    points.map((p) => p.x),
    points.map((p) => p.y),
  );
  const growthBytes = slope * (end.x - first.x);
  const meanBytes = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  return {
    fromSeconds: first.x,
    toSeconds: end.x,
    samples: points.length,
    slope,
    growthBytes,
    meanBytes,
    flat: growthBytes < FLAT_SHARE * meanBytes,
  };
};

/** At most `rows` samples, evenly spaced, the first and the last always among them. */
export const thinned = <T>(samples: readonly T[], rows: number): T[] => {
  if (samples.length <= rows) return [...samples];
  const step = (samples.length - 1) / (rows - 1);
  return Array.from({ length: rows }, (_, i) => samples[Math.round(i * step)] as T);
};
