/** Starts real Node children: the built echo server (build first: npx tsc -b) and small scripts. */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChild } from './child.js';
import { readProcessFigures } from './prometheus.js';
import { ECHO_SCRIPT } from './run.js';

let dir: string;
beforeAll(async () => {
  if (!existsSync(ECHO_SCRIPT))
    throw new Error(`${ECHO_SCRIPT} is missing: build first with npx tsc -b`);
  dir = await mkdtemp(join(tmpdir(), 'tavolo-load-child-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const script = async (name: string, source: string) => {
  const file = join(dir, name);
  await writeFile(file, source);
  return file;
};

describe('startChild', () => {
  it('answers the address of the ready line, past other output, and stops the child', async () => {
    const file = await script(
      'ready.mjs',
      `process.on('SIGTERM', () => process.exit(0));
       console.log('{"level":40,"msg":"a log line"}');
       console.log('Ready: tcp://here:1');
       setInterval(() => console.log('more logs'), 5);`,
    );
    const child = await startChild({ script: file, args: [], ready: /^Ready: (\S+)/ });
    expect(child).toMatchObject({ ok: true, value: { address: 'tcp://here:1' } });
    if (!child.ok) return;
    expect(child.value.pid).toBeGreaterThan(0);
    expect(child.value.output()).toContain('a log line');
    expect(await child.value.stop()).toBe(0);
  });

  it('runs the echo server, which serves its process figures', async () => {
    const echo = await startChild({ script: ECHO_SCRIPT, args: [], ready: /^Echo: (ws:\/\/\S+)/ });
    if (!echo.ok) throw new Error(echo.error);
    expect(echo.value.address).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
    const figures = await readProcessFigures(echo.value.address.replace(/^ws/, 'http'));
    expect(figures.ok && figures.value.rssBytes).toBeGreaterThan(0);
    expect(await echo.value.stop()).toBe(0);
  });

  it('passes node flags and arguments, and reports a child that exits early with its output', async () => {
    const file = await script(
      'fails.mjs',
      `console.error('flags ' + process.execArgv.join(' ') + ', args ' + process.argv.slice(2).join(' '));
       process.exit(3);`,
    );
    const child = await startChild({
      script: file,
      args: ['--port', '0'],
      nodeFlags: ['--no-warnings'],
      ready: /^Ready: (\S+)/,
    });
    expect(child.ok).toBe(false);
    if (child.ok) return;
    expect(child.error).toContain('exited before it was ready (code 3)');
    expect(child.error).toContain('flags --no-warnings, args --port 0');
  });

  it('gives up on a child that never prints its ready line, and kills it', async () => {
    const file = await script('silent.mjs', `setInterval(() => undefined, 1000);`);
    const child = await startChild({
      script: file,
      args: [],
      ready: /^Ready: (\S+)/,
      timeoutMs: 200,
    });
    expect(child).toMatchObject({ ok: false });
    expect(!child.ok && child.error).toContain('printed no ready line within 200 ms');
  });

  it('kills a child that ignores SIGTERM once the grace has passed', async () => {
    const file = await script(
      'stubborn.mjs',
      `process.on('SIGTERM', () => undefined);
       console.log('Ready: x');
       setInterval(() => undefined, 1000);`,
    );
    const child = await startChild({ script: file, args: [], ready: /^Ready: (\S+)/ });
    if (!child.ok) throw new Error(child.error);
    expect(await child.value.stop(100)).toBeNull();
  });
});
