/** What the modules of the store share about running SQL: transactions and batched inserts. */
import { type Result, err } from '@tavolo/cards';
import type { Kysely, Transaction } from 'kysely';
import type { StoreError } from './error.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;

/** Thrown only to roll a transaction back when its work answers an error value. */
class RolledBack {
  constructor(readonly error: StoreError) {}
}

/** Runs `work` in one transaction, committed only if it answers ok. */
export const inTransaction = async <T>(
  db: Db,
  work: (trx: Trx) => Promise<Result<T, StoreError>>,
): Promise<Result<T, StoreError>> => {
  try {
    return await db.transaction().execute(async (trx) => {
      const result = await work(trx);
      if (!result.ok) throw new RolledBack(result.error);
      return result;
    });
  } catch (error) {
    if (error instanceof RolledBack) return err(error.error);
    throw error;
  }
};

// Rows per INSERT: well under the bound-parameter limits of both dialects.
const ROWS_PER_INSERT = 500;

/** `items` in slices of at most ROWS_PER_INSERT, one multi-row INSERT each. */
export const chunks = <T>(items: readonly T[]): readonly (readonly T[])[] =>
  Array.from({ length: Math.ceil(items.length / ROWS_PER_INSERT) }, (_, index) =>
    items.slice(index * ROWS_PER_INSERT, (index + 1) * ROWS_PER_INSERT),
  );

/** By UTF-16 code units, the same everywhere, unlike a database collation. */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
