#!/usr/bin/env node
/**
 * `npm start`: the server on an embedded SQLite database (data/tavolo.sqlite), or on
 * PostgreSQL when `--db` or DATABASE_URL gives a postgres:// address.
 *
 *   node packages/server/dist/main.js [--port 3000] [--host 127.0.0.1] [--db FILE|URL] [--web DIR]
 *     [--sqlite-writer thread|main] [--metrics-token TOKEN] [--bot-delay MS]
 *
 * `--bot-delay` (or TAVOLO_BOT_DELAY_MS; default 800) is how long a bot's move waits at a
 * table of `normal` pace; each table's pace scales it (`PACE_FACTORS`: slow twice, fast a
 * quarter, instant none). 0 makes every pace instant, as the tests and load runs do.
 *
 * `npm start` runs it with node's flags from `node-flags.ts` (a larger young generation), which
 * says why; without them it works the same, with more time spent collecting garbage under load.
 *
 * The web client is served at `/` from `--web` (default: the workspace's `packages/web/dist`,
 * which `npm run build` makes); `--web none` serves the API alone.
 *
 * `/metrics` is closed unless `--metrics-token` (or TAVOLO_METRICS_TOKEN) is given: then it
 * answers requests with `Authorization: Bearer <token>`, as Prometheus sends them.
 *
 * Every limit is a flag, with an environment variable, and its default from the module that
 * applies it; docs/protocol.md lists them, docs/deployment.md the flags for running behind a
 * TLS proxy (`--public-origin`, `--secure-cookies`, `--trust-proxy`).
 *
 * SIGINT and SIGTERM close it cleanly; a kill -9 loses nothing acknowledged (the rooms resume
 * from the log at the next start).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import type { StoreLocation } from '@tavolo/store';
import { DEFAULT_ACCOUNT_LIMITS } from './accounts.js';
import { parseTrustProxy } from './client-address.js';
import { DEFAULT_LIMITS } from './gateway.js';
import { DEFAULT_RATE_LIMIT } from './http.js';
import { DEFAULT_ARCHIVE_CACHE_BYTES } from './rooms.js';
import { SQLITE_WRITERS, startServer } from './server.js';
import { DEFAULT_WAITING_LIMITS } from './waiting-tables.js';
import { defaultWebRoot } from './web.js';

/** A flag's default: its environment variable, else the figure given. */
const env = (name: string, fallback: number | string): string =>
  process.env[name] ?? String(fallback);

const fail = (message: string): never => {
  process.stderr.write(`tavolo server: ${message}\n`);
  process.exit(2);
};

