import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client.js';
import { type TestServer, errorOf, startTestServer, valueOf } from './test-support.js';

let tavolo: TestServer;

beforeAll(async () => {
  tavolo = await startTestServer();
});

afterAll(async () => {
  await tavolo.close();
});

const client = () => createHttpClient({ baseUrl: tavolo.url });

describe('accounts', () => {
  it('registers, logs out and logs in again, keeping the session cookie in Node', async () => {
    const http = client();
    expect(http.cookie()).toBeUndefined();
    const registered = valueOf(
      await http.register({ name: 'Lucia', password: 'scopa-e-briscola' }),
    );
    expect(registered).toMatchObject({ name: 'Lucia', guest: false });
    expect(http.cookie()).toMatch(/^tavolo_session=[^;]+$/);
    expect(valueOf(await http.me())).toEqual(registered);

    valueOf(await http.logout());
    expect(http.cookie()).toBeUndefined();
    expect(errorOf(await http.me()).code).toBe('not-logged-in');

    const wrong = errorOf(await http.login({ name: 'Lucia', password: 'not-her-password' }));
    expect(wrong.code).toBe('wrong-credentials');
    expect(http.cookie()).toBeUndefined();

    const again = valueOf(await http.login({ name: 'Lucia', password: 'scopa-e-briscola' }));
    expect(again.id).toBe(registered.id);
    expect(valueOf(await http.me()).id).toBe(registered.id);
  });

  it('answers refusals with the server’s error body', async () => {
    const http = client();
    const taken = errorOf(await http.register({ name: 'lucia', password: 'another-password' }));
    expect(taken.code).toBe('name-unavailable');
    const tooShort = errorOf(await http.register({ name: 'Marco', password: 'short' }));
    expect(tooShort.code).toBe('bad-request');
    expect(http.cookie()).toBeUndefined();
  });

  it('plays as a guest and lists the guest’s games', async () => {
    const http = client();
    const guest = valueOf(await http.guest('Ospite Ada'));
    expect(guest).toMatchObject({ name: 'Ospite Ada', guest: true, role: 'player' });
    expect(valueOf(await http.myGames())).toEqual([]);

    const table = valueOf(await http.quickPlay({ game: 'scala40', players: 2 }));
    expect(table.game).toBe('scala40');
    expect(table.phase).not.toBe('waiting');
    expect(table.slots[0]).toMatchObject({ kind: 'human', userId: guest.id });

    const games = valueOf(await http.myGames());
    expect(games.map((g) => g.table)).toEqual([table.id]);
    expect(valueOf(await http.table(table.id))).toMatchObject({ id: table.id, game: 'scala40' });
    const playing = valueOf(await http.tables({ game: 'scala40', phase: ['playing', 'paused'] }));
    expect(playing.map((t) => t.id)).toContain(table.id);
    expect(valueOf(await http.tables({ game: 'burraco' }))).toEqual([]);
    expect(valueOf(await http.hands(table.id))).toEqual([]);
    expect(errorOf(await http.replay(table.id, 1)).code).toBe('hand-not-finished');
  });

  it('opens a table that starts when its last person joins', async () => {
    const host = client();
    const guest = client();
    const hostUser = valueOf(await host.guest());
    valueOf(await guest.guest());
    const opened = valueOf(
      await host.createTable({
        game: 'scala40',
        profile: 'fisca-101',
        seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'random' }],
      }),
    );
    expect(opened.phase).toBe('waiting');
    expect(valueOf(await host.join(opened.id, 0)).slots[0]?.userId).toBe(hostUser.id);
    expect(valueOf(await host.leave(opened.id)).slots[0]?.userId).toBeNull();
    expect(errorOf(await host.leave(opened.id)).code).toBe('not-seated');
    valueOf(await host.join(opened.id, 0));
    expect(errorOf(await guest.join(opened.id, 0)).code).toBe('place-taken');

    const started = valueOf(await guest.join(opened.id));
    expect(started.phase).not.toBe('waiting');
    expect(started.slots.every((slot) => slot.seat !== null)).toBe(true);
    expect(errorOf(await guest.join(opened.id)).code).toBe('table-started');
  });

  it('refuses lobby calls without a session', async () => {
    const http = client();
    expect(errorOf(await http.quickPlay({ game: 'burraco' })).code).toBe('not-logged-in');
    expect(errorOf(await http.table('no-such-table-here')).code).toBe('no-such-table');
  });
});

describe('failures of the network and of the server', () => {
  const answering = async (
    status: number,
    body: string,
  ): Promise<{ readonly url: string; readonly server: Server }> => {
    const server = createServer((_request, response) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(body),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
  };
  const stop = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

  it('gives bad-response for an answer that does not match its schema', async () => {
    const { url, server } = await answering(200, JSON.stringify({ id: 7, name: 'Nobody' }));
    const http = createHttpClient({ baseUrl: url });
    const wrongShape = errorOf(await http.me());
    expect(wrongShape.code).toBe('bad-response');
    expect(wrongShape.message).toContain('GET /api/me');
    await stop(server);
  });

  it('gives bad-response for an answer that is not JSON, or a refusal without an error body', async () => {
    const notJson = await answering(200, '<html>proxy error</html>');
    expect(errorOf(await createHttpClient({ baseUrl: notJson.url }).me()).code).toBe(
      'bad-response',
    );
    await stop(notJson.server);
    const bareRefusal = await answering(502, 'Bad Gateway');
    const refused = errorOf(await createHttpClient({ baseUrl: bareRefusal.url }).me());
    expect(refused.code).toBe('bad-response');
    expect(refused.message).toContain('502');
    await stop(bareRefusal.server);
  });

  it('gives unreachable when nothing listens', async () => {
    const { url, server } = await answering(200, '{}');
    await stop(server);
    const http = createHttpClient({ baseUrl: url });
    const unreachable = errorOf(await http.tables());
    expect(unreachable.code).toBe('unreachable');
    expect(unreachable.message).toContain('ECONNREFUSED');
  });
});
