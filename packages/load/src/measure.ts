/**
 * The part both runs share: the warm-up, the measured window, and the server figures read at
 * its ends, so that the Tavolo server and the echo server are measured the same way.
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type ProcessFigures,
  type ServerAccess,
  meanBetweenMs,
  readProcessFigures,
} from './prometheus.js';
import { type Counts, type WindowStats, mergeParts } from './recorder.js';
import type { Result } from './result.js';
import type { ClientThreads } from './threads.js';

export interface ServerFigures {
  /** Resident memory before the first connection. */
  readonly rssBeforeBytes: number;
  /** Resident memory after the warm-up, every connection open and playing. */
  readonly rssPlayingBytes: number;
  /** Resident memory at the end of the window (what the run accumulated meanwhile). */
  readonly rssEndBytes: number;
  /** (playing - before) / connections. */
  readonly memoryPerConnectionBytes: number;
  /** The server's CPU seconds per second of the window: 1 is one core busy. */
  readonly cpu: number;
  /**
   * Tavolo only, over the window: an act's receipt to its answer inside the server (mean), the
   * server's share of the latency the clients measure.
   */
  readonly actMeanMs?: number;
  /** Tavolo only, over the window: group commits per second, and their mean duration. */
  readonly commits?: { readonly perSecond: number; readonly meanMs: number };
}

export interface RunFigures {
  readonly connections: number;
  readonly window: WindowStats;
  /** By code, for the whole run (setup and warm-up included). */
  readonly errors: Counts;
  /** Events that are not errors, by code, for the whole run. */
  readonly notes: Counts;
  readonly server: ServerFigures;
}

/** Milliseconds the machine's cores have been busy since boot. */
export const machineBusyMs = (): number =>
  cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0);

/**
 * Plays the warm-up, then the window, and answers the figures of both sides. The clients keep
 * their connections open after it returns; the caller closes them.
 */
export const measureWindow = async (
  threads: ClientThreads,
  baseUrl: string,
  before: ProcessFigures,
  connections: number,
  timing: {
    readonly warmupSeconds: number;
    readonly durationSeconds: number;
    /** How to read the server's figures (its `/metrics` token, its process id). */
    readonly server?: ServerAccess | undefined;
    /** Called as the clients begin to play (the abuse run starts its abusers then). */
    readonly onPlay?: () => void;
  },
): Promise<Result<RunFigures>> => {
  threads.play();
  timing.onPlay?.();
  await sleep(timing.warmupSeconds * 1000);
  const atStart = await readProcessFigures(baseUrl, timing.server);
  const startedAt = performance.now();
  const cpuAtStart = process.cpuUsage();
  const machineAtStart = machineBusyMs();
  threads.start();
  // A timer may fire a fraction of a millisecond early by performance.now() (it runs on the
  // event loop's cached clock): the window lasts at least what was asked.
  const windowMs = timing.durationSeconds * 1000;
  for (let left = windowMs; left > 0; left = windowMs - (performance.now() - startedAt))
    await sleep(left);
  const parts = threads.stop();
  const seconds = (performance.now() - startedAt) / 1000;
  const cpu = process.cpuUsage(cpuAtStart);
  const machineMs = machineBusyMs() - machineAtStart;
  const atEnd = await readProcessFigures(baseUrl, timing.server);
  const counted = await parts;
  if (!counted.ok) return counted;
  if (!atStart.ok) return atStart;
  if (!atEnd.ok) return atEnd;
  const { window, errors, notes } = mergeParts(counted.value, {
    seconds,
    generatorCpu: (cpu.user + cpu.system) / 1e6 / seconds,
    machineCpu: machineMs / 1000 / seconds,
  });
  const actMeanMs = meanBetweenMs(atStart.value.acts, atEnd.value.acts);
  const commitMeanMs = meanBetweenMs(atStart.value.commits, atEnd.value.commits);
  const commitCount = (atEnd.value.commits?.count ?? 0) - (atStart.value.commits?.count ?? 0);
  return {
    ok: true,
    value: {
      connections,
      window,
      errors,
      notes,
      server: {
        rssBeforeBytes: before.rssBytes,
        rssPlayingBytes: atStart.value.rssBytes,
        rssEndBytes: atEnd.value.rssBytes,
        memoryPerConnectionBytes: (atStart.value.rssBytes - before.rssBytes) / connections,
        cpu: (atEnd.value.cpuSeconds - atStart.value.cpuSeconds) / seconds,
        ...(actMeanMs !== undefined && { actMeanMs }),
        ...(commitMeanMs !== undefined && {
          commits: { perSecond: commitCount / seconds, meanMs: commitMeanMs },
        }),
      },
    },
  };
};
