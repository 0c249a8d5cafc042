#!/usr/bin/env node
/**
 * `npm start`: the server on an embedded SQLite database (data/tavolo.sqlite), or on
 * PostgreSQL when `--db` or DATABASE_URL gives a postgres:// address.
 *
 *   node packages/server/dist/main.js [--port 3000] [--host 127.0.0.1] [--db FILE|URL] [--web DIR]
 *     [--sqlite-writer thread|main]
 *
 * `npm start` runs it with node's flags from `node-flags.ts` (a larger young generation), which
 * says why; without them it works the same, with more time spent collecting garbage under load.
 *
 * The web client is served at `/` from `--web` (default: the workspace's `packages/web/dist`,
 * which `npm run build` makes); `--web none` serves the API alone.
 *
 * SIGINT and SIGTERM close it cleanly; a kill -9 loses nothing acknowledged (the rooms resume
 * from the log at the next start).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import type { StoreLocation } from '@tavolo/store';
import { SQLITE_WRITERS, startServer } from './server.js';
import { defaultWebRoot } from './web.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env['PORT'] ?? '3000' },
    host: { type: 'string', default: process.env['HOST'] ?? '127.0.0.1' },
    db: { type: 'string', default: process.env['DATABASE_URL'] ?? 'data/tavolo.sqlite' },
    'bot-delay': { type: 'string', default: process.env['TAVOLO_BOT_DELAY_MS'] ?? '600' },
    admin: { type: 'string', multiple: true, default: [] },
    'log-level': { type: 'string', default: process.env['LOG_LEVEL'] ?? 'info' },
    /** HTTP requests per minute per account or address (the load tool raises it). */
    'http-rate-limit': { type: 'string', default: process.env['TAVOLO_HTTP_RATE_LIMIT'] ?? '600' },
    'auth-rate-limit': { type: 'string', default: process.env['TAVOLO_AUTH_RATE_LIMIT'] ?? '10' },
    'ws-rate': { type: 'string', default: process.env['TAVOLO_WS_RATE'] ?? '20' },
    web: { type: 'string', default: process.env['TAVOLO_WEB'] },
    'sqlite-writer': { type: 'string', default: process.env['TAVOLO_SQLITE_WRITER'] ?? 'thread' },
  },
});

const fail = (message: string): never => {
  process.stderr.write(`tavolo server: ${message}\n`);
  process.exit(2);
};

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`--port ${values.port} is not a port`);
const botDelayMs = Number(values['bot-delay']);
if (!Number.isFinite(botDelayMs) || botDelayMs < 0) fail('--bot-delay is milliseconds, 0 or more');

const httpRateLimit = Number(values['http-rate-limit']);
if (!Number.isInteger(httpRateLimit) || httpRateLimit < 1)
  fail('--http-rate-limit is a whole number');
const authRateLimit = Number(values['auth-rate-limit']);
if (!Number.isInteger(authRateLimit) || authRateLimit < 1)
  fail('--auth-rate-limit is a whole number');
const wsRate = Number(values['ws-rate']);
if (!Number.isFinite(wsRate) || wsRate <= 0) fail('--ws-rate is messages per second');

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
  httpRateLimit: { perMinute: httpRateLimit, authPerMinute: authRateLimit },
  limits: { messagesPerSecond: wsRate, burst: wsRate * 2 },
  ...(sqliteWriter === undefined ? {} : { sqliteWriter }),
  ...(webRoot === undefined ? {} : { webRoot }),
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
