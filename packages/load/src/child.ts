/**
 * The servers under load run as child processes, so that they never share an event loop (or a
 * garbage collector) with the clients that drive them. A child is ready when it prints a line
 * matching `ready` on stdout; its output is drained for as long as it runs, since a child that
 * logs into a full pipe would block, and only a tail of it is kept to explain a failure.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type { Result } from './result.js';

export interface ChildOptions {
  /** The Node script to run. */
  readonly script: string;
  readonly args: readonly string[];
  /** Flags for node itself, before the script (`--cpu-prof`). */
  readonly nodeFlags?: readonly string[];
  /** The ready line; its first group is what `startChild` answers (an address). */
  readonly ready: RegExp;
  readonly timeoutMs?: number;
}

export interface RunningChild {
  /** The first group of the ready line. */
  readonly address: string;
  readonly pid: number;
  /** The last few kilobytes of stdout and stderr. */
  readonly output: () => string;
  /** SIGTERM, then SIGKILL if it has not exited after `graceMs`; answers the exit code. */
  readonly stop: (graceMs?: number) => Promise<number | null>;
}

const TAIL_CHARS = 8192;

const exitOf = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));

export const startChild = (options: ChildOptions): Promise<Result<RunningChild>> => {
  const child = spawn(
    process.execPath,
    [...(options.nodeFlags ?? []), options.script, ...options.args],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let tail = '';
  const keep = (text: string) => {
    tail = (tail + text).slice(-TAIL_CHARS);
  };
  // A load run that dies must not leave a server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async (graceMs = 10_000): Promise<number | null> => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    const code = await exitOf(child);
    clearTimeout(timer);
    return code;
  };

  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: Result<RunningChild>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timeout);
      resolve(result);
    };
    let failing = false;
    const fail = (reason: string) => {
      if (settled || failing) return;
      failing = true;
      void stop(1000).then(() => settle({ ok: false, error: `${reason}\n${tail}`.trimEnd() }));
    };
    const timeout = setTimeout(
      () =>
        fail(`${options.script} printed no ready line within ${options.timeoutMs ?? 30_000} ms`),
      options.timeoutMs ?? 30_000,
    );
    let partial = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      keep(chunk);
      if (settled) return;
      partial += chunk;
      const lines = partial.split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        const address = options.ready.exec(line)?.[1];
        if (address === undefined) continue;
        settle({
          ok: true,
          value: { address, pid: child.pid ?? 0, output: () => tail, stop },
        });
        return;
      }
    });
    child.stderr?.setEncoding('utf8').on('data', keep);
    child.once('error', (error) => fail(`${options.script} did not start: ${error.message}`));
    child.once('exit', (code, signal) =>
      fail(`${options.script} exited before it was ready (${signal ?? `code ${code}`})`),
    );
  });
};
