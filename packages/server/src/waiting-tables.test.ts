/**
 * Waiting tables (opened, not started) are closed and deleted once idle with nobody connected,
 * and an account may hold only a few open at once.
 */
import type { CreateTable } from '@tavolo/protocol';
import { DIALECTS } from '@tavolo/store/testing';
import { describe, expect, it } from 'vitest';
import type { Connection } from './room.js';
import type { Rooms, RoomsOptions } from './rooms.js';
import { roomsSuite, until } from './test-rooms.js';

const player = (name: string) => ({ id: `u-${name}`, name, role: 'player', guest: false }) as const;
const director = { id: 'u-director', name: 'Direttore', role: 'director', guest: false } as const;

const TWO_PEOPLE: CreateTable = {
  game: 'scala40',
  profile: 'fisca-101',
  seats: [{ kind: 'human' }, { kind: 'human' }],
  timeControl: { kind: 'none' },
  graceSeconds: 60,
};

const codeOf = (answer: { readonly ok: boolean; readonly error?: { readonly code: string } }) =>
  answer.ok ? 'ok' : answer.error?.code;

describe.each(DIALECTS)('waiting tables on $kind', ({ createDatabase }) => {
  const suite = roomsSuite(createDatabase);
  const withRooms = (options: Partial<RoomsOptions>, work: (rooms: Rooms) => Promise<void>) =>
    suite.withRooms(work, options);

  const opened = async (rooms: Rooms, by = player('Anna')) => {
    const table = await rooms.createTable(TWO_PEOPLE, by);
    if (!table.ok) throw new Error(table.error.message);
    return table.value.id;
  };

  it('waiting tables are never evicted: an idle one is closed and deleted, a followed one kept', () =>
    withRooms({ waiting: { idleMs: 200 } }, async (rooms) => {
      const idle = await opened(rooms);
      const followed = await opened(rooms, player('Bruno'));
      const seated = await opened(rooms, player('Carla'));
      expect((await rooms.join(seated, player('Dario'))).ok).toBe(true);
      const watcher: Connection = { userId: undefined, send: () => undefined };
      rooms.room(followed)?.attach(watcher, null, undefined);
      // Out of memory, then out of the store.
      await until(
        async () =>
          rooms.room(idle) === undefined &&
          rooms.room(seated) === undefined &&
          codeOf(await rooms.summary(seated)) === 'no-such-table' &&
          codeOf(await rooms.summary(idle)) === 'no-such-table',
      );
      expect(codeOf(await rooms.join(idle, player('Elena')))).toBe('no-such-table');
      expect((await rooms.list({ phases: ['waiting'] })).map((t) => t.id)).toContain(followed);
      expect((await rooms.list({ phases: ['waiting'] })).map((t) => t.id)).not.toContain(idle);
      // Followed, it stays, and the lobby still seats people there.
      expect(rooms.room(followed)?.phase()).toBe('waiting');
      rooms.room(followed)?.detach(watcher);
      expect(codeOf(await rooms.join(followed, player('Elena')))).toBe('ok');
    }));

  it('waiting tables are never evicted: an account holds only so many open at once', () =>
    withRooms({ waiting: { perAccount: 2 } }, async (rooms) => {
      const anna = player('Anna');
      const first = await opened(rooms, anna);
      await opened(rooms, anna);
      expect(codeOf(await rooms.createTable(TWO_PEOPLE, anna))).toBe('too-many-waiting-tables');
      expect(codeOf(await rooms.quickPlay({ game: 'burraco', players: 2 }, anna))).toBe(
        'too-many-waiting-tables',
      );
      // Another account, and a director (who opens tables for others), are not held back.
      expect(codeOf(await rooms.createTable(TWO_PEOPLE, player('Bruno')))).toBe('ok');
      for (let i = 0; i < 3; i++)
        expect(codeOf(await rooms.createTable(TWO_PEOPLE, director))).toBe('ok');
      // Once a table starts, it waits no more: Anna may open another.
      expect(codeOf(await rooms.join(first, anna))).toBe('ok');
      expect(codeOf(await rooms.join(first, player('Bruno')))).toBe('ok');
      expect(rooms.room(first)?.phase()).not.toBe('waiting');
      expect(codeOf(await rooms.createTable(TWO_PEOPLE, anna))).toBe('ok');
      expect(codeOf(await rooms.createTable(TWO_PEOPLE, anna))).toBe('too-many-waiting-tables');
      // Requests at once do not pass the limit together.
      const franca = player('Franca');
      expect(codeOf(await rooms.createTable(TWO_PEOPLE, franca))).toBe('ok');
      const burst = await Promise.all(
        Array.from({ length: 6 }, () => rooms.createTable(TWO_PEOPLE, franca)),
      );
      expect(burst.map(codeOf).sort()).toEqual([
        'ok',
        'too-many-waiting-tables',
        'too-many-waiting-tables',
        'too-many-waiting-tables',
        'too-many-waiting-tables',
        'too-many-waiting-tables',
      ]);
    }));

  it('counts the waiting tables resumed after a restart, and evicts them when idle', async () => {
    const carla = player('Carla');
    let kept = '';
    await withRooms({ waiting: { perAccount: 1 } }, async (rooms) => {
      kept = await opened(rooms, carla);
    });
    await withRooms({ waiting: { perAccount: 1, idleMs: 200 } }, async (rooms) => {
      expect(rooms.room(kept)?.phase()).toBe('waiting');
      expect(codeOf(await rooms.createTable(TWO_PEOPLE, carla))).toBe('too-many-waiting-tables');
      await until(async () => codeOf(await rooms.summary(kept)) === 'no-such-table');
      expect(rooms.room(kept)).toBeUndefined();
      expect(codeOf(await rooms.createTable(TWO_PEOPLE, carla))).toBe('ok');
    });
  });
});
