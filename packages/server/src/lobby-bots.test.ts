/**
 * The bots' levels through the lobby and the store (issue 20, "At the table"): a new table
 * stores a level for each bot, a table stored with the earlier `greedy` bots opens as
 * Principiante, quick play gives one level for all or one per place, and whoever takes the
 * seat of a person who left plays at Esperto (BUR-CH art. 47, as room-host.ts reads it).
 */
import type { Store } from '@tavolo/store';
import { DIALECTS } from '@tavolo/store/testing';
import { describe, expect, it } from 'vitest';
import type { BotPool, BotRequest } from './bot-pool.js';
import { STAND_IN_BOT } from './room-host.js';
import { configOf } from './table-settings.js';
import { roomsSuite, until } from './test-rooms.js';

const anna = { id: 'u-anna', name: 'Anna', role: 'player', guest: false } as const;

/** The suite's real pool, with what it is asked kept. */
const recording = (pool: BotPool) => {
  const asked: BotRequest[] = [];
  const recorded: BotPool = {
    threads: pool.threads,
    choose: (request) => {
      asked.push(request);
      return pool.choose(request);
    },
    close: () => Promise.resolve(),
  };
  return { asked, recorded };
};

const seatsOf = async (store: Store, id: string) => {
  const read = await store.games.readTable(id);
  if (!read.ok) throw new Error(read.error.message);
  return configOf(read.value).seats;
};

describe.each(DIALECTS)('bot levels through the lobby on $kind', ({ createDatabase }) => {
  const suite = roomsSuite(createDatabase);

  it('opens a table stored with greedy bots as Principiante, and a person who leaves is played at Esperto', async () => {
    let store: Store | undefined;
    let id = '';
    await suite.withRooms(
      async (rooms) => {
        const created = await rooms.createTable(
          {
            game: 'burraco',
            profile: 'champion',
            seats: [{ kind: 'human' }, { kind: 'bot', bot: 'esperto' }],
            timeControl: { kind: 'none' },
            graceSeconds: 60,
            hands: 1,
          },
          anna,
        );
        if (!created.ok || !store) throw new Error('no table');
        id = created.value.id;
        // What a table saved before the levels holds: its bot called `greedy`.
        const seats = await seatsOf(store, id);
        const read = await store.games.readTable(id);
        if (!read.ok) throw new Error(read.error.message);
        const old = { ...configOf(read.value), seats: [seats[0], { kind: 'bot', bot: 'greedy' }] };
        expect((await store.games.updateConfig(id, old)).ok).toBe(true);
      },
      (opened) => {
        store = opened;
        return {};
      },
    );

    // A restart: the waiting table is read back from the store.
    const { asked, recorded } = recording(suite.bots());
    await suite.withRooms(
      async (rooms) => {
        const room = rooms.room(id);
        expect(room?.setup.bots).toEqual([null, 'principiante']);
        const joined = await rooms.join(id, anna);
        expect(joined.ok && joined.value.slots.map((s) => s.bot)).toEqual([
          undefined,
          'principiante',
        ]);
        const seat = room?.seatOfUser(anna.id);
        if (!room || seat === null || seat === undefined) throw new Error('Anna has no seat');
        // Anna follows the table, then leaves it for good: a bot plays her seat.
        room.attach({ userId: anna.id, send: () => undefined }, seat, undefined);
        await room.leave(seat);
        await until(() => room.phase() === 'over');
        const botSeat = room.seatOfSlot(1);
        const you = (r: BotRequest) => (r.view as { you: number }).you;
        expect(new Set(asked.filter((r) => you(r) === botSeat).map((r) => r.bot))).toEqual(
          new Set(['principiante']),
        );
        expect(new Set(asked.filter((r) => you(r) === seat).map((r) => r.bot))).toEqual(
          new Set(['esperto']),
        );
      },
      { bots: recorded, botDelayMs: 0 },
    );
    expect(STAND_IN_BOT).toBe('esperto');
  });

  it('stores a level for every new bot, and quick play gives one for all or one per place', async () => {
    let store: Store | undefined;
    await suite.withRooms(
      async (rooms) => {
        if (!store) throw new Error('no store');
        const created = await rooms.createTable(
          {
            game: 'scala40',
            profile: 'fisca-101',
            seats: [
              { kind: 'human' },
              { kind: 'human' },
              { kind: 'bot', bot: 'greedy' },
              { kind: 'bot', bot: 'campione' },
            ],
            timeControl: { kind: 'none' },
            graceSeconds: 60,
          },
          anna,
        );
        if (!created.ok) throw new Error(created.error.message);
        expect(
          (await seatsOf(store, created.value.id)).map((s) => s.kind === 'bot' && s.bot),
        ).toEqual([false, false, 'principiante', 'campione']);

        const bots = (seats: readonly { kind: string; bot?: string }[]) =>
          seats.map((s) => s.bot ?? s.kind);
        const quick = await rooms.quickPlay(
          { game: 'burraco', bots: ['campione', 'esperto', 'principiante'] },
          anna,
        );
        if (!quick.ok) throw new Error(quick.error.message);
        // The lobby's list names each bot's level.
        expect(quick.value.slots.map((s) => s.bot)).toEqual([
          undefined,
          'campione',
          'esperto',
          'principiante',
        ]);
        expect(bots(await seatsOf(store, quick.value.id))).toEqual([
          'human',
          'campione',
          'esperto',
          'principiante',
        ]);
        await rooms.leave(quick.value.id, anna);
        const plain = await rooms.quickPlay({ game: 'scala40', players: 3 }, anna);
        if (!plain.ok) throw new Error(plain.error.message);
        expect(bots(await seatsOf(store, plain.value.id))).toEqual(['human', 'esperto', 'esperto']);

        const code = async (answer: Promise<{ ok: boolean; error?: { code: string } }>) =>
          (await answer).error?.code;
        expect(
          await code(rooms.quickPlay({ game: 'burraco', players: 4, bots: ['esperto'] }, anna)),
        ).toBe('bot-places');
        expect(
          await code(rooms.quickPlay({ game: 'burraco', bot: 'esperto', bots: ['esperto'] }, anna)),
        ).toBe('bot-places');
      },
      (opened) => {
        store = opened;
        return { botDelayMs: 0 };
      },
    );
  });
});
