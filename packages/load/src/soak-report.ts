/** The soak run's report: the memory curve, its trend over the second half, the honest figures. */
import type { Machine } from './report.js';
import { othersCpu } from './report.js';
import { type Trend, FLAT_SHARE, secondHalfTrend, thinned } from './soak-curve.js';
import type { SoakFigures } from './soak-run.js';

export interface SoakParameters {
  readonly tables: number;
  readonly game: string;
  readonly profile: string;
  /** The hands of a match where the tables set them; none: the profile's own. */
  readonly hands?: number | undefined;
  readonly thinkMs: number;
  readonly clientsPerAddress: number;
  readonly warmupSeconds: number;
  readonly durationSeconds: number;
  readonly sampleSeconds: number;
  readonly seed: number;
  readonly serverArgs: readonly string[];
  readonly serverNodeFlags: readonly string[];
}

export interface SoakReport {
  readonly parameters: SoakParameters;
  readonly machine: Machine;
  readonly figures: SoakFigures;
  readonly rss: Trend | undefined;
  readonly heap: Trend | undefined;
  /** The heap after each full collection: what the server holds (`soak-curve.ts`). */
  readonly live: Trend | undefined;
  /**
   * The verdict: the live heap's trend flat where the server gives it; otherwise (`/metrics`
   * closed) the resident size's and the heap's in use. Undefined without a trend at all.
   */
  readonly flat: boolean | undefined;
}

/** Rows of the curve in the text report; the JSON has every sample. */
export const CURVE_ROWS = 41;

export const buildSoakReport = (
  parameters: SoakParameters,
  figures: SoakFigures,
  machine: Machine,
): SoakReport => {
  const rss = secondHalfTrend(figures.samples, (s) => s.rssBytes);
  const heap = secondHalfTrend(figures.samples, (s) => s.heapUsedBytes);
  const live = secondHalfTrend(figures.samples, (s) => s.heapLiveBytes);
  return {
    parameters,
    machine,
    figures,
    rss,
    heap,
    live,
    flat:
      live !== undefined
        ? live.flat
        : rss === undefined
          ? undefined
          : rss.flat && (heap?.flat ?? true),
  };
};

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const mib = (bytes: number, digits = 0) => number(bytes / 2 ** 20, digits);

const trendText = (name: string, trend: Trend | undefined): string =>
  trend === undefined
    ? `${name}: not enough samples in the second half`
    : `${name} from ${number(trend.fromSeconds)} s to ${number(trend.toSeconds)} s ` +
      `(${trend.samples} samples): ${trend.slope >= 0 ? '+' : ''}${mib(trend.slope * 60, 2)} MiB ` +
      `a minute, ${trend.growthBytes >= 0 ? '+' : ''}${mib(trend.growthBytes, 1)} MiB across ` +
      `it against a mean of ${mib(trend.meanBytes)} MiB: ${trend.flat ? 'flat' : 'NOT flat'}`;

export const formatSoakReport = (report: SoakReport): string => {
  const p = report.parameters;
  const m = report.machine;
  const { honest, samples, missedSamples } = report.figures;
  const heapSampled = samples.some((s) => s.heapUsedBytes !== undefined);
  const rows = thinned(samples, CURVE_ROWS).map((s) =>
    [
      number(s.seconds).padStart(8),
      mib(s.rssBytes).padStart(9),
      (s.heapUsedBytes === undefined ? '-' : mib(s.heapUsedBytes)).padStart(15),
      (s.heapLiveBytes === undefined ? '-' : mib(s.heapLiveBytes)).padStart(15),
    ].join('   '),
  );
  const { latencyMs } = honest.window;
  const lines = [
    `Tavolo soak run: ${number(p.tables)} ${p.game} (${p.profile}` +
      `${p.hands === undefined ? '' : `, matches of ${p.hands} hand${p.hands === 1 ? '' : 's'}`}) ` +
      `tables x 4 guests at a ` +
      `${number(p.thinkMs)} ms mean pace, ${p.clientsPerAddress} guests to an address, ` +
      `${p.warmupSeconds} s warm-up, ${p.durationSeconds} s measured, memory sampled every ` +
      `${p.sampleSeconds} s, seed ${p.seed}; server run as node ` +
      `${[...p.serverNodeFlags, 'main.js', ...p.serverArgs].join(' ')}`,
    `Machine: ${m.cpu}, ${m.cores} cores, Node ${m.node}; load average ` +
      `${number(m.loadAverage, 2)} at the start`,
    '',
    `    time   RSS (MiB)   heap used (MiB)   heap live (MiB)`,
    ...rows,
    '',
    `${samples.length} samples (${missedSamples} missed)` +
      (heapSampled ? '' : "; no heap figures: the server's /metrics is closed"),
    trendText('RSS', report.rss),
    trendText('Heap used', report.heap),
    trendText('Heap live after a full collection', report.live),
    `Flat: a rise of less than ${number(FLAT_SHARE * 100)} % of the mean across the second half, ` +
      (report.live === undefined
        ? 'judged on the RSS and the heap in use (no live-heap figures)'
        : 'judged on the live heap (what the server holds; the RSS and the heap in use also ' +
          'count what V8 reserves and the garbage not collected yet)'),
    '',
    `Honest tables in the window: ${number(honest.window.actionsPerSecond, 1)} actions a ` +
      `second, p50 / p90 / p99 / max ${number(latencyMs.p50, 2)} / ${number(latencyMs.p90, 2)} / ` +
      `${number(latencyMs.p99, 2)} / ${number(latencyMs.max, 2)} ms, ` +
      `${number(honest.window.matchesFinished)} matches finished (and as many begun)`,
    `Errors (whole run): ${
      Object.keys(honest.errors).length === 0
        ? 'none'
        : Object.entries(honest.errors)
            .map(([code, n]) => `${code} ${n}`)
            .join(', ')
    }; server CPU ${number(honest.server.cpu, 2)} cores, other processes ` +
      `${number(othersCpu(honest), 2)}`,
    '',
    `Memory flat after the warm-up: ${
      report.flat === undefined ? 'not judged (too few samples)' : report.flat ? 'yes' : 'NO'
    }`,
  ];
  return `${lines.join('\n')}\n`;
};
