/** Against the real server, built (npx tsc -b), as a child, at its default limits: sense, never speed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseServerArgs } from './run.js';
import { buildSoakReport, formatSoakReport } from './soak-report.js';
import { runSoak } from './soak-run.js';
import { machine } from './report.js';
import { type TestServer, startTestServer } from './test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(baseServerArgs);
});
afterAll(async () => {
  expect(await server.stop()).toBe(0);
});

describe('runSoak', () => {
  it("samples the server's memory from the start of play to the end of the window", async () => {
    const run = await runSoak({
      baseUrl: server.url,
      server: server.access,
      tables: 2,
      game: 'scala40',
      profile: 'fisca-gara',
      seed: 2,
      threads: 1,
      thinkMs: 100,
      warmupSeconds: 0.5,
      durationSeconds: 2.5,
      clientsPerAddress: 2,
      sampleSeconds: 0.5,
    });
    if (!run.ok) throw new Error(run.error);
    const { honest, samples } = run.value;
    expect(honest.errors).toEqual({});
    expect(honest.window.actions).toBeGreaterThan(0);
    // One at the start, one each half second, one at the end (a sample may be missed).
    expect(samples.length + run.value.missedSamples).toBeGreaterThanOrEqual(6);
    expect(samples[0]?.seconds).toBeLessThan(0.1);
    expect(samples.at(-1)?.seconds).toBeGreaterThanOrEqual(3);
    for (const sample of samples) expect(sample.rssBytes).toBeGreaterThan(2 ** 20);
    const text = formatSoakReport(
      buildSoakReport(
        {
          tables: 2,
          game: 'scala40',
          profile: 'fisca-gara',
          thinkMs: 100,
          clientsPerAddress: 2,
          warmupSeconds: 0.5,
          durationSeconds: 2.5,
          sampleSeconds: 0.5,
          seed: 2,
          serverArgs: [],
          serverNodeFlags: [],
        },
        run.value,
        machine(),
      ),
    );
    expect(text).toMatch(/RSS from \d/);
    expect(text).toMatch(/Memory flat after the warm-up: (yes|NO)/);
  });
});
