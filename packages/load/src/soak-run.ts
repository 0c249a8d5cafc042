/**
 * The soak run: honest tables at a pace for a long time (matches short enough that many end
 * and new ones begin), the server's resident memory and heap sampled every few seconds from
 * the start of play to the end, beside the usual figures of the measured window.
 */
import { performance } from 'node:perf_hooks';
import { type RunFigures, measureWindow } from './measure.js';
import { type ServerAccess, readProcessFigures } from './prometheus.js';
import type { Result } from './result.js';
import type { MemorySample } from './soak-curve.js';
import { type TavoloRunOptions, setUpTavolo } from './tavolo-run.js';

export interface SoakRunOptions extends TavoloRunOptions {
  readonly sampleSeconds: number;
}

export interface SoakFigures {
  readonly honest: RunFigures;
  readonly samples: readonly MemorySample[];
  /** Samples that could not be read (the server busy past the sampling period, say). */
  readonly missedSamples: number;
}

/** Samples the server's memory every `periodMs` from `start()` until `stop()`. */
export const memorySampler = (baseUrl: string, server: ServerAccess, periodMs: number) => {
  const samples: MemorySample[] = [];
  let missed = 0;
  let startedAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let reading = false;
  const sample = async () => {
    if (reading) return void (missed += 1);
    reading = true;
    const seconds = (performance.now() - startedAt) / 1000;
    const figures = await readProcessFigures(baseUrl, server);
    reading = false;
    if (!figures.ok) return void (missed += 1);
    const { rssBytes, heapUsedBytes, heapLiveBytes } = figures.value;
    samples.push({
      seconds,
      rssBytes,
      ...(heapUsedBytes !== undefined && { heapUsedBytes }),
      ...(heapLiveBytes !== undefined && { heapLiveBytes }),
    });
  };
  return {
    start: () => {
      startedAt = performance.now();
      void sample();
      timer = setInterval(() => void sample(), periodMs);
    },
    stop: async () => {
      clearInterval(timer);
      await sample();
      return { samples, missed };
    },
  };
};

export const runSoak = async (options: SoakRunOptions): Promise<Result<SoakFigures>> => {
  const { baseUrl, progress = () => undefined } = options;
  const setUp = await setUpTavolo(options);
  if (!setUp.ok) return setUp;
  const { threads, before, connections } = setUp.value;
  const sampler = memorySampler(baseUrl, options.server ?? {}, options.sampleSeconds * 1000);
  progress(
    `playing: ${options.warmupSeconds} s of warm-up, then ${options.durationSeconds} s ` +
      `measured, the server's memory sampled every ${options.sampleSeconds} s`,
  );
  const figures = await measureWindow(threads, baseUrl, before, connections, {
    ...options,
    onPlay: sampler.start,
  });
  const { samples, missed } = await sampler.stop();
  await threads.close();
  if (!figures.ok) return figures;
  return { ok: true, value: { honest: figures.value, samples, missedSamples: missed } };
};
