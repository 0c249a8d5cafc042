/**
 * Group commit: every table writes its accepted moves here before anyone is told of them, and
 * the journal gathers the writes of one event-loop turn, across all tables, into one store
 * transaction. A durable commit (an fsync on SQLite) then costs once per turn, not once per
 * move, which is what lets a thousand tables share one database.
 *
 * One flush is in flight at a time: the writes that arrive meanwhile wait and go together in
 * the next one, so the slower the commits, the larger the groups (the database never has two
 * commits of the server's moves contending for its write lock). That next flush starts as soon
 * as one ends, before the writers of the one that ended are answered: the store (on its own
 * thread) then commits while the rooms tell their connections of the moves just committed.
 *
 * A table has at most one write in flight (its room waits for the answer before it takes the
 * next move), so the batches of one flush never conflict with each other. Each table gets its
 * own answer: one table's bad write (data the store refuses, records the database fails on) is
 * refused alone, and the other tables of the group are committed all the same.
 *
 * What the store answers is for the server's log: it may name tables, quote data or carry a
 * driver's error. A client is told `notSaved`, a stable code and nothing more.
 */
import { type Result, type RuleError, err, PROCEDURE, ruleError } from '@tavolo/cards';
import type { GameAppend, GameLogStore, StoreError } from '@tavolo/store';

/** The store's refusal, or `store-failed` when the database itself failed (nothing written). */
export type JournalError = StoreError | { readonly code: 'store-failed'; readonly message: string };

/**
 * What a client is told of a write the journal did not commit, whatever the reason: the
 * reason (the store's message) goes to the server's log, never to a client.
 */
export const notSaved: RuleError = ruleError(
  'not-saved',
  PROCEDURE,
  'the server could not save the change; try again',
);

/** Logs why `what` was not saved (the store's words), and answers `notSaved` for the client. */
export const notSavedLogged = (
  log: (message: string) => void,
  what: string,
  why: { readonly message: string },
): Result<never, RuleError> => {
  log(`${what}: ${why.message}`);
  return err(notSaved);
};

export interface Journal {
  /** Resolves once the records are committed (ok) or certainly not written (an error). */
  write(append: GameAppend): Promise<Result<void, JournalError>>;
}

interface Pending {
  readonly append: GameAppend;
  readonly resolve: (result: Result<void, JournalError>) => void;
}

export const createJournal = (
  /** The store's `appendEach`, or a `GameLogWriter`'s on its own thread. */
  append: GameLogStore['appendEach'],
  /** Called with each flush's duration in seconds and its number of tables. */
  observe?: (seconds: number, tables: number) => void,
): Journal => {
  let pending: Pending[] = [];
  /** A flush is scheduled or running: later writes wait for the next. */
  let busy = false;

  const flush = async () => {
    const batch = pending;
    pending = [];
    const started = process.hrtime.bigint();
    let results: readonly Result<void, JournalError>[] = [];
    let failed: Result<void, JournalError> | undefined;
    try {
      results = await append(batch.map((p) => p.append));
      if (results.length !== batch.length)
        failed = storeFailed(`${results.length} answers for ${batch.length} writes`);
    } catch (error) {
      // A lost connection, a full disk, a dead writer thread: every writer of the group learns it.
      failed = storeFailed(String(error));
    }
    observe?.(Number(process.hrtime.bigint() - started) / 1e9, batch.length);
    if (pending.length > 0) void flush();
    else busy = false;
    batch.forEach((p, index) =>
      p.resolve(failed ?? (results[index] as Result<void, JournalError>)),
    );
  };

  const storeFailed = (why: string): Result<void, JournalError> =>
    err({ code: 'store-failed', message: `the store failed: ${why}` });

  // After the current turn's other messages have queued their writes.
  const schedule = () => setImmediate(() => void flush());

  return {
    write: (records) =>
      new Promise((resolve) => {
        pending.push({ append: records, resolve });
        if (!busy) {
          busy = true;
          schedule();
        }
      }),
  };
};
