/**
 * A group commit answers each table on its own: one table's bad write (data the store refuses,
 * a head that moved, records the database fails on) must not cost the other tables theirs.
 * The same tests run on every writer of the game logs: the store's own `appendEach` on SQLite
 * and on this machine's PostgreSQL, the SQLite writer's statements on the calling thread, and
 * the log writer on its own thread.
 */
import { type Result, ok } from '@tavolo/cards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from './connect.js';
import type { StoreError } from './error.js';
import type { GameAppend } from './games.js';
import { openGameLogWriter } from './log-writer.js';
import { sqliteWriter } from './sqlite-append.js';
import { type Store, openStore } from './store.js';
import {
  DIALECTS,
  type TestDatabase,
  gameRecord,
  gameTable,
  newTableId,
  poisonRecords,
  testProjection,
} from './test-support.js';

type AppendEach = (batches: readonly GameAppend[]) => Promise<readonly Result<void, StoreError>[]>;

interface Writer {
  readonly name: string;
  readonly dialect: (typeof DIALECTS)[number];
  /** The writer's appendEach on the database the store opened, and how to close it. */
  readonly open: (
    store: Store,
    database: TestDatabase,
  ) => Promise<{ readonly appendEach: AppendEach; readonly close: () => Promise<void> }>;
}

const sqliteFile = (database: TestDatabase): string => {
  if (database.location.kind !== 'sqlite') throw new Error('a SQLite database');
  return database.location.file;
};

const WRITERS: readonly Writer[] = [
  {
    name: 'the store on SQLite',
    dialect: DIALECTS[0],
    open: async (store) => ({ appendEach: store.games.appendEach, close: async () => undefined }),
  },
  {
    name: 'the store on PostgreSQL',
    dialect: DIALECTS[1],
    open: async (store) => ({ appendEach: store.games.appendEach, close: async () => undefined }),
  },
  {
    name: "the SQLite writer's statements on this thread",
    dialect: DIALECTS[0],
    open: async (_, database) => {
      const connection = openSqlite(sqliteFile(database));
      const { appendEach } = sqliteWriter(connection);
      return {
        appendEach: async (batches) => appendEach(batches),
        close: async () => {
          connection.close();
        },
      };
    },
  },
  {
    name: 'the log writer on its own thread (SQLite)',
    dialect: DIALECTS[0],
    open: async (_, database) => {
      const writer = await openGameLogWriter(sqliteFile(database));
      return { appendEach: writer.appendEach, close: () => writer.close() };
    },
  },
];

/** `levels` arrays, one inside the other, around 0: 14 KB of JSON for 7,000. */
const nested = (levels: number): unknown => {
  let value: unknown = 0;
  for (let level = 0; level < levels; level++) value = [value];
  return value;
};

