/**
 * Bots choose in worker threads, so that a slow choice never holds up the server's event loop
 * (the clocks, the other tables). A request goes to the least busy worker. A worker that dies
 * (out of memory, say) answers every request it held with an error value, never leaving one
 * waiting, and is replaced by a new one when the next request needs it. The threads keep the
 * process alive until the pool is closed.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Budget, SeatBotKind, SeatRequest } from '@tavolo/bots';
import { type Result, type RuleError, err, PROCEDURE, ruleError } from '@tavolo/cards';

export interface BotRequest {
  readonly game: SeatRequest['game'];
  readonly bot: SeatBotKind;
  /** Vary it by turn; the same request always gets the same answer (but with a time budget). */
  readonly seed: number;
  /** The seat's view, as the table shows it to a person in the seat. */
  readonly view: unknown;
  /** The seat's legal actions, as the table offers them. */
  readonly legal: readonly unknown[];
  /** The events of the current hand the seat has seen (`seatHistory`); none when left out. */
  readonly history?: readonly unknown[];
  /** How long a searching level may think (`campione`: a time at a table). */
  readonly budget?: Budget;
}

export type { Budget };

export interface BotPool {
  readonly threads: number;
  /** The index in `legal` of the bot's choice. */
  choose(request: BotRequest): Promise<Result<number, RuleError>>;
  /** Rejects pending requests with an error value and terminates the workers. */
  close(): Promise<void>;
}

export interface BotPoolOptions {
  /** Worker threads; by default one per core but one, and at least one. */
  readonly threads?: number;
  /** A worker whose heap outgrows this is ended (and its requests answered with an error). */
  readonly heapLimitMb?: number;
}

/** What the pool posts to a worker. */
export interface WorkerAsk {
  readonly id: number;
  readonly request: BotRequest;
}

/** What a worker answers. */
export interface WorkerAnswer {
  readonly id: number;
  readonly result: Result<number, RuleError>;
}

/**
 * The compiled worker, whether this module runs from dist/ or, under vitest, from src/: Node
 * cannot start a worker from TypeScript, so the worker is always the built file.
 */
const WORKER_FILE = new URL('../dist/bot-worker.js', import.meta.url);

interface Runner {
  readonly worker: Worker;
  /** The answer callbacks of the requests sent to this worker, by request id. */
  readonly pending: Map<number, (result: Result<number, RuleError>) => void>;
}

const failure = (code: string, message: string) => err(ruleError(code, PROCEDURE, message));

/**
 * Starts the workers. Throws when the worker file has not been built or the options are not
 * usable: a server cannot run its bots then, and should not start.
 */
export const startBotPool = (options: BotPoolOptions = {}): BotPool => {
  const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
  if (!Number.isSafeInteger(threads) || threads < 1)
    throw new RangeError(`a bot pool needs a whole number of threads, at least 1: ${threads}`);
  const file = fileURLToPath(WORKER_FILE);
  if (!existsSync(file))
    throw new Error(`the bot worker ${file} is missing: build the server first (npm run build)`);
  const resourceLimits =
    options.heapLimitMb === undefined ? undefined : { maxOldGenerationSizeMb: options.heapLimitMb };

  /** By slot; empty once its worker died, until a request needs the slot again. */
  const slots: (Runner | undefined)[] = [];
  let nextId = 0;
  let closing: Promise<void> | undefined;

  /** Answers the worker's requests with `bot-failed` and frees its slot; once per worker. */
  const retire = (runner: Runner, reason: string) => {
    const slot = slots.indexOf(runner);
    if (slot < 0) return;
    slots[slot] = undefined;
    void runner.worker.terminate();
    const failed = failure('bot-failed', `a bot worker failed: ${reason}`);
    for (const answer of runner.pending.values()) answer(failed);
    runner.pending.clear();
  };

  const spawn = (): Runner => {
    // No execArgv from the server (a --conditions=source, say): the worker runs the built code.
    const worker = new Worker(file, { execArgv: [], ...(resourceLimits && { resourceLimits }) });
    const runner: Runner = { worker, pending: new Map() };
    worker.on('message', ({ id, result }: WorkerAnswer) => {
      const answer = runner.pending.get(id);
      runner.pending.delete(id);
      answer?.(result);
    });
    worker.on('error', (error) => retire(runner, error.message));
    // An answer that cannot be read would leave its request waiting: give up on the worker.
    worker.on('messageerror', (error) => retire(runner, error.message));
    worker.on('exit', (code) => retire(runner, `its thread exited with code ${code}`));
    return runner;
  };

  for (let i = 0; i < threads; i++) slots.push(spawn());

  const leastBusy = (): Runner => {
    let best = 0;
    for (let i = 1; i < slots.length; i++)
      if ((slots[i]?.pending.size ?? 0) < (slots[best]?.pending.size ?? 0)) best = i;
    const runner = slots[best] ?? spawn();
    slots[best] = runner;
    return runner;
  };

  return {
    threads,
    choose: (request) => {
      if (closing) return Promise.resolve(failure('bot-pool-closed', 'the bot pool is closed'));
      const runner = leastBusy();
      const id = nextId++;
      return new Promise((resolve) => {
        runner.pending.set(id, resolve);
        try {
          const ask: WorkerAsk = { id, request };
          runner.worker.postMessage(ask);
        } catch (error) {
          // Only plain data crosses to a worker (a function in the view, say, cannot).
          runner.pending.delete(id);
          resolve(failure('bad-request', `a bot request must be plain data: ${String(error)}`));
        }
      });
    },
    close: () => {
      closing ??= (async () => {
        const runners = slots.filter((r): r is Runner => r !== undefined);
        slots.fill(undefined);
        const closed = failure('bot-pool-closed', 'the bot pool closed before the bot chose');
        for (const runner of runners) {
          for (const answer of runner.pending.values()) answer(closed);
          runner.pending.clear();
        }
        await Promise.all(runners.map((r) => r.worker.terminate()));
      })();
      return closing;
    },
  };
};
