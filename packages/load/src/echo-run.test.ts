import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EchoServer, startEchoServer } from './echo-server.js';
import { padding, runEcho } from './echo-run.js';

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

describe('runEcho', () => {
  it('plays groups of four in turn, without gaps, and measures the echo server', async () => {
    const progress: string[] = [];
    const run = await runEcho({
      wsUrl: `ws://127.0.0.1:${echo.port}`,
      tables: 3,
      messageBytes: 800,
      warmupSeconds: 0.2,
      durationSeconds: 1,
      progress: (line) => progress.push(line),
    });
    if (!run.ok) throw new Error(run.error);
    const { window, errors, server, connections } = run.value;
    expect(connections).toBe(12);
    expect(errors).toEqual({});
    expect(window.actions).toBeGreaterThan(0);
    // Each round trip reaches the four members of its group.
    expect(window.messagesReceived).toBeGreaterThanOrEqual(window.actions * 4 - 4 * 3);
    expect(window.meanBytesReceived).toBeGreaterThan(790);
    expect(window.meanBytesSent).toBeCloseTo(window.meanBytesReceived, -1);
    const { p50, p90, p99, max, count } = window.latencyMs;
    expect(count).toBeGreaterThan(0);
    expect(0 < p50 && p50 <= p90 && p90 <= p99 && p99 <= max).toBe(true);
    expect(server.rssPlayingBytes).toBeGreaterThan(0);
    expect(server.cpu).toBeGreaterThan(0);
    expect(progress).toEqual(['12 echo connections', 'echo: 0.2 s of warm-up, then 1 s measured']);
  });

  it('answers an error when the echo server cannot be reached', async () => {
    const run = await runEcho({
      wsUrl: 'ws://127.0.0.1:1',
      tables: 1,
      messageBytes: 100,
      warmupSeconds: 0,
      durationSeconds: 0.1,
    });
    expect(run).toMatchObject({ ok: false });
  });
});
