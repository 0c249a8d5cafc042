/**
 * A start that fails half-way must leave nothing running: a caller that goes on after the
 * error (a supervisor that retries on another port, say) would otherwise keep the writer
 * thread and the SQLite file open. The check runs in a child process, the one place where
 * "nothing left running" is observable: the process ends by itself.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER = fileURLToPath(new URL('../dist/index.js', import.meta.url));

/** Occupies a port, starts the built server on it, and reports the error it met. */
const script = (file: string) => `
import { createServer } from 'node:net';
import { startServer } from ${JSON.stringify(SERVER)};
const blocker = createServer();
await new Promise((resolve) => blocker.listen(0, '127.0.0.1', resolve));
try {
  await startServer({
    store: { kind: 'sqlite', file: ${JSON.stringify(file)} },
    port: blocker.address().port,
    logLevel: 'silent',
  });
  console.log('started');
} catch (error) {
  console.log('refused: ' + error.code);
}
blocker.close();
`;

const run = (source: string) =>
  new Promise<{ readonly code: number | null; readonly out: string; readonly ended: boolean }>(
    (resolve) => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', source], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
      // Generous: the child only has to start and stop; one still alive after this is stuck.
      const stuck = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.once('exit', (code, signal) => {
        clearTimeout(stuck);
        resolve({ code, out, ended: signal === null });
      });
    },
  );

describe('startServer', () => {
  const folder = mkdtempSync(join(tmpdir(), 'tavolo-start-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('closes what it opened when the port is taken, so the process can end', async () => {
    const result = await run(script(join(folder, 'tavolo.sqlite')));
    expect(result.out.trim()).toBe('refused: EADDRINUSE');
    expect(result.ended).toBe(true);
    expect(result.code).toBe(0);
  }, 60_000);
});
