/**
 * Replays tables' logs into their archives (`match-archive.ts`) in a worker thread of its
 * own, so that a request for a long match's history never holds up the moves of the other
 * tables: the event loop only hands the records over and receives the archive. The thread
 * starts at the first request; requests wait in its queue, one replay at a time. A thread
 * that dies (out of memory, say) answers every request it held with an error value and is
 * replaced at the next request.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type Result, type RuleError, err, PROCEDURE, ruleError } from '@tavolo/cards';
import type { ArchiveRequest, MatchArchive } from './match-archive.js';

export interface HandArchiver {
  archive(request: ArchiveRequest): Promise<Result<MatchArchive, RuleError>>;
  /** Answers the requests still waiting with an error value and ends the thread. */
  close(): Promise<void>;
}

export interface HandArchiverOptions {
  /** The thread is ended (and its requests answered with an error) when its heap outgrows this. */
  readonly heapLimitMb?: number;
}

/** What the archiver posts to its thread. */
export interface ArchiverAsk {
  readonly id: number;
  readonly request: ArchiveRequest;
}

/** What the thread answers. */
export interface ArchiverAnswer {
  readonly id: number;
  readonly result: Result<MatchArchive, RuleError>;
}

/** The compiled thread, from dist/ or, under vitest, from src/ (Node cannot run TypeScript). */
const WORKER_FILE = new URL('../dist/hand-archiver-worker.js', import.meta.url);

const failure = (message: string) => err(ruleError('replay-failed', PROCEDURE, message));

type Answer = (result: Result<MatchArchive, RuleError>) => void;

/** Throws when the worker file has not been built: the history could not work. */
export const startHandArchiver = (options: HandArchiverOptions = {}): HandArchiver => {
  const file = fileURLToPath(WORKER_FILE);
  if (!existsSync(file))
    throw new Error(`the replay worker ${file} is missing: build the server first (npm run build)`);
  const resourceLimits =
    options.heapLimitMb === undefined ? undefined : { maxOldGenerationSizeMb: options.heapLimitMb };
  let running: { readonly worker: Worker; readonly pending: Map<number, Answer> } | undefined;
  let nextId = 0;
  let closed = false;

  const retire = (worker: Worker, reason: string) => {
    if (running?.worker !== worker) return;
    const { pending } = running;
    running = undefined;
    void worker.terminate();
    const failed = failure(`the replay thread failed: ${reason}`);
    for (const answer of pending.values()) answer(failed);
  };

  const spawn = () => {
    // No execArgv from the server (a --conditions=source, say): the thread runs the built code.
    const worker = new Worker(file, { execArgv: [], ...(resourceLimits && { resourceLimits }) });
    const pending = new Map<number, Answer>();
    worker.on('message', ({ id, result }: ArchiverAnswer) => {
      const answer = pending.get(id);
      pending.delete(id);
      if (pending.size === 0) worker.unref();
      answer?.(result);
    });
    worker.on('error', (error) => retire(worker, error.message));
    worker.on('messageerror', (error) => retire(worker, error.message));
    worker.on('exit', (code) => retire(worker, `its thread exited with code ${code}`));
    return { worker, pending };
  };

  return {
    archive: (request) => {
      if (closed) return Promise.resolve(failure('the server is closing'));
      running ??= spawn();
      const { worker, pending } = running;
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        // Busy, the thread keeps the process alive; idle, it does not.
        worker.ref();
        try {
          worker.postMessage({ id, request } satisfies ArchiverAsk);
        } catch (error) {
          pending.delete(id);
          resolve(failure(`a replay request must be plain data: ${String(error)}`));
        }
      });
    },
    close: async () => {
      closed = true;
      const current = running;
      if (!current) return;
      running = undefined;
      const failed = failure('the server closed before the replay was made');
      for (const answer of current.pending.values()) answer(failed);
      current.pending.clear();
      await current.worker.terminate();
    },
  };
};
