/**
 * `GameLogStore.append` on a SQLite connection of its own, with two statements prepared once.
 * The log writer's thread (`log-writer-worker.ts`) does nothing else, and the general path
 * (Kysely building and SQLite compiling each UPDATE and INSERT anew) cost it about five times
 * the CPU of the commit itself: 1.4 ms against 0.3 ms for a group of 16 tables.
 *
 * The answers are those of `gameLogStoreOn(db).append` for the same input, checked by
 * `sqlite-append.test.ts`: the same validation and joining of batches (`planAppend`), the
 * heads moved in table id order under the guard of the expected seq, all or nothing. And
 * `appendEach` answers as `GameLogStore.appendEach`: each table on its own (`planGroup`).
 */
import { type Result, err, ok } from '@tavolo/cards';
import type Sqlite from 'better-sqlite3';
import { type StoreError, tableConflict, unknownTable } from './error.js';
import {
  type GameAppend,
  type TableAppend,
  type TableWrite,
  answersOf,
  planAppend,
  planGroup,
  writeFailed,
} from './games.js';

/** Thrown only to roll the transaction back with the refusal it met. */
class Refused {
  constructor(readonly error: StoreError) {}
}

export type SqliteAppend = (batches: readonly GameAppend[]) => Result<void, StoreError>;

export type SqliteAppendEach = (
  batches: readonly GameAppend[],
) => readonly Result<void, StoreError>[];

export const sqliteAppend = (database: Sqlite.Database): SqliteAppend =>
  sqliteWriter(database).append;

/** Both appends, on the same statements. */
export const sqliteWriter = (
  database: Sqlite.Database,
): { readonly append: SqliteAppend; readonly appendEach: SqliteAppendEach } => {
  const moveHead = database.prepare<[number, string, number]>(
    'UPDATE game_tables SET last_seq = ? WHERE id = ? AND last_seq = ?',
  );
  const headOf = database.prepare<[string], { last_seq: number }>(
    'SELECT last_seq FROM game_tables WHERE id = ?',
  );
  const insert = database.prepare<[string, number, string, string, string]>(
    'INSERT INTO game_records (table_id, seq, kind, occurred_at, data) VALUES (?, ?, ?, ?, ?)',
  );

  // IMMEDIATE: the write lock is taken at BEGIN, waiting up to the busy timeout while the main
  // connection writes (a new table, a seat), before any statement of the group runs.
  const write = database.transaction((planned: readonly TableAppend[]) => {
    for (const { tableId, expectedSeq, records } of planned) {
      if (moveHead.run(expectedSeq + records.length, tableId, expectedSeq).changes > 0) continue;
      const row = headOf.get(tableId);
      throw new Refused(
        row === undefined
          ? unknownTable(tableId)
          : tableConflict(tableId, expectedSeq, row.last_seq),
      );
    }
    for (const { tableId, expectedSeq, records } of planned)
      records.forEach((record, index) =>
        insert.run(
          tableId,
          expectedSeq + index + 1,
          record.kind,
          record.at,
          JSON.stringify(record.data),
        ),
      );
  }).immediate;

  // The tables whose head is where their write expects it are written; the others answered.
  const writeTables = database.transaction((tables: readonly TableWrite[]) => {
    let refused: Map<string, StoreError> | null = null;
    for (const { tableId, expectedSeq, records } of tables) {
      if (moveHead.run(expectedSeq + records.length, tableId, expectedSeq).changes > 0) continue;
      const row = headOf.get(tableId);
      refused ??= new Map();
      refused.set(
        tableId,
        row === undefined
          ? unknownTable(tableId)
          : tableConflict(tableId, expectedSeq, row.last_seq),
      );
    }
    for (const { tableId, expectedSeq, records } of tables)
      if (refused?.has(tableId) !== true)
        records.forEach((record, index) =>
          insert.run(tableId, expectedSeq + index + 1, record.kind, record.at, record.data),
        );
    return refused;
  }).immediate;

  /** As `writeEachTable`, on this thread: each table alone once the group failed. */
  const writeEach = (tables: readonly TableWrite[]): ReadonlyMap<string, StoreError> | null => {
    if (tables.length === 0) return null;
    try {
      return writeTables(tables);
    } catch (error) {
      if (tables.length === 1) throw error;
      const refused = new Map<string, StoreError>();
      let failed = 0;
      for (const table of tables)
        try {
          const refusal = writeTables([table])?.get(table.tableId);
          if (refusal !== undefined) refused.set(table.tableId, refusal);
        } catch (failure) {
          failed += 1;
          refused.set(table.tableId, writeFailed(table.tableId, failure));
        }
      if (failed === tables.length) throw error;
      return refused;
    }
  };

  const appendEach: SqliteAppendEach = (batches) => {
    const plan = planGroup(batches);
    return answersOf(plan, writeEach(plan.tables));
  };

  const append: SqliteAppend = (batches) => {
    const planned = planAppend(batches);
    if (!planned.ok) return planned;
    if (planned.value.length === 0) return ok(undefined);
    try {
      write(planned.value);
      return ok(undefined);
    } catch (error) {
      if (error instanceof Refused) return err(error.error);
      throw error;
    }
  };

  return { append, appendEach };
};
