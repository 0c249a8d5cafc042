/**
 * The game logs' writer on a thread of its own. better-sqlite3 runs every statement on the
 * calling thread, so a durable commit (the WAL's fsync) done by the server's main thread stops
 * every table and every socket for its duration. Here the appends go to a worker that holds its
 * own connection to the same SQLite file: the main thread posts the batches and is free until
 * the worker answers that they are committed.
 *
 * WAL lets the worker write while the main thread's connection reads. When both write at once
 * (a table created while moves commit), SQLite's busy timeout makes the later one wait for the
 * other's commit, as between two processes.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type Result, err } from '@tavolo/cards';
import { type StoreError, storeError } from './error.js';
import { type GameAppend, answersOf, planGroup } from './games.js';

export interface GameLogWriter {
  /**
   * `GameLogStore.append` done by the worker: its answer for the input, or a rejection when
   * the database or the worker failed (nothing committed, or, if the worker died while
   * committing, unknown: the next append of that table then answers `conflict`).
   */
  append(batches: readonly GameAppend[]): Promise<Result<void, StoreError>>;
  /**
   * `GameLogStore.appendEach` done by the worker: one answer per batch, each table on its own.
   * Data that cannot even be carried to the worker (a function, a value nested thousands of
   * levels deep, on which the clone overflows the stack) is refused for its table only.
   * Rejects as `append` does.
   */
  appendEach(batches: readonly GameAppend[]): Promise<readonly Result<void, StoreError>[]>;
  /** Waits for the appends already posted, then ends the worker and its connection. */
  close(): Promise<void>;
}

/** What the writer posts to its worker: batches to append (`each`: table by table), or the end. */
export type WriterAsk =
  | { readonly id: number; readonly batches: readonly GameAppend[]; readonly each?: true }
  | { readonly close: true };

/** What the worker answers: the append's result(s), or why the database failed. */
export type WriterAnswer =
  | { readonly id: number; readonly result: Result<void, StoreError> }
  | { readonly id: number; readonly results: readonly Result<void, StoreError>[] }
  | { readonly id: number; readonly failure: string };

/** The worker's first message: its connection is open, or why it is not. */
export type WriterReady =
  { readonly ready: true } | { readonly ready: false; readonly failure: string };

/** The compiled worker, whether this module runs from dist/ or, under vitest, from src/. */
const WORKER_FILE = new URL('../dist/log-writer-worker.js', import.meta.url);

interface Waiting {
  readonly resolve: (answer: WriterAnswer) => void;
  readonly reject: (error: Error) => void;
}

const notPlain = (error: unknown): StoreError =>
  storeError('invalid-record', `a game record must be plain JSON data: ${String(error)}`);

/**
 * Starts the worker on `file`, a SQLite database whose schema is up to date (the store that
 * opened it first has migrated it). Rejects if the worker cannot open it.
 */
export const openGameLogWriter = async (file: string): Promise<GameLogWriter> => {
  const script = fileURLToPath(WORKER_FILE);
  if (!existsSync(script))
    throw new Error(`the log writer ${script} is missing: build the store first (npm run build)`);
  // No execArgv from the parent (a --conditions=source, say): the worker runs the built code.
  const worker = new Worker(script, { workerData: { file }, execArgv: [] });
  const waiting = new Map<number, Waiting>();
  let stopped: string | undefined;
  let nextId = 0;

  const stop = (reason: string) => {
    if (stopped !== undefined) return;
    stopped = reason;
    for (const w of waiting.values()) w.reject(new Error(reason));
    waiting.clear();
  };

  await new Promise<void>((resolve, reject) => {
    const early = (reason: string) => {
      stop(reason);
      reject(new Error(reason));
    };
    worker.once('message', (ready: WriterReady) => {
      if (ready.ready) resolve();
      else {
        early(`the log writer cannot open ${file}: ${ready.failure}`);
        void worker.terminate();
      }
    });
    worker.once('error', (error) => early(`the log writer failed: ${error.message}`));
    worker.once('exit', (code) => early(`the log writer exited with code ${code}`));
  });

  worker.on('message', (answer: WriterAnswer) => {
    const w = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (!w) return;
    if ('failure' in answer) w.reject(new Error(answer.failure));
    else w.resolve(answer);
  });
  worker.on('error', (error) => stop(`the log writer failed: ${error.message}`));
  worker.on('messageerror', (error) =>
    stop(`the log writer sent an unreadable answer: ${error.message}`),
  );
  worker.on('exit', (code) => stop(`the log writer exited with code ${code}`));

  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let closing: Promise<void> | undefined;
  /**
   * Posts an ask and answers the worker's answer. Throws at once, having posted nothing, what
   * the clone of the batches throws: only plain data crosses to a worker.
   */
  const post = (batches: readonly GameAppend[], each: boolean): Promise<WriterAnswer> => {
    if (closing) return Promise.reject(new Error('the log writer is closed'));
    if (stopped !== undefined) return Promise.reject(new Error(stopped));
    const id = nextId++;
    const answered = new Promise<WriterAnswer>((resolve, reject) =>
      waiting.set(id, { resolve, reject }),
    );
    try {
      worker.postMessage((each ? { id, batches, each } : { id, batches }) satisfies WriterAsk);
    } catch (error) {
      waiting.delete(id);
      throw error;
    }
    return answered;
  };
  /**
   * After the clone of a group failed: its tables are checked here, as the worker would, those
   * whose data is not plain JSON are refused, and the others' batches posted without them.
   */
  const postCarried = async (
    batches: readonly GameAppend[],
    cloneError: unknown,
  ): Promise<WriterAnswer> => {
    const plan = planGroup(batches);
    const results = [...answersOf(plan, null)];
    const carried = results.flatMap((result, index) => (result.ok ? [index] : []));
    if (carried.length === 0) return { id: -1, results };
    let answered: Promise<WriterAnswer> | undefined;
    try {
      answered = post(
        carried.map((index) => batches[index] as GameAppend),
        true,
      );
    } catch {
      // Data the check passed that still cannot be carried: refused as the group was.
    }
    const answer = await answered;
    if (answer !== undefined && !('results' in answer)) throw unexpected(answer);
    carried.forEach((index, at) => {
      results[index] = answer?.results[at] ?? err(notPlain(cloneError));
    });
    return { id: -1, results };
  };
  const unexpected = (answer: WriterAnswer) =>
    new Error(`the log writer answered out of turn: ${JSON.stringify(Object.keys(answer))}`);

  return {
    append: async (batches) => {
      let answered: Promise<WriterAnswer>;
      try {
        answered = post(batches, false);
      } catch (error) {
        // The store would refuse anything that is not plain data anyway.
        return err(notPlain(error));
      }
      const answer = await answered;
      if (!('result' in answer)) throw unexpected(answer);
      return answer.result;
    },
    appendEach: async (batches) => {
      let answered: Promise<WriterAnswer>;
      try {
        answered = post(batches, true);
      } catch (error) {
        answered = postCarried(batches, error);
      }
      const answer = await answered;
      if (!('results' in answer)) throw unexpected(answer);
      return answer.results;
    },
    close: () => {
      // The worker answers the appends posted before, closes its connection, then exits.
      closing ??= (async () => {
        if (stopped === undefined) worker.postMessage({ close: true } satisfies WriterAsk);
        else void worker.terminate();
        await exited;
      })();
      return closing;
    },
  };
};
