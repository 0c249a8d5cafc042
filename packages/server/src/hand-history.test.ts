/**
 * The history of finished hands is made once and kept: however many requests for a table's
 * replays, proofs and their checks, its log is read and replayed once per finished hand that
 * is asked for (once for a finished match), concurrent requests share that work, and the hand
 * being played is refused without replaying anything.
 */
import { type Store, openStore } from '@tavolo/store';
import { DIALECTS } from '@tavolo/store/testing';
import { projectLog } from '@tavolo/tournament';
import type { ServerMessage, TableStatus } from '@tavolo/protocol';
import { describe, expect, it } from 'vitest';
import type { Connection } from './room.js';
import { type Rooms, type RoomsOptions, openRooms } from './rooms.js';
import { roomsSuite, until } from './test-rooms.js';

const anna = { id: 'u-anna', name: 'Anna', role: 'player', guest: false } as const;

/** The store with its log reads counted, by table: each replay of a table reads its log once. */
const counted = (store: Store) => {
  const reads = new Map<string, number>();
  const games = new Proxy(store.games, {
    get: (target, key, receiver) =>
      key === 'readRecords'
        ? (tableId: string, afterSeq?: number) => {
            reads.set(tableId, (reads.get(tableId) ?? 0) + 1);
            return target.readRecords(tableId, afterSeq);
          }
        : (Reflect.get(target, key, receiver) as unknown),
  });
  return { store: { ...store, games } as Store, reads: (id: string) => reads.get(id) ?? 0 };
};

