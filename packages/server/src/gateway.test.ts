/**
 * The gateway's heartbeat, on real sockets: a connection that stops answering pings is
 * dropped within two periods, one that answers stays, and the pings are spread over the period
 * in slices rather than sent to everyone at once. Its limits per address and per table, from
 * distinct loopback addresses, and the end of a session's connections at its logout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LOGGED_OUT } from './gateway.js';
import {
  type RawClient,
  type TestServer,
  guest,
  quickPlay,
  rawClient,
  request,
  startTestServer,
} from './test-server.js';

const HEARTBEAT_MS = 1_000;

describe('the heartbeat (SQLite)', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer('sqlite', { limits: { heartbeatMs: HEARTBEAT_MS } });
  });
  afterAll(() => test.stop());

  const open = async (autoPong: boolean) => {
    const socket = new WebSocket(test.wsUrl, { autoPong });
    const pings: number[] = [];
    socket.on('ping', () => pings.push(Date.now()));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    return { socket, pings, closed };
  };

  it('drops a connection that misses a pong, and keeps one that answers', async () => {
    const silent = await open(false);
    const lively = await open(true);
    const opened = Date.now();
    await silent.closed;
    const after = Date.now() - opened;
    // Pinged once in the first period, found silent at its next ping, a period later.
    expect(silent.pings.length).toBe(1);
    expect(after).toBeLessThan(2 * HEARTBEAT_MS + 500);
    expect(lively.socket.readyState).toBe(WebSocket.OPEN);
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS));
    expect(lively.socket.readyState).toBe(WebSocket.OPEN);
    expect(lively.pings.length).toBeGreaterThanOrEqual(2);
    lively.socket.close();
  });

  it('pings each connection once a period, the connections at different moments', async () => {
    const clients = await Promise.all(Array.from({ length: 10 }, () => open(true)));
    await new Promise((resolve) => setTimeout(resolve, 2.5 * HEARTBEAT_MS));
    for (const { pings } of clients) {
      expect(pings.length).toBeGreaterThanOrEqual(2);
      const gaps = pings.slice(1).map((at, i) => at - (pings[i] ?? at));
      for (const gap of gaps) expect(Math.abs(gap - HEARTBEAT_MS)).toBeLessThan(400);
    }
    // Connections opened together fall into different slices, so are pinged apart.
    const firstPings = new Set(clients.map(({ pings }) => Math.round((pings[0] ?? 0) / 50)));
    expect(firstPings.size).toBeGreaterThan(1);
    for (const { socket } of clients) socket.close();
  });
});

/** Opens a socket from `localAddress`; answers it open, or the status its upgrade was refused. */
const connectFrom = (
  url: string,
  localAddress: string,
  cookie?: string,
): Promise<{ readonly socket: WebSocket } | { readonly refused: number }> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { localAddress, ...(cookie ? { headers: { cookie } } : {}) });
    socket.once('open', () => resolve({ socket }));
    socket.once('unexpected-response', (_request, response) =>
      resolve({ refused: response.statusCode ?? 0 }),
    );
    socket.once('error', reject);
  });

