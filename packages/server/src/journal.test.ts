import { type Result, err, ok } from '@tavolo/cards';
import {
  type GameAppend,
  type GameLogStore,
  type Store,
  type StoreError,
  openGameLogWriter,
  openStore,
} from '@tavolo/store';
import {
  DIALECTS,
  type TestDatabase,
  gameTable,
  newTableId,
  testProjection,
} from '@tavolo/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Journal, createJournal, notSaved } from './journal.js';

const write = (tableId: string, expectedSeq = 0): GameAppend => ({
  tableId,
  expectedSeq,
  records: [{ kind: 'move', at: '2026-11-24T03:00:00.000Z', data: { tableId } }],
});

type Answers = readonly Result<void, StoreError>[];

/**
 * A store's appendEach that holds each call until the test lets it answer; `answer` with one
 * result answers it for every batch of the call.
 */
const heldStore = () => {
  const calls: {
    batches: readonly GameAppend[];
    answer: (r: Result<void, StoreError> | Answers) => void;
  }[] = [];
  const append = (batches: readonly GameAppend[]) =>
    new Promise<Answers>((resolve) =>
      calls.push({
        batches,
        answer: (r) =>
          resolve(Array.isArray(r) ? r : batches.map(() => r as Result<void, StoreError>)),
      }),
    );
  return { calls, append };
};

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('the journal (group commit)', () => {
  it('writes the moves of one turn of the event loop, of every table, in one append', async () => {
    const store = heldStore();
    const journal = createJournal(store.append);
    const written = [
      journal.write(write('a')),
      journal.write(write('b')),
      journal.write(write('c')),
    ];
    await turn();
    expect(store.calls.map((c) => c.batches.map((b) => b.tableId))).toEqual([['a', 'b', 'c']]);
    store.calls[0]?.answer(ok(undefined));
    expect(await Promise.all(written)).toEqual([ok(undefined), ok(undefined), ok(undefined)]);
  });

  it('keeps one append in flight: what comes meanwhile waits, then goes in one append', async () => {
    const store = heldStore();
    const observed: number[] = [];
    const journal = createJournal(store.append, (_, tables) => observed.push(tables));
    const first = journal.write(write('a'));
    await turn();
    const later = [journal.write(write('b')), journal.write(write('c'))];
    await turn();
    await turn();
    expect(store.calls).toHaveLength(1);
    store.calls[0]?.answer(ok(undefined));
    expect(await first).toEqual(ok(undefined));
    await turn();
    expect(store.calls.map((c) => c.batches.map((b) => b.tableId))).toEqual([['a'], ['b', 'c']]);
    store.calls[1]?.answer(ok(undefined));
    expect(await Promise.all(later)).toEqual([ok(undefined), ok(undefined)]);
    expect(observed).toEqual([1, 2]);
    // Idle again: the next write starts an append of its own.
    const next = journal.write(write('d'));
    await turn();
    expect(store.calls).toHaveLength(3);
    store.calls[2]?.answer(ok(undefined));
    expect(await next).toEqual(ok(undefined));
  });

  it('hands the next group to the store before it answers the writers of the last', async () => {
    const store = heldStore();
    const journal = createJournal(store.append);
    const first = journal.write(write('a'));
    await turn();
    const second = journal.write(write('b'));
    let withTheStore: string[][] | undefined;
    void first.then(() => {
      withTheStore = store.calls.map((c) => c.batches.map((b) => b.tableId));
    });
    store.calls[0]?.answer(ok(undefined));
    expect(await first).toEqual(ok(undefined));
    // When the first writer learnt of its commit, the group that waited was with the store.
    expect(withTheStore).toEqual([['a'], ['b']]);
    store.calls[1]?.answer(ok(undefined));
    expect(await second).toEqual(ok(undefined));
  });

  it("answers each writer of the group with its own table's answer", async () => {
    const store = heldStore();
    const journal = createJournal(store.append);
    const written = [journal.write(write('a')), journal.write(write('b', 3))];
    await turn();
    const conflict: StoreError = {
      code: 'conflict',
      message: 'b is at 0',
      tableId: 'b',
      expectedSeq: 3,
      lastSeq: 0,
    };
    store.calls[0]?.answer([ok(undefined), err(conflict)]);
    expect(await Promise.all(written)).toEqual([ok(undefined), err(conflict)]);
  });

  it('answers store-failed to every writer when the store answers for too few writes', async () => {
    const journal = createJournal(async () => [ok(undefined)]);
    const written = await Promise.all([journal.write(write('a')), journal.write(write('b'))]);
    for (const result of written) expect(result).toMatchObject({ error: { code: 'store-failed' } });
  });

  it('answers store-failed to every writer when the store throws, and goes on afterwards', async () => {
    let failing = true;
    const journal = createJournal(async (batches) => {
      if (failing) throw new Error('disk full');
      return batches.map(() => ok(undefined));
    });
    const written = await Promise.all([journal.write(write('a')), journal.write(write('b'))]);
    for (const result of written)
      expect(result).toMatchObject({
        ok: false,
        error: { code: 'store-failed', message: expect.stringContaining('disk full') },
      });
    failing = false;
    expect(await journal.write(write('a'))).toEqual(ok(undefined));
  });
});

