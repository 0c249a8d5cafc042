/**
 * The load tool's command line. Everything has a default, so `npm run load` alone runs the
 * issue's scenario: 1,000 Scala 40 tables of four guests for 60 seconds after 10 of warm-up.
 */
import { parseArgs } from 'node:util';
import type { GameName } from '@tavolo/protocol';
import type { SqliteWriter } from '@tavolo/server';
import { SERVER_NODE_FLAGS } from '@tavolo/server/node-flags';

export interface LoadOptions {
  readonly tables: number;
  readonly durationSeconds: number;
  readonly warmupSeconds: number;
  readonly game: GameName;
  /** The rule profile of every table; by default the game's usual one. */
  readonly profile: string;
  /** Skip the Tavolo run: only the bare echo baseline. */
  readonly echoOnly: boolean;
  readonly json: boolean;
  /** Seeds the clients' random choices (each connection draws from its own generator). */
  readonly seed: number;
  /** Worker threads that run the clients (the main thread only orchestrates and measures). */
  readonly clientThreads: number;
  /**
   * How long a client waits on average before it answers (both runs alike; see
   * `afterThinking`). 0 plays as fast as the server
   * answers, which measures throughput; a pace measures latency at a given number of tables.
   */
  readonly thinkMs: number;
  /** Size of the echo messages; by default the game's mean message size measured just before. */
  readonly echoBytes: number | undefined;
  /** Where the server child writes a V8 CPU profile (`node --cpu-prof`), if anywhere. */
  readonly serverCpuProfileDir: string | undefined;
  /** The server's `--sqlite-writer`: its group commits on the main thread or on their own. */
  readonly sqliteWriter: SqliteWriter;
  /** The flags `node` runs the server child with; by default the server's own, as `npm start`. */
  readonly serverNodeFlags: readonly string[];
}

export type Parsed =
  | { readonly ok: true; readonly value: LoadOptions }
  | { readonly ok: true; readonly help: true }
  | { readonly ok: false; readonly error: string };

export const DEFAULT_PROFILE: Readonly<Record<GameName, string>> = {
  scala40: 'fisca-101',
  burraco: 'champion',
};

/** When the Tavolo run is skipped there is no measured size to copy: about a game message. */
export const DEFAULT_ECHO_BYTES = 1024;

export const USAGE = `Usage: npm run load -- [options]
  (or: node packages/load/dist/main.js [options])

Starts the Tavolo server and a bare ws echo server as child processes, drives them with the
same pattern of 4-connection groups, and reports throughput, latency, errors and memory.

  --tables N          tables of 4 guests (default 1000)
  --duration S        measured seconds, after the warm-up (default 60)
  --warmup S          seconds played before measuring (default 10)
  --game G            scala40 | burraco (default scala40)
  --profile P         rule profile (default fisca-101 for scala40, champion for burraco)
  --echo-only         only the echo baseline
  --echo-bytes B      echo message size (default: the game's mean message size, else ${DEFAULT_ECHO_BYTES})
  --seed S            seed of the clients' random choices (default 1)
  --client-threads T  worker threads running the clients (default 2)
  --think-ms M        a client waits M ms on average before each action or echo, each wait
                      drawn from M/2 to 3M/2 (default 0: full speed; the throughput goal
                      is judged only at full speed)
  --sqlite-writer W   thread | main: where the server commits its SQLite writes (default thread)
  --server-cpu-prof DIR  write a CPU profile of the server child into DIR
  --server-node-flags=F  node's flags for the server child, separated by spaces, after an
                      = sign (default: the server's own, as npm start passes them,
                      ${SERVER_NODE_FLAGS.join(' ')}; --server-node-flags= for none)
  --json              print the report as JSON
  --help              this help
`;

const positiveInteger = (name: string, text: string): number | string => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : `--${name} must be a whole number above 0`;
};

const seconds = (name: string, text: string, zeroAllowed: boolean): number | string => {
  const value = Number(text);
  const fine =
    text.trim() !== '' && Number.isFinite(value) && (zeroAllowed ? value >= 0 : value > 0);
  return fine ? value : `--${name} must be seconds, ${zeroAllowed ? '0 or more' : 'above 0'}`;
};

const isGame = (text: string): text is GameName => text === 'scala40' || text === 'burraco';
// The server's choices, listed here so that the load tool does not load the server's modules.
const SQLITE_WRITERS: readonly SqliteWriter[] = ['thread', 'main'];
const isSqliteWriter = (text: string): text is SqliteWriter =>
  (SQLITE_WRITERS as readonly string[]).includes(text);

export const parseLoadArgs = (argv: readonly string[]): Parsed => {
  let values;
  try {
    values = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        tables: { type: 'string', default: '1000' },
        duration: { type: 'string', default: '60' },
        warmup: { type: 'string', default: '10' },
        game: { type: 'string', default: 'scala40' },
        profile: { type: 'string' },
        'echo-only': { type: 'boolean', default: false },
        'echo-bytes': { type: 'string' },
        seed: { type: 'string', default: '1' },
        'client-threads': { type: 'string', default: '2' },
        'think-ms': { type: 'string', default: '0' },
        'server-cpu-prof': { type: 'string' },
        'sqlite-writer': { type: 'string', default: 'thread' },
        'server-node-flags': { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { ok: true, help: true };
  const tables = positiveInteger('tables', values.tables);
  const duration = seconds('duration', values.duration, false);
  const warmup = seconds('warmup', values.warmup, true);
  const seed = Number(values.seed);
  const clientThreads = positiveInteger('client-threads', values['client-threads']);
  const thinkMs = Number(values['think-ms']);
  const echoBytes =
    values['echo-bytes'] === undefined
      ? undefined
      : positiveInteger('echo-bytes', values['echo-bytes']);
  const game = values.game;
  const problem = [tables, duration, warmup, echoBytes, clientThreads].find(
    (v) => typeof v === 'string',
  );
  if (problem !== undefined) return { ok: false, error: problem };
  if (!Number.isSafeInteger(seed)) return { ok: false, error: '--seed must be a whole number' };
  if (values['think-ms'].trim() === '' || !Number.isSafeInteger(thinkMs) || thinkMs < 0)
    return { ok: false, error: '--think-ms must be a whole number, 0 or more' };
  if (!isGame(game)) return { ok: false, error: `--game must be scala40 or burraco, not ${game}` };
  const sqliteWriter = values['sqlite-writer'];
  if (!isSqliteWriter(sqliteWriter))
    return { ok: false, error: `--sqlite-writer must be thread or main, not ${sqliteWriter}` };
  const serverNodeFlags =
    values['server-node-flags'] === undefined
      ? SERVER_NODE_FLAGS
      : values['server-node-flags'].split(/\s+/).filter((flag) => flag !== '');
  const notFlag = serverNodeFlags.find((flag) => !flag.startsWith('--'));
  if (notFlag !== undefined)
    return {
      ok: false,
      error: `--server-node-flags takes node's own flags, each beginning with --, not ${notFlag}`,
    };
  return {
    ok: true,
    value: {
      tables: tables as number,
      durationSeconds: duration as number,
      warmupSeconds: warmup as number,
      game,
      profile: values.profile ?? DEFAULT_PROFILE[game],
      echoOnly: values['echo-only'],
      json: values.json,
      seed,
      clientThreads: clientThreads as number,
      thinkMs,
      echoBytes: echoBytes as number | undefined,
      serverCpuProfileDir: values['server-cpu-prof'],
      sqliteWriter,
      serverNodeFlags,
    },
  };
};
