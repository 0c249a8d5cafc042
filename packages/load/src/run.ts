/**
 * A whole load run: the Tavolo server as a child on a fresh SQLite file, the Tavolo run against
 * it, then (the server stopped, so the two never compete for the cores) the echo server as a
 * child and the echo run, its messages padded to the game's mean message size.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqliteWriter } from '@tavolo/server';
import { type LoadOptions, DEFAULT_ECHO_BYTES, FULL_SPEED_ARGS } from './args.js';
import { startChild } from './child.js';
import { SEATS } from './clients.js';
import { runEcho } from './echo-run.js';
import type { RunFigures } from './measure.js';
import { type LoadReport, buildReport, machine } from './report.js';
import type { ServerAccess } from './prometheus.js';
import type { Result } from './result.js';
import { type TavoloRunOptions, runTavolo } from './tavolo-run.js';

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

/**
 * What every run gives the server: a free port, its database, bots that answer at once, and
 * quiet logs; its limits stay at their defaults (the clients spread over loopback addresses,
 * `addresses.ts`).
 */
export const baseServerArgs = (
  db: string,
  sqliteWriter: SqliteWriter = 'thread',
  metricsToken: string = randomBytes(16).toString('hex'),
): string[] => [
  '--metrics-token',
  metricsToken,
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
];

/**
 * The test servers' limits: the tests open their guests and tables from one address, many
 * times a minute, at full speed.
 */
export const serverArgs = (
  db: string,
  sqliteWriter: SqliteWriter = 'thread',
  metricsToken?: string,
): string[] => [
  ...baseServerArgs(db, sqliteWriter, metricsToken),
  ...FULL_SPEED_ARGS,
  '--http-rate-limit',
  '1000000',
  '--auth-rate-limit',
  '1000000',
];

const withOutput = (error: string, output: string): Result<never> => ({
  ok: false,
  error: output.trim() === '' ? error : `${error}\n--- child output ---\n${output.trim()}`,
});

/** The server's node flags: the options', and the CPU profiler's if asked. */
const serverNodeFlags = (options: LoadOptions): string[] => [
  ...options.serverNodeFlags,
  ...(options.serverCpuProfileDir === undefined
    ? []
    : ['--cpu-prof', '--cpu-prof-dir', options.serverCpuProfileDir]),
];

/** The server started for a run: its `http://host:port`, and how to read its figures. */
export interface TavoloServer {
  readonly address: string;
  readonly access: ServerAccess;
}

/**
 * Runs `use` against the Tavolo server started as a child on a fresh SQLite file with `args`
 * after the base ones (`baseServerArgs`) and before the options' own `--server-arg`s; then
 * stops it, and answers a failure with the tail of its output.
 */
export const withTavoloServer = async <T>(
  options: LoadOptions,
  args: readonly string[],
  progress: (line: string) => void,
  use: (server: TavoloServer) => Promise<Result<T>>,
): Promise<Result<T>> => {
  const dir = await mkdtemp(join(tmpdir(), 'tavolo-load-'));
  const metricsToken = randomBytes(16).toString('hex');
  try {
    progress('starting the Tavolo server');
    const server = await startChild({
      script: SERVER_SCRIPT,
      args: [
        ...baseServerArgs(join(dir, 'load.sqlite'), options.sqliteWriter, metricsToken),
        ...args,
        ...options.serverArgs,
      ],
      nodeFlags: serverNodeFlags(options),
      ready: /^Tavolo: (http:\/\/\S+)/,
    });
    if (!server.ok) return server;
    const answer = await use({
      address: server.value.address,
      access: { pid: server.value.pid, metricsToken },
    });
    const code = await server.value.stop();
    if (!answer.ok) return withOutput(answer.error, server.value.output());
    if (code !== 0)
      return withOutput(`the Tavolo server exited with code ${code}`, server.value.output());
    return answer;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/** The honest players' run against `server`, as the options ask for it. */
export const tavoloRunOptions = (
  options: LoadOptions,
  server: TavoloServer,
  progress: (line: string) => void,
): TavoloRunOptions => ({
  baseUrl: server.address,
  server: server.access,
  clientsPerAddress: options.clientsPerAddress,
  tables: options.tables,
  game: options.game,
  profile: options.profile,
  hands: options.hands,
  seed: options.seed,
  threads: options.clientThreads,
  thinkMs: options.thinkMs,
  warmupSeconds: options.warmupSeconds,
  durationSeconds: options.durationSeconds,
  progress,
});

const tavoloRun = (
  options: LoadOptions,
  progress: (line: string) => void,
): Promise<Result<RunFigures>> =>
  withTavoloServer(options, FULL_SPEED_ARGS, progress, (server) =>
    runTavolo(tavoloRunOptions(options, server, progress)),
  );

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
        clientsPerAddress: options.clientsPerAddress,
        serverArgs: options.serverArgs,
      },
      tavolo,
      { ...echo.value, messageBytes },
      before,
    ),
  };
};
