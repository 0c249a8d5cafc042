import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { afterThinking, openAll, openSocket } from './clients.js';
import { type EchoServer, startEchoServer } from './echo-server.js';
import { createTally } from './recorder.js';

let echo: EchoServer;
beforeAll(async () => {
  echo = await startEchoServer();
});
afterAll(() => echo.close());

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('openSocket', () => {
  it('hands over and counts each text message', async () => {
    const tally = createTally();
    tally.start();
    const texts: string[] = [];
    const ws = await openSocket(
      `ws://127.0.0.1:${echo.port}/?group=a`,
      {},
      tally,
      () => true,
      (text) => texts.push(text),
    );
    if (!ws.ok) throw new Error(ws.error);
    ws.value.send('hello');
    await until(() => texts.length === 1);
    expect(texts).toEqual(['hello']);
    expect(tally.part()).toMatchObject({ messagesReceived: 1, bytesReceived: 5 });
    ws.value.close();
  });

  it('counts a close nobody asked for as a disconnection, and not one asked for', async () => {
    let closing = false;
    const tally = createTally();
    const open = () =>
      openSocket(
        `ws://127.0.0.1:${echo.port}/?group=b`,
        {},
        tally,
        () => closing,
        () => undefined,
      );
    const dropped = await open();
    if (!dropped.ok) throw new Error(dropped.error);
    // The server side ends the connection: terminate every client it holds.
    await new Promise<void>((resolve) => {
      dropped.value.once('close', () => resolve());
      for (const socket of echo.clients()) socket.terminate();
    });
    expect(tally.part().errors).toEqual({ disconnected: 1 });
    const closed = await open();
    if (!closed.ok) throw new Error(closed.error);
    closing = true;
    await new Promise((resolve) => {
      closed.value.once('close', resolve);
      closed.value.terminate();
    });
    expect(tally.part().errors).toEqual({ disconnected: 1 });
  });

  it('answers why a connection could not open', async () => {
    const ws = await openSocket(
      'ws://127.0.0.1:1/',
      {},
      createTally(),
      () => false,
      () => undefined,
    );
    expect(ws.ok).toBe(false);
    expect(!ws.ok && ws.error).toContain('WebSocket ws://127.0.0.1:1/');
  });
});

describe('openAll', () => {
  it('opens every socket, or closes those opened when one fails', async () => {
    const tally = createTally();
    const url = (i: number) => (i === 2 ? 'ws://127.0.0.1:1/' : `ws://127.0.0.1:${echo.port}/`);
    const open = (i: number) =>
      openSocket(
        url(i),
        {},
        tally,
        () => true,
        () => undefined,
      );
    const failed = await openAll(4, open);
    expect(failed.ok).toBe(false);
    await until(() => echo.clients().size === 0);
    const opened = await openAll(3, (i) => open(i === 2 ? 0 : i));
    expect(opened.ok && opened.value).toHaveLength(3);
    if (opened.ok) for (const ws of opened.value) ws.terminate();
  });
});

describe('afterThinking', () => {
  const waits = (thinkMs: number, seed: number, count: number): number[] => {
    vi.useFakeTimers();
    try {
      const rng = xoroshiro128plus(seed);
      const drawn: number[] = [];
      for (let i = 0; i < count; i++) {
        const start = Date.now();
        afterThinking(thinkMs, rng, () => drawn.push(Date.now() - start));
        vi.runAllTimers();
      }
      return drawn;
    } finally {
      vi.useRealTimers();
    }
  };

  it('acts at once, in the same turn, with no think time', () => {
    let acted = false;
    afterThinking(0, xoroshiro128plus(1), () => {
      acted = true;
    });
    expect(acted).toBe(true);
  });

  it('waits from half to one and a half times the mean, spread over that range', () => {
    const drawn = waits(1000, 7, 400);
    expect(drawn).toHaveLength(400);
    expect(Math.min(...drawn)).toBeGreaterThanOrEqual(500);
    expect(Math.max(...drawn)).toBeLessThanOrEqual(1500);
    // Not one fixed wait: both ends of the range are reached within 100 ms.
    expect(Math.min(...drawn)).toBeLessThan(600);
    expect(Math.max(...drawn)).toBeGreaterThan(1400);
    const mean = drawn.reduce((a, b) => a + b, 0) / drawn.length;
    expect(mean).toBeGreaterThan(950);
    expect(mean).toBeLessThan(1050);
  });

  it('draws the same waits from the same seed', () => {
    expect(waits(600, 3, 20)).toEqual(waits(600, 3, 20));
    expect(waits(600, 3, 20)).not.toEqual(waits(600, 4, 20));
  });
});
