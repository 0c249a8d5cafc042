import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runEcho } from './echo-run.js';
import { type EchoServer, startEchoServer } from './echo-server.js';

let echo: EchoServer;
beforeAll(async () => {
  echo = await startEchoServer();
});
afterAll(() => echo.close());

describe('runEcho', () => {
  it('drives every group from the client threads, without gaps', async () => {
    const progress: string[] = [];
    const run = await runEcho({
      wsUrl: `ws://127.0.0.1:${echo.port}`,
      tables: 3,
      messageBytes: 800,
      threads: 2,
      thinkMs: 0,
      seed: 1,
      warmupSeconds: 0.2,
      durationSeconds: 1,
      progress: (line) => progress.push(line),
    });
    if (!run.ok) throw new Error(run.error);
    const { window, errors, connections, server } = run.value;
    expect(connections).toBe(12);
    // The echo server has no timings of its own to report.
    expect(server.actMeanMs).toBeUndefined();
    expect(server.commits).toBeUndefined();
    expect(errors).toEqual({});
    expect(window.actions).toBeGreaterThan(0);
    expect(window.meanBytesReceived).toBeCloseTo(800, -1);
    const { p50, p90, p99, max, count } = window.latencyMs;
    expect(count).toBeGreaterThan(0);
    expect(0 < p50 && p50 <= p90 && p90 <= p99 && p99 <= max).toBe(true);
    expect(progress).toEqual(['12 echo connections', 'echo: 0.2 s of warm-up, then 1 s measured']);
  });

  it('answers an error when the echo server cannot be reached', async () => {
    const run = await runEcho({
      wsUrl: 'ws://127.0.0.1:1',
      tables: 1,
      messageBytes: 100,
      threads: 1,
      thinkMs: 0,
      seed: 1,
      warmupSeconds: 0,
      durationSeconds: 0.1,
    });
    expect(run).toMatchObject({ ok: false });
  });
});
