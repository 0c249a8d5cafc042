/**
 * For the tests that run the BUILT command (packages/cli/dist/main.js): build first
 * (`npx tsc -b`, which `npm test` does).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

export interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Fails clearly when the command has not been built. */
export const requireBuild = (): void => {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build first with npx tsc -b`);
};

/**
 * Runs `tavolo args`, feeding `input` on stdin. TAVOLO_LANG is cleared unless `env` sets it,
 * so that the default language is what a test sees.
 */
export const tavolo = (
  args: readonly string[],
  input = '',
  env: Record<string, string> = {},
): Promise<Run> =>
  new Promise((resolve, reject) => {
    const environment: NodeJS.ProcessEnv = { ...process.env, ...env };
    if (!('TAVOLO_LANG' in env)) delete environment['TAVOLO_LANG'];
    const child = spawn(process.execPath, [MAIN, ...args], { env: environment });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });

/**
 * `tavolo tournament` on one database file at times of one day: `run('15:00', 'pair')` runs
 * `tavolo tournament pair --db FILE --at <day>T15:00:00Z --json`; `ok` also requires exit 0 and
 * returns the last line of output, parsed.
 */
export const tournamentAt = (db: string, day: string) => {
  const run = (time: string, ...args: string[]) =>
    tavolo(['tournament', ...args, '--db', db, '--at', `${day}T${time}:00Z`, '--json']);
  const ok = async (time: string, ...args: string[]) => {
    const r = await run(time, ...args);
    if (r.code !== 0) throw new Error(`${args.join(' ')}: exit ${r.code}: ${r.stderr}`);
    return JSON.parse(r.stdout.trim().split('\n').at(-1) as string) as Record<string, unknown>;
  };
  /** Registers each entrant of `players` (`--players`, names separated by commas) in turn. */
  const register = async (time: string, players: readonly string[]) => {
    for (const p of players) await ok(time, 'register', '--players', p);
  };
  return { run, ok, register };
};

/**
 * `tavolo tournament` on one database file at times of one day, read as the user reads it:
 * `run('19:00', 'status')` gives the text (and exit code), `json` adds `--json`, requires exit 0
 * and returns the last line of output, parsed.
 */
export const tournamentText = (db: string, day: string) => {
  const run = (time: string, ...args: string[]) =>
    tavolo(['tournament', ...args, '--db', db, '--at', `${day}T${time}:00Z`]);
  const json = async (time: string, ...args: string[]) => {
    const r = await run(time, ...args, '--json');
    if (r.code !== 0) throw new Error(`${args.join(' ')}: exit ${r.code}: ${r.stderr}`);
    return JSON.parse(r.stdout.trim().split('\n').at(-1) as string) as Record<string, unknown>;
  };
  return { run, json };
};

/** `result`'s arguments: the score sheet of `round` at `table`, signed by `signed`. */
export const sheetArgs = (
  round: number,
  table: number,
  hands: string,
  signed: readonly string[] | string,
): string[] => [
  'result',
  '--round',
  String(round),
  '--table',
  String(table),
  '--hands',
  hands,
  '--signed',
  typeof signed === 'string' ? signed : signed.join(','),
];
