/**
 * For the tests: a fresh database of each dialect, and a small projection over test events.
 *
 * The PostgreSQL suite is mandatory: when the server does not answer, creating its database
 * throws and every PostgreSQL test fails with the reason; nothing is skipped.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeEach } from 'vitest';
import { type StoreLocation, connect } from './connect.js';
import type { NewEvent } from './event.js';
import type { GameRecordInput, NewGameTable } from './games.js';
import { type Store, openStore } from './store.js';
import type { DerivedViews, Projection, StandingRow } from './views.js';

export const POSTGRES_URL =
  process.env['TAVOLO_TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  readonly location: StoreLocation;
  /** Deletes the database; every store on it must be closed first. */
  readonly drop: () => Promise<void>;
}

const sqliteDatabase = async (): Promise<TestDatabase> => {
  const directory = await mkdtemp(join(tmpdir(), 'tavolo-store-'));
  return {
    location: { kind: 'sqlite', file: join(directory, 'tavolo.db') },
    drop: () => rm(directory, { recursive: true, force: true }),
  };
};

/** Runs `statement` on the server's administrative database (`POSTGRES_URL`). */
const administer = async (statement: string): Promise<void> => {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL does not answer at ${POSTGRES_URL} (${String(error)}). The PostgreSQL suite ` +
        'of @tavolo/store is mandatory: start the server (see .ci/run) or point ' +
        'TAVOLO_TEST_POSTGRES_URL at one.',
      { cause: error },
    );
  }
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/** A database of its own for one test file's run, so that parallel runs never meet. */
const postgresDatabase = async (): Promise<TestDatabase> => {
  const name = `tavolo_test_${randomBytes(6).toString('hex')}`;
  await administer(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    location: { kind: 'postgres', connectionString: url.toString() },
    drop: () => administer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
};

/** Both dialects, for `describe.each`: every suite runs the same tests on each. */
export const DIALECTS = [
  { kind: 'sqlite', createDatabase: sqliteDatabase },
  { kind: 'postgres', createDatabase: postgresDatabase },
] as const;

/**
 * Prepares a suite's fixture once, before its first test, and disposes of it after the last.
 * Done in beforeEach rather than beforeAll so that a failure (PostgreSQL down) fails every
 * test of the suite with its reason: vitest counts the tests of a failed beforeAll as skipped.
 */
export const prepareOnce = <T>(
  prepare: () => Promise<T>,
  dispose: (fixture: T) => Promise<void>,
): (() => T) => {
  let prepared: Promise<T> | undefined;
  let fixture: T | undefined;
  beforeEach(async () => {
    prepared ??= prepare();
    fixture = await prepared;
  });
  afterAll(async () => {
    if (fixture !== undefined) await dispose(fixture);
  });
  return () => {
    if (fixture === undefined) throw new Error('the fixture is ready only inside tests');
    return fixture;
  };
};

/** A database of a suite's own and a store open on it, prepared once (see `prepareOnce`). */
export const prepareStore = (
  createDatabase: () => Promise<TestDatabase>,
): (() => { readonly database: TestDatabase; readonly store: Store }) =>
  prepareOnce(
    async () => {
      const database = await createDatabase();
      return { database, store: await openStore(database.location, testProjection) };
    },
    async ({ database, store }) => {
      await store.close();
      await database.drop();
    },
  );

/**
 * Runs `work` on a store of its own, on a database of its own, for tests that look at
 * everything the database holds (lists, purges) and so must not see other tests' rows.
 */
export const withFreshStore = async <T>(
  createDatabase: () => Promise<TestDatabase>,
  work: (store: Store, database: TestDatabase) => Promise<T>,
): Promise<T> => {
  const database = await createDatabase();
  try {
    const store = await openStore(database.location, testProjection);
    try {
      return await work(store, database);
    } finally {
      await store.close();
    }
  } finally {
    await database.drop();
  }
};

/**
 * Makes the database itself fail every game record of the tables whose id matches `pattern`
 * (SQL LIKE): a trigger raises `poisoned record`, as a driver or SQL error would, so that a
 * test can watch one table's write fail inside a group commit. For the tests only.
 */
export const poisonRecords = async (location: StoreLocation, pattern: string): Promise<void> => {
  const db = connect(location);
  const name = sql.raw(`poison_${randomBytes(6).toString('hex')}`);
  // The pattern goes in the trigger's text, which takes no parameters: quoted by hand.
  const like = sql.raw(`'${pattern.replaceAll("'", "''")}'`);
  try {
    if (location.kind === 'sqlite')
      await sql`CREATE TRIGGER ${name} BEFORE INSERT ON game_records
        WHEN NEW.table_id LIKE ${like}
        BEGIN SELECT RAISE(ABORT, 'poisoned record'); END`.execute(db);
    else {
      await sql`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.table_id LIKE ${like} THEN RAISE EXCEPTION 'poisoned record'; END IF;
          RETURN NEW;
        END $$`.execute(db);
      await sql`CREATE TRIGGER ${name} BEFORE INSERT ON game_records
        FOR EACH ROW EXECUTE FUNCTION ${name}()`.execute(db);
    }
  } finally {
    await db.destroy();
  }
};

