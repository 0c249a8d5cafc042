import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EchoServer, startEchoServer } from './echo-server.js';
import { machineBusyMs, measureWindow } from './measure.js';
import { readProcessFigures } from './prometheus.js';
import { startClientThreads } from './threads.js';

let echo: EchoServer;
beforeAll(async () => {
  echo = await startEchoServer();
});
afterAll(() => echo.close());

describe('machineBusyMs', () => {
  it('grows while the machine works', () => {
    const before = machineBusyMs();
    const until = Date.now() + 50;
    while (Date.now() < until);
    expect(machineBusyMs()).toBeGreaterThan(before);
  });
});

describe('measureWindow', () => {
  it('plays the warm-up, then measures both sides of the window', async () => {
    const baseUrl = `http://127.0.0.1:${echo.port}`;
    const before = await readProcessFigures(baseUrl);
    if (!before.ok) throw new Error(before.error);
    const threads = await startClientThreads([
      {
        kind: 'echo',
        thinkMs: 0,
        seed: 1,
        wsUrl: `ws://127.0.0.1:${echo.port}`,
        messageBytes: 300,
        groups: ['m'],
      },
    ]);
    if (!threads.ok) throw new Error(threads.error);
    const run = await measureWindow(threads.value, baseUrl, before.value, 4, {
      warmupSeconds: 0.1,
      durationSeconds: 0.5,
    });
    await threads.value.close();
    if (!run.ok) throw new Error(run.error);
    const { window, server, connections, errors } = run.value;
    expect(connections).toBe(4);
    expect(errors).toEqual({});
    expect(window.seconds).toBeGreaterThanOrEqual(0.5);
    expect(window.actions).toBeGreaterThan(0);
    expect(window.generatorCpu).toBeGreaterThan(0);
    expect(window.machineCpu).toBeGreaterThan(0);
    // The echo server runs in this process here: its CPU is the generator's too.
    expect(server.cpu).toBeGreaterThan(0);
    expect(server.rssBeforeBytes).toBe(before.value.rssBytes);
    expect(server.memoryPerConnectionBytes).toBe(
      (server.rssPlayingBytes - server.rssBeforeBytes) / 4,
    );
    expect(server.rssEndBytes).toBeGreaterThan(0);
  });
});
