/**
 * The echo run: the same groups of four connections as the Tavolo run, against the bare echo
 * server, driven by the same client threads (`echo-clients.ts`) and measured the same way.
 */
import { SEATS } from './clients.js';
import { type RunFigures, measureWindow } from './measure.js';
import { readProcessFigures } from './prometheus.js';
import type { Result } from './result.js';
import { startClientThreads } from './threads.js';

export interface EchoRunOptions {
  /** The echo server's `ws://host:port`. */
  readonly wsUrl: string;
  readonly tables: number;
  /** About the size of each message (the game's mean message size). */
  readonly messageBytes: number;
  readonly threads: number;
  /** Milliseconds a client waits before each action (see `LoadOptions.thinkMs`). */
  readonly thinkMs: number;
  /** Seeds the think times. */
  readonly seed: number;
  readonly warmupSeconds: number;
  readonly durationSeconds: number;
  readonly progress?: (line: string) => void;
}

export const runEcho = async (options: EchoRunOptions): Promise<Result<RunFigures>> => {
  const { progress = () => undefined } = options;
  const baseUrl = options.wsUrl.replace(/^ws/, 'http');
  const before = await readProcessFigures(baseUrl);
  if (!before.ok) return before;
  const count = options.tables * SEATS;
  progress(`${count} echo connections`);
  const threadCount = Math.min(options.threads, options.tables);
  const threads = await startClientThreads(
    Array.from({ length: threadCount }, (_, t) => ({
      kind: 'echo',
      thinkMs: options.thinkMs,
      seed: options.seed + t * options.tables * SEATS,
      wsUrl: options.wsUrl,
      messageBytes: options.messageBytes,
      groups: Array.from({ length: options.tables }, (_, g) => String(g)).filter(
        (_, g) => g % threadCount === t,
      ),
    })),
  );
  if (!threads.ok) return threads;
  progress(
    `echo: ${options.warmupSeconds} s of warm-up, then ${options.durationSeconds} s measured`,
  );
  const figures = await measureWindow(threads.value, baseUrl, before.value, count, options);
  await threads.value.close();
  return figures;
};
