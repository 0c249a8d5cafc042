/**
 * A fresh install must leave the work tree as committed. The committed lock is the one npm
 * itself resolves from the workspaces' package.json files: otherwise `npm install` on a fresh
 * clone rewrites it (as it did when the lock lacked rollup's packages for other platforms), and
 * `npm ci` refuses it. `.ci/run` also checks `git status` after the install and after the tests.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

describe('the committed package-lock.json', () => {
  let scratch: string | undefined;
  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('fresh install rewrites package-lock: npm resolves exactly the committed lock', async () => {
    scratch = await mkdtemp(join(tmpdir(), 'tavolo-lock-'));
    const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
      readonly workspaces: readonly string[];
    };
    for (const file of ['package.json', 'package-lock.json'])
      await cp(join(root, file), join(scratch, file));
    for (const workspace of manifest.workspaces)
      await cp(join(root, workspace, 'package.json'), join(scratch, workspace, 'package.json'));
    const committed = await readFile(join(root, 'package-lock.json'), 'utf8');
    await run(
      'npm',
      [
        'install',
        '--package-lock-only',
        '--prefer-offline',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
      ],
      { cwd: scratch },
    );
    const resolved = await readFile(join(scratch, 'package-lock.json'), 'utf8');
    expect(resolved === committed, 'npm install would rewrite package-lock.json').toBe(true);
  });
});
