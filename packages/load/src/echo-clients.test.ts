import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { echoClients, padding } from './echo-clients.js';
import { type EchoServer, startEchoServer } from './echo-server.js';
import { createTally } from './recorder.js';
import { playFor } from './test-play.js';

let echo: EchoServer;
beforeAll(async () => {
  echo = await startEchoServer();
});
afterAll(() => echo.close());

describe('padding', () => {
  it('brings an echo message to about the size asked', () => {
    const text = JSON.stringify({ type: 'echo', from: 3, seq: 123_456, pad: padding(1500) });
    expect(text.length).toBe(1500);
    expect(padding(10)).toBe('');
  });
});

describe('echoClients', () => {
  it('plays each group in turn, one message in flight, every member seeing every message', async () => {
    const tally = createTally();
    const clients = echoClients(
      {
        kind: 'echo',
        thinkMs: 0,
        seed: 1,
        wsUrl: `ws://127.0.0.1:${echo.port}`,
        messageBytes: 600,
        groups: ['x', 'y'],
      },
      tally,
    );
    expect(await clients.connect()).toEqual({ ok: true, value: undefined });
    expect(echo.clients().size).toBe(8);
    const part = await playFor(clients, tally, 300);
    expect(part.errors).toEqual({});
    expect(part.actions).toBeGreaterThan(0);
    // Each round trip reaches the four members; at the stop, a group may be one message short.
    expect(part.messagesReceived).toBeGreaterThanOrEqual(part.actions * 4 - 2 * 4);
    expect(part.messagesReceived).toBeLessThanOrEqual(part.actions * 4 + 2 * 4);
    expect(part.bytesReceived / part.messagesReceived).toBeCloseTo(600, -1);
    expect(part.latencyMs.length).toBe(part.actions);
  });

  it('waits a think time before each message of a group', async () => {
    const tally = createTally();
    const wsUrl = `ws://127.0.0.1:${echo.port}`;
    const clients = echoClients(
      { kind: 'echo', thinkMs: 100, seed: 1, wsUrl, messageBytes: 100, groups: ['z'] },
      tally,
    );
    expect(await clients.connect()).toEqual({ ok: true, value: undefined });
    const part = await playFor(clients, tally, 550);
    expect(part.errors).toEqual({});
    // The first message goes at once, each of the others 50 to 150 ms after the echo before it.
    expect(part.actions).toBeGreaterThanOrEqual(2);
    expect(part.actions).toBeLessThanOrEqual(12);
  });
});
