import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Sqlite from 'better-sqlite3';
import { connect } from './connect.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GameAppend, type GameLogStore, planAppend, validateTable } from './games.js';
import { type Store, openStore } from './store.js';
import {
  AT,
  DIALECTS,
  type TestDatabase,
  gameRecord,
  gameTable,
  newTableId,
  prepareStore,
  testProjection,
  withFreshStore,
} from './test-support.js';

describe('validateTable', () => {
  it('accepts a table and keeps exactly its fields', () => {
    const table = gameTable('T_1-x', { createdBy: null });
    expect(validateTable(table)).toEqual({ ok: true, value: table });
    expect(validateTable(gameTable('a'.repeat(64))).ok).toBe(true);
  });

  it.each([
    ['an empty id', { id: '' }, 'a game table id is 1 to 64 characters'],
    ['an id of 65 characters', { id: 'a'.repeat(65) }, 'a game table id'],
    ['an id with a space', { id: 'a b' }, 'a game table id'],
    ['an id with a slash', { id: 'a/b' }, 'a game table id'],
    ['an id with an accent', { id: 'tavolò' }, 'a game table id'],
    ['no game', { game: ' ' }, 'game is a non-empty string'],
    ['no profile', { profile: '' }, 'profile is a non-empty string'],
    ['a config that is no JSON', { config: { turn: Number.NaN } }, 'config.turn: NaN'],
    ['no config', { config: undefined }, 'config: undefined is not JSON'],
    ['no secret', { secret: '' }, 'secret is a non-empty string'],
    ['an unknown phase', { phase: 'finished' as never }, 'a game phase is one of'],
    ['an empty creator', { createdBy: '' }, 'createdBy is a user id or null'],
    ['a local creation time', { createdAt: '2025-03-01T15:00:00' }, 'createdAt is an ISO-8601'],
    ['a head of the log', { lastSeq: 0 } as never, 'unknown field "lastSeq"'],
  ])('refuses %s', (_, fields, message) => {
    expect(validateTable(gameTable('t', fields))).toEqual({
      ok: false,
      error: { code: 'invalid-argument', message: expect.stringContaining(message) },
    });
  });

  it('refuses what is no object', () => {
    expect(validateTable(null as never)).toMatchObject({ ok: false });
    expect(validateTable([] as never)).toMatchObject({ ok: false });
  });
});

describe('planAppend', () => {
  const r = gameRecord('move');

  it('joins the batches of one table, in order, and sorts the tables by id', () => {
    const planned = planAppend([
      { tableId: 'b', expectedSeq: 3, records: [r, r] },
      { tableId: 'a', expectedSeq: 0, records: [r] },
      { tableId: 'b', expectedSeq: 5, records: [gameRecord('end')] },
    ]);
    expect(planned).toEqual({
      ok: true,
      value: [
        { tableId: 'a', expectedSeq: 0, records: [r] },
        { tableId: 'b', expectedSeq: 3, records: [r, r, gameRecord('end')] },
      ],
    });
  });

  it('answers a conflict for a later batch that does not expect the head the earlier leave', () => {
    expect(
      planAppend([
        { tableId: 'b', expectedSeq: 3, records: [r, r] },
        { tableId: 'b', expectedSeq: 3, records: [r] },
      ]),
    ).toEqual({
      ok: false,
      error: {
        code: 'conflict',
        message: expect.stringContaining('"b"'),
        expectedSeq: 3,
        lastSeq: 5,
        tableId: 'b',
      },
    });
  });

  it.each([
    ['batches that are no array', 'x', 'invalid-argument', 'batches are an array'],
    ['a batch that is no object', [null], 'invalid-argument', 'batches[0] is not an object'],
    [
      'a bad table id',
      [{ tableId: 'a b', expectedSeq: 0, records: [r] }],
      'invalid-argument',
      'batches[0].tableId',
    ],
    [
      'a negative expectedSeq',
      [{ tableId: 'a', expectedSeq: -1, records: [r] }],
      'invalid-argument',
      'expectedSeq',
    ],
    [
      'a fractional expectedSeq',
      [{ tableId: 'a', expectedSeq: 0.5, records: [r] }],
      'invalid-argument',
      'expectedSeq',
    ],
    [
      'no records',
      [{ tableId: 'a', expectedSeq: 0, records: [] }],
      'invalid-argument',
      'at least one record',
    ],
    [
      'records that are no array',
      [{ tableId: 'a', expectedSeq: 0, records: r }],
      'invalid-argument',
      'records',
    ],
    [
      'an unknown batch field',
      [{ tableId: 'a', expectedSeq: 0, records: [r], seq: 1 }],
      'invalid-argument',
      'unknown field "seq"',
    ],
    [
      'a record without kind',
      [{ tableId: 'a', expectedSeq: 0, records: [{ ...r, kind: '' }] }],
      'invalid-record',
      'batches[0].records[0].kind',
    ],
    [
      'a record with a local time',
      [{ tableId: 'a', expectedSeq: 0, records: [{ ...r, at: '2025-03-01 15:00' }] }],
      'invalid-record',
      'records[0].at',
    ],
    [
      'a record without data',
      [{ tableId: 'a', expectedSeq: 0, records: [{ kind: 'x', at: AT }] }],
      'invalid-record',
      'data is missing',
    ],
    [
      'a record with a Map',
      [{ tableId: 'a', expectedSeq: 0, records: [r, gameRecord('x', new Map())] }],
      'invalid-record',
      'records[1].data: a Map',
    ],
    [
      'a payload beside data',
      [{ tableId: 'a', expectedSeq: 0, records: [{ ...r, card: 'AS' }] }],
      'invalid-record',
      'unknown field "card"',
    ],
    [
      'a log beyond 2^31 - 1',
      [{ tableId: 'a', expectedSeq: 2 ** 31 - 1, records: [r] }],
      'invalid-argument',
      '2^31 - 1',
    ],
  ])('refuses %s', (_, batches, code, message) => {
    expect(planAppend(batches as never)).toEqual({
      ok: false,
      error: { code, message: expect.stringContaining(message) },
    });
  });
});

