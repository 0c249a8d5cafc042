/**
 * Time controls through the lobby and a real store (SQLite and this machine's PostgreSQL): the
 * shortest limits a table may have, and the clock of the seat on turn across a restart, with
 * its checkpoints written by the journal and read back by the resumption.
 */
import type { CreateTable, ServerMessage, TimeControl } from '@tavolo/protocol';
import { DIALECTS } from '@tavolo/store/testing';
import { describe, expect, it } from 'vitest';
import type { Connection } from './room.js';
import { roomsSuite, until } from './test-rooms.js';

const anna = { id: 'u-anna', name: 'Anna', role: 'player', guest: false } as const;

const follower = (): Connection & { readonly got: ServerMessage[] } => {
  const got: ServerMessage[] = [];
  return { userId: anna.id, got, send: (message) => got.push(message) };
};

const annaAndBot = (timeControl: TimeControl): CreateTable => ({
  game: 'burraco',
  profile: 'champion',
  seats: [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }],
  timeControl,
  graceSeconds: 3600,
});

describe.each(DIALECTS)('time controls on $kind', ({ createDatabase }) => {
  const { withRooms } = roomsSuite(createDatabase);

  it('1e-9 s limits were accepted and played a match out in a second: refused, nothing created', () =>
    withRooms(async (rooms) => {
      const before = await rooms.list();
      for (const timeControl of [
        { kind: 'per-turn', choiceSeconds: 1e-9, turnSeconds: 1e-9, graceSeconds: 0 },
        { kind: 'per-turn', choiceSeconds: 4, turnSeconds: 30, graceSeconds: 5 },
        {
          kind: 'per-turn',
          choiceSeconds: 10,
          turnSeconds: 30,
          graceSeconds: 5,
          chessClockSeconds: 59,
        },
      ] as const)
        expect(await rooms.createTable(annaAndBot(timeControl), anna)).toMatchObject({
          ok: false,
          error: { code: 'time-control-too-short' },
        });
      expect(await rooms.list()).toEqual(before);
      const fine = await rooms.createTable(
        annaAndBot({
          kind: 'per-turn',
          choiceSeconds: 5,
          turnSeconds: 5,
          graceSeconds: 0,
          chessClockSeconds: 60,
        }),
        anna,
      );
      expect(fine.ok).toBe(true);
    }));

  it('a restart refunded the time used since the last move: the seat on turn keeps what it had', async () => {
    const control: TimeControl = {
      kind: 'per-turn',
      choiceSeconds: 60,
      turnSeconds: 60,
      graceSeconds: 5,
      chessClockSeconds: 120,
    };
    let id = '';
    let seat = -1;
    let atStop = { turn: 0, chess: 0 };
    await withRooms(async (rooms) => {
      const created = await rooms.createTable(annaAndBot(control), anna);
      if (!created.ok) throw new Error(created.error.message);
      id = created.value.id;
      expect((await rooms.join(id, anna)).ok).toBe(true);
      const room = rooms.room(id);
      if (!room) throw new Error('no room');
      seat = room.seatOfUser(anna.id) as number;
      room.attach(follower(), seat, undefined);
      await until(() => room.status().deadline?.seat === seat);
      // Anna thinks; the clocks are checkpointed meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      const status = room.status();
      atStop = {
        turn: (status.deadline?.endsAt ?? 0) - Date.now(),
        chess: status.chessClock?.[seat % 2] ?? 0,
      };
      expect(atStop.turn).toBeLessThan(58_000);
    });
    // The outage itself is charged to nobody.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await withRooms(async (rooms) => {
      const room = rooms.room(id);
      if (!room) throw new Error('the table was not resumed');
      expect(room.phase()).toBe('paused');
      room.attach(follower(), seat, undefined);
      await until(() => room.status().deadline?.seat === seat);
      const status = room.status();
      const turn = (status.deadline?.endsAt ?? 0) - Date.now();
      const chess = status.chessClock?.[seat % 2] ?? 0;
      // At most a second more than at the stop (the last checkpoint's age), never less.
      expect(turn).toBeGreaterThanOrEqual(atStop.turn - 100);
      expect(turn).toBeLessThanOrEqual(atStop.turn + 1_100);
      expect(chess).toBeGreaterThanOrEqual(atStop.chess - 100);
      expect(chess).toBeLessThanOrEqual(atStop.chess + 1_100);
    });
  });
});
