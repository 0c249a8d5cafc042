/**
 * The whole server in one process: the store (and its writer thread), the rooms resumed from
 * it, the bot workers, the HTTP API and the WebSocket gateway on the same port.
 * `main.ts` runs it from the command line; tests start it on a free port with a fresh database.
 */
import type { AddressInfo } from 'node:net';
import {
  type GameLogWriter,
  type StoreLocation,
  openGameLogWriter,
  openStore,
} from '@tavolo/store';
import { bridge } from '@tavolo/tournament';
import { pino } from 'pino';
import { type AccountLimits, DEFAULT_ACCOUNT_LIMITS, openAccounts } from './accounts.js';
import { type BotPool, startBotPool } from './bot-pool.js';
import type { TimeControlMinimums } from './clock.js';
import { type Gateway, type GatewayLimits, attachGateway } from './gateway.js';
import { type TrustProxy, clientAddressOf } from './client-address.js';
import { buildHttpApp } from './http.js';
import { type ServerMetrics, createMetrics } from './metrics.js';
import { sameOriginCheck } from './same-origin.js';
import { type Rooms, openRooms } from './rooms.js';
import type { WaitingLimits } from './waiting-tables.js';

/** Where a SQLite file's group commits run (see `ServerOptions.sqliteWriter`). */
export type SqliteWriter = 'thread' | 'main';
export const SQLITE_WRITERS: readonly SqliteWriter[] = ['thread', 'main'];

export interface ServerOptions {
  readonly store: StoreLocation;
  /** 0 picks a free port. */
  readonly port: number;
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** Pause before a bot's move, so that people can follow it; 0 for tests and load runs. */
  readonly botDelayMs?: number;
  /** The shortest limits of a new table's clock: `TIME_CONTROL_MINIMUMS` unless a test lowers them. */
  readonly timeControlMinimums?: TimeControlMinimums;
  readonly botThreads?: number;
  /** A bot pool of the caller's (tests): the server then starts none, and leaves it open. */
  readonly bots?: BotPool;
  /** pino's level, or `silent`. */
  readonly logLevel?: string;
  /**
   * Names of existing accounts (with a password) made admins at the start; the start fails
   * when one does not exist. The first account of a new database is admin anyway.
   */
  readonly admins?: readonly string[];
  readonly limits?: Partial<GatewayLimits>;
  /**
   * HTTP requests per minute per account (per address when not logged in); per address
   * whoever calls (default twice `perMinute`); registrations and guest accounts per address;
   * logins per address (default 60).
   */
  readonly httpRateLimit?: {
    readonly perMinute: number;
    readonly authPerMinute: number;
    readonly perAddressPerMinute?: number;
    readonly loginsPerMinute?: number;
  };
  /** New accounts per address, wrong logins, guests' idle time (`accounts.ts`). */
  readonly accountLimits?: Partial<AccountLimits>;
  /**
   * Which proxies to believe about a client's address (`X-Forwarded-For`), as Fastify's
   * `trustProxy` (`client-address.ts`); the HTTP routes and the gateway read it alike. Behind a
   * reverse proxy, without it every client shares the proxy's address, and its limits.
   */
  readonly trustProxy?: TrustProxy;
  /** The web client's build folder, served at `/`; none: the API alone. */
  readonly webRoot?: string;
  /**
   * The address users see (`https://tavolo.example`, behind a TLS proxy): requests that change
   * something and WebSocket upgrades from a browser must come from it. Without it: from the
   * host the request was sent to (its `Host` header).
   */
  readonly publicOrigin?: string;
  /** Marks the session cookie `Secure` (and sends HSTS): for clients that reach it over https. */
  readonly secureCookies?: boolean;
  /** Opens `/metrics` to requests bearing it (`Authorization: Bearer …`); none: closed. */
  readonly metricsToken?: string;
  /** Waiting tables: how long one may stay idle, how many a player's account may hold. */
  readonly waitingTables?: Partial<WaitingLimits>;
  /** The memory the finished hands' archives may hold, about (the length of their JSON). */
  readonly archiveCacheBytes?: number;
  /**
   * Where a SQLite file's group commits run: on a writer thread of their own (the default),
   * which keeps their fsync and query building off the event loop, or on the main thread, which
   * saves the hand-off between threads (docs/benchmarks.md as of commit 2f38e23 compares them).
   */
  readonly sqliteWriter?: SqliteWriter;
  /**
   * The clock that stamps a bridge pairs event's commands (ms since the epoch; default
   * `Date.now`): a test moves it on to see the LAW 79C correction period run out.
   */
  readonly now?: () => number;
}

export interface RunningServer {
  readonly port: number;
  /** `http://host:port`. */
  readonly url: string;
  readonly rooms: Rooms;
  readonly gateway: Gateway;
  readonly metrics: ServerMetrics;
  /** Closes connections, stops the rooms' timers and the bots, and closes the store. */
  readonly close: () => Promise<void>;
}

