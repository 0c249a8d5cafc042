import { beforeEach, describe, expect, it } from 'vitest';
import { type Store, openStore } from './store.js';
import {
  AT,
  DIALECTS,
  META,
  type TestDatabase,
  event,
  newTournamentId,
  prepareStore,
  testProjection,
} from './test-support.js';
import type { Projection } from './views.js';

describe.each(DIALECTS)('the store on $kind', ({ createDatabase }) => {
  const fixture = prepareStore(createDatabase);
  let database: TestDatabase;
  let store: Store;
  beforeEach(() => {
    ({ database, store } = fixture());
  });

  /** A new tournament whose log holds `events`. */
  const tournamentWith = async (...events: ReturnType<typeof event>[]): Promise<string> => {
    const id = newTournamentId();
    const created = await store.createTournament(id, META, events);
    if (!created.ok) throw new Error(created.error.message);
    return id;
  };

  /** The log and the views of a tournament, to check that a refused call changed nothing. */
  const snapshot = async (id: string) => ({
    events: await store.readEvents(id),
    summary: await store.readSummary(id),
    standings: await store.readStandings(id),
    tournament: await store.readTournament(id),
  });

  describe('tournaments', () => {
    it('creates a tournament with an empty log and its views', async () => {
      const id = newTournamentId();
      expect(await store.createTournament(id, META)).toEqual({
        ok: true,
        value: { lastSeq: 0, events: [] },
      });
      expect(await store.readTournament(id)).toEqual({
        ok: true,
        value: { id, ...META, lastSeq: 0 },
      });
      expect(await store.readSummary(id)).toEqual({
        ok: true,
        value: {
          tournamentId: id,
          status: 'registration',
          currentRound: 0,
          totalRounds: 0,
          entrantCount: 0,
          lastSeq: 0,
          updatedAt: null,
        },
      });
      expect(await store.readEvents(id)).toEqual({ ok: true, value: [] });
      expect(await store.readStandings(id)).toEqual({ ok: true, value: [] });
    });

    it('creates a tournament with its first events in one go', async () => {
      const id = newTournamentId();
      const created = await store.createTournament(id, META, [
        event('planned', { rounds: 3 }),
        event('registered', { entrant: 'E1', name: 'Anna' }),
      ]);
      expect(created.ok && created.value.lastSeq).toBe(2);
      expect(created.ok && created.value.events.map((e) => [e.tournamentId, e.seq])).toEqual([
        [id, 1],
        [id, 2],
      ]);
      const summary = await store.readSummary(id);
      expect(summary.ok && summary.value).toMatchObject({
        totalRounds: 3,
        entrantCount: 1,
        lastSeq: 2,
        updatedAt: AT,
      });
    });

    it('refuses an id that exists, and writes nothing', async () => {
      const id = await tournamentWith(event('planned', { rounds: 2 }));
      const before = await snapshot(id);
      const again = await store.createTournament(id, { ...META, name: 'Other' }, [
        event('planned', { rounds: 9 }),
      ]);
      expect(!again.ok && again.error.code).toBe('duplicate-tournament');
      expect(await snapshot(id)).toEqual(before);
    });

    it.each([
      ['an empty id', '', META],
      ['an empty name', 'x', { ...META, name: ' ' }],
      ['an empty game', 'x', { ...META, game: '' }],
      ['a creation time without an offset', 'x', { ...META, createdAt: '2025-03-01T15:00:00' }],
      ['a creation time that is no date', 'x', { ...META, createdAt: 'yesterday' }],
    ])('refuses %s', async (_, id, meta) => {
      const created = await store.createTournament(id, meta);
      expect(!created.ok && created.error.code).toBe('invalid-argument');
      expect((await store.readTournament(id)).ok).toBe(false);
    });

    it('refuses first events that are invalid, and creates nothing', async () => {
      const id = newTournamentId();
      const created = await store.createTournament(id, META, [event('planned', Number.NaN)]);
      expect(!created.ok && created.error.code).toBe('invalid-event');
      expect(await store.readTournament(id)).toMatchObject({
        ok: false,
        error: { code: 'unknown-tournament' },
      });
    });

    it('lists tournaments oldest first, whatever the offsets of their creation times', async () => {
      const listed = async () => (await store.listTournaments()).map((t) => t.id);
      const [early, late, middle] = [newTournamentId(), newTournamentId(), newTournamentId()];
      // 10:30+02:00 is 08:30Z, before 09:00Z although it sorts after it as text.
      await store.createTournament(late, { ...META, createdAt: '2020-01-01T10:00:00Z' });
      await store.createTournament(early, { ...META, createdAt: '2020-01-01T10:30:00+02:00' });
      await store.createTournament(middle, { ...META, createdAt: '2020-01-01T09:00:00Z' });
      expect((await listed()).filter((id) => [early, late, middle].includes(id))).toEqual([
        early,
        middle,
        late,
      ]);
    });
  });

  describe('appending', () => {
    it('numbers events 1, 2, 3... and gives the data back exactly', async () => {
      const id = await tournamentWith();
      const data = {
        text: 'Perché no? ♠♥ «ciao»',
        numbers: [0, -1, 1.5, 1e300, Number.MAX_SAFE_INTEGER],
        nested: { empty: {}, list: [], flag: false, nothing: null },
      };
      const first = await store.append(id, 0, [event('a', data), event('b', 'plain')]);
      expect(first).toMatchObject({ ok: true, value: { lastSeq: 2 } });
      const second = await store.append(id, 2, [event('c', 3, 'arbiter')]);
      expect(second).toEqual({
        ok: true,
        value: {
          lastSeq: 3,
          events: [{ tournamentId: id, seq: 3, type: 'c', at: AT, by: 'arbiter', data: 3 }],
        },
      });
      const read = await store.readEvents(id);
      expect(read.ok && read.value).toEqual([
        { tournamentId: id, seq: 1, type: 'a', at: AT, by: 'director', data },
        { tournamentId: id, seq: 2, type: 'b', at: AT, by: 'director', data: 'plain' },
        { tournamentId: id, seq: 3, type: 'c', at: AT, by: 'arbiter', data: 3 },
      ]);
      const after = await store.readEvents(id, 2);
      expect(after.ok && after.value.map((e) => e.seq)).toEqual([3]);
      expect((await store.readTournament(id)).ok && (await store.readTournament(id))).toMatchObject(
        { value: { lastSeq: 3 } },
      );
    });

    it('refuses a stale expectedSeq with the head of the log, and writes nothing', async () => {
      const id = await tournamentWith(event('planned', { rounds: 2 }), event('x'));
      const before = await snapshot(id);
      for (const expectedSeq of [0, 1, 3]) {
        const refused = await store.append(id, expectedSeq, [
          event('registered', { entrant: 'E1', name: 'A' }),
        ]);
        expect(refused).toEqual({
          ok: false,
          error: { code: 'conflict', message: expect.any(String), expectedSeq, lastSeq: 2 },
        });
      }
      expect(await snapshot(id)).toEqual(before);
    });

    it('refuses an unknown tournament', async () => {
      const appended = await store.append('nobody', 0, [event('x')]);
      expect(appended).toEqual({
        ok: false,
        error: { code: 'unknown-tournament', message: 'no tournament has id "nobody"' },
      });
      expect((await store.listTournaments()).some((t) => t.id === 'nobody')).toBe(false);
    });

    it.each([
      ['undefined data', { type: 'x', at: AT, by: 'd', data: undefined }, 'events[0].data'],
      ['a NaN', event('x', { score: Number.NaN }), 'events[0].data.score: NaN'],
      ['a Date', event('x', { when: new Date(0) }), 'a Date is not a plain object'],
      ['a time without an offset', { ...event('x'), at: '2025-03-01T15:00:00' }, 'events[0].at'],
      ['a payload beside data', { ...event('x'), round: 1 }, 'unknown field "round"'],
    ])('refuses an event with %s, and writes nothing', async (_, bad, message) => {
      const id = await tournamentWith(event('planned', { rounds: 1 }));
      const before = await snapshot(id);
      const refused = await store.append(id, 1, [bad as never, event('ok')]);
      expect(refused).toEqual({
        ok: false,
        error: { code: 'invalid-event', message: expect.stringContaining(message) },
      });
      expect(await snapshot(id)).toEqual(before);
    });

    it.each([
      ['no events', 0, []],
      ['a negative expectedSeq', -1, [event('x')]],
      ['a fractional expectedSeq', 0.5, [event('x')]],
      ['events that are not an array', 0, 'x' as never],
    ])('refuses %s', async (_, expectedSeq, events) => {
      const id = await tournamentWith();
      const refused = await store.append(id, expectedSeq, events);
      expect(!refused.ok && refused.error.code).toBe('invalid-argument');
      expect(await store.readEvents(id)).toEqual({ ok: true, value: [] });
    });

    it('appends many events and many standings rows at once', async () => {
      const id = await tournamentWith();
      const entrants = Array.from({ length: 1_200 }, (_, i) =>
        event('registered', { entrant: `E${i + 1}`, name: `Player ${i + 1}` }),
      );
      const appended = await store.append(id, 0, [
        ...entrants,
        event('scored', { round: 1, entrant: 'E7', vp: 20, mp: 300 }),
      ]);
      expect(appended.ok && appended.value.lastSeq).toBe(1_201);
      const standings = await store.readStandings(id);
      expect(standings.ok && standings.value.length).toBe(1_200);
      expect(standings.ok && standings.value[0]).toMatchObject({ entrantId: 'E7', rank: 1 });
    });
  });

  describe('concurrent writers', () => {
    it('lets exactly one of several appends with the same expectedSeq win', async () => {
      const id = await tournamentWith();
      let expectedSeq = 0;
      for (let race = 0; race < 10; race++) {
        const results = await Promise.all(
          ['north', 'east', 'south'].map((by) =>
            store.append(id, expectedSeq, [
              event('move', { race, by }, by),
              event('end', { race }, by),
            ]),
          ),
        );
        const winners = results.filter((result) => result.ok);
        expect(winners).toHaveLength(1);
        for (const result of results.filter((r) => !r.ok))
          expect(result).toMatchObject({ error: { code: 'conflict', lastSeq: expectedSeq + 2 } });
        expectedSeq += 2;
      }
      const log = await store.readEvents(id);
      expect(log.ok && log.value.map((e) => e.seq)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      // Each winner's two events sit together: no interleaving of appends.
      expect(log.ok && log.value.map((e) => e.by)).toEqual(
        log.ok && log.value.map((_, i) => log.value[i - (i % 2)]?.by),
      );
    });

    it('lets exactly one of several creations of the same id win', async () => {
      const id = newTournamentId();
      const results = await Promise.all(
        ['a', 'b', 'c'].map((name) =>
          store.createTournament(id, { ...META, name }, [event('planned', { rounds: 1 })]),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok && r.error.code === 'duplicate-tournament')).toHaveLength(
        2,
      );
      expect((await store.readEvents(id)).ok && (await store.readEvents(id))).toMatchObject({
        value: [{ seq: 1 }],
      });
    });
  });

  describe('views', () => {
    const round = (n: number, ...scores: [string, number, number][]) =>
      scores.map(([entrant, vp, mp]) => event('scored', { round: n, entrant, vp, mp }));

    it('follows every append, in the same transaction', async () => {
      const id = await tournamentWith(
        event('planned', { rounds: 2 }),
        event('registered', { entrant: 'E1', name: 'Anna e Bruno' }),
        event('registered', { entrant: 'E2', name: 'Carla e Dario' }),
        event('registered', { entrant: 'E3', name: 'Elena e Fabio' }),
      );
      await store.append(id, 4, round(1, ['E1', 5, 100], ['E2', 15, 300], ['E3', 5, 120]));
      await store.append(id, 7, round(2, ['E1', 20, 900], ['E2', 0, -50]));
      expect(await store.readSummary(id)).toEqual({
        ok: true,
        value: {
          tournamentId: id,
          status: 'in-progress',
          currentRound: 2,
          totalRounds: 2,
          entrantCount: 3,
          lastSeq: 9,
          updatedAt: AT,
        },
      });
      expect(await store.readStandings(id, 1)).toEqual({
        ok: true,
        value: [
          { round: 1, entrantId: 'E2', rank: 1, name: 'Carla e Dario', vp: 15, mp: 300, played: 1 },
          // Tied on rank 2: by entrant id.
          { round: 1, entrantId: 'E1', rank: 2, name: 'Anna e Bruno', vp: 5, mp: 100, played: 1 },
          { round: 1, entrantId: 'E3', rank: 2, name: 'Elena e Fabio', vp: 5, mp: 120, played: 1 },
        ],
      });
      const latest = await store.readStandings(id);
      expect(latest.ok && latest.value.map((row) => [row.round, row.entrantId, row.vp])).toEqual([
        [2, 'E1', 25],
        [2, 'E2', 15],
        [2, 'E3', 5],
      ]);
      expect(await store.readStandings(id, 7)).toEqual({ ok: true, value: [] });
    });

    it('keeps fractional points', async () => {
      const id = await tournamentWith(event('registered', { entrant: 'E1', name: 'Anna' }));
      await store.append(id, 1, round(1, ['E1', 10.25, -0.5]));
      const standings = await store.readStandings(id);
      expect(standings.ok && standings.value[0]).toMatchObject({ vp: 10.25, mp: -0.5 });
    });

    it('refuses an append when the projection throws, and writes nothing', async () => {
      const id = await tournamentWith(event('registered', { entrant: 'E1', name: 'Anna' }));
      const before = await snapshot(id);
      const refused = await store.append(id, 1, [event('finished'), event('explode')]);
      expect(refused).toEqual({
        ok: false,
        error: { code: 'projection-failed', message: 'the projection threw: Error: boom' },
      });
      expect(await snapshot(id)).toEqual(before);
    });

    it('refuses an append when the projection returns views the tables cannot hold', async () => {
      const id = await tournamentWith(event('registered', { entrant: 'E1', name: 'Anna' }));
      const before = await snapshot(id);
      const refused = await store.append(id, 1, [event('corrupt')]);
      expect(refused).toEqual({
        ok: false,
        error: { code: 'invalid-views', message: 'standings[0].rank is not a count >= 1' },
      });
      expect(await snapshot(id)).toEqual(before);
    });

    it('are rebuilt from the log by a new projection', async () => {
      const id = await tournamentWith(
        event('registered', { entrant: 'E1', name: 'Anna' }),
        event('registered', { entrant: 'E2', name: 'Bruno' }),
        ...round(1, ['E1', 12, 200], ['E2', 8, 100]),
      );
      const before = await snapshot(id);
      // A later version of the projection: the standings now rank by MP.
      const byMatchPoints: Projection = (events, tournament) => {
        const views = testProjection(events, tournament);
        return {
          summary: { ...views.summary, status: `${tournament.name}: ${views.summary.status}` },
          standings: views.standings.map((row) => ({ ...row, rank: row.mp >= 200 ? 2 : 1 })),
        };
      };
      const upgraded = await openStore(database.location, byMatchPoints);
      try {
        expect(await upgraded.readSummary(id)).toEqual(before.summary);
        const rebuilt = await upgraded.rebuildViews(id);
        expect(rebuilt.ok && rebuilt.value.status).toBe('Torneo di primavera: in-progress');
        expect(rebuilt.ok && rebuilt.value.lastSeq).toBe(4);
        expect(await upgraded.readSummary(id)).toEqual(rebuilt);
        const standings = await upgraded.readStandings(id);
        expect(standings.ok && standings.value.map((row) => row.entrantId)).toEqual(['E2', 'E1']);
        expect(await upgraded.readEvents(id)).toEqual(before.events);
      } finally {
        await upgraded.close();
      }
      // And back: the views are a function of the log and the projection alone.
      expect(await store.rebuildViews(id)).toEqual(before.summary);
      expect(await snapshot(id)).toEqual(before);
    });

    it('refuses a rebuild whose projection fails, and keeps the views', async () => {
      const id = await tournamentWith(event('registered', { entrant: 'E1', name: 'Anna' }));
      const before = await snapshot(id);
      const broken = await openStore(database.location, () => {
        throw new Error('not today');
      });
      try {
        expect(await broken.rebuildViews(id)).toMatchObject({
          ok: false,
          error: { code: 'projection-failed' },
        });
      } finally {
        await broken.close();
      }
      expect(await snapshot(id)).toEqual(before);
    });
  });

  it('answers unknown-tournament for every read of an unknown id', async () => {
    const unknown = { ok: false, error: { code: 'unknown-tournament' } };
    expect(await store.readTournament('nobody')).toMatchObject(unknown);
    expect(await store.readEvents('nobody')).toMatchObject(unknown);
    expect(await store.readSummary('nobody')).toMatchObject(unknown);
    expect(await store.readStandings('nobody')).toMatchObject(unknown);
    expect(await store.rebuildViews('nobody')).toMatchObject(unknown);
  });

  it.each([
    ['readEvents', (s: Store) => s.readEvents('x', -1)],
    ['readStandings', (s: Store) => s.readStandings('x', 1.5)],
  ])('refuses a bad position for %s', async (_, read) => {
    expect(await read(store)).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
  });

  it('keeps everything across a close and a reopen', async () => {
    const id = newTournamentId();
    const first = await openStore(database.location, testProjection);
    await first.createTournament(id, META, [event('registered', { entrant: 'E1', name: 'A' })]);
    await first.close();
    const reopened = await openStore(database.location, testProjection);
    try {
      expect(await reopened.readEvents(id)).toEqual(await store.readEvents(id));
      expect(await reopened.append(id, 1, [event('finished')])).toMatchObject({ ok: true });
    } finally {
      await reopened.close();
    }
  });
});
