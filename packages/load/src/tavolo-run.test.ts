/**
 * Against the real server, built (npx tsc -b), as a child on a fresh SQLite file: the figures
 * are checked for sense, never for speed.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningChild, startChild } from './child.js';
import { postJson } from './http.js';
import { SERVER_SCRIPT, serverArgs } from './run.js';
import { openGroupTable, runTavolo } from './tavolo-run.js';

let dir: string | undefined;
let server: RunningChild | undefined;
beforeAll(async () => {
  if (!existsSync(SERVER_SCRIPT)) throw new Error(`${SERVER_SCRIPT} is missing: build first`);
  dir = await mkdtemp(join(tmpdir(), 'tavolo-load-run-'));
  const started = await startChild({
    script: SERVER_SCRIPT,
    args: serverArgs(join(dir, 'load.sqlite')),
    ready: /^Tavolo: (http:\/\/\S+)/,
  });
  if (!started.ok) throw new Error(started.error);
  server = started.value;
});
const base = (): string => {
  if (!server) throw new Error('the server did not start');
  return server.address;
};

afterAll(async () => {
  expect(await server?.stop()).toBe(0);
  if (dir) await rm(dir, { recursive: true, force: true });
});

const guests = async (names: readonly string[]) =>
  Promise.all(
    names.map(async (name) => {
      const answer = await postJson(`${base()}/api/auth/guest`, { name });
      if (!answer.ok || answer.value.cookie === undefined) throw new Error(`no guest ${name}`);
      return answer.value.cookie;
    }),
  );

describe('openGroupTable', () => {
  it('opens a table the four guests join, which starts the match', async () => {
    const cookies = await guests(['Open 1', 'Open 2', 'Open 3', 'Open 4']);
    const table = await openGroupTable(base(), cookies, 'burraco', 'champion');
    if (!table.ok) throw new Error(table.error);
    const summary = (await (await fetch(`${base()}/api/tables/${table.value}`)).json()) as {
      readonly game: string;
      readonly phase: string;
      readonly slots: readonly { readonly seat: number | null }[];
    };
    expect(summary.game).toBe('burraco');
    // Started (paused until someone connects): every place has its seat.
    expect(summary.phase).not.toBe('waiting');
    expect(summary.slots.map((slot) => slot.seat).sort()).toEqual([0, 1, 2, 3]);
  });

  it("answers the server's refusal as an error code", async () => {
    const cookies = await guests(['Refused 1', 'Refused 2', 'Refused 3', 'Refused 4']);
    const table = await openGroupTable(base(), cookies, 'scala40', 'no-such-profile');
    expect(table.ok).toBe(false);
    expect(!table.ok && table.error).toMatch(/^create-table-/);
  });
});

describe('runTavolo', () => {
  it('plays whole turns on every table, with contiguous versions and no error', async () => {
    const progress: string[] = [];
    const run = await runTavolo({
      baseUrl: base(),
      tables: 2,
      game: 'scala40',
      profile: 'fisca-101',
      seed: 5,
      warmupSeconds: 0.5,
      durationSeconds: 2,
      progress: (line) => progress.push(line),
    });
    if (!run.ok) throw new Error(run.error);
    const { connections, window, errors, server: figures } = run.value;
    expect(connections).toBe(8);
    // A gap in versions, a refusal or a dropped connection would each be counted here.
    expect(errors).toEqual({});
    expect(window.actions).toBeGreaterThan(0);
    // Every accepted action reaches the four seats of its table.
    expect(window.messagesReceived).toBeGreaterThan(window.actions * 4);
    expect(window.meanBytesReceived).toBeGreaterThan(window.meanBytesSent);
    const { count, p50, p90, p99, max } = window.latencyMs;
    expect(count).toBeGreaterThan(0);
    expect(0 < p50 && p50 <= p90 && p90 <= p99 && p99 <= max).toBe(true);
    expect(figures.rssPlayingBytes).toBeGreaterThan(0);
    expect(figures.cpu).toBeGreaterThan(0);
    expect(progress[0]).toBe('8 guest sessions');
  });
});
