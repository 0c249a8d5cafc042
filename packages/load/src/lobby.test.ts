import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestSession, openGroupTable } from './lobby.js';
import { type TestServer, startTestServer } from './test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  expect(await server.stop()).toBe(0);
});

describe('guestSession', () => {
  it('answers the session cookie of a new guest, and the refusal of a bad name', async () => {
    expect(await guestSession(server.url, 'Guest 1')).toMatchObject({
      ok: true,
      value: expect.stringMatching(/^tavolo_session=/),
    });
    expect(await guestSession(server.url, '!')).toEqual({
      ok: false,
      error: 'guest !: 400 bad-request',
    });
  });
});

describe('openGroupTable', () => {
  it('opens a table the four guests join, which starts the match, of the hands asked', async () => {
    const cookies = await server.guests(['Open 1', 'Open 2', 'Open 3', 'Open 4']);
    const table = await openGroupTable(server.url, cookies, 'burraco', {
      profile: 'champion',
      hands: 2,
    });
    if (!table.ok) throw new Error(table.error);
    const summary = (await (await fetch(`${server.url}/api/tables/${table.value}`)).json()) as {
      readonly game: string;
      readonly phase: string;
      readonly hands?: number;
      readonly slots: readonly { readonly seat: number | null }[];
    };
    expect(summary.game).toBe('burraco');
    expect(summary.hands).toBe(2);
    // Started (paused until someone connects): every place has its seat.
    expect(summary.phase).not.toBe('waiting');
    expect(summary.slots.map((slot) => slot.seat).sort()).toEqual([0, 1, 2, 3]);
  });

  it("answers the server's refusal as an error code", async () => {
    const cookies = await server.guests(['Refused 1', 'Refused 2', 'Refused 3', 'Refused 4']);
    const table = await openGroupTable(server.url, cookies, 'scala40', {
      profile: 'no-such-profile',
    });
    expect(table.ok).toBe(false);
    expect(!table.ok && table.error).toMatch(/^create-table-/);
  });
});
