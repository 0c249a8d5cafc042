import { DIALECTS } from '@tavolo/store/testing';
import { describe, expect, it } from 'vitest';
import type { Rooms } from './rooms.js';
import { roomsSuite, until } from './test-rooms.js';

const director = { id: 'u-director', name: 'Direttore', role: 'director', guest: false } as const;
const anna = { id: 'u-anna', name: 'Anna', role: 'player', guest: false } as const;

describe.each(DIALECTS)('rooms on $kind', ({ createDatabase }) => {
  const suite = roomsSuite(createDatabase);
  const withRooms = (work: (rooms: Rooms) => Promise<void>) =>
    suite.withRooms(work, { retireAfterMs: 50 });

  it('plays a table of bots to its end at once, then lets the finished room go', () =>
    withRooms(async (rooms) => {
      const created = await rooms.createTable(
        {
          game: 'burraco',
          profile: 'champion',
          seats: [
            { kind: 'bot', bot: 'greedy' },
            { kind: 'bot', bot: 'random' },
          ],
          timeControl: { kind: 'none' },
          graceSeconds: 60,
        },
        director,
      );
      if (!created.ok) throw new Error(created.error.message);
      const id = created.value.id;
      expect(rooms.room(id)).toBeDefined();
      await until(async () => {
        const summary = await rooms.summary(id);
        return summary.ok && summary.value.phase === 'over';
      });
      // Out of memory once finished and unfollowed; the store still answers for it.
      await until(() => rooms.room(id) === undefined);
      const summary = await rooms.summary(id);
      expect(summary.ok && summary.value.phase).toBe('over');
      const hands = await rooms.finishedHands(id);
      expect(hands.ok && hands.value.length).toBeGreaterThan(0);
    }));

  it('refuses what the lobby cannot do, with a code', () =>
    withRooms(async (rooms) => {
      const table = await rooms.createTable(
        {
          game: 'scala40',
          profile: 'fisca-101',
          seats: [{ kind: 'human' }, { kind: 'human' }],
          timeControl: { kind: 'none' },
          graceSeconds: 60,
        },
        director,
      );
      if (!table.ok) throw new Error(table.error.message);
      const id = table.value.id;
      const code = async (answer: Promise<{ ok: boolean; error?: { code: string } }>) =>
        (await answer).error?.code;
      expect(
        await code(
          rooms.createTable(
            {
              game: 'scala40',
              profile: 'fisca-999',
              seats: [{ kind: 'human' }, { kind: 'human' }],
              timeControl: { kind: 'none' },
              graceSeconds: 60,
            },
            director,
          ),
        ),
      ).toBe('unknown-profile');
      expect(
        await code(
          rooms.createTable(
            {
              game: 'scala40',
              profile: 'fisca-101',
              seats: [{ kind: 'human' }, { kind: 'human' }],
              timeControl: { kind: 'bur-ch-46', chessClock: true },
              graceSeconds: 60,
            },
            director,
          ),
        ),
      ).toBe('bad-time-control');
      expect(await code(rooms.join('nope', anna))).toBe('no-such-table');
      expect(await code(rooms.join(id, anna, 5))).toBe('place-taken');
      expect(await code(rooms.leave(id, anna))).toBe('not-seated');
      expect(await code(rooms.replay(id, 1))).toBe('hand-not-finished');
      // Anna joins, leaves before the start, and her place is free again.
      const joined = await rooms.join(id, anna);
      expect(joined.ok && joined.value.slots[0]?.userId).toBe(anna.id);
      const left = await rooms.leave(id, anna);
      expect(left.ok && left.value.slots[0]?.userId).toBe(null);
    }));
});
