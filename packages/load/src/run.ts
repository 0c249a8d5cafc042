/**
 * A whole load run: the Tavolo server as a child on a fresh SQLite file, the Tavolo run against
 * it, then (the server stopped, so the two never compete for the cores) the echo server as a
 * child and the echo run, its messages padded to the game's mean message size.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqliteWriter } from '@tavolo/server';
import { type LoadOptions, DEFAULT_ECHO_BYTES } from './args.js';
import { startChild } from './child.js';
import { SEATS } from './clients.js';
import { runEcho } from './echo-run.js';
import type { RunFigures } from './measure.js';
import { type LoadReport, buildReport, machine } from './report.js';
import type { Result } from './result.js';
import { runTavolo } from './tavolo-run.js';

/**
 * The built server's entry point. The package resolves to `dist/index.js`, or to
 * `src/index.ts` under the `source` condition (in tests): either way main.js is in dist.
 */
export const SERVER_SCRIPT = join(
  dirname(createRequire(import.meta.url).resolve('@tavolo/server')),
  '..',
  'dist',
  'main.js',
);

/** The built echo server (from `src/` in tests as from `dist/`: both resolve to dist). */
export const ECHO_SCRIPT = fileURLToPath(new URL('../dist/echo-main.js', import.meta.url));

export const serverArgs = (db: string, sqliteWriter: SqliteWriter = 'thread'): string[] => [
  '--port',
  '0',
  '--db',
  db,
  '--sqlite-writer',
  sqliteWriter,
  '--bot-delay',
  '0',
  '--log-level',
  'warn',
  // The load comes from one address: the limits meant for people must not refuse it.
  '--http-rate-limit',
  '1000000',
  '--auth-rate-limit',
  '1000000',
  '--ws-rate',
  '1000',
];

const withOutput = (error: string, output: string): Result<never> => ({
  ok: false,
  error: output.trim() === '' ? error : `${error}\n--- child output ---\n${output.trim()}`,
});

const tavoloRun = async (
  options: LoadOptions,
  progress: (line: string) => void,
): Promise<Result<RunFigures>> => {
  const dir = await mkdtemp(join(tmpdir(), 'tavolo-load-'));
  try {
    const nodeFlags = [
      ...options.serverNodeFlags,
      ...(options.serverCpuProfileDir === undefined
        ? []
        : ['--cpu-prof', '--cpu-prof-dir', options.serverCpuProfileDir]),
    ];
    progress('starting the Tavolo server');
    const server = await startChild({
      script: SERVER_SCRIPT,
      args: serverArgs(join(dir, 'load.sqlite'), options.sqliteWriter),
      nodeFlags,
      ready: /^Tavolo: (http:\/\/\S+)/,
    });
    if (!server.ok) return server;
    const figures = await runTavolo({
      baseUrl: server.value.address,
      tables: options.tables,
      game: options.game,
      profile: options.profile,
      seed: options.seed,
      threads: options.clientThreads,
      thinkMs: options.thinkMs,
      warmupSeconds: options.warmupSeconds,
      durationSeconds: options.durationSeconds,
      progress,
    });
    const code = await server.value.stop();
    if (!figures.ok) return withOutput(figures.error, server.value.output());
    if (code !== 0)
      return withOutput(`the Tavolo server exited with code ${code}`, server.value.output());
    return figures;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

const echoRun = async (
  options: LoadOptions,
  messageBytes: number,
  progress: (line: string) => void,
): Promise<Result<RunFigures>> => {
  progress('starting the echo server');
  const echo = await startChild({ script: ECHO_SCRIPT, args: [], ready: /^Echo: (ws:\/\/\S+)/ });
  if (!echo.ok) return echo;
  const figures = await runEcho({
    wsUrl: echo.value.address,
    tables: options.tables,
    messageBytes,
    threads: options.clientThreads,
    thinkMs: options.thinkMs,
    seed: options.seed,
    warmupSeconds: options.warmupSeconds,
    durationSeconds: options.durationSeconds,
    progress,
  });
  await echo.value.stop();
  return figures.ok ? figures : withOutput(figures.error, echo.value.output());
};

export const runLoad = async (
  options: LoadOptions,
  progress: (line: string) => void = () => undefined,
): Promise<Result<LoadReport>> => {
  const before = machine();
  let tavolo: RunFigures | undefined;
  if (!options.echoOnly) {
    const run = await tavoloRun(options, progress);
    if (!run.ok) return run;
    tavolo = run.value;
  }
  const measured = tavolo === undefined ? undefined : Math.round(tavolo.window.meanBytesReceived);
  const messageBytes = options.echoBytes ?? (measured || DEFAULT_ECHO_BYTES);
  const echo = await echoRun(options, messageBytes, progress);
  if (!echo.ok) return echo;
  return {
    ok: true,
    value: buildReport(
      {
        tables: options.tables,
        seats: SEATS,
        game: options.game,
        profile: options.profile,
        warmupSeconds: options.warmupSeconds,
        durationSeconds: options.durationSeconds,
        seed: options.seed,
        clientThreads: options.clientThreads,
        thinkMs: options.thinkMs,
        sqliteWriter: options.sqliteWriter,
        serverNodeFlags: options.serverNodeFlags,
      },
      tavolo,
      { ...echo.value, messageBytes },
      before,
    ),
  };
};
