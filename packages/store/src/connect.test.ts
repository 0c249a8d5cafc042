/**
 * The database settings, and what they are for: a SQLite file that survives a killed process
 * and that several processes can append to. The child processes run the BUILT store
 * (packages/store/dist), since Node cannot run the TypeScript sources: build first
 * (`npx tsc -b`, which `npm test` does).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Sqlite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type StoreLocation, connect, migrateToLatest } from './connect.js';
import type { Database } from './schema.js';
import { openStore } from './store.js';
import {
  DIALECTS,
  META,
  type TestDatabase,
  event,
  prepareOnce,
  testProjection,
} from './test-support.js';

describe.each(DIALECTS)('a database on $kind', ({ createDatabase }) => {
  const fixture = prepareOnce(
    async () => {
      const database = await createDatabase();
      const db = connect(database.location);
      await migrateToLatest(db);
      return { database, db };
    },
    async ({ database, db }) => {
      await db.destroy();
      await database.drop();
    },
  );
  let db: Kysely<Database>;
  beforeEach(() => {
    ({ db } = fixture());
  });

  it('enforces foreign keys: no event of an unknown tournament', async () => {
    const orphan = db
      .insertInto('events')
      .values({
        tournament_id: 'nobody',
        seq: 1,
        type: 'x',
        occurred_at: 'x',
        actor: 'x',
        data: '1',
      })
      .execute();
    await expect(orphan).rejects.toThrow(/foreign key/i);
  });

  it('enforces one event per (tournament, seq)', async () => {
    await db
      .insertInto('tournaments')
      .values({ id: 't', name: 'n', game: 'g', created_at: 'c' })
      .execute();
    const row = { tournament_id: 't', seq: 1, type: 'x', occurred_at: 'x', actor: 'x', data: '1' };
    await db.insertInto('events').values(row).execute();
    await expect(db.insertInto('events').values(row).execute()).rejects.toThrow(/unique/i);
  });
});

describe('a SQLite file', () => {
  let database: TestDatabase;
  let file: string;

  beforeAll(async () => {
    database = await DIALECTS[0].createDatabase();
    const { location } = database;
    if (location.kind !== 'sqlite') throw new Error('expected a SQLite location');
    file = location.file;
  });

  afterAll(() => database?.drop());

  it('is opened in WAL mode, synced at every commit, with foreign keys and a busy timeout', async () => {
    const db = connect(database.location);
    try {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('synchronous')).toBe(2); // FULL
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('busy_timeout')).toBe(5_000);
    } finally {
      await db.destroy();
    }
  });

  it('can live in memory, for callers that want a scratch store', async () => {
    const store = await openStore({ kind: 'sqlite', file: ':memory:' }, testProjection);
    try {
      expect(await store.createTournament('t', META, [event('x')])).toMatchObject({ ok: true });
      expect(await store.readEvents('t')).toMatchObject({ ok: true, value: [{ seq: 1 }] });
    } finally {
      await store.close();
    }
  });

  it('keeps every committed append, whole, when the writing process is killed (kill -9)', async () => {
    const id = 'crash';
    await createTournament(database.location, id);
    // Three kills, each of a writer that resumes where the last one died.
    for (let kill = 1; kill <= 3; kill++) {
      const writer = appendLoop(file, id, 'writer');
      const acknowledged = await writer.waitForAppends(30);
      writer.process.kill('SIGKILL');
      await writer.exited;

      const check = new Sqlite(file, { readonly: true });
      expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
      check.close();

      const store = await openStore(database.location, testProjection);
      try {
        const log = await store.readEvents(id);
        if (!log.ok) throw new Error(log.error.message);
        const seqs = log.value.map((e) => e.seq);
        // Everything the writer saw committed is there; no gaps; appends of BATCH events are
        // there whole or not at all.
        expect(seqs.length).toBeGreaterThanOrEqual(acknowledged.at(-1) ?? Infinity);
        expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
        expect(seqs.length % BATCH).toBe(0);
        expect(log.value.every((e) => (e.data as { n: number }).n === e.seq)).toBe(true);
        // The views were committed with the events.
        expect(await store.readSummary(id)).toMatchObject({
          ok: true,
          value: { lastSeq: seqs.length },
        });
      } finally {
        await store.close();
      }
    }
  });

  it('takes appends from several processes, each refused or whole', async () => {
    const id = 'shared';
    await createTournament(database.location, id);
    const startAt = Date.now() + 2_000;
    const writers = ['north', 'south', 'east'].map((name) =>
      appendLoop(file, id, name, { appends: 30, startAt }),
    );
    const codes = await Promise.all(writers.map((writer) => writer.exited));
    expect(codes).toEqual([0, 0, 0]);
    const store = await openStore(database.location, testProjection);
    try {
      const log = await store.readEvents(id);
      if (!log.ok) throw new Error(log.error.message);
      expect(log.value.map((e) => e.seq)).toEqual(Array.from({ length: 270 }, (_, i) => i + 1));
      for (let i = 0; i < log.value.length; i += BATCH) {
        const batch = log.value.slice(i, i + BATCH);
        // One writer per batch: the appends never interleave.
        expect(new Set(batch.map((e) => e.by)).size).toBe(1);
      }
      for (const name of ['north', 'south', 'east'])
        expect(log.value.filter((e) => e.by === name)).toHaveLength(90);
    } finally {
      await store.close();
    }
  });
});

const DIST = fileURLToPath(new URL('../dist/index.js', import.meta.url));

/** Events per append in the child processes. */
const BATCH = 3;

