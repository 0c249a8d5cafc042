/**
 * A table's number of hands: the creator of a table may set how many hands its match lasts
 * where the game ends after a number of hands (Burraco: "Turni da 2 smazzate … da 3 … da 4",
 * BUR-CH art. 16; Scala 40 `fisca-gara`: "5 turni di gioco da 5 chiusure a turno", S40-CdG
 * art. 5, which a friendly table may shorten). The number is part of the table's settings: the
 * live room, a replay of its log after a restart and the lobby all read the same one.
 */
import type { CreateTable } from '@tavolo/protocol';
import { DIALECTS } from '@tavolo/store/testing';
import { describe, expect, it } from 'vitest';
import { roomsSuite, until } from './test-rooms.js';

const anna = { id: 'u-anna', name: 'Anna', role: 'player', guest: false } as const;

const botsTable = (game: CreateTable['game'], profile: string, hands?: number): CreateTable => ({
  game,
  profile,
  seats: [0, 1, 2, 3].map(() => ({ kind: 'bot', bot: 'greedy' }) as const),
  timeControl: { kind: 'none' },
  graceSeconds: 60,
  ...(hands !== undefined && { hands }),
});

describe.each(DIALECTS)('a table’s number of hands on $kind', ({ createDatabase }) => {
  const suite = roomsSuite(createDatabase);

  it.each([
    ['scala40', 'fisca-gara', 1],
    ['burraco', 'champion', 2],
  ] as const)(
    'a %s table of %s set to %i hands ends after them, and a restart replays it as such',
    async (game, profile, hands) => {
      let id = '';
      let played: unknown;
      await suite.withRooms(async (rooms) => {
        const created = await rooms.createTable(botsTable(game, profile, hands), anna);
        if (!created.ok) throw new Error(created.error.message);
        id = created.value.id;
        expect(created.value.hands).toBe(hands);
        await until(() => rooms.room(id)?.phase() === 'over', 120_000);
        played = await rooms.finishedHands(id);
        expect(played).toMatchObject({
          ok: true,
          value: Array.from({ length: hands }, (_, i) => i + 1),
        });
      });
      // A restart replays the log with the table's own number of hands: still over.
      await suite.withRooms(async (rooms) => {
        const summary = await rooms.summary(id);
        expect(summary).toMatchObject({ ok: true, value: { phase: 'over', hands } });
        expect((await rooms.open(id))?.phase()).toBe('over');
        expect(await rooms.finishedHands(id)).toEqual(played);
      });
    },
    180_000,
  );

  it('a number of hands is refused where the profile ends otherwise (`fisca-101` eliminates at 101)', () =>
    suite.withRooms(async (rooms) => {
      const created = await rooms.createTable(botsTable('scala40', 'fisca-101', 2), anna);
      expect(created).toMatchObject({ ok: false, error: { code: 'bad-hands' } });
    }));

  it('a table that sets no number of hands plays the profile’s own and says none', () =>
    suite.withRooms(async (rooms) => {
      const created = await rooms.createTable(
        { ...botsTable('burraco', 'champion'), seats: [{ kind: 'human' }, { kind: 'human' }] },
        anna,
      );
      if (!created.ok) throw new Error(created.error.message);
      expect(created.value).not.toHaveProperty('hands');
    }));
});
