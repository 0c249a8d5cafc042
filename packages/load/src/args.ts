/**
 * The load tool's command line. Everything has a default, so `npm run load` alone runs the
 * throughput scenario: 1,000 Scala 40 tables of four guests for 60 seconds after 10 of warm-up.
 * `--mode abuse` and `--mode soak` run the other two scenarios, with their own defaults
 * (`MODE_DEFAULTS`).
 */
import { parseArgs } from 'node:util';
import type { GameName } from '@tavolo/protocol';
import type { SqliteWriter } from '@tavolo/server';
import { SERVER_NODE_FLAGS } from '@tavolo/server/node-flags';

/**
 * `load`: throughput and latency against the bare echo. `abuse`: honest tables at a pace while
 * a few addresses send hostile messages, spectators and requests, the server at its default
 * limits. `soak`: a long paced run sampling the server's memory.
 */
export type Mode = 'load' | 'abuse' | 'soak';
export const MODES: readonly Mode[] = ['load', 'abuse', 'soak'];

export interface AbuseOptions {
  /** Abusers, each from two addresses of its own (its seat, its spectators), seated at a Burraco table of its own with bots. */
  readonly abusers: number;
  /** Hostile messages a second from each abuser's seated connection. */
  readonly messagesPerSecond: number;
  /** Anonymous spectator connections each abuser's address tries to hold open. */
  readonly spectatorsPerAbuser: number;
  /** Requests a second for finished hands (replay, proof, verification) from each abuser. */
  readonly httpPerSecond: number;
}

export interface LoadOptions {
  readonly mode: Mode;
  readonly tables: number;
  readonly durationSeconds: number;
  readonly warmupSeconds: number;
  readonly game: GameName;
  /** The rule profile of every table; by default the game's usual one. */
  readonly profile: string;
  /** The hands a match lasts, where the profile ends after a number of them; none: its own. */
  readonly hands: number | undefined;
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
  /** Guests to a loopback address (`addresses.ts`), below the server's limits per address. */
  readonly clientsPerAddress: number;
  /** More arguments for the server (raised limits, `/metrics` access), after the tool's own. */
  readonly serverArgs: readonly string[];
  /** Abuse mode only. */
  readonly abuse: AbuseOptions;
  /** Soak mode: seconds between two samples of the server's memory. */
  readonly sampleSeconds: number;
}

/** What each mode runs when its options are not given. */
export const MODE_DEFAULTS: Readonly<
  Record<
    Mode,
    {
      readonly tables: number;
      readonly durationSeconds: number;
      readonly warmupSeconds: number;
      readonly thinkMs: number;
      /** The profile by game, when not the game's usual one. */
      readonly profile?: Partial<Record<GameName, string>>;
      /** The hands of a match by game, when not the profile's own. */
      readonly hands?: Partial<Record<GameName, number>>;
    }
  >
> = {
  load: { tables: 1000, durationSeconds: 60, warmupSeconds: 10, thinkMs: 0 },
  abuse: { tables: 100, durationSeconds: 60, warmupSeconds: 10, thinkMs: 1000 },
  // Matches of one hand (about 4 minutes of Scala 40 at this pace, 7 of Burraco): several
  // generations of matches end and start again within the run.
  soak: {
    tables: 1000,
    durationSeconds: 1200,
    warmupSeconds: 60,
    thinkMs: 1000,
    profile: { scala40: 'fisca-gara' },
    hands: { scala40: 1, burraco: 1 },
  },
};

/**
 * The throughput run's one raised limit: at full speed a seat answers each prompt at once, far
 * faster than the messages a second allowed to a person's connection.
 */
export const FULL_SPEED_ARGS: readonly string[] = ['--ws-rate', '1000'];

export const DEFAULT_CLIENTS_PER_ADDRESS = 2;
export const DEFAULT_ABUSE: AbuseOptions = {
  abusers: 4,
  messagesPerSecond: 10,
  spectatorsPerAbuser: 200,
  httpPerSecond: 20,
};
export const DEFAULT_SAMPLE_SECONDS = 5;

export type Parsed =
  | { readonly ok: true; readonly value: LoadOptions }
  | { readonly ok: true; readonly help: true }
  | { readonly ok: false; readonly error: string };