describe.each(DIALECTS)('the game log on $kind', ({ createDatabase }) => {
  const fixture = prepareStore(createDatabase);
  let database: TestDatabase;
  let games: GameLogStore;
  beforeEach(() => {
    let store: Store;
    ({ database, store } = fixture());
    games = store.games;
  });

  /** A new table whose log holds `count` records. */
  const tableWith = async (count = 0, fields: Parameters<typeof gameTable>[1] = {}) => {
    const id = newTableId();
    const created = await games.createTable(gameTable(id, fields));
    if (!created.ok) throw new Error(created.error.message);
    if (count > 0) {
      const records = Array.from({ length: count }, (_, i) => gameRecord('setup', { i }));
      const appended = await games.append([{ tableId: id, expectedSeq: 0, records }]);
      if (!appended.ok) throw new Error(appended.error.message);
    }
    return id;
  };

  /** A table's row, log and seats, to check that a refused call changed nothing. */
  const snapshot = async (id: string) => ({
    table: await games.readTable(id),
    records: await games.readRecords(id),
    players: await games.players(id),
  });

  describe('tables', () => {
    it('creates a table with an empty log and reads it back exactly', async () => {
      const id = newTableId();
      const table = gameTable(id, { createdAt: '2025-03-01T16:00:00.123+01:00' });
      expect(await games.createTable(table)).toEqual({ ok: true, value: undefined });
      expect(await games.readTable(id)).toEqual({ ok: true, value: { ...table, lastSeq: 0 } });
      expect(await games.readRecords(id)).toEqual([]);
      expect(await games.players(id)).toEqual([]);
    });

    it('keeps a table created by the server, with no creator', async () => {
      const id = newTableId();
      await games.createTable(gameTable(id, { createdBy: null, config: null }));
      expect(await games.readTable(id)).toMatchObject({
        ok: true,
        value: { createdBy: null, config: null },
      });
    });

    it('refuses a taken id, and keeps the first table', async () => {
      const id = await tableWith(2);
      const before = await snapshot(id);
      const again = await games.createTable(gameTable(id, { game: 'burraco', secret: 'other' }));
      expect(again).toEqual({
        ok: false,
        error: { code: 'table-exists', message: `a game table has id "${id}" already` },
      });
      expect(await snapshot(id)).toEqual(before);
    });

    it('lets exactly one of several creations of the same id win', async () => {
      const id = newTableId();
      const results = await Promise.all(
        ['a', 'b', 'c'].map((secret) => games.createTable(gameTable(id, { secret }))),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok && r.error.code === 'table-exists')).toHaveLength(2);
    });

    it('refuses a bad table, and creates nothing', async () => {
      const id = newTableId();
      const created = await games.createTable(gameTable(id, { phase: 'done' as never }));
      expect(!created.ok && created.error.code).toBe('invalid-argument');
      expect(await games.readTable(id)).toMatchObject({
        ok: false,
        error: { code: 'unknown-table' },
      });
    });

    it('answers unknown-table for an unknown id and invalid-argument for a malformed one', async () => {
      expect(await games.readTable('nobody')).toEqual({
        ok: false,
        error: { code: 'unknown-table', message: 'no game table has id "nobody"' },
      });
      for (const write of [
        games.setPhase('nobody', 'playing'),
        games.updateConfig('nobody', {}),
        games.setPlayer('nobody', 0, { userId: 'u', name: 'U' }),
        games.markAbandoned('nobody', 0, true),
        games.append([{ tableId: 'nobody', expectedSeq: 0, records: [gameRecord('x')] }]),
      ])
        expect(await write).toMatchObject({ ok: false, error: { code: 'unknown-table' } });
      for (const read of [
        games.readTable('no body'),
        games.setPhase('', 'playing'),
        games.updateConfig('x'.repeat(65), {}),
        games.setPlayer('a/b', 0, null),
        games.markAbandoned('a.b', 0, true),
      ])
        expect(await read).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
      expect(await games.readRecords('nobody')).toEqual([]);
      expect(await games.players('nobody')).toEqual([]);
      expect(await games.readRecords('no body')).toEqual([]);
    });

    it('changes the phase and the config, and nothing else', async () => {
      const id = await tableWith(1);
      const before = await games.readTable(id);
      if (!before.ok) throw new Error(before.error.message);
      expect(await games.setPhase(id, 'playing')).toEqual({ ok: true, value: undefined });
      const config = { seats: 2, note: 'Perché ♠', rules: [{ jolly: true }] };
      expect(await games.updateConfig(id, config)).toEqual({ ok: true, value: undefined });
      expect(await games.readTable(id)).toEqual({
        ok: true,
        value: { ...before.value, phase: 'playing', config },
      });
    });

    it('refuses a bad phase or config, and changes nothing', async () => {
      const id = await tableWith();
      const before = await snapshot(id);
      expect(await games.setPhase(id, 'done' as never)).toMatchObject({
        ok: false,
        error: { code: 'invalid-argument', message: expect.stringContaining('waiting, playing') },
      });
      expect(await games.updateConfig(id, { at: new Date(0) })).toMatchObject({
        ok: false,
        error: { code: 'invalid-argument', message: expect.stringContaining('config.at') },
      });
      expect(await games.updateConfig(id, undefined)).toMatchObject({ ok: false });
      expect(await snapshot(id)).toEqual(before);
    });
  });

  describe('lists of tables', () => {
    it('lists newest first, whatever the offsets, ties by id, and filters by phase', () =>
      withFreshStore(createDatabase, async ({ games }) => {
        const create = (id: string, createdAt: string, phase = 'waiting' as const) =>
          games.createTable(gameTable(id, { createdAt, phase }));
        // 10:30+02:00 is 08:30Z: the oldest, although it sorts last as text.
        await create('late', '2020-01-01T10:00:00Z');
        await create('early', '2020-01-01T10:30:00+02:00');
        await create('middle', '2020-01-01T09:00:00Z');
        // The same instant three ways: ties go by id, in code-unit order on both dialects.
        await create('tie-b', '2021-06-01T12:00:00Z');
        await create('Tie-c', '2021-06-01T14:00:00+02:00');
        await create('tie_a', '2021-06-01T12:00:00.000Z');
        await games.setPhase('middle', 'over');
        await games.setPhase('tie-b', 'playing');
        const ids = async (filter?: Parameters<GameLogStore['listTables']>[0]) =>
          (await games.listTables(filter)).map((table) => table.id);
        expect(await ids()).toEqual(['Tie-c', 'tie-b', 'tie_a', 'late', 'middle', 'early']);
        expect(await ids({ phases: ['over', 'playing'] })).toEqual(['tie-b', 'middle']);
        expect(await ids({ phases: ['waiting'], limit: 2 })).toEqual(['Tie-c', 'tie_a']);
        expect(await ids({ phases: [] })).toEqual([]);
        expect(await ids({ phases: ['finished' as never] })).toEqual([]);
        expect(await ids({ phases: 'over' as never })).toEqual([]);
        expect(await ids(null as never)).toHaveLength(6);
        // The limit cuts through the tie, after sorting it.
        expect(await ids({ limit: 2 })).toEqual(['Tie-c', 'tie-b']);
        expect(await ids({ limit: 0 })).toEqual([]);
        expect(await ids({ limit: 1.9 })).toEqual(['Tie-c']);
        const [first] = await games.listTables({ limit: 1 });
        expect(first).toEqual({
          ...gameTable('Tie-c'),
          createdAt: '2021-06-01T14:00:00+02:00',
          lastSeq: 0,
        });
      }));

    it('lists 100 tables by default and at most 1000', () =>
      withFreshStore(createDatabase, async ({ games }, { location }) => {
        // Written straight into the table, in one statement per 500: 1001 commits one by one
        // would spend seconds in fsync.
        const start = Date.parse('2024-01-01T00:00:00Z');
        const rows = Array.from({ length: 1_001 }, (_, i) => ({
          id: `t${i}`,
          game: 'scala40',
          profile: 'fisca-101',
          config: '{}',
          secret: 's',
          phase: 'over',
          created_by: null,
          created_at: new Date(start + i * 60_000).toISOString(),
          created_ms: start + i * 60_000,
        }));
        const db = connect(location);
        try {
          for (const chunk of [rows.slice(0, 500), rows.slice(500)])
            await db.insertInto('game_tables').values(chunk).execute();
        } finally {
          await db.destroy();
        }
        const listed = await games.listTables();
        expect(listed.map((table) => table.id)).toEqual(
          Array.from({ length: 100 }, (_, i) => `t${1_000 - i}`),
        );
        expect(listed[0]).toEqual({
          ...gameTable('t1000', { config: {}, secret: 's', phase: 'over', createdBy: null }),
          createdAt: '2024-01-01T16:40:00.000Z',
          lastSeq: 0,
        });
        const all = await games.listTables({ limit: 5_000, phases: ['over'] });
        expect(all.map((table) => table.id)).toEqual(
          Array.from({ length: 1_000 }, (_, i) => `t${1_000 - i}`),
        );
      }));

    it('lists every unfinished table, however many, oldest first, for a restart', () =>
      withFreshStore(createDatabase, async ({ games }, { location }) => {
        const start = Date.parse('2024-01-01T00:00:00Z');
        const phases = ['waiting', 'playing', 'paused', 'over'] as const;
        const rows = Array.from({ length: 1_200 }, (_, i) => ({
          id: `u${i}`,
          game: 'burraco',
          profile: 'champion',
          config: '{}',
          secret: 's',
          phase: phases[i % 4] as string,
          created_by: null,
          created_at: new Date(start + i * 1_000).toISOString(),
          created_ms: start + i * 1_000,
        }));
        const db = connect(location);
        try {
          for (let i = 0; i < rows.length; i += 500)
            await db
              .insertInto('game_tables')
              .values(rows.slice(i, i + 500))
              .execute();
        } finally {
          await db.destroy();
        }
        const unfinished = await games.unfinishedTables();
        expect(unfinished).toHaveLength(900);
        expect(unfinished.map((t) => t.id)).toEqual(
          rows.filter((r) => r.phase !== 'over').map((r) => r.id),
        );
      }));
  });

  describe('appending', () => {
    it('appends batches of several tables in one call, numbered after each expectedSeq', async () => {
      const [a, b, c] = [await tableWith(), await tableWith(2), await tableWith(1)];
      const data = {
        text: 'Perché no? ♠♥ «ciao»',
        numbers: [0, -1, 1.5, 1e300, Number.MAX_SAFE_INTEGER],
        nested: { empty: {}, list: [], flag: false, nothing: null },
      };
      const appended = await games.append([
        { tableId: b, expectedSeq: 2, records: [gameRecord('draw', { card: 'AS' })] },
        {
          tableId: a,
          expectedSeq: 0,
          records: [gameRecord('deal', data), gameRecord('open', 'plain')],
        },
        // A second batch for b, after the first.
        { tableId: b, expectedSeq: 3, records: [gameRecord('discard', { card: '7H' })] },
        { tableId: c, expectedSeq: 1, records: [gameRecord('end', null)] },
      ]);
      expect(appended).toEqual({ ok: true, value: undefined });
      expect(await games.readRecords(a)).toEqual([
        { seq: 1, kind: 'deal', at: AT, data },
        { seq: 2, kind: 'open', at: AT, data: 'plain' },
      ]);
      expect(await games.readRecords(b)).toEqual([
        { seq: 1, kind: 'setup', at: AT, data: { i: 0 } },
        { seq: 2, kind: 'setup', at: AT, data: { i: 1 } },
        { seq: 3, kind: 'draw', at: AT, data: { card: 'AS' } },
        { seq: 4, kind: 'discard', at: AT, data: { card: '7H' } },
      ]);
      expect(await games.readRecords(b, 2)).toEqual((await games.readRecords(b)).slice(2));
      expect(await games.readRecords(c, 1)).toEqual([{ seq: 2, kind: 'end', at: AT, data: null }]);
      const heads = await Promise.all([a, b, c].map((id) => games.readTable(id)));
      expect(heads.map((head) => head.ok && head.value.lastSeq)).toEqual([2, 4, 2]);
    });

    it('reads from any position', async () => {
      const id = await tableWith(5);
      const seqs = async (afterSeq?: number) =>
        (await games.readRecords(id, afterSeq)).map((record) => record.seq);
      expect(await seqs()).toEqual([1, 2, 3, 4, 5]);
      expect(await seqs(5)).toEqual([]);
      expect(await seqs(99)).toEqual([]);
      expect(await seqs(2.5)).toEqual([3, 4, 5]);
      expect(await seqs(-1)).toEqual([1, 2, 3, 4, 5]);
      expect(await seqs(Infinity)).toEqual([]);
      expect(await seqs(Number.NaN)).toEqual([]);
    });

    it('does nothing, and says ok, for no batches at all', async () => {
      expect(await games.append([])).toEqual({ ok: true, value: undefined });
    });

    it('writes nothing when one table of the call has moved, and names it', async () => {
      const [a, b, c] = [await tableWith(1), await tableWith(3), await tableWith()];
      const before = await Promise.all([a, b, c].map(snapshot));
      const refused = await games.append([
        { tableId: a, expectedSeq: 1, records: [gameRecord('move')] },
        { tableId: b, expectedSeq: 2, records: [gameRecord('move'), gameRecord('move')] },
        { tableId: c, expectedSeq: 0, records: [gameRecord('move')] },
      ]);
      expect(refused).toEqual({
        ok: false,
        error: {
          code: 'conflict',
          message: expect.stringContaining(`"${b}" has 3 records, not 2`),
          expectedSeq: 2,
          lastSeq: 3,
          tableId: b,
        },
      });
      expect(await Promise.all([a, b, c].map(snapshot))).toEqual(before);
    });

    it('writes nothing when a table of the call is unknown', async () => {
      const a = await tableWith(1);
      const before = await snapshot(a);
      const refused = await games.append([
        { tableId: a, expectedSeq: 1, records: [gameRecord('move')] },
        { tableId: 'zzz-nobody', expectedSeq: 0, records: [gameRecord('move')] },
      ]);
      expect(refused).toMatchObject({ ok: false, error: { code: 'unknown-table' } });
      expect(await snapshot(a)).toEqual(before);
      expect((await games.listTables()).some((table) => table.id === 'zzz-nobody')).toBe(false);
    });

    it('writes nothing when two batches of one table do not follow each other', async () => {
      const [a, b] = [await tableWith(), await tableWith()];
      const before = await Promise.all([a, b].map(snapshot));
      const refused = await games.append([
        { tableId: a, expectedSeq: 0, records: [gameRecord('move')] },
        { tableId: b, expectedSeq: 0, records: [gameRecord('move')] },
        { tableId: b, expectedSeq: 0, records: [gameRecord('move')] },
      ]);
      expect(refused).toMatchObject({
        ok: false,
        error: { code: 'conflict', tableId: b, expectedSeq: 0, lastSeq: 1 },
      });
      expect(await Promise.all([a, b].map(snapshot))).toEqual(before);
    });

    it('writes nothing when one record of the call is invalid', async () => {
      const [a, b] = [await tableWith(), await tableWith()];
      const before = await Promise.all([a, b].map(snapshot));
      const refused = await games.append([
        { tableId: a, expectedSeq: 0, records: [gameRecord('move')] },
        { tableId: b, expectedSeq: 0, records: [gameRecord('move', { score: Infinity })] },
      ]);
      expect(refused).toEqual({
        ok: false,
        error: {
          code: 'invalid-record',
          message: 'batches[1].records[0].data.score: Infinity is not a JSON number',
        },
      });
      expect(await Promise.all([a, b].map(snapshot))).toEqual(before);
    });

    it('appends many records at once', async () => {
      const [a, b] = [await tableWith(), await tableWith()];
      const many = (n: number) =>
        Array.from({ length: n }, (_, i) => gameRecord('move', { n: i + 1, pad: 'x'.repeat(50) }));
      const appended = await games.append([
        { tableId: a, expectedSeq: 0, records: many(1_200) },
        { tableId: b, expectedSeq: 0, records: many(700) },
      ]);
      expect(appended.ok).toBe(true);
      const log = await games.readRecords(a);
      expect(log.map((record) => record.seq)).toEqual(
        Array.from({ length: 1_200 }, (_, i) => i + 1),
      );
      expect(log.every((record) => (record.data as { n: number }).n === record.seq)).toBe(true);
      expect(await games.readRecords(b, 699)).toHaveLength(1);
    });

    it('lets exactly one of several appends with the same expectedSeq win', async () => {
      const id = await tableWith();
      let expectedSeq = 0;
      for (let race = 0; race < 10; race++) {
        const results = await Promise.all(
          ['north', 'east', 'south'].map((by) =>
            games.append([
              {
                tableId: id,
                expectedSeq,
                records: [gameRecord('move', { race, by }), gameRecord('end', { race, by })],
              },
            ]),
          ),
        );
        expect(results.filter((result) => result.ok)).toHaveLength(1);
        for (const result of results.filter((r) => !r.ok))
          expect(result).toMatchObject({
            error: { code: 'conflict', tableId: id, lastSeq: expectedSeq + 2 },
          });
        expectedSeq += 2;
      }
      const log = await games.readRecords(id);
      expect(log.map((record) => record.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      // Each winner's two records sit together.
      const by = log.map((record) => (record.data as { by: string }).by);
      expect(by).toEqual(by.map((_, i) => by[i - (i % 2)]));
    });

    it('runs group commits over the same tables in any order side by side', async () => {
      const tables = [await tableWith(), await tableWith(), await tableWith()];
      // Each call appends to every table, in its own order; the heads they expect are those the
      // previous calls leave, so every call can succeed, whatever order they commit in.
      const orders = [tables, [...tables].reverse(), [tables[1], tables[2], tables[0]]] as const;
      const appendToAll = async (order: readonly string[], round: number) => {
        for (;;) {
          const batches: GameAppend[] = [];
          for (const tableId of order) {
            const table = await games.readTable(tableId);
            if (!table.ok) return table;
            batches.push({
              tableId,
              expectedSeq: table.value.lastSeq,
              records: [gameRecord('move', { round })],
            });
          }
          const result = await games.append(batches);
          // Someone else went first: read the heads again and retry.
          if (result.ok || result.error.code !== 'conflict') return result;
        }
      };
      for (let round = 0; round < 5; round++) {
        const results = await Promise.all(
          orders.map((order) => appendToAll(order as readonly string[], round)),
        );
        expect(results.every((result) => result.ok)).toBe(true);
      }
      for (const id of tables)
        expect((await games.readRecords(id)).map((record) => record.seq)).toEqual(
          Array.from({ length: 15 }, (_, i) => i + 1),
        );
    });

    it('keeps every table, seat and record across a close and a reopen', async () => {
      const id = await tableWith(3);
      await games.setPlayer(id, 1, { userId: 'u-keep', name: 'Keep' });
      const before = await snapshot(id);
      const first = await openStore(database.location, testProjection);
      expect(
        await first.games.append([
          { tableId: id, expectedSeq: 3, records: [gameRecord('last', [1, 2])] },
        ]),
      ).toMatchObject({ ok: true });
      await first.close();
      const reopened = await openStore(database.location, testProjection);
      try {
        expect(await reopened.games.readRecords(id, 3)).toEqual([
          { seq: 4, kind: 'last', at: AT, data: [1, 2] },
        ]);
        expect(await reopened.games.readRecords(id)).toEqual([
          ...before.records,
          { seq: 4, kind: 'last', at: AT, data: [1, 2] },
        ]);
        expect(await reopened.games.players(id)).toEqual(before.players);
        expect(await reopened.games.readTable(id)).toEqual({
          ok: true,
          value: { ...(before.table.ok && before.table.value), lastSeq: 4 },
        });
      } finally {
        await reopened.close();
      }
    });
  });

  describe('seats', () => {
    const anna = { userId: 'u-anna', name: 'Anna' };
    const bruno = { userId: 'u-bruno', name: 'Bruno' };

    it('seats users at slots, and lists them by slot', async () => {
      const id = await tableWith();
      expect(await games.setPlayer(id, 2, bruno)).toEqual({ ok: true, value: undefined });
      expect(await games.setPlayer(id, 0, anna)).toEqual({ ok: true, value: undefined });
      expect(await games.players(id)).toEqual([
        { slot: 0, userId: 'u-anna', name: 'Anna', abandoned: false },
        { slot: 2, userId: 'u-bruno', name: 'Bruno', abandoned: false },
      ]);
    });

    it('refuses the same user at a second slot of one table, and a taken slot', async () => {
      const id = await tableWith();
      await games.setPlayer(id, 0, anna);
      const before = await snapshot(id);
      expect(await games.setPlayer(id, 1, { ...anna, name: 'Anna again' })).toEqual({
        ok: false,
        error: {
          code: 'already-seated',
          message: `user "u-anna" holds slot 0 of game table "${id}" already`,
        },
      });
      expect(await games.setPlayer(id, 0, bruno)).toMatchObject({
        ok: false,
        error: { code: 'slot-taken' },
      });
      expect(await snapshot(id)).toEqual(before);
      // The same user at another table is fine.
      const other = await tableWith();
      expect(await games.setPlayer(other, 1, anna)).toMatchObject({ ok: true });
    });

    it('frees a slot for someone else, and lets the same user move', async () => {
      const id = await tableWith();
      await games.setPlayer(id, 0, anna);
      expect(await games.setPlayer(id, 0, null)).toEqual({ ok: true, value: undefined });
      expect(await games.players(id)).toEqual([]);
      expect(await games.setPlayer(id, 0, null)).toEqual({ ok: true, value: undefined });
      expect(await games.setPlayer(id, 0, bruno)).toMatchObject({ ok: true });
      expect(await games.setPlayer(id, 3, anna)).toMatchObject({ ok: true });
      expect((await games.players(id)).map((p) => [p.slot, p.userId])).toEqual([
        [0, 'u-bruno'],
        [3, 'u-anna'],
      ]);
    });

    it('renames the user who sits at the slot already', async () => {
      const id = await tableWith();
      await games.setPlayer(id, 1, anna);
      await games.markAbandoned(id, 1, true);
      expect(await games.setPlayer(id, 1, { ...anna, name: 'Anna M.' })).toMatchObject({
        ok: true,
      });
      expect(await games.players(id)).toEqual([
        { slot: 1, userId: 'u-anna', name: 'Anna M.', abandoned: true },
      ]);
    });

    it('lets one of several users racing for a slot sit, and one slot per user racing', async () => {
      const id = await tableWith();
      const users = ['a', 'b', 'c', 'd'].map((n) => ({ userId: `u-${n}`, name: n }));
      const forSlot = await Promise.all(users.map((user) => games.setPlayer(id, 0, user)));
      expect(forSlot.filter((result) => result.ok)).toHaveLength(1);
      expect(forSlot.filter((r) => !r.ok && r.error.code === 'slot-taken')).toHaveLength(3);
      const forUser = await Promise.all([1, 2, 3].map((slot) => games.setPlayer(id, slot, bruno)));
      expect(forUser.filter((result) => result.ok)).toHaveLength(1);
      const winner = users[forSlot.findIndex((result) => result.ok)];
      const seated = await games.players(id);
      expect(seated.map((p) => p.userId).sort()).toEqual([winner?.userId, 'u-bruno'].sort());
      expect(seated[0]).toMatchObject({ slot: 0, userId: winner?.userId });
    });

    it('marks a player as gone, and back', async () => {
      const id = await tableWith();
      await games.setPlayer(id, 0, anna);
      await games.setPlayer(id, 1, bruno);
      expect(await games.markAbandoned(id, 1, true)).toEqual({ ok: true, value: undefined });
      expect((await games.players(id)).map((p) => p.abandoned)).toEqual([false, true]);
      expect(await games.markAbandoned(id, 1, false)).toEqual({ ok: true, value: undefined });
      expect((await games.players(id)).map((p) => p.abandoned)).toEqual([false, false]);
      expect(await games.markAbandoned(id, 2, true)).toEqual({
        ok: false,
        error: { code: 'empty-slot', message: `nobody holds slot 2 of game table "${id}"` },
      });
    });

    it.each([
      ['a negative slot', -1, { userId: 'u', name: 'U' }],
      ['a fractional slot', 0.5, { userId: 'u', name: 'U' }],
      ['an empty user id', 0, { userId: '', name: 'U' }],
      ['an empty name', 0, { userId: 'u', name: ' ' }],
      ['a user that is no object', 0, 'u'],
      ['a field the store would not keep', 0, { userId: 'u', name: 'U', role: 'admin' }],
    ])('refuses %s, and seats nobody', async (_, slot, user) => {
      const id = await tableWith();
      expect(await games.setPlayer(id, slot, user as never)).toMatchObject({
        ok: false,
        error: { code: 'invalid-argument' },
      });
      expect(await games.players(id)).toEqual([]);
    });

    it('refuses a bad slot or flag for markAbandoned', async () => {
      const id = await tableWith();
      await games.setPlayer(id, 0, anna);
      for (const [slot, flag] of [
        [-1, true],
        [0, 'yes'],
      ] as const)
        expect(await games.markAbandoned(id, slot, flag as never)).toMatchObject({
          ok: false,
          error: { code: 'invalid-argument' },
        });
      expect((await games.players(id))[0]?.abandoned).toBe(false);
    });
  });

  describe("a player's games", () => {
    it('lists the tables a user holds a slot at, newest first, with the slot', () =>
      withFreshStore(createDatabase, async ({ games }) => {
        const at = (day: number) => `2025-05-${String(day).padStart(2, '0')}T20:00:00+02:00`;
        for (const [id, day] of [
          ['first', 1],
          ['third', 3],
          ['second', 2],
          ['fourth', 4],
        ] as const)
          await games.createTable(gameTable(id, { createdAt: at(day) }));
        const carla = { userId: 'u-carla', name: 'Carla' };
        await games.setPlayer('first', 0, carla);
        await games.setPlayer('second', 2, carla);
        await games.setPlayer('third', 1, carla);
        await games.setPlayer('fourth', 1, { userId: 'u-dario', name: 'Dario' });
        await games.markAbandoned('second', 2, true);
        await games.setPhase('first', 'over');
        const listed = await games.tablesOfUser('u-carla');
        expect(listed.map((t) => [t.id, t.slot, t.abandoned, t.phase])).toEqual([
          ['third', 1, false, 'waiting'],
          ['second', 2, true, 'waiting'],
          ['first', 0, false, 'over'],
        ]);
        expect(listed[0]).toEqual({
          ...gameTable('third', { createdAt: at(3) }),
          lastSeq: 0,
          slot: 1,
          abandoned: false,
        });
        expect((await games.tablesOfUser('u-carla', 2)).map((t) => t.id)).toEqual([
          'third',
          'second',
        ]);
        // A freed slot takes the table off the list.
        await games.setPlayer('third', 1, null);
        expect((await games.tablesOfUser('u-carla')).map((t) => t.id)).toEqual(['second', 'first']);
        expect(await games.tablesOfUser('u-nobody')).toEqual([]);
        expect(await games.tablesOfUser('')).toEqual([]);
      }));
  });
});

describe('game logs in a SQLite file', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await DIALECTS[0].createDatabase();
  });

  afterAll(() => database?.drop());

  it('keeps every committed group commit, whole across its tables, when the writer is killed (kill -9)', async () => {
    const { location } = database;
    if (location.kind !== 'sqlite') throw new Error('expected a SQLite location');
    const tables = ['north', 'east', 'south'];
    const setup = await openStore(location, testProjection);
    try {
      for (const id of tables) await setup.games.createTable(gameTable(id));
    } finally {
      await setup.close();
    }
    for (let kill = 1; kill <= 3; kill++) {
      const acknowledged = await groupCommitsUntilKilled(location.file, tables, 20);
      const check = new Sqlite(location.file, { readonly: true });
      expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
      check.close();
      const store = await openStore(location, testProjection);
      try {
        const logs = await Promise.all(tables.map((id) => store.games.readRecords(id)));
        const [first] = logs;
        const length = first?.length ?? 0;
        // Everything the writer saw committed is there; each commit wrote one record to every
        // table, so every log has the same length: a commit is whole or absent everywhere.
        expect(length).toBeGreaterThanOrEqual(acknowledged);
        for (const log of logs) {
          expect(log.map((record) => record.seq)).toEqual(Array.from({ length }, (_, i) => i + 1));
          expect(log.every((record) => (record.data as { n: number }).n === record.seq)).toBe(true);
        }
        const heads = await Promise.all(tables.map((id) => store.games.readTable(id)));
        expect(heads.map((head) => head.ok && head.value.lastSeq)).toEqual(
          tables.map(() => length),
        );
      } finally {
        await store.close();
      }
    }
  });
});

