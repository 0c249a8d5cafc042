/**
 * The lobby says each table's bots' pace, so that a player picks a table that moves as fast as
 * they like to follow: the pace it was opened with, `normal` when none was chosen, and the one a
 * seat's player set during the match.
 */
import type { CreateTable } from '@tavolo/protocol';
import { DIALECTS } from '@tavolo/store/testing';
import { describe, expect, it } from 'vitest';
import type { Connection } from './room.js';
import type { Rooms } from './rooms.js';
import { roomsSuite, until } from './test-rooms.js';

const anna = { id: 'u-anna', name: 'Anna', role: 'player', guest: false } as const;
const bruno = { id: 'u-bruno', name: 'Bruno', role: 'player', guest: true } as const;

const WAITING_FAST: CreateTable = {
  game: 'scala40',
  profile: 'fisca-101',
  seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'greedy' }],
  timeControl: { kind: 'none' },
  graceSeconds: 60,
  pace: 'fast',
};

const paceOf = async (rooms: Rooms, id: string) => {
  const summary = await rooms.summary(id);
  if (!summary.ok) throw new Error(summary.error.message);
  return summary.value.pace;
};

describe.each(DIALECTS)("the lobby's bots' pace on $kind", ({ createDatabase }) => {
  const suite = roomsSuite(createDatabase);

  it('lists a table at the pace it was opened with, and a quick-play table at normal', () =>
    suite.withRooms(async (rooms) => {
      const opened = await rooms.createTable(WAITING_FAST, anna);
      if (!opened.ok) throw new Error(opened.error.message);
      expect(opened.value.pace).toBe('fast');
      const quick = await rooms.quickPlay({ game: 'burraco', players: 2 }, bruno);
      if (!quick.ok) throw new Error(quick.error.message);
      expect(quick.value.pace).toBe('normal');
      const listed = await rooms.list({ phases: ['waiting', 'playing', 'paused'] });
      expect(listed.map(({ id, pace }) => ({ id, pace }))).toEqual(
        expect.arrayContaining([
          { id: opened.value.id, pace: 'fast' },
          { id: quick.value.id, pace: 'normal' },
        ]),
      );
    }));

  it("lists the pace a seat's player set during the match", () =>
    suite.withRooms(async (rooms) => {
      const quick = await rooms.quickPlay({ game: 'burraco', players: 2 }, bruno);
      if (!quick.ok) throw new Error(quick.error.message);
      const id = quick.value.id;
      const room = rooms.room(id);
      if (room === undefined) throw new Error('the quick-play room is not open');
      const answers: unknown[] = [];
      const player: Connection = { userId: bruno.id, send: (message) => answers.push(message) };
      room.attach(player, room.seatOfUser(bruno.id), undefined);
      room.setPace(player, 'p1', 'slow');
      await until(() => answers.some((m) => (m as { id?: string }).id === 'p1'));
      expect(answers).toContainEqual(expect.objectContaining({ type: 'ack', id: 'p1' }));
      await until(async () => (await paceOf(rooms, id)) === 'slow');
      expect(
        (await rooms.list({ phases: ['playing', 'paused'] })).find((t) => t.id === id),
      ).toMatchObject({
        pace: 'slow',
      });
      room.detach(player);
    }));
});
