/**
 * The part both runs share: the warm-up, the measured window, and the server figures read at
 * its ends, so that the Tavolo server and the echo server are measured the same way.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { type ProcessFigures, readProcessFigures } from './prometheus.js';
import type { Recorder, WindowStats } from './recorder.js';
import type { Result } from './result.js';

export interface ServerFigures {
  /** Resident memory before the first connection. */
  readonly rssBeforeBytes: number;
  /** Resident memory at the end of the window, every connection open and playing. */
  readonly rssPlayingBytes: number;
  readonly memoryPerConnectionBytes: number;
  /** The server's CPU seconds per second of the window: 1 is one core busy. */
  readonly cpu: number;
}

export interface RunFigures {
  readonly connections: number;
  readonly window: WindowStats;
  /** By code, for the whole run (setup and warm-up included). */
  readonly errors: Readonly<Record<string, number>>;
  /** Events that are not errors, by code, for the whole run. */
  readonly notes: Readonly<Record<string, number>>;
  readonly server: ServerFigures;
}

/**
 * Waits out the warm-up, records for `durationSeconds`, and answers what the server used
 * meanwhile. The clients keep playing after it returns; the caller closes them.
 */
export const measureWindow = async (
  recorder: Recorder,
  baseUrl: string,
  before: ProcessFigures,
  connections: number,
  timing: { readonly warmupSeconds: number; readonly durationSeconds: number },
): Promise<Result<ServerFigures>> => {
  await sleep(timing.warmupSeconds * 1000);
  const atStart = await readProcessFigures(baseUrl);
  recorder.start();
  await sleep(timing.durationSeconds * 1000);
  recorder.stop();
  const atEnd = await readProcessFigures(baseUrl);
  if (!atStart.ok) return atStart;
  if (!atEnd.ok) return atEnd;
  const seconds = recorder.stats().seconds;
  return {
    ok: true,
    value: {
      rssBeforeBytes: before.rssBytes,
      rssPlayingBytes: atEnd.value.rssBytes,
      memoryPerConnectionBytes: (atEnd.value.rssBytes - before.rssBytes) / connections,
      cpu: seconds > 0 ? (atEnd.value.cpuSeconds - atStart.value.cpuSeconds) / seconds : 0,
    },
  };
};
