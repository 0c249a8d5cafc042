/**
 * The writer thread's append must answer and write exactly what the store's own append does.
 * Both run the same random calls, each on a database of its own, and after every call their
 * answers, heads and records are compared: successes, conflicts, unknown tables, refused
 * input and batches of one table joined.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from './connect.js';
import type { GameAppend, GameRecordInput } from './games.js';
import { sqliteAppend } from './sqlite-append.js';
import { type Store, openStore } from './store.js';
import {
  DIALECTS,
  type TestDatabase,
  gameRecord,
  gameTable,
  testProjection,
} from './test-support.js';

const TABLES = ['t-a', 't-b', 't-c'];
/** A table neither database knows. */
const UNKNOWN = 't-missing';

const record: fc.Arbitrary<GameRecordInput> = fc.oneof(
  {
    weight: 9,
    arbitrary: fc
      .record({ kind: fc.constantFrom('deal', 'act'), data: fc.jsonValue() })
      .map(({ kind, data }) => gameRecord(kind, data)),
  },
  // Refused by the validation: an empty kind.
  { weight: 1, arbitrary: fc.constant(gameRecord('', 1)) },
);

/**
 * A batch whose expectedSeq follows the table's head and the call's earlier batches of that
 * table, or is one off (a conflict); now and then for a table nobody created.
 */
const batch = fc.record({
  table: fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...TABLES) },
    { weight: 1, arbitrary: fc.constant(UNKNOWN) },
  ),
  offset: fc.oneof(
    { weight: 12, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.constantFrom(-1, 1) },
  ),
  records: fc.array(record, { minLength: 1, maxLength: 3 }),
});

const call = fc.array(batch, { minLength: 0, maxLength: 4 });

describe('sqliteAppend answers and writes as GameLogStore.append does', () => {
  const databases: TestDatabase[] = [];
  let reference: Store;
  let fast: Store;
  let append: ReturnType<typeof sqliteAppend>;
  let close: () => void;

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) databases.push(await DIALECTS[0].createDatabase());
    const [one, two] = databases;
    if (one?.location.kind !== 'sqlite' || two?.location.kind !== 'sqlite')
      throw new Error('two SQLite databases');
    reference = await openStore(one.location, testProjection);
    fast = await openStore(two.location, testProjection);
    for (const store of [reference, fast])
      for (const id of TABLES) {
        const created = await store.games.createTable(gameTable(id));
        if (!created.ok) throw new Error(created.error.message);
      }
    const connection = openSqlite(two.location.file);
    append = sqliteAppend(connection);
    close = () => connection.close();
  });

  afterAll(async () => {
    close?.();
    await reference?.close();
    await fast?.close();
    for (const database of databases) await database.drop();
  });

  const heads = async (store: Store) =>
    Promise.all(
      TABLES.map(async (id) => {
        const table = await store.games.readTable(id);
        return table.ok ? table.value.lastSeq : undefined;
      }),
    );

  it('for any sequence of calls (property)', async () => {
    let written = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(call, { minLength: 1, maxLength: 6 }), async (calls) => {
        for (const batches of calls) {
          // Both databases hold the same heads here, by the checks of the previous call.
          const head = await heads(reference);
          const next = new Map(TABLES.map((id, i) => [id, head[i] ?? 0]));
          const input: GameAppend[] = batches.map(({ table, offset, records }) => {
            const expectedSeq = Math.max(0, (next.get(table) ?? 0) + offset);
            next.set(table, expectedSeq + records.length);
            return { tableId: table, expectedSeq, records };
          });
          const answer = append(input);
          expect(answer).toEqual(await reference.games.append(input));
          if (answer.ok && input.length > 0) written += 1;
          expect(await heads(fast)).toEqual(await heads(reference));
        }
        for (const id of TABLES)
          expect(await fast.games.readRecords(id)).toEqual(await reference.games.readRecords(id));
      }),
      { numRuns: 40 },
    );
    // Not only refusals: the calls that wrote were compared too.
    expect(written).toBeGreaterThan(20);
  }, 60_000);

  it('refuses input that is not batches, as a value, writing nothing', async () => {
    const before = await heads(fast);
    const bad = [{ tableId: TABLES[0], expectedSeq: 0 }] as unknown as GameAppend[];
    expect(append(bad)).toEqual(await reference.games.append(bad));
    expect(append(bad).ok).toBe(false);
    expect(await heads(fast)).toEqual(before);
  });
});
