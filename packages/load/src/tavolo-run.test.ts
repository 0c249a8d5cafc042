/** Against the real server, built (npx tsc -b), as a child: sense, never speed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTavolo } from './tavolo-run.js';
import { type TestServer, startTestServer } from './test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  expect(await server.stop()).toBe(0);
});

describe('runTavolo', () => {
  it('sets up guests and tables, then plays them from the client threads', async () => {
    const progress: string[] = [];
    const run = await runTavolo({
      baseUrl: server.url,
      server: server.access,
      tables: 3,
      game: 'burraco',
      profile: 'champion',
      seed: 5,
      threads: 2,
      thinkMs: 0,
      warmupSeconds: 0.5,
      durationSeconds: 2,
      clientsPerAddress: 2,
      progress: (line) => progress.push(line),
    });
    if (!run.ok) throw new Error(run.error);
    const { connections, window, errors, server: figures } = run.value;
    expect(connections).toBe(12);
    expect(errors).toEqual({});
    expect(window.actions).toBeGreaterThan(0);
    expect(window.messagesReceived).toBeGreaterThan(window.actions * 4);
    expect(window.meanBytesReceived).toBeGreaterThan(window.meanBytesSent);
    const { count, p50, p90, p99, max } = window.latencyMs;
    expect(count).toBeGreaterThan(0);
    expect(0 < p50 && p50 <= p90 && p90 <= p99 && p99 <= max).toBe(true);
    expect(figures.cpu).toBeGreaterThan(0);
    // The server's own share of the latency, which cannot exceed what the clients measured.
    expect(figures.actMeanMs).toBeGreaterThan(0);
    expect(figures.actMeanMs).toBeLessThanOrEqual(max);
    expect(figures.commits?.perSecond).toBeGreaterThan(0);
    expect(figures.commits?.meanMs).toBeGreaterThan(0);
    expect(progress).toEqual([
      '12 guest sessions from 6 addresses',
      '3 tables',
      '12 connections',
      'playing: 0.5 s of warm-up, then 2 s measured',
    ]);
  });

  it('answers the refusal of a bad profile', async () => {
    const run = await runTavolo({
      baseUrl: server.url,
      server: server.access,
      tables: 1,
      game: 'scala40',
      profile: 'no-such-profile',
      seed: 1,
      threads: 1,
      thinkMs: 0,
      warmupSeconds: 0,
      durationSeconds: 0.1,
    });
    expect(run.ok).toBe(false);
    expect(!run.ok && run.error).toMatch(/^create-table-/);
  });
});
