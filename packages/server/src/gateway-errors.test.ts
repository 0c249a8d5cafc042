/**
 * An exception in a socket's message handling (a room lookup that throws, a read-only room
 * that fails to open, a room's act or attach that throws) never escapes the gateway: it is
 * logged on the server, the client gets the generic `internal-error` (never the exception's
 * text), and the connection and the process keep working.
 */
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Gateway, attachGateway } from './gateway.js';
import type { Room } from './room.js';

const SECRET_TEXT = 'boom: /srv/tavolo/secret.db';

/** A room whose every use throws, as a bug in it would. */
const brokenRoom = {
  seatOfUser: () => null,
  attach: () => {
    throw new Error(SECRET_TEXT);
  },
  detach: () => undefined,
  act: () => {
    throw new Error(SECRET_TEXT);
  },
} as unknown as Room;

describe('the gateway with rooms that throw', () => {
  let server: Server;
  let gateway: Gateway;
  let url: string;
  const logged: string[] = [];
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    server = createServer();
    gateway = attachGateway({
      server,
      rooms: {
        room: (id) => {
          if (id === 'lookup-throws') throw new Error(SECRET_TEXT);
          return id === 'broken' ? brokenRoom : undefined;
        },
        open: (id) => {
          if (id === 'open-throws') throw new Error(SECRET_TEXT);
          if (id === 'open-rejects') return Promise.reject(new Error(SECRET_TEXT));
          if (id === 'open-broken') return Promise.resolve(brokenRoom);
          return Promise.resolve(undefined);
        },
      },
      authenticate: () => Promise.resolve(undefined),
      log: (message) => logged.push(message),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await gateway?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('an exception escapes a socket’s message handler: each is logged, answered internal-error, and the connection keeps working', async () => {
    const socket = new WebSocket(url);
    const got: Record<string, unknown>[] = [];
    socket.on('message', (data) => got.push(JSON.parse(String(data)) as Record<string, unknown>));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const answer = async (message: unknown) => {
      const before = got.length;
      socket.send(JSON.stringify(message));
      const end = Date.now() + 5_000;
      while (got.length === before) {
        if (Date.now() > end) throw new Error(`no answer to ${JSON.stringify(message)}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return got[before];
    };
    const internal = { type: 'error', code: 'internal-error' };
    const act = { type: 'act', id: 'a1', action: { type: 'draw', seat: 0 } };
    expect(await answer(act)).toMatchObject({ type: 'error', code: 'not-joined', id: 'a1' });
    for (const table of ['lookup-throws', 'open-throws', 'open-rejects', 'open-broken', 'broken'])
      expect([table, await answer({ type: 'hello', table })]).toMatchObject([table, internal]);
    // The act handed to a room that throws is answered under its id.
    expect(await answer(act)).toMatchObject({ ...internal, id: 'a1' });
    // The connection still works, and the process too.
    expect(await answer({ type: 'hello', table: 'nope' })).toMatchObject({
      type: 'error',
      code: 'no-such-table',
    });
    expect(socket.readyState).toBe(WebSocket.OPEN);
    expect(JSON.stringify(got)).not.toContain('boom');
    expect(logged.length).toBe(6);
    expect(unhandled).toEqual([]);
    socket.close();
  });
});