/** `levels` arrays, one inside the other: 14 KB of JSON for 7,000, under a message's limit. */
const nested = (levels: number): unknown => {
  let value: unknown = 0;
  for (let level = 0; level < levels; level++) value = [value];
  return value;
};

/** The server's three ways to its game logs: SQLite from the main thread or a writer thread, PostgreSQL. */
const RUNS = [
  { name: 'SQLite, commits on the main thread', dialect: DIALECTS[0], thread: false },
  { name: 'SQLite, commits on the writer thread', dialect: DIALECTS[0], thread: true },
  { name: 'PostgreSQL', dialect: DIALECTS[1], thread: false },
] as const;

describe.each(RUNS)('the journal over a real store: $name', ({ dialect, thread }) => {
  let database: TestDatabase;
  let store: Store;
  let journal: Journal;
  let closeWriter: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    database = await dialect.createDatabase();
    store = await openStore(database.location, testProjection);
    let appendEach: GameLogStore['appendEach'] = store.games.appendEach;
    if (thread) {
      if (database.location.kind !== 'sqlite') throw new Error('a SQLite file');
      const writer = await openGameLogWriter(database.location.file);
      appendEach = writer.appendEach;
      closeWriter = () => writer.close();
    }
    journal = createJournal(appendEach);
  }, 30_000);

  afterAll(async () => {
    await closeWriter();
    await store?.close();
    await database?.drop();
  });

  const move = (tableId: string, expectedSeq: number, action: unknown): GameAppend => ({
    tableId,
    expectedSeq,
    records: [{ kind: 'act', at: '2026-11-24T03:00:00.000Z', data: { seat: 0, action } }],
  });

  it('refuses only the move nested 7,000 arrays deep, and commits every other table of the group (a poisoned group commit)', async () => {
    const honest = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const id = newTableId();
        const created = await store.games.createTable(gameTable(id));
        if (!created.ok) throw new Error(created.error.message);
        return id;
      }),
    );
    const poisoned = newTableId();
    await store.games.createTable(gameTable(poisoned));
    for (let round = 0; round < 3; round++) {
      // One turn of the event loop: every table's move goes in the same group commit.
      const written = honest.map((id) => journal.write(move(id, round, { type: 'draw' })));
      const refused = journal.write(move(poisoned, 0, { type: 'draw', junk: nested(7_000) }));
      for (const result of await Promise.all(written)) expect(result).toEqual(ok(undefined));
      expect(await refused).toMatchObject({ ok: false, error: { code: 'invalid-record' } });
    }
    for (const id of honest) expect(await store.games.readRecords(id)).toHaveLength(3);
    expect(await store.games.readRecords(poisoned)).toEqual([]);
  });
});

describe('notSaved', () => {
  it("tells a client a stable code and a fixed text, never the store's words", () => {
    expect(notSaved).toEqual({
      code: 'not-saved',
      article: 'Tavolo',
      message: 'the server could not save the change; try again',
    });
  });
});
