/**
 * Group commit: every table writes its accepted moves here before anyone is told of them, and
 * the journal gathers the writes of one event-loop turn, across all tables, into one store
 * transaction. A durable commit (an fsync on SQLite) then costs once per turn, not once per
 * move, which is what lets a thousand tables share one database.
 *
 * A table has at most one write in flight (its room waits for the answer before it takes the
 * next move), so the batches of one flush never conflict with each other.
 */
import { type Result, err } from '@tavolo/cards';
import type { GameAppend, GameLogStore, StoreError } from '@tavolo/store';

/** The store's refusal, or `store-failed` when the database itself failed (nothing written). */
export type JournalError = StoreError | { readonly code: 'store-failed'; readonly message: string };

export interface Journal {
  /** Resolves once the records are committed (ok) or certainly not written (an error). */
  write(append: GameAppend): Promise<Result<void, JournalError>>;
}

interface Pending {
  readonly append: GameAppend;
  readonly resolve: (result: Result<void, JournalError>) => void;
}

export const createJournal = (
  games: Pick<GameLogStore, 'append'>,
  /** Called with each flush's duration in seconds and its number of tables. */
  observe?: (seconds: number, tables: number) => void,
): Journal => {
  let pending: Pending[] = [];
  let scheduled = false;

  const flush = async () => {
    const batch = pending;
    pending = [];
    scheduled = false;
    const started = process.hrtime.bigint();
    let result: Result<void, JournalError>;
    try {
      result = await games.append(batch.map((p) => p.append));
    } catch (error) {
      // A lost connection or a full disk: nothing was committed, and every writer learns it.
      result = err({ code: 'store-failed', message: `the store failed: ${String(error)}` });
    }
    observe?.(Number(process.hrtime.bigint() - started) / 1e9, batch.length);
    for (const p of batch) p.resolve(result);
  };

  return {
    write: (append) =>
      new Promise((resolve) => {
        pending.push({ append, resolve });
        if (!scheduled) {
          scheduled = true;
          // After the current turn's other messages have queued their writes.
          setImmediate(() => void flush());
        }
      }),
  };
};