describe.each(DIALECTS)('the hands history on $kind', ({ createDatabase }) => {
  const suite = roomsSuite(createDatabase);
  /** Rooms on a store whose log reads are counted, with their rebuilds of the history. */
  const withRooms = (
    work: (rooms: Rooms, reads: (id: string) => number, rebuilds: () => number) => Promise<void>,
    options: Partial<RoomsOptions> = {},
  ) => {
    let reads: (id: string) => number = () => 0;
    let rebuilds = 0;
    return suite.withRooms(
      (rooms) => work(rooms, reads, () => rebuilds),
      (store) => {
        const watched = counted(store);
        reads = watched.reads;
        return { store: watched.store, onRebuild: () => (rebuilds += 1), ...options };
      },
    );
  };

  /** A match of bots only, played to its end. */
  const finishedMatch = async (rooms: Rooms) => {
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
      anna,
    );
    if (!created.ok) throw new Error(created.error.message);
    const id = created.value.id;
    await until(() => rooms.room(id)?.phase() === 'over');
    return id;
  };

  /**
   * Anna at her seat of table `id`, followed: what she was last sent, and her play (the first
   * legal action each turn) until some hands are over.
   */
  const seatAnna = (rooms: Rooms, id: string) => {
    const room = rooms.room(id);
    const seat = room?.seatOfUser(anna.id) ?? null;
    if (!room || seat === null) throw new Error('Anna has no seat');
    let status: TableStatus | undefined;
    let prompt: Extract<ServerMessage, { type: 'prompt' }> | undefined;
    const connection: Connection = {
      userId: anna.id,
      send: (message) => {
        if (message.type === 'status') status = message.status;
        if (message.type === 'prompt') prompt = message;
      },
    };
    room.attach(connection, seat, undefined);
    const finished = () => (status?.hands ?? []).filter((h) => h.secret !== undefined).length;
    return {
      room,
      connection,
      status: () => status,
      prompted: () => prompt !== undefined,
      /** Anna plays until `hands` hands are over. */
      playUntil: async (hands: number) => {
        let moves = 0;
        while (finished() < hands) {
          await until(() => prompt !== undefined || finished() >= hands);
          if (finished() >= hands) break;
          const { legal } = prompt as NonNullable<typeof prompt>;
          prompt = undefined;
          room.act(connection, `m${moves++}`, legal[0]);
        }
      },
    };
  };

  it('replays rebuilt on every request: a finished match is replayed once, however many requests', () =>
    withRooms(async (rooms, reads, rebuilds) => {
      const id = await finishedMatch(rooms);
      const before = reads(id);
      const hands = await rooms.finishedHands(id);
      if (!hands.ok) throw new Error(hands.error.message);
      expect(hands.value.length).toBeGreaterThan(0);
      // Concurrent requests on a cold cache share one replay; later ones replay nothing.
      const ask = () =>
        hands.value.flatMap((hand) => [
          rooms.replay(id, hand),
          rooms.replayText(id, hand),
          rooms.proof(id, hand),
          rooms.verify(id, hand),
        ]);
      const first = await Promise.all([...ask(), ...ask(), rooms.finishedHands(id)]);
      expect(first.every((answer) => answer.ok)).toBe(true);
      for (let round = 0; round < 5; round++) await Promise.all(ask());
      expect(reads(id) - before).toBe(1);
      expect(rebuilds()).toBe(1);
      const verified = await rooms.verify(id, hands.value[0] ?? 1);
      expect(verified.ok && verified.value.ok).toBe(true);
      // The replay in words in English is written from the same archive, replaying nothing.
      const english = await rooms.replayText(id, hands.value[0] ?? 1, 'en');
      expect(english.ok && english.value).toMatch(
        /^Table \S+ · Burraco · Burraco Champion · hand 1\nPlayers: /,
      );
      const italian = await rooms.replayText(id, hands.value[0] ?? 1);
      expect(italian.ok && italian.value).toMatch(
        /^Tavolo \S+ · Burraco · Burraco Champion · smazzata 1\nGiocatori: /,
      );
      expect(rebuilds()).toBe(1);
      // A hand the match never had is refused from the archive.
      expect(await rooms.replay(id, 99)).toMatchObject({
        ok: false,
        error: { code: 'hand-not-finished' },
      });
      expect(rebuilds()).toBe(1);
    }));

  it('replays rebuilt on every request: a match still playing is replayed once per finished hand, never its hand in progress', () =>
    withRooms(async (rooms, reads, rebuilds) => {
      const quick = await rooms.quickPlay({ game: 'burraco', players: 2 }, anna);
      if (!quick.ok) throw new Error(quick.error.message);
      const id = quick.value.id;
      const { room, connection, status, playUntil } = seatAnna(rooms, id);
      await playUntil(1);
      expect(status()?.phase).toBe('playing');
      const before = reads(id);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => [rooms.replay(id, 1), rooms.proof(id, 1)]).flat(),
      );
      expect(answers.every((answer) => answer.ok)).toBe(true);
      expect(await rooms.finishedHands(id)).toEqual({ ok: true, value: [1] });
      // The hand being played is refused, and costs no replay.
      expect(await rooms.replay(id, 2)).toMatchObject({
        ok: false,
        error: { code: 'hand-not-finished' },
      });
      expect(await rooms.verify(id, 2)).toMatchObject({
        ok: false,
        error: { code: 'hand-not-finished' },
      });
      expect(reads(id) - before).toBe(1);
      expect(rebuilds()).toBe(1);
      // A second hand over: one more replay, then none.
      await playUntil(2);
      for (let round = 0; round < 5; round++)
        expect(
          (await Promise.all([rooms.replay(id, 2), rooms.replay(id, 1)])).map((a) => a.ok),
        ).toEqual([true, true]);
      expect(reads(id) - before).toBe(2);
      expect(rebuilds()).toBe(2);
      room.detach(connection);
    }));

  it('replays rebuilt again on timed tables: the clock checkpoints a running table writes never make its archive stale', async () => {
    // A table whose room runs in another server of the same store: its history is served from
    // the log (no running room here says which hands are over), while its clocks checkpoint.
    const served = await openStore(suite.database().location, projectLog);
    const { store: watched } = counted(served);
    let rebuilds = 0;
    const history = await openRooms({
      store: watched,
      bots: suite.bots(),
      onRebuild: () => (rebuilds += 1),
    });
    try {
      await withRooms(async (rooms) => {
        const created = await rooms.createTable(
          {
            game: 'burraco',
            profile: 'champion',
            seats: [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }],
            timeControl: { kind: 'per-turn', choiceSeconds: 60, turnSeconds: 60, graceSeconds: 5 },
            graceSeconds: 60,
          },
          anna,
        );
        if (!created.ok) throw new Error(created.error.message);
        const id = created.value.id;
        const joined = await rooms.join(id, anna);
        if (!joined.ok) throw new Error(joined.error.message);
        const { room, connection, prompted, playUntil } = seatAnna(rooms, id);
        // Anna plays the first hand out, reads its count and closes it, then thinks: her
        // turn's clock runs (it waits while the count is open, issue 18).
        await playUntil(1);
        room.closeCount(connection, 1);
        await until(() => prompted() && room.status().countUntil === undefined);
        expect(room.status().deadline).not.toBeNull();

        const head = async () => {
          const read = await served.games.readTable(id);
          if (!read.ok) throw new Error(read.error.message);
          return read.value.lastSeq;
        };
        const hands = await history.finishedHands(id);
        const replay = await history.replay(id, 1);
        expect(hands).toEqual({ ok: true, value: [1] });
        expect(replay.ok).toBe(true);
        expect(rebuilds).toBe(1);
        for (let round = 0; round < 3; round++) {
          // A checkpoint more in the log, and nothing else.
          const before = await head();
          await until(async () => (await head()) > before);
          const after = await served.games.readRecords(id, before);
          expect(after.map((r) => r.kind)).toEqual(after.map(() => 'clock'));
          expect(await history.finishedHands(id)).toEqual(hands);
          expect(await history.replay(id, 1)).toEqual(replay);
          expect((await history.proof(id, 1)).ok).toBe(true);
        }
        expect(rebuilds).toBe(1);
        // Made afresh from the log with its checkpoints (the running room's own archive), the
        // replay is the same: its steps are the moves, no checkpoint among them.
        expect(replay.ok && replay.value.steps.length).toBeGreaterThan(0);
        expect(await rooms.replay(id, 1)).toEqual(replay);
        expect(await rooms.finishedHands(id)).toEqual(hands);
        room.detach(connection);
      });
    } finally {
      await history.close();
      await served.close();
    }
  });

  it('keeps no more archives than its memory bound allows', () =>
    withRooms(
      async (rooms, reads, rebuilds) => {
        const id = await finishedMatch(rooms);
        for (let round = 0; round < 3; round++) expect((await rooms.proof(id, 1)).ok).toBe(true);
        // Too large to keep: each request replays again (the bound holds).
        expect(rebuilds()).toBe(3);
        expect(reads(id)).toBeGreaterThanOrEqual(3);
      },
      { archiveCacheBytes: 1000 },
    ));

  it('answers for a finished match that left memory from its archive, and opens it read-only', () =>
    withRooms(
      async (rooms, _reads, rebuilds) => {
        const id = await finishedMatch(rooms);
        await until(() => rooms.room(id) === undefined);
        const hands = await rooms.finishedHands(id);
        expect(hands.ok && hands.value.length).toBeGreaterThan(0);
        const room = await rooms.open(id);
        expect(room?.phase()).toBe('over');
        expect(rebuilds()).toBe(1);
        expect(await rooms.open('nope')).toBeUndefined();
        expect(await rooms.finishedHands('nope')).toMatchObject({
          ok: false,
          error: { code: 'no-such-table' },
        });
      },
      { retireAfterMs: 20 },
    ));
});
