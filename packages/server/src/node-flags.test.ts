import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags.js';

const rootPackage = JSON.parse(
  readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
) as { readonly scripts: Readonly<Record<string, string>> };

describe('the flags node runs the server with', () => {
  it('are the ones `npm start` passes, which cannot import them', () => {
    expect(rootPackage.scripts['start']).toContain(
      `node ${SERVER_NODE_FLAGS.join(' ')} packages/server/dist/main.js`,
    );
  });

  it('are flags this node accepts (a bad option would stop the server before it starts)', () => {
    const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', '0'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