export const startServer = async (options: ServerOptions): Promise<RunningServer> => {
  const logger = pino({ level: options.logLevel ?? 'info' });
  // What is open so far, closed in reverse order by `close`, or at once when a later step
  // fails (a port in use, say), so that a failed start leaves no thread, file or timer behind.
  const opened: (() => unknown)[] = [];
  const closeOpened = async () => {
    for (const close of opened.splice(0).reverse()) await close();
  };
  try {
    // Each event's views by its game's projection: a bridge pairs event (written by `tavolo
    // tournament` on the same database) has its own log.
    const store = await openStore(options.store, bridge.projectEventLog);
    opened.push(() => store.close());
    // PostgreSQL's driver is asynchronous already, and `:memory:` cannot be shared between
    // connections: the writer thread is for a SQLite file only.
    const writer: GameLogWriter | undefined =
      options.sqliteWriter !== 'main' &&
      options.store.kind === 'sqlite' &&
      options.store.file !== ':memory:'
        ? await openGameLogWriter(options.store.file)
        : undefined;
    if (writer) opened.push(() => writer.close());
    const metrics = createMetrics();
    opened.push(() => metrics.close());
    const bots =
      options.bots ??
      startBotPool(options.botThreads === undefined ? {} : { threads: options.botThreads });
    if (!options.bots) opened.push(() => bots.close());
    const rooms = await openRooms({
      store,
      ...(writer && { append: writer.appendEach }),
      bots,
      botDelayMs: options.botDelayMs ?? 0,
      ...(options.timeControlMinimums && { timeControlMinimums: options.timeControlMinimums }),
      ...(options.waitingTables && { waiting: options.waitingTables }),
      ...(options.archiveCacheBytes !== undefined && {
        archiveCacheBytes: options.archiveCacheBytes,
      }),
      observeCommit: (seconds) => metrics.persistSeconds.observe(seconds),
      onAction: (game, outcome, code) => {
        metrics.actions.inc({ game, outcome });
        if (code !== undefined) metrics.refusals.inc({ code });
      },
      log: (message, error) => logger.error({ err: error }, message),
    });
    opened.push(() => rooms.close());
    const accounts = openAccounts({
      store: store.accounts,
      admins: options.admins ?? [],
      ...(options.accountLimits === undefined ? {} : { limits: options.accountLimits }),
    });
    const promoted = await accounts.promoteAdmins();
    if (!promoted.ok) throw new Error(`--admin: ${promoted.error.message}`);
    const guestIdleHours =
      options.accountLimits?.guestIdleHours ?? DEFAULT_ACCOUNT_LIMITS.guestIdleHours;
    const evictGuests = setInterval(
      () =>
        void accounts
          .evictGuests()
          .catch((error: unknown) => logger.error({ err: error }, 'evicting unused guests')),
      Math.min(60 * 60 * 1000, (guestIdleHours * 60 * 60 * 1000) / 4),
    );
    evictGuests.unref();
    opened.push(() => clearInterval(evictGuests));
    const app = await buildHttpApp({
      store,
      lobby: rooms,
      accounts,
      metrics,
      logger,
      ...(options.now === undefined ? {} : { now: options.now }),
      ...(options.webRoot === undefined ? {} : { webRoot: options.webRoot }),
      ...(options.publicOrigin === undefined ? {} : { publicOrigin: options.publicOrigin }),
      ...(options.secureCookies === undefined ? {} : { secureCookies: options.secureCookies }),
      ...(options.metricsToken === undefined ? {} : { metricsToken: options.metricsToken }),
      ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
      ...(options.httpRateLimit === undefined
        ? {}
        : {
            rateLimit: {
              max: options.httpRateLimit.perMinute,
              timeWindowMs: 60_000,
              authMax: options.httpRateLimit.authPerMinute,
              ...(options.httpRateLimit.perAddressPerMinute === undefined
                ? {}
                : { perAddress: options.httpRateLimit.perAddressPerMinute }),
              ...(options.httpRateLimit.loginsPerMinute === undefined
                ? {}
                : { loginMax: options.httpRateLimit.loginsPerMinute }),
            },
          }),
    });
    opened.push(() => app.close());
    const host = options.host ?? '127.0.0.1';
    await app.listen({ port: options.port, host });
    const gateway = attachGateway({
      server: app.server,
      sameOrigin: sameOriginCheck(options.publicOrigin),
      rooms,
      authenticate: (cookie) => accounts.authenticate(cookie),
      sessionOf: (cookie) => accounts.sessionKey(cookie),
      clientAddress: clientAddressOf(options.trustProxy ?? false),
      ...(options.limits ? { limits: options.limits } : {}),
      onConnections: (count) => metrics.connections.set(count),
      onMessageOut: () => metrics.messagesOut.inc(),
      observeAct: (seconds) => metrics.actionSeconds.observe(seconds),
      log: (message, error) => logger.error({ err: error }, message),
    });
    opened.push(() => gateway.close());
    // A session logged out closes its connections.
    opened.push(accounts.onSessionEnded((session) => gateway.endSession(session)));
    const countTables = setInterval(() => {
      for (const [phase, count] of Object.entries(rooms.counts()))
        metrics.tables.set({ phase }, count);
    }, 1000);
    countTables.unref();
    opened.push(() => clearInterval(countTables));
    const port = (app.server.address() as AddressInfo).port;
    logger.info({ port, store: options.store.kind }, 'Tavolo server listening');
    return { port, url: `http://${host}:${port}`, rooms, gateway, metrics, close: closeOpened };
  } catch (error) {
    // The caller needs the reason the start failed, not a later failure to close.
    await closeOpened().catch((closing: unknown) =>
      logger.error({ err: closing }, 'closing after a failed start'),
    );
    throw error;
  }
};