const DIST = fileURLToPath(new URL('../dist/index.js', import.meta.url));

/**
 * Runs the BUILT store (packages/store/dist: build first with `npx tsc -b`) in a child process
 * that group-commits one record to each of `tables` per call, forever, printing the new head
 * after each commit; kills it with SIGKILL once `count` commits are acknowledged, and answers
 * the last head printed.
 */
const groupCommitsUntilKilled = async (
  file: string,
  tables: readonly string[],
  count: number,
): Promise<number> => {
  if (!existsSync(DIST)) throw new Error(`${DIST} is missing: build first with npx tsc -b`);
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '--eval',
      GROUP_COMMIT_CHILD,
      pathToFileURL(DIST).href,
      file,
      ...tables,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', () => resolve());
  });
  let last = 0;
  await new Promise<void>((resolve, reject) => {
    let seen = 0;
    createInterface({ input: child.stdout }).on('line', (line) => {
      last = Number(line);
      seen += 1;
      if (seen === count) resolve();
    });
    void exited.then(() => reject(new Error(`the writer exited after ${seen} commits`)));
  });
  child.kill('SIGKILL');
  await exited;
  return last;
};

const GROUP_COMMIT_CHILD = `
const [dist, file, ...tables] = process.argv.slice(1);
const { openStore } = await import(dist);
const projection = () => ({
  summary: { status: 'open', currentRound: 0, totalRounds: 0, entrantCount: 0 },
  standings: [],
});
const store = await openStore({ kind: 'sqlite', file }, projection);
const head = await store.games.readTable(tables[0]);
for (let seq = head.value.lastSeq; ; seq++) {
  const result = await store.games.append(
    tables.map((tableId) => ({
      tableId,
      expectedSeq: seq,
      records: [{ kind: 'move', at: new Date().toISOString(), data: { n: seq + 1, pad: 'x'.repeat(2000) } }],
    })),
  );
  if (!result.ok) throw new Error(result.error.message);
  process.stdout.write(seq + 1 + '\\n');
}
`;
