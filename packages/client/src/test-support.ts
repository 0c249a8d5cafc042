/**
 * Helpers for the client's tests: a real server on a fresh SQLite file, `ws` sockets a test can
 * cut or keep from reconnecting, and a few readers of results and Scala 40 views. Not part of
 * the package (tsconfig.json leaves it out of the build; index.ts does not export it).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { ClientRequestArgs } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, startServer } from '@tavolo/server';
import { type ClientOptions, WebSocket } from 'ws';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Result } from './result.js';
import {
  type ConnectOptions,
  type ReconnectDelays,
  type TableConnection,
  connectTable,
} from './table-connection.js';

export interface TestServer {
  readonly server: RunningServer;
  readonly url: string;
  readonly close: () => Promise<void>;
}

export const startTestServer = async (): Promise<TestServer> => {
  const dir = await mkdtemp(join(tmpdir(), 'tavolo-client-'));
  const server = await startServer({
    store: { kind: 'sqlite', file: join(dir, 'tavolo.db') },
    port: 0,
    botThreads: 1,
    logLevel: 'silent',
  });
  return {
    server,
    url: server.url,
    close: async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
};

/**
 * One server for a test file (started before its tests, closed after them) and a way to open
 * table connections to it, each closed after the test that opened it.
 */
export const connectionSuite = (reconnect: ReconnectDelays) => {
  let running: TestServer | null = null;
  const opened: TableConnection[] = [];
  beforeAll(async () => {
    running = await startTestServer();
  });
  afterEach(() => {
    for (const connection of opened.splice(0)) connection.close();
  });
  afterAll(async () => {
    await running?.close();
  });
  const server = (): TestServer => {
    if (running === null) throw new Error('the test server has not started');
    return running;
  };
  /** A connection to the suite's server, or to `options.url` when given. */
  const connect = (
    options: Omit<ConnectOptions, 'url'> & { readonly url?: string },
  ): TableConnection => {
    const connection = connectTable({
      url: server().url,
      WebSocket,
      reconnect,
      keepEvents: 10_000,
      ...options,
    });
    opened.push(connection);
    return connection;
  };
  return { server, connect };
};

export const valueOf = <T, E>(result: Result<T, E>): T => {
  if (!result.ok)
    throw new Error(`expected a value, got the error ${JSON.stringify(result.error)}`);
  return result.value;
};

export const errorOf = <T, E>(result: Result<T, E>): E => {
  if (result.ok)
    throw new Error(`expected an error, got the value ${JSON.stringify(result.value)}`);
  return result.error;
};

/**
 * `ws` sockets that a test controls: `sockets` holds every one opened, so a test can cut the
 * latest (`terminate()`, as a network failure would); while `blocked`, new sockets go to a path
 * the server refuses, so the connection stays down until the test lets it back.
 */
export const controlledSockets = () => {
  const sockets: WebSocket[] = [];
  const control = { blocked: false, sockets };
  class ControlledWebSocket extends WebSocket {
    constructor(url: string, options?: ClientOptions | ClientRequestArgs) {
      super(control.blocked ? url.replace(/\/ws$/, '/no-entry') : url, options);
      sockets.push(this);
    }
  }
  return { control, WebSocket: ControlledWebSocket };
};

/** The part of a Scala 40 seat view the tests read (the client itself knows no game). */
export interface Scala40View {
  readonly you: number | null;
  readonly status: 'playing' | 'over';
  readonly results: readonly unknown[];
  readonly hand: {
    readonly number: number;
    readonly turn: { readonly seat: number; readonly phase: 'draw' | 'play' };
    readonly cards: readonly number[] | null;
    readonly turnsCompleted: number;
  };
}

export const scala40View = (view: unknown): Scala40View => view as Scala40View;

export const typeOf = (event: unknown): string | undefined =>
  (event as { readonly type?: string } | null)?.type;
