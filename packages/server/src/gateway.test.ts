/**
 * The gateway's heartbeat, on real sockets: a connection that stops answering pings is
 * dropped within two periods, one that answers stays, and the pings are spread over the period
 * in slices rather than sent to everyone at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type TestServer, startTestServer } from './test-server.js';

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
