/**
 * A finished match stays open after it left memory (a restart, or nobody following it): read
 * only. A hello gets the final snapshot and status; any move is refused with `match-over`.
 */
import type { ServerMessage, TableStatus } from '@tavolo/protocol';
import { DIALECTS } from '@tavolo/store/testing';
import { describe, expect, it } from 'vitest';
import type { Connection } from './room.js';
import { startServer } from './server.js';
import { rawClient, startTestServer } from './test-server.js';
import { roomsSuite, until } from './test-rooms.js';

const anna = { id: 'u-anna', name: 'Anna', role: 'player', guest: false } as const;

/** A connection that keeps what it is sent. */
const recorder = (userId?: string) => {
  const got: ServerMessage[] = [];
  const connection: Connection = { userId, send: (message) => void got.push(message) };
  return { connection, got };
};

const lastStatus = (got: readonly ServerMessage[]): TableStatus | undefined =>
  got.findLast((m): m is Extract<ServerMessage, { type: 'status' }> => m.type === 'status')?.status;

describe.each(DIALECTS)('finished matches on $kind', ({ kind, createDatabase }) => {
  const { withRooms } = roomsSuite(createDatabase);

  it('finished matches answer no-such-table after a restart: a player reopens hers, read-only', async () => {
    let id = '';
    let seat: number | null = null;
    let final: { readonly version: number; readonly view: unknown } | undefined;
    await withRooms(async (rooms) => {
      const quick = await rooms.quickPlay({ game: 'burraco', players: 2 }, anna);
      if (!quick.ok) throw new Error(quick.error.message);
      id = quick.value.id;
      const room = rooms.room(id);
      seat = room?.seatOfUser(anna.id) ?? null;
      if (!room || seat === null) throw new Error('Anna has no seat');
      // Anna plays the first legal action each turn, to the end of the match.
      const { connection, got } = recorder(anna.id);
      room.attach(connection, seat, undefined);
      let answered = 0;
      while (room.phase() !== 'over') {
        await until(() => room.phase() === 'over' || got.some((m) => m.type === 'prompt'));
        const prompt = got.find((m) => m.type === 'prompt');
        got.length = 0;
        if (prompt?.type === 'prompt') room.act(connection, `m${answered++}`, prompt.legal[0]);
      }
      // What Anna saw last, as a fresh hello shows it.
      const again = recorder(anna.id);
      room.attach(again.connection, seat, undefined);
      await until(() => again.got.some((m) => m.type === 'snapshot'));
      const shot = again.got.find((m) => m.type === 'snapshot');
      if (shot?.type === 'snapshot') final = { version: shot.version, view: shot.view };
    });
    expect(final).toBeDefined();

    await withRooms(async (rooms) => {
      expect(rooms.room(id)).toBeUndefined();
      const room = await rooms.open(id);
      if (!room) throw new Error('the finished match did not open');
      expect(room.seatOfUser(anna.id)).toBe(seat);
      const { connection, got } = recorder(anna.id);
      room.attach(connection, seat, 3);
      expect(got[0]).toEqual({ type: 'snapshot', table: id, seat, ...final });
      expect(lastStatus(got)).toMatchObject({ table: id, phase: 'over', deadline: null });
      expect(lastStatus(got)?.seats.find((s) => s.seat === seat)).toMatchObject({
        userId: anna.id,
        connected: true,
      });
      expect(lastStatus(got)?.hands.every((h) => h.secret !== undefined)).toBe(true);
      room.act(connection, 'late', { type: 'draw', seat });
      expect(got.at(-1)).toMatchObject({
        type: 'error',
        id: 'late',
        code: 'match-over',
      });
      // Followed, it is the room of the table; unfollowed, it leaves memory again.
      expect(rooms.room(id)).toBe(room);
      room.detach(connection);
      expect(rooms.room(id)).toBeUndefined();
    });
  });

  it('finished matches answer no-such-table after a restart: a spectator gets the final snapshot over the WebSocket', async () => {
    const first = await startTestServer(kind);
    let stopped = false;
    try {
      const created = await first.server.rooms.createTable(
        {
          game: 'scala40',
          profile: 'fisca-101',
          seats: [
            { kind: 'bot', bot: 'greedy' },
            { kind: 'bot', bot: 'random' },
          ],
          timeControl: { kind: 'none' },
          graceSeconds: 60,
        },
        anna,
      );
      if (!created.ok) throw new Error(created.error.message);
      const id = created.value.id;
      await until(() => first.server.rooms.room(id)?.phase() === 'over');
      const version = await snapshotVersion(first.wsUrl, id);
      await first.server.close();
      stopped = true;

      const second = await startServer({
        store: first.database.location,
        port: 0,
        botThreads: 1,
        logLevel: 'silent',
      });
      try {
        const client = await rawClient(`ws://127.0.0.1:${second.port}/ws`);
        client.send({ type: 'hello', table: id });
        const shot = await client.next((m: { type: string }) => m.type === 'snapshot');
        expect(shot).toMatchObject({ type: 'snapshot', table: id, seat: null, version });
        const status = await client.next((m: { type: string }) => m.type === 'status');
        expect(status).toMatchObject({ status: { table: id, phase: 'over' } });
        client.send({ type: 'act', id: 'a1', action: { type: 'draw', seat: 0 } });
        expect(await client.next((m: { type: string }) => m.type === 'error')).toMatchObject({
          id: 'a1',
          code: 'match-over',
        });
        // A table that never was is still no table.
        client.send({ type: 'hello', table: 'nessuno' });
        expect(
          await client.next(
            (m: { type: string; code?: string }) =>
              m.type === 'error' && m.code === 'no-such-table',
          ),
        ).toBeDefined();
        client.socket.close();
      } finally {
        await second.close();
      }
    } finally {
      if (!stopped) await first.server.close();
      await first.database.drop();
    }
  });
});

/** The version a spectator's hello gets for the table now. */
const snapshotVersion = async (wsUrl: string, table: string): Promise<number> => {
  const client = await rawClient(wsUrl);
  client.send({ type: 'hello', table });
  const shot = (await client.next((m: { type: string }) => m.type === 'snapshot')) as {
    readonly version: number;
  };
  client.socket.close();
  return shot.version;
};
