/**
 * For the server's tests: the whole server on a free loopback port and a database of its own
 * (SQLite or this machine's PostgreSQL), plus raw helpers to reach it as a client would. Not
 * part of the package's API.
 */
import { type AddressInfo, type Socket, createServer, connect as connectTcp } from 'node:net';
import { DIALECTS, type TestDatabase } from '@tavolo/store/testing';
import WebSocket from 'ws';
import { type RunningServer, type ServerOptions, startServer } from './server.js';

export type Dialect = (typeof DIALECTS)[number]['kind'];

export interface TestServer {
  readonly server: RunningServer;
  readonly database: TestDatabase;
  readonly wsUrl: string;
  /** Closes the server and drops its database. */
  readonly stop: () => Promise<void>;
}

export const startTestServer = async (
  dialect: Dialect,
  options: Partial<Omit<ServerOptions, 'store' | 'port'>> = {},
): Promise<TestServer> => {
  const database = await (DIALECTS.find((d) => d.kind === dialect) ?? DIALECTS[0]).createDatabase();
  const server = await startServer({
    store: database.location,
    port: 0,
    botThreads: 1,
    logLevel: 'silent',
    httpRateLimit: { perMinute: 100_000, authPerMinute: 100_000, loginsPerMinute: 100_000 },
    accountLimits: { newAccountsPerHour: 100_000 },
    ...options,
    // The tests' players answer each prompt at once, faster than a person could, and every
    // client connects from 127.0.0.1: the limits per address and per table are raised unless
    // a test sets them.
    limits: {
      messagesPerSecond: 1000,
      burst: 2000,
      connectionsPerAddress: 10_000,
      spectatorsPerTable: 10_000,
      anonymousSpectatorsPerTable: 10_000,
      ...options.limits,
    },
  });
  return {
    server,
    database,
    wsUrl: `ws://127.0.0.1:${server.port}/ws`,
    stop: async () => {
      await server.close();
      await database.drop();
    },
  };
};

/** A JSON request; answers the status, the parsed body and the session cookie it set. */
export const request = async (
  url: string,
  method: string,
  body?: unknown,
  cookie?: string,
): Promise<{ readonly status: number; readonly body: unknown; readonly cookie?: string }> => {
  const response = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie === undefined ? {} : { cookie }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const setCookie = response.headers.get('set-cookie')?.split(';')[0];
  return {
    status: response.status,
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
    ...(setCookie === undefined ? {} : { cookie: setCookie }),
  };
};

/** A guest account's session cookie. */
export const guest = async (server: RunningServer, name?: string): Promise<string> => {
  const answer = await request(`${server.url}/api/auth/guest`, 'POST', name ? { name } : {});
  if (answer.cookie === undefined) throw new Error(`no guest session: ${JSON.stringify(answer)}`);
  return answer.cookie;
};

/** Opens a quick-play table (a Scala 40 one by default) for a session; answers its id. */
export const quickPlay = async (
  server: RunningServer,
  cookie: string,
  body: unknown = { game: 'scala40' },
): Promise<string> => {
  const answer = await request(`${server.url}/api/quick-play`, 'POST', body, cookie);
  if (answer.status !== 201)
    throw new Error(`quick play answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return (answer.body as { readonly id: string }).id;
};

/**
 * A new guest alone with bots at a quick-play table of its own, which it follows over a raw
 * WebSocket (its hello sent).
 */
export const quickPlayer = async (
  test: TestServer,
  body?: unknown,
): Promise<{ readonly cookie: string; readonly table: string; readonly client: RawClient }> => {
  const cookie = await guest(test.server);
  const table = await quickPlay(test.server, cookie, body);
  const client = await rawClient(test.wsUrl, cookie);
  client.send({ type: 'hello', table });
  return { cookie, table, client };
};

/** A raw WebSocket that records every message it receives, parsed. */
export interface RawClient {
  readonly socket: WebSocket;
  readonly received: unknown[];
  readonly send: (message: unknown) => void;
  /** Resolves with the first message (from index `from` on) that `match` accepts. */
  readonly next: (
    match: (message: never) => boolean,
    from?: number,
    timeoutMs?: number,
  ) => Promise<unknown>;
  readonly closed: Promise<{ readonly code: number }>;
}

/** `localAddress`: the loopback address to connect from (127.0.0.1 by default). */
export const rawClient = async (
  wsUrl: string,
  cookie?: string,
  localAddress?: string,
): Promise<RawClient> => {
  const socket = new WebSocket(wsUrl, {
    ...(cookie === undefined ? {} : { headers: { cookie } }),
    ...(localAddress === undefined ? {} : { localAddress }),
  });
  const received: unknown[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    received.push(JSON.parse(String(data)) as unknown);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ readonly code: number }>((resolve) =>
    socket.on('close', (code) => resolve({ code })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    received,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next: (match, from = 0, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const look = () => {
          const found = received.slice(from).find((m) => match(m as never));
          if (found === undefined) return false;
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const wake = () => void look();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(
            new Error(
              `no matching message in ${timeoutMs} ms; got ${JSON.stringify(received.slice(from)).slice(0, 2000)}`,
            ),
          );
        }, timeoutMs);
        waiters.add(wake);
        look();
      }),
    closed,
  };
};

/** A TCP relay to the server whose connections a test can cut, as a failing network would. */
export interface TcpProxy {
  readonly port: number;
  /** Destroys every relayed connection, and refuses new ones until `allow`. */
  readonly cut: () => void;
  readonly allow: () => void;
  /** Relays new connections to another port (a restarted server); cuts the current ones. */
  readonly retarget: (port: number) => void;
  readonly close: () => Promise<void>;
}

export const tcpProxy = async (targetPort: number): Promise<TcpProxy> => {
  const open = new Set<Socket>();
  let refusing = false;
  let target = targetPort;
  const server = createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = connectTcp(target, '127.0.0.1');
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cut = () => {
    refusing = true;
    for (const s of open) s.destroy();
  };
  return {
    port: (server.address() as AddressInfo).port,
    cut,
    allow: () => {
      refusing = false;
    },
    retarget: (port) => {
      target = port;
      for (const s of open) s.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        cut();
        server.close(() => resolve());
      }),
  };
};