describe('the limits per address and per table (SQLite)', () => {
  let test: TestServer;
  let table: string;
  let player: string;
  beforeAll(async () => {
    test = await startTestServer('sqlite', {
      limits: { connectionsPerAddress: 3, spectatorsPerTable: 5, anonymousSpectatorsPerTable: 3 },
    });
    player = await guest(test.server, 'Giocatore');
    table = await quickPlay(test.server, player);
  });
  afterAll(() => test.stop());

  const closeAll = async (sockets: readonly WebSocket[]) => {
    await Promise.all(
      sockets.map(
        (socket) =>
          new Promise((resolve) => {
            if (socket.readyState === WebSocket.CLOSED) return resolve(undefined);
            socket.once('close', resolve);
            socket.close();
          }),
      ),
    );
  };

  it('refuses connections from one address past connectionsPerAddress (they were unlimited), not from another', async () => {
    const opened = await Promise.all([1, 2, 3].map(() => connectFrom(test.wsUrl, '127.0.0.11')));
    const sockets = opened.flatMap((o) => ('socket' in o ? [o.socket] : []));
    expect(sockets).toHaveLength(3);
    expect(await connectFrom(test.wsUrl, '127.0.0.11')).toEqual({ refused: 429 });
    const other = await connectFrom(test.wsUrl, '127.0.0.12');
    expect('socket' in other).toBe(true);
    // A closed connection gives its place back.
    await closeAll(sockets.slice(0, 1));
    const again = await connectFrom(test.wsUrl, '127.0.0.11');
    expect('socket' in again).toBe(true);
    await closeAll([
      ...sockets,
      ...('socket' in other ? [other.socket] : []),
      ...('socket' in again ? [again.socket] : []),
    ]);
  });

  it('bounds the spectators of a table (2,000 spectators were all served), anonymous ones more tightly, never its players', async () => {
    const watchers: RawClient[] = [];
    const hello = async (cookie?: string, address?: string) => {
      const client = await rawClient(test.wsUrl, cookie, address);
      watchers.push(client);
      client.send({ type: 'hello', table, watch: true });
      return client.next(
        (m: { type: string }) => m.type === 'snapshot' || m.type === 'error',
      ) as Promise<{ readonly type: string; readonly code?: string }>;
    };
    // Twenty anonymous spectators, from as many addresses: three are served.
    const anonymous = [];
    for (let i = 0; i < 20; i++) anonymous.push(await hello(undefined, `127.0.1.${i + 1}`));
    expect(anonymous.filter((m) => m.type === 'snapshot')).toHaveLength(3);
    expect(anonymous.filter((m) => m.type === 'error')).toHaveLength(17);
    expect(anonymous.find((m) => m.type === 'error')).toMatchObject({
      code: 'too-many-spectators',
    });
    // Logged-in spectators fill the table's five places…
    const members = [];
    for (let i = 0; i < 4; i++)
      members.push(await hello(await guest(test.server), `127.0.2.${i + 1}`));
    expect(members.map((m) => m.type)).toEqual(['snapshot', 'snapshot', 'error', 'error']);
    // …and the player still takes his seat.
    const seated = await rawClient(test.wsUrl, player, '127.0.3.1');
    seated.send({ type: 'hello', table });
    const snapshot = (await seated.next((m: { type: string }) => m.type === 'snapshot')) as {
      readonly seat: number | null;
    };
    expect(snapshot.seat).not.toBeNull();
    // A spectator leaving frees a place.
    const first = watchers[0];
    if (first === undefined) throw new Error('no spectator');
    await closeAll([first.socket]);
    expect((await hello(undefined, '127.0.1.99')).type).toBe('snapshot');
    await closeAll([...watchers.map((w) => w.socket), seated.socket]);
  });

  it('closes the connections of a session when it logs out (they kept acting)', async () => {
    const cookie = await guest(test.server, 'Esce');
    const own = await quickPlay(test.server, cookie);
    const client = await rawClient(test.wsUrl, cookie, '127.0.4.1');
    const other = await rawClient(test.wsUrl, player, '127.0.4.2');
    client.send({ type: 'hello', table: own });
    await client.next((m: { type: string }) => m.type === 'snapshot');
    const out = await request(`${test.server.url}/api/auth/logout`, 'POST', undefined, cookie);
    expect(out.status).toBe(204);
    const timeout = new Promise((resolve) => setTimeout(() => resolve('still open'), 10_000));
    expect(await Promise.race([client.closed, timeout])).toEqual({ code: LOGGED_OUT });
    // Another session's connection stays.
    expect(other.socket.readyState).toBe(WebSocket.OPEN);
    await closeAll([other.socket]);
  });
});
