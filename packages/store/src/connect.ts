/**
 * Opening a database and bringing its schema up to date. SQLite (one file, the default) is
 * set up so that a commit survives a crash of the process or of the machine; PostgreSQL
 * brings its own durability.
 */
import { createRequire } from 'node:module';
import Sqlite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import type pg from 'pg';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

export type StoreLocation =
  /** A file path, or `:memory:` for a database that lives as long as the store. */
  | { readonly kind: 'sqlite'; readonly file: string }
  /** e.g. `postgres://user@host:5432/database`. */
  | { readonly kind: 'postgres'; readonly connectionString: string };

/** How long a writer waits for another process's write to finish before giving up. */
const SQLITE_BUSY_TIMEOUT_MS = 5_000;

export const connect = (location: StoreLocation): Kysely<Database> =>
  new Kysely<Database>({
    dialect:
      location.kind === 'sqlite'
        ? new SqliteDialect({ database: openSqlite(location.file) })
        : new PostgresDialect({ pool: openPool(location.connectionString) }),
  });

/** A SQLite connection set up as the store's (WAL, FULL sync, foreign keys, busy timeout). */
export const openSqlite = (file: string): Sqlite.Database => {
  const database = new Sqlite(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  try {
    // WAL: readers never block the writer, and a commit is one append to the WAL file.
    const journal: unknown = database.pragma('journal_mode = WAL', { simple: true });
    if (journal !== 'wal' && file !== ':memory:')
      throw new Error(
        `${file}: SQLite refused WAL journaling (journal_mode is ${String(journal)})`,
      );
    // FULL syncs the WAL at every commit: a committed append survives a power cut, not only a
    // killed process (NORMAL in WAL mode may lose the last commits on power loss).
    database.pragma('synchronous = FULL');
    // SQLite leaves foreign keys off unless each connection asks.
    database.pragma('foreign_keys = ON');
    return database;
  } catch (error) {
    database.close();
    throw error;
  }
};

/**
 * The PostgreSQL driver, loaded only for a PostgreSQL store: a SQLite one (the command line's,
 * one process per command) starts without its modules.
 */
const postgres = (): typeof pg => createRequire(import.meta.url)('pg') as typeof pg;

const openPool = (connectionString: string): pg.Pool => {
  const pool = new (postgres().Pool)({ connectionString });
  // An idle connection the server drops emits 'error' on the pool; without a listener Node
  // would end the process. The pool discards that connection and the next query opens another.
  pool.on('error', () => undefined);
  return pool;
};

/** Runs the migrations the database has not seen yet; throws if one fails. */
export const migrateToLatest = async (db: Kysely<Database>): Promise<void> => {
  const { error, results } = await new Migrator({ db, provider: migrations }).migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`migration ${failed ?? '(before any migration ran)'} failed`, {
      cause: error,
    });
  }
};