/** A game table id no other test uses. */
export const newTableId = (): string => `g-${randomBytes(6).toString('hex')}`;

/** A new game table, waiting for players, created at `AT`. */
export const gameTable = (id: string, fields: Partial<NewGameTable> = {}): NewGameTable => ({
  id,
  game: 'scala40',
  profile: 'fisca-101',
  config: { seats: 4, bots: ['easy', 'hard'], timer: { turnSeconds: 60 }, private: false },
  secret: 'c0ffee'.repeat(8),
  phase: 'waiting',
  createdBy: 'u-anna',
  createdAt: AT,
  ...fields,
});

export const gameRecord = (kind: string, data: unknown = null): GameRecordInput => ({
  kind,
  at: AT,
  data,
});

/** A tournament id no other test uses. */
export const newTournamentId = (): string => `t-${randomBytes(6).toString('hex')}`;

export const AT = '2025-03-01T15:00:00.000Z';

export const META = { name: 'Torneo di primavera', game: 'burraco', createdAt: AT } as const;

export const event = (type: string, data: unknown = null, by = 'director'): NewEvent => ({
  type,
  at: AT,
  by,
  data,
});

/** The fields of the test events, all together: each event type uses some of them. */
interface TestEventData {
  readonly rounds: number;
  readonly entrant: string;
  readonly name: string;
  readonly round: number;
  readonly vp: number;
  readonly mp: number;
}

/**
 * The test events: `planned {rounds}`, `registered {entrant, name}`,
 * `scored {round, entrant, vp, mp}`, `finished`; and two that make the projection misbehave:
 * `explode` (it throws) and `corrupt` (it returns a rank of 0).
 */
export const testProjection: Projection = (events) => {
  let totalRounds = 0;
  let finished = false;
  const names = new Map<string, string>();
  const scores: TestEventData[] = [];
  for (const { type, data } of events) {
    const fields = data as TestEventData;
    if (type === 'explode') throw new Error('boom');
    if (type === 'planned') totalRounds = fields.rounds;
    if (type === 'registered') names.set(fields.entrant, fields.name);
    if (type === 'scored') scores.push(fields);
    if (type === 'finished') finished = true;
  }
  const lastRound = Math.max(0, ...scores.map((score) => score.round));
  const standings: StandingRow[] = [];
  for (let round = 1; round <= lastRound; round++) {
    const totals = [...names].map(([entrantId, name]) => {
      const own = scores.filter((s) => s.entrant === entrantId && s.round <= round);
      const sum = (key: 'vp' | 'mp') => own.reduce((total, s) => total + s[key], 0);
      return { entrantId, name, vp: sum('vp'), mp: sum('mp'), played: own.length };
    });
    for (const row of totals) {
      const rank = 1 + totals.filter((other) => other.vp > row.vp).length;
      standings.push({ round, rank, ...row });
    }
  }
  const views: DerivedViews = {
    summary: {
      status: finished ? 'finished' : lastRound > 0 ? 'in-progress' : 'registration',
      currentRound: lastRound,
      totalRounds,
      entrantCount: names.size,
    },
    standings,
  };
  return events.some((e) => e.type === 'corrupt')
    ? {
        ...views,
        standings: [{ round: 1, entrantId: 'E1', rank: 0, name: '', vp: 0, mp: 0, played: 0 }],
      }
    : views;
};
