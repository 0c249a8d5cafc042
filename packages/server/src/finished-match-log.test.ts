/**
 * A finished match's log is read-only: once the match is over, nothing a room does (a person
 * back at the seat a bot took, a leave, a grace timer) appends a record to it, while the room
 * is still in memory.
 */
import type { ServerMessage } from '@tavolo/protocol';
import { type Store, openStore } from '@tavolo/store';
import { DIALECTS, type TestDatabase } from '@tavolo/store/testing';
import { projectLog } from '@tavolo/tournament';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BotPool, startBotPool } from './bot-pool.js';
import type { Connection } from './room.js';
import { type Rooms, openRooms } from './rooms.js';

const anna = { id: 'u-anna', name: 'Anna', role: 'player', guest: false } as const;

const until = async (check: () => boolean, timeoutMs = 60_000) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe.each(DIALECTS)('a finished match’s log on $kind', ({ createDatabase }) => {
  let database: TestDatabase;
  let bots: BotPool;
  let store: Store;
  let rooms: Rooms;
  beforeAll(async () => {
    database = await createDatabase();
    bots = startBotPool({ threads: 1 });
    store = await openStore(database.location, projectLog);
    rooms = await openRooms({ store, bots });
  });
  afterAll(async () => {
    await rooms?.close();
    await store?.close();
    await bots?.close();
    await database?.drop();
  });

  it('a finished match’s log can be written by a hello: a person back at the seat a bot took writes nothing', async () => {
    const quick = await rooms.quickPlay({ game: 'burraco', players: 2 }, anna);
    if (!quick.ok) throw new Error(quick.error.message);
    const id = quick.value.id;
    const room = rooms.room(id);
    const seat = room?.seatOfUser(anna.id) ?? null;
    if (!room || seat === null) throw new Error('Anna has no seat');
    // Anna follows, then leaves her seat: a bot plays it, and the bots play the match out.
    let got: ServerMessage[] = [];
    const connection: Connection = { userId: anna.id, send: (message) => got.push(message) };
    room.attach(connection, seat, undefined);
    await until(() => got.some((m) => m.type === 'status'));
    await room.leave(seat);
    await until(() => room.phase() === 'over');
    const written = await store.games.readRecords(id);
    expect(written.at(-1)?.kind).toBe('act');

    // Anna says hello again while the finished room is still in memory.
    got = [];
    room.attach(connection, seat, undefined);
    await until(() => got.some((m) => m.type === 'status'));
    await room.leave(seat);
    room.detach(connection);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rooms.room(id)).toBe(room);
    expect(room.phase()).toBe('over');
    expect((await store.games.readRecords(id)).map((r) => r.seq)).toEqual(
      written.map((r) => r.seq),
    );
  });
});
