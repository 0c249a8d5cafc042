/** Runs the built worker (npx tsc -b first) against an echo server in this process. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EchoServer, startEchoServer } from './echo-server.js';
import { WORKER_SCRIPT, startClientThreads } from './threads.js';

let echo: EchoServer;
beforeAll(async () => {
  const script = fileURLToPath(WORKER_SCRIPT);
  if (!existsSync(script)) throw new Error(`${script} is missing: build first with npx tsc -b`);
  echo = await startEchoServer();
});
afterAll(() => echo.close());

const job = (groups: string[], wsUrl = `ws://127.0.0.1:${echo.port}`) =>
  ({ kind: 'echo', thinkMs: 0, seed: 1, wsUrl, messageBytes: 200, groups }) as const;

describe('client threads', () => {
  it('connect, play, count in the window only, report each thread, and close', async () => {
    const threads = await startClientThreads([job(['a', 'b']), job(['c'])]);
    if (!threads.ok) throw new Error(threads.error);
    expect(echo.clients().size).toBe(12);
    threads.value.play();
    await new Promise((resolve) => setTimeout(resolve, 100));
    threads.value.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const parts = await threads.value.stop();
    if (!parts.ok) throw new Error(parts.error);
    expect(parts.value).toHaveLength(2);
    for (const part of parts.value) {
      expect(part.errors).toEqual({});
      expect(part.actions).toBeGreaterThan(0);
      // Actions sent in the warm-up and acknowledged in the window have no latency sample.
      expect(part.latencyMs.length).toBeGreaterThan(0);
      expect(part.latencyMs.length).toBeLessThanOrEqual(part.actions);
    }
    await threads.value.close();
    while (echo.clients().size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  });

  it('answers the failure of a thread that cannot connect, and ends every thread', async () => {
    const threads = await startClientThreads([job(['d']), job(['e'], 'ws://127.0.0.1:1')]);
    expect(threads.ok).toBe(false);
    expect(!threads.ok && threads.error).toContain('WebSocket ws://127.0.0.1:1/');
    while (echo.clients().size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  });
});