export const DEFAULT_PROFILE: Readonly<Record<GameName, string>> = {
  scala40: 'fisca-101',
  burraco: 'champion',
  bridge: 'laws-2017',
};

/** When the Tavolo run is skipped there is no measured size to copy: about a game message. */
export const DEFAULT_ECHO_BYTES = 1024;

export const USAGE = `Usage: npm run load -- [options]
  (or: node packages/load/dist/main.js [options])

Starts the Tavolo server and a bare ws echo server as child processes, drives them with the
same pattern of 4-connection groups, and reports throughput, latency, errors and memory.
Each guest connects from a loopback address of its own (127.1.0.1 upwards), a few guests to
an address, so that the server's limits per address hold at their defaults.

  --mode M            load | abuse | soak (default load)
                      load: the throughput run against the echo, above;
                      abuse: honest tables at a pace while abusers from a few addresses send
                      deep, oversized and hostile messages, open spectators and ask for
                      replays without logging in; the server at its default limits; reports
                      the honest moves refused (goal 0) and the honest latency;
                      soak: a long paced run sampling the server's memory every few seconds;
                      reports the curve and whether it is flat after the warm-up
  --tables N          tables of 4 guests (default 1000; abuse 100)
  --duration S        measured seconds, after the warm-up (default 60; soak 1200)
  --warmup S          seconds played before measuring (default 10; soak 60)
  --game G            scala40 | burraco (default scala40)
  --profile P         rule profile (default fisca-101 for scala40, champion for burraco;
                      soak: fisca-gara for scala40)
  --hands N           hands a match lasts, where the profile ends after a number of them
                      (default the profile's own; soak 1)
  --echo-only         only the echo baseline
  --echo-bytes B      echo message size (default: the game's mean message size, else ${DEFAULT_ECHO_BYTES})
  --seed S            seed of the clients' random choices (default 1)
  --client-threads T  worker threads running the clients (default 2)
  --think-ms M        a client waits M ms on average before each action or echo, each wait
                      drawn from M/2 to 3M/2 (default 0: full speed; the throughput goal
                      is judged only at full speed; abuse and soak 1000)
  --clients-per-address N  guests to a loopback address (default ${DEFAULT_CLIENTS_PER_ADDRESS})
  --server-arg=A      one more argument for the server, after the tool's own; repeat it for
                      more (raised limits: --server-arg=--ws-rate --server-arg=100)
  --sqlite-writer W   thread | main: where the server commits its SQLite writes (default thread)
  --server-cpu-prof DIR  write a CPU profile of the server child into DIR
  --server-node-flags=F  node's flags for the server child, separated by spaces, after an
                      = sign (default: the server's own, as npm start passes them,
                      ${SERVER_NODE_FLAGS.join(' ')}; --server-node-flags= for none)
  --abusers N         abuse: abusers, each from two addresses of its own (default ${DEFAULT_ABUSE.abusers})
  --abuse-rate R      abuse: hostile messages a second from each abuser's seat (default ${DEFAULT_ABUSE.messagesPerSecond})
  --abuse-spectators N  abuse: spectators each abuser tries to hold open (default ${DEFAULT_ABUSE.spectatorsPerAbuser})
  --abuse-http-rate R abuse: replay, proof and verification requests a second from each
                      abuser, without logging in (default ${DEFAULT_ABUSE.httpPerSecond})
  --sample-seconds S  soak: seconds between two samples of the server's memory (default ${DEFAULT_SAMPLE_SECONDS})
  --json              print the report as JSON
  --help              this help
`;

const positiveInteger = (name: string, text: string): number | string => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : `--${name} must be a whole number above 0`;
};

const wholeNumber = (name: string, text: string): number | string => {
  const value = Number(text);
  return text.trim() !== '' && Number.isSafeInteger(value) && value >= 0
    ? value
    : `--${name} must be a whole number, 0 or more`;
};

const seconds = (name: string, text: string, zeroAllowed: boolean): number | string => {
  const value = Number(text);
  const fine =
    text.trim() !== '' && Number.isFinite(value) && (zeroAllowed ? value >= 0 : value > 0);
  return fine ? value : `--${name} must be seconds, ${zeroAllowed ? '0 or more' : 'above 0'}`;
};