/** Node's parser throws on an unknown flag or a missing value: said as the other refusals are. */
const parsed = <T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> => {
  try {
    return parseArgs(config);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
};

const { values } = parsed({
  options: {
    port: { type: 'string', default: process.env['PORT'] ?? '3000' },
    host: { type: 'string', default: process.env['HOST'] ?? '127.0.0.1' },
    db: { type: 'string', default: process.env['DATABASE_URL'] ?? 'data/tavolo.sqlite' },
    'bot-delay': { type: 'string', default: process.env['TAVOLO_BOT_DELAY_MS'] ?? '800' },
    admin: { type: 'string', multiple: true, default: [] },
    'log-level': { type: 'string', default: process.env['LOG_LEVEL'] ?? 'info' },
    /** HTTP requests per minute per account, or per address when not logged in. */
    'http-rate-limit': {
      type: 'string',
      default: env('TAVOLO_HTTP_RATE_LIMIT', DEFAULT_RATE_LIMIT.max),
    },
    /** HTTP requests per minute per address, whoever calls. */
    'http-address-rate-limit': {
      type: 'string',
      default: env('TAVOLO_HTTP_ADDRESS_RATE_LIMIT', DEFAULT_RATE_LIMIT.perAddress),
    },
    /** Registrations and guest accounts per minute per address. */
    'auth-rate-limit': {
      type: 'string',
      default: env('TAVOLO_AUTH_RATE_LIMIT', DEFAULT_RATE_LIMIT.authMax),
    },
    /** Logins per minute per address. */
    'login-rate-limit': {
      type: 'string',
      default: env('TAVOLO_LOGIN_RATE_LIMIT', DEFAULT_RATE_LIMIT.loginMax),
    },
    /** New accounts (registrations and guests) per hour per address. */
    'accounts-per-hour': {
      type: 'string',
      default: env('TAVOLO_ACCOUNTS_PER_HOUR', DEFAULT_ACCOUNT_LIMITS.newAccountsPerHour),
    },
    /** Wrong logins per name and address before a lockout (one more a minute after). */
    'login-failures': {
      type: 'string',
      default: env('TAVOLO_LOGIN_FAILURES', DEFAULT_ACCOUNT_LIMITS.loginFailures),
    },
    /** Wrong logins per name per hour, from every address. */
    'account-login-failures': {
      type: 'string',
      default: env(
        'TAVOLO_ACCOUNT_LOGIN_FAILURES',
        DEFAULT_ACCOUNT_LIMITS.accountLoginFailuresPerHour,
      ),
    },
    /** Hours a guest's session lasts after its last use; unused guests are evicted after. */
    'guest-idle-hours': {
      type: 'string',
      default: env('TAVOLO_GUEST_IDLE_HOURS', DEFAULT_ACCOUNT_LIMITS.guestIdleHours),
    },
    'ws-rate': { type: 'string', default: env('TAVOLO_WS_RATE', DEFAULT_LIMITS.messagesPerSecond) },
    /** WebSocket connections open at once per address. */
    'ws-connections-per-address': {
      type: 'string',
      default: env('TAVOLO_WS_CONNECTIONS_PER_ADDRESS', DEFAULT_LIMITS.connectionsPerAddress),
    },
    /** Connections following a table without a seat, and of those, without an account. */
    'spectators-per-table': {
      type: 'string',
      default: env('TAVOLO_SPECTATORS_PER_TABLE', DEFAULT_LIMITS.spectatorsPerTable),
    },
    'anonymous-spectators-per-table': {
      type: 'string',
      default: env(
        'TAVOLO_ANONYMOUS_SPECTATORS_PER_TABLE',
        DEFAULT_LIMITS.anonymousSpectatorsPerTable,
      ),
    },
    /** The address users see, e.g. https://tavolo.example (behind a TLS proxy). */
    'public-origin': { type: 'string', default: process.env['TAVOLO_PUBLIC_ORIGIN'] },
    /** true or false; default: true when the public origin is https. */
    'secure-cookies': { type: 'string', default: process.env['TAVOLO_SECURE_COOKIES'] },
    /** Which proxies to believe about the client's address: false, true, hops, or addresses. */
    'trust-proxy': { type: 'string', default: env('TAVOLO_TRUST_PROXY', 'false') },
    web: { type: 'string', default: process.env['TAVOLO_WEB'] },
    'sqlite-writer': { type: 'string', default: process.env['TAVOLO_SQLITE_WRITER'] ?? 'thread' },
    /** Minutes a waiting table may stay idle, nobody connected, before it is closed. */
    'waiting-idle-minutes': {
      type: 'string',
      default: env('TAVOLO_WAITING_IDLE_MINUTES', DEFAULT_WAITING_LIMITS.idleMs / 60_000),
    },
    /** Waiting tables a player's account may have opened at once. */
    'waiting-tables-per-account': {
      type: 'string',
      default: env('TAVOLO_WAITING_TABLES_PER_ACCOUNT', DEFAULT_WAITING_LIMITS.perAccount),
    },
    /** MiB of memory the finished hands' archives may hold (replays, proofs). */
    'archive-cache-mb': {
      type: 'string',
      default: env('TAVOLO_ARCHIVE_CACHE_MB', DEFAULT_ARCHIVE_CACHE_BYTES / 2 ** 20),
    },
    /** Opens /metrics to requests with `Authorization: Bearer <token>`; without it, closed. */
    'metrics-token': { type: 'string', default: process.env['TAVOLO_METRICS_TOKEN'] },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`--port ${values.port} is not a port`);
const botDelayMs = Number(values['bot-delay']);
if (!Number.isFinite(botDelayMs) || botDelayMs < 0) fail('--bot-delay is milliseconds, 0 or more');

/** A limit's flag: a whole number, 1 or more. */
const whole = (flag: keyof typeof values): number => {
  const value = Number(values[flag]);
  if (!Number.isInteger(value) || value < 1)
    fail(`--${flag} is a whole number, 1 or more, not ${String(values[flag])}`);
  return value;
};
const httpRateLimit = whole('http-rate-limit');
const httpAddressRateLimit = whole('http-address-rate-limit');
const authRateLimit = whole('auth-rate-limit');
const loginRateLimit = whole('login-rate-limit');
const wsRate = Number(values['ws-rate']);
if (!Number.isFinite(wsRate) || wsRate <= 0) fail('--ws-rate is messages per second');
const guestIdleHours = Number(values['guest-idle-hours']);
if (!Number.isFinite(guestIdleHours) || guestIdleHours <= 0)
  fail('--guest-idle-hours is hours, more than 0');

const publicOrigin = values['public-origin'];
if (publicOrigin !== undefined && !/^https?:\/\/[^/?#]+\/?$/.test(publicOrigin))
  fail(`--public-origin is scheme://host[:port], like https://tavolo.example, not ${publicOrigin}`);
const secureText = values['secure-cookies'];
if (secureText !== undefined && secureText !== 'true' && secureText !== 'false')
  fail(`--secure-cookies is true or false, not ${secureText}`);
const secureCookies =
  secureText === undefined ? publicOrigin?.startsWith('https:') === true : secureText === 'true';
const trustProxy = parseTrustProxy(values['trust-proxy']);
if (trustProxy === undefined)
  fail(
    `--trust-proxy is true, false, a number of hops, or addresses and ranges (loopback, 10.0.0.0/8…), not ${values['trust-proxy']}`,
  );

const webRoot = values.web === 'none' ? undefined : (values.web ?? defaultWebRoot());
if (
  values.web !== undefined &&
  values.web !== 'none' &&
  !existsSync(join(values.web, 'index.html'))
)
  fail(`--web ${values.web} has no index.html (build the web client with npm run build)`);

const sqliteWriter = SQLITE_WRITERS.find((writer) => writer === values['sqlite-writer']);
if (sqliteWriter === undefined)
  fail(`--sqlite-writer is thread or main, not ${values['sqlite-writer']}`);

const waitingIdleMinutes = Number(values['waiting-idle-minutes']);
if (!Number.isFinite(waitingIdleMinutes) || waitingIdleMinutes <= 0)
  fail('--waiting-idle-minutes is minutes, more than 0');
const archiveCacheMb = Number(values['archive-cache-mb']);
if (!Number.isFinite(archiveCacheMb) || archiveCacheMb < 0)
  fail('--archive-cache-mb is MiB, 0 or more');

const location = (db: string): StoreLocation => {
  if (/^postgres(ql)?:\/\//.test(db)) return { kind: 'postgres', connectionString: db };
  if (db !== ':memory:') mkdirSync(dirname(db), { recursive: true });
  return { kind: 'sqlite', file: db };
};

const server = await startServer({
  store: location(values.db),
  port,
  host: values.host,
  botDelayMs,
  admins: values.admin,
  logLevel: values['log-level'],
  httpRateLimit: {
    perMinute: httpRateLimit,
    authPerMinute: authRateLimit,
    perAddressPerMinute: httpAddressRateLimit,
    loginsPerMinute: loginRateLimit,
  },
  accountLimits: {
    newAccountsPerHour: whole('accounts-per-hour'),
    loginFailures: whole('login-failures'),
    accountLoginFailuresPerHour: whole('account-login-failures'),
    guestIdleHours,
  },
  limits: {
    messagesPerSecond: wsRate,
    burst: wsRate * 2,
    connectionsPerAddress: whole('ws-connections-per-address'),
    spectatorsPerTable: whole('spectators-per-table'),
    anonymousSpectatorsPerTable: whole('anonymous-spectators-per-table'),
  },
  secureCookies,
  ...(trustProxy === undefined ? {} : { trustProxy }),
  ...(publicOrigin === undefined ? {} : { publicOrigin }),
  waitingTables: {
    idleMs: waitingIdleMinutes * 60_000,
    perAccount: whole('waiting-tables-per-account'),
  },
  archiveCacheBytes: archiveCacheMb * 2 ** 20,
  ...(sqliteWriter === undefined ? {} : { sqliteWriter }),
  ...(webRoot === undefined ? {} : { webRoot }),
  ...(values['metrics-token'] === undefined ? {} : { metricsToken: values['metrics-token'] }),
}).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));

// Tests and scripts read this line to learn the port.
process.stdout.write(`Tavolo: ${server.url}\n`);
if (webRoot === undefined)
  process.stderr.write('tavolo server: no web client build found; serving the API only\n');

const stop = () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
