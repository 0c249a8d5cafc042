/**
 * Against the real server, built (npx tsc -b), as a child, at its default limits: that the
 * abuse run sends every kind of hostile message and counts the answers, whatever they are (the
 * goals are the report's business, not this test's).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_KINDS } from './abuse-messages.js';
import { nestCounts } from './abuse-report.js';
import { runAbuse } from './abuse-run.js';
import { baseServerArgs } from './run.js';
import { type TestServer, startTestServer } from './test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(baseServerArgs);
});
afterAll(async () => {
  expect(await server.stop()).toBe(0);
});

describe('runAbuse', () => {
  it('plays honest tables while the abusers send, watch and ask, and counts it all', async () => {
    const progress: string[] = [];
    const run = await runAbuse({
      baseUrl: server.url,
      server: server.access,
      tables: 2,
      game: 'scala40',
      profile: 'fisca-101',
      seed: 3,
      threads: 1,
      thinkMs: 200,
      warmupSeconds: 0.5,
      durationSeconds: 3,
      clientsPerAddress: 2,
      abuse: { abusers: 2, messagesPerSecond: 8, spectatorsPerAbuser: 5, httpPerSecond: 5 },
      progress: (line) => progress.push(line),
    });
    if (!run.ok) throw new Error(run.error);
    const { honest, abuse, botTable } = run.value;
    expect(honest.connections).toBe(8);
    expect(honest.window.actions).toBeGreaterThan(0);
    const counts = nestCounts(abuse);
    // Two abusers at 8 a second for 3.5 s: every kind is sent, half of the turns are clean.
    for (const kind of HOSTILE_KINDS) expect(counts['seated']?.[kind]?.['sent']).toBeGreaterThan(0);
    expect(counts['seated']?.['open']?.['']).toBeGreaterThanOrEqual(2);
    // Every act with an id that parsed as JSON got an answer or is still in flight.
    const answered = (kind: string) =>
      Object.entries(counts['seated']?.[kind] ?? {})
        .filter(([outcome]) => outcome !== 'sent')
        .reduce((sum, [, n]) => sum + n, 0);
    for (const kind of ['unknown-field', 'other-seat', 'time-out'])
      expect(answered(kind)).toBeGreaterThanOrEqual((counts['seated']?.[kind]?.['sent'] ?? 0) - 1);
    expect(counts['spectator']?.['attempt']?.['']).toBe(10);
    const requests = Object.values(counts['http'] ?? {}).flatMap((o) => Object.values(o));
    expect(requests.reduce((a, b) => a + b, 0)).toBeGreaterThan(10);
    expect(typeof botTable === 'string' || botTable.hands >= 0).toBe(true);
    expect(progress[0]).toBe('2 abusers');
  });
});