const createTournament = async (location: StoreLocation, id: string): Promise<void> => {
  const store = await openStore(location, testProjection);
  try {
    const created = await store.createTournament(id, META);
    if (!created.ok) throw new Error(created.error.message);
  } finally {
    await store.close();
  }
};

/**
 * A child process that appends batches of events to tournament `id`, retrying after each
 * conflict, and prints the new head after each committed append; it stops after `appends`
 * appends, or runs until killed. It starts at `startAt` (ms since the epoch), or at once.
 * Each event's data says its own `seq`.
 */
const CHILD = `
const [dist, file, id, actor, appends, startAt] = process.argv.slice(1);
const { openStore } = await import(dist);
const projection = (events) => ({
  summary: { status: 'open', currentRound: 0, totalRounds: 0, entrantCount: 0 },
  standings: [],
});
const store = await openStore({ kind: 'sqlite', file }, projection);
// Writers started together wait for one another, so that their appends really contend.
await new Promise((resolve) => setTimeout(resolve, Number(startAt) - Date.now()));
const head = await store.readTournament(id);
let lastSeq = head.value.lastSeq;
for (let done = 0; appends === 'forever' || done < Number(appends); ) {
  const events = Array.from({ length: ${BATCH} }, (_, i) => ({
    type: 'tick',
    at: new Date().toISOString(),
    by: actor,
    data: { n: lastSeq + i + 1, padding: 'x'.repeat(4000) },
  }));
  const result = await store.append(id, lastSeq, events);
  if (result.ok) {
    lastSeq = result.value.lastSeq;
    done += 1;
    process.stdout.write(lastSeq + '\\n');
  } else if (result.error.code === 'conflict') lastSeq = result.error.lastSeq;
  else throw new Error(result.error.message);
}
await store.close();
`;

interface Child {
  readonly process: ChildProcess;
  /** The exit code, null when killed. */
  readonly exited: Promise<number | null>;
  /** Resolves with the heads printed so far once `count` appends are acknowledged. */
  readonly waitForAppends: (count: number) => Promise<readonly number[]>;
}

const appendLoop = (
  file: string,
  id: string,
  actor: string,
  { appends, startAt }: { readonly appends?: number; readonly startAt?: number } = {},
): Child => {
  if (!existsSync(DIST)) throw new Error(`${DIST} is missing: build first with npx tsc -b`);
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '--eval',
      CHILD,
      pathToFileURL(DIST).href,
      file,
      id,
      actor,
      String(appends ?? 'forever'),
      String(startAt ?? 0),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const heads: number[] = [];
  const waiting: { count: number; resolve: (heads: readonly number[]) => void }[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    heads.push(Number(line));
    for (const waiter of waiting.filter((w) => heads.length >= w.count)) waiter.resolve([...heads]);
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code));
  });
  return {
    process: child,
    exited,
    waitForAppends: (count) =>
      new Promise((resolve, reject) => {
        waiting.push({ count, resolve });
        // A child that dies early would otherwise leave the test waiting for its timeout.
        void exited.then((code) =>
          reject(new Error(`the writer exited (${code}) after ${heads.length} appends`)),
        );
      }),
  };
};