describe.each(WRITERS)('a group commit by $name', ({ dialect, open }) => {
  let database: TestDatabase;
  let store: Store;
  let appendEach: AppendEach;
  let close: () => Promise<void>;

  beforeAll(async () => {
    database = await dialect.createDatabase();
    store = await openStore(database.location, testProjection);
    await poisonRecords(database.location, 'poison%');
    ({ appendEach, close } = await open(store, database));
  }, 30_000);

  afterAll(async () => {
    await close?.();
    await store?.close();
    await database?.drop();
  });

  const newTable = async (prefix = 'g') => {
    const id = `${prefix}-${newTableId()}`;
    const created = await store.games.createTable(gameTable(id));
    if (!created.ok) throw new Error(created.error.message);
    return id;
  };

  const honestTables = (count: number) =>
    Promise.all(Array.from({ length: count }, () => newTable()));

  const move = (tableId: string, expectedSeq = 0, data: unknown = { card: 'QH' }): GameAppend => ({
    tableId,
    expectedSeq,
    records: [gameRecord('act', data)],
  });

  /** Every honest table holds its one move, and its head moved. */
  const expectWritten = async (ids: readonly string[]) => {
    for (const id of ids) {
      expect((await store.games.readRecords(id)).map((r) => r.data)).toEqual([{ card: 'QH' }]);
      const table = await store.games.readTable(id);
      expect(table.ok && table.value.lastSeq).toBe(1);
    }
  };

  const expectUntouched = async (id: string) => {
    expect(await store.games.readRecords(id)).toEqual([]);
    const table = await store.games.readTable(id);
    expect(table.ok && table.value.lastSeq).toBe(0);
  };

  it('refuses only the write nested 7,000 arrays deep, and commits every other table (a poisoned group commit)', async () => {
    const honest = await honestTables(40);
    const poisoned = await newTable();
    const batches = honest.map((id) => move(id));
    batches.splice(17, 0, move(poisoned, 0, { action: { type: 'draw', junk: nested(7_000) } }));
    const answers = await appendEach(batches);
    expect(answers).toHaveLength(41);
    answers.forEach((answer, index) => {
      if (index === 17)
        expect(answer).toMatchObject({
          ok: false,
          error: { code: 'invalid-record', message: expect.stringContaining('nested deeper') },
        });
      else expect(answer).toEqual(ok(undefined));
    });
    await expectWritten(honest);
    await expectUntouched(poisoned);
  });

  it('refuses each bad table on its own: bad data, a moved head, an unknown table, a gap', async () => {
    const honest = await honestTables(6);
    const [bad, moved, gap] = [await newTable(), await newTable(), await newTable()];
    const answers = await appendEach([
      move(honest[0] as string),
      move(bad, 0, { score: Number.NaN }),
      move(honest[1] as string),
      move(moved, 3),
      move('nobody'),
      move(honest[2] as string),
      move(gap),
      move(gap, 2),
      { tableId: '', expectedSeq: 0, records: [] },
      ...honest.slice(3).map((id) => move(id)),
    ]);
    expect(answers.map((a) => (a.ok ? 'ok' : a.error.code))).toEqual([
      'ok',
      'invalid-record',
      'ok',
      'conflict',
      'unknown-table',
      'ok',
      // Both batches of a table share its answer: the second does not follow the first.
      'conflict',
      'conflict',
      'invalid-argument',
      'ok',
      'ok',
      'ok',
    ]);
    await expectWritten(honest);
    for (const id of [bad, moved, gap]) await expectUntouched(id);
  });

  it("commits the other tables when the database fails one table's records, and says which", async () => {
    const honest = await honestTables(12);
    const poisoned = await newTable('poison');
    const batches = honest.map((id) => move(id));
    batches.splice(5, 0, move(poisoned));
    const answers = await appendEach(batches);
    answers.forEach((answer, index) => {
      if (index === 5)
        expect(answer).toMatchObject({
          ok: false,
          error: { code: 'write-failed', message: expect.stringContaining('poisoned record') },
        });
      else expect(answer).toEqual(ok(undefined));
    });
    await expectWritten(honest);
    await expectUntouched(poisoned);
  });

  it('rejects when the database fails every table of the group, writing nothing', async () => {
    const poisoned = [await newTable('poison'), await newTable('poison')];
    await expect(appendEach(poisoned.map((id) => move(id)))).rejects.toThrow(/poisoned record/);
    for (const id of poisoned) await expectUntouched(id);
  });

  it('writes each table once, however the batches of one table are split', async () => {
    const id = await newTable();
    const answers = await appendEach([
      { tableId: id, expectedSeq: 0, records: [gameRecord('deal', { n: 1 })] },
      {
        tableId: id,
        expectedSeq: 1,
        records: [gameRecord('act', { n: 2 }), gameRecord('act', { n: 3 })],
      },
    ]);
    expect(answers).toEqual([ok(undefined), ok(undefined)]);
    expect((await store.games.readRecords(id)).map((r) => [r.seq, r.data])).toEqual([
      [1, { n: 1 }],
      [2, { n: 2 }],
      [3, { n: 3 }],
    ]);
    expect(await appendEach([])).toEqual([]);
  });
});
