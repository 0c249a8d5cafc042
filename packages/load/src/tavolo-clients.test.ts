/** Against the real server, built (npx tsc -b), as a child: sense, never speed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TavoloGroupJob, TavoloJob } from './clients.js';
import { openGroupTable } from './lobby.js';
import { createTally } from './recorder.js';
import { tavoloClients } from './tavolo-clients.js';
import { playFor } from './test-play.js';
import { type TestServer, startTestServer } from './test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  expect(await server.stop()).toBe(0);
});

const group = async (prefix: string) => {
  const { cookies, addresses } = await server.players([1, 2, 3, 4].map((n) => `${prefix} ${n}`));
  const table = await openGroupTable(
    server.url,
    cookies,
    'scala40',
    { profile: 'fisca-101' },
    addresses,
  );
  if (!table.ok) throw new Error(table.error);
  return { table: table.value, cookies, seeds: [1, 2, 3, 4], addresses };
};

const job = (groups: TavoloGroupJob[], thinkMs: number, baseUrl: string): TavoloJob => ({
  kind: 'tavolo',
  thinkMs,
  baseUrl,
  game: 'scala40',
  profile: 'fisca-101',
  groups,
});

describe('tavoloClients', () => {
  it('waits for play, then plays every table with contiguous versions and no error', async () => {
    const tally = createTally();
    const clients = tavoloClients(job([await group('A'), await group('B')], 0, server.url), tally);
    tally.start();
    expect(await clients.connect()).toEqual({ ok: true, value: undefined });
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Connected and prompted, but nobody has played yet.
    expect(tally.part()).toMatchObject({ actions: 0, messagesSent: 8 });
    clients.play();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    tally.stop();
    clients.close();
    const part = tally.part();
    // A gap in versions, a refusal or a dropped connection would each be counted here.
    expect(part.errors).toEqual({});
    expect(part.actions).toBeGreaterThan(0);
    // Every accepted action reaches the four seats of its table.
    expect(part.messagesReceived).toBeGreaterThan(part.actions * 4);
    expect(part.latencyMs.length).toBe(part.actions);
  });

  it('waits a think time before each action', async () => {
    const tally = createTally();
    const clients = tavoloClients(job([await group('C')], 200, server.url), tally);
    expect(await clients.connect()).toEqual({ ok: true, value: undefined });
    const part = await playFor(clients, tally, 1100);
    expect(part.errors).toEqual({});
    // One table has one move in flight, each sent 100 to 300 ms after the prompt.
    expect(part.actions).toBeGreaterThanOrEqual(2);
    expect(part.actions).toBeLessThanOrEqual(12);
  });

  it('answers why it could not connect', async () => {
    const clients = tavoloClients(
      job([{ table: 'x', cookies: ['tavolo_session=x'], seeds: [1] }], 0, 'http://127.0.0.1:1'),
      createTally(),
    );
    expect(await clients.connect()).toMatchObject({ ok: false });
  });
});
