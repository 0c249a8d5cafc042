/**
 * The main thread's side of the client threads: one worker per job, each opening its
 * connections, then playing, counting and stopping on command. Commands go to every thread at
 * once, so the threads' windows differ by the time a message takes between threads.
 */
import { Worker } from 'node:worker_threads';
import type { ClientJob } from './clients.js';
import type { TallyPart } from './recorder.js';
import type { Result } from './result.js';

export type Command = 'play' | 'start' | 'stop' | 'close';

export type Reply =
  | { readonly type: 'connected'; readonly result: Result<void> }
  | { readonly type: 'part'; readonly part: TallyPart }
  | { readonly type: 'closed' };

export interface ClientThreads {
  /** Every connection is open: the clients play (the warm-up begins). */
  readonly play: () => void;
  /** The window begins: the threads count from now. */
  readonly start: () => void;
  /** The window ends now; answers each thread's figures. */
  readonly stop: () => Promise<Result<TallyPart[]>>;
  /** Closes the connections and ends the threads. */
  readonly close: () => Promise<void>;
}

/** The built worker (from `src/` in tests as from `dist/`: both resolve to dist). */
export const WORKER_SCRIPT = new URL('../dist/client-worker.js', import.meta.url);

/** The replies of one worker in order, or why it can no longer reply. */
const replies = (worker: Worker) => {
  const queued: Reply[] = [];
  let waiting: ((reply: Result<Reply>) => void) | undefined;
  let failure: string | undefined;
  const deliver = (reply: Result<Reply>) => {
    const waiter = waiting;
    waiting = undefined;
    waiter?.(reply);
  };
  worker.on('message', (reply: Reply) => {
    if (waiting) deliver({ ok: true, value: reply });
    else queued.push(reply);
  });
  const fail = (reason: string) => {
    failure ??= reason;
    deliver({ ok: false, error: failure });
  };
  worker.on('error', (error) => fail(`a client thread failed: ${error.message}`));
  worker.on('exit', (code) => fail(`a client thread exited (code ${code})`));
  return (): Promise<Result<Reply>> => {
    const reply = queued.shift();
    if (reply) return Promise.resolve({ ok: true, value: reply });
    if (failure !== undefined) return Promise.resolve({ ok: false, error: failure });
    return new Promise((resolve) => (waiting = resolve));
  };
};

/** Starts a thread per job and answers once every thread has opened its connections. */
export const startClientThreads = async (
  jobs: readonly ClientJob[],
): Promise<Result<ClientThreads>> => {
  const workers = jobs.map((job) => new Worker(WORKER_SCRIPT, { workerData: job }));
  const next = workers.map(replies);
  const all = (command: Command) => {
    for (const worker of workers) worker.postMessage(command);
  };
  const collect = async <T>(read: (reply: Reply) => T | undefined): Promise<Result<T[]>> => {
    const answers: T[] = [];
    for (const reply of await Promise.all(next.map((n) => n()))) {
      if (!reply.ok) return reply;
      const value = read(reply.value);
      if (value === undefined) return { ok: false, error: `unexpected ${reply.value.type}` };
      answers.push(value);
    }
    return { ok: true, value: answers };
  };
  const terminate = async () => {
    await Promise.all(workers.map((worker) => worker.terminate()));
  };

  const connected = await collect((r) => (r.type === 'connected' ? r.result : undefined));
  const failed = connected.ok ? connected.value.find((r) => !r.ok) : connected;
  if (failed && !failed.ok) {
    await terminate();
    return failed;
  }
  return {
    ok: true,
    value: {
      play: () => all('play'),
      start: () => all('start'),
      stop: () => {
        all('stop');
        return collect((r) => (r.type === 'part' ? r.part : undefined));
      },
      close: async () => {
        all('close');
        await collect((r) => (r.type === 'closed' ? r : undefined));
        await terminate();
      },
    },
  };
};