const isMode = (text: string): text is Mode => (MODES as readonly string[]).includes(text);
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
        mode: { type: 'string', default: 'load' },
        tables: { type: 'string' },
        duration: { type: 'string' },
        warmup: { type: 'string' },
        game: { type: 'string', default: 'scala40' },
        profile: { type: 'string' },
        hands: { type: 'string' },
        'echo-only': { type: 'boolean', default: false },
        'echo-bytes': { type: 'string' },
        seed: { type: 'string', default: '1' },
        'client-threads': { type: 'string', default: '2' },
        'think-ms': { type: 'string' },
        'clients-per-address': { type: 'string', default: String(DEFAULT_CLIENTS_PER_ADDRESS) },
        'server-arg': { type: 'string', multiple: true, default: [] },
        abusers: { type: 'string', default: String(DEFAULT_ABUSE.abusers) },
        'abuse-rate': { type: 'string', default: String(DEFAULT_ABUSE.messagesPerSecond) },
        'abuse-spectators': { type: 'string', default: String(DEFAULT_ABUSE.spectatorsPerAbuser) },
        'abuse-http-rate': { type: 'string', default: String(DEFAULT_ABUSE.httpPerSecond) },
        'sample-seconds': { type: 'string', default: String(DEFAULT_SAMPLE_SECONDS) },
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
  const mode = values.mode;
  if (!isMode(mode)) return { ok: false, error: `--mode must be load, abuse or soak, not ${mode}` };
  const defaults = MODE_DEFAULTS[mode];
  const tables = positiveInteger('tables', values.tables ?? String(defaults.tables));
  const duration = seconds('duration', values.duration ?? String(defaults.durationSeconds), false);
  const warmup = seconds('warmup', values.warmup ?? String(defaults.warmupSeconds), true);
  const seed = Number(values.seed);
  const clientThreads = positiveInteger('client-threads', values['client-threads']);
  const thinkText = values['think-ms'] ?? String(defaults.thinkMs);
  const thinkMs = Number(thinkText);
  const clientsPerAddress = positiveInteger('clients-per-address', values['clients-per-address']);
  const abusers = positiveInteger('abusers', values.abusers);
  const abuseRate = positiveInteger('abuse-rate', values['abuse-rate']);
  const abuseSpectators = wholeNumber('abuse-spectators', values['abuse-spectators']);
  const abuseHttpRate = wholeNumber('abuse-http-rate', values['abuse-http-rate']);
  const sampleSeconds = seconds('sample-seconds', values['sample-seconds'], false);
  const echoBytes =
    values['echo-bytes'] === undefined
      ? undefined
      : positiveInteger('echo-bytes', values['echo-bytes']);
  const game = values.game;
  const hands = values.hands === undefined ? undefined : positiveInteger('hands', values.hands);
  const problem = [
    hands,
    tables,
    duration,
    warmup,
    echoBytes,
    clientThreads,
    clientsPerAddress,
    abusers,
    abuseRate,
    abuseSpectators,
    abuseHttpRate,
    sampleSeconds,
  ].find((v) => typeof v === 'string');
  if (problem !== undefined) return { ok: false, error: problem };
  if (!Number.isSafeInteger(seed)) return { ok: false, error: '--seed must be a whole number' };
  if (thinkText.trim() === '' || !Number.isSafeInteger(thinkMs) || thinkMs < 0)
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
      mode,
      tables: tables as number,
      durationSeconds: duration as number,
      warmupSeconds: warmup as number,
      game,
      profile: values.profile ?? defaults.profile?.[game] ?? DEFAULT_PROFILE[game],
      hands:
        (hands as number | undefined) ??
        (values.profile === undefined ? defaults.hands?.[game] : undefined),
      echoOnly: values['echo-only'],
      json: values.json,
      seed,
      clientThreads: clientThreads as number,
      thinkMs,
      echoBytes: echoBytes as number | undefined,
      serverCpuProfileDir: values['server-cpu-prof'],
      sqliteWriter,
      serverNodeFlags,
      clientsPerAddress: clientsPerAddress as number,
      serverArgs: values['server-arg'],
      abuse: {
        abusers: abusers as number,
        messagesPerSecond: abuseRate as number,
        spectatorsPerAbuser: abuseSpectators as number,
        httpPerSecond: abuseHttpRate as number,
      },
      sampleSeconds: sampleSeconds as number,
    },
  };
};
