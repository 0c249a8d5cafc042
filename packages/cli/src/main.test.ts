/**
 * Runs the BUILT command (packages/cli/dist/main.js): build first (`npx tsc -b`, which
 * `npm test` does). Help, version, languages and command-line errors.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Run, requireBuild, tavolo as run } from './test-support.js';

const PACKAGE = fileURLToPath(new URL('../package.json', import.meta.url));

// Help and version take no input.
const tavolo = (args: readonly string[], env: Record<string, string> = {}): Promise<Run> =>
  run(args, '', env);

beforeAll(requireBuild);

describe('tavolo help and version', () => {
  it('prints the help in Italian by default, on stdout, exit 0', async () => {
    for (const args of [['--help'], ['help'], ['-h']]) {
      const run = await tavolo(args);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Uso:');
      expect(run.stdout).toContain('tavolo rules <gioco> --profile <profilo>');
      expect(run.stderr).toBe('');
    }
  });

  it('prints the help of a command', async () => {
    const rules = await tavolo(['help', 'rules']);
    expect(rules.code).toBe(0);
    expect(rules.stdout).toContain('{"op":"diffVp","hands":5,"diff":135}');
    const simulate = await tavolo(['simulate', '--help', '--lang', 'en']);
    expect(simulate.code).toBe(0);
    expect(simulate.stdout).toContain('--bots greedy|random|mixed');
    expect(simulate.stdout).toContain('Usage:');
  });

  it('prints the version of the package', async () => {
    const { version } = JSON.parse(readFileSync(PACKAGE, 'utf8')) as { version: string };
    const run = await tavolo(['--version']);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`tavolo ${version}\n`);
  });

  it('takes the language from --lang, else TAVOLO_LANG, else Italian', async () => {
    expect((await tavolo(['--lang', 'en', '--help'])).stdout).toContain('Usage:');
    expect((await tavolo(['--help', '--lang=en'])).stdout).toContain('Usage:');
    expect((await tavolo(['--help'], { TAVOLO_LANG: 'en' })).stdout).toContain('Usage:');
    expect((await tavolo(['--help'], { TAVOLO_LANG: 'en_GB.UTF-8' })).stdout).toContain('Usage:');
    expect((await tavolo(['--help', '--lang', 'it'], { TAVOLO_LANG: 'en' })).stdout).toContain(
      'Uso:',
    );
    expect((await tavolo(['--help'], { TAVOLO_LANG: 'fr' })).stdout).toContain('Uso:');
  });
});

describe('tavolo command-line errors', () => {
  it('refuses an unknown command with exit 2', async () => {
    const run = await tavolo(['deal']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('comando sconosciuto «deal»');
    const en = await tavolo(['deal', '--lang', 'en']);
    expect(en.stderr).toContain('unknown command "deal"');
  });

  it('shows the help on stderr and exits 2 without a command', async () => {
    const run = await tavolo([]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('Uso:');
  });

  it('refuses an unknown language and a --lang without value', async () => {
    const bad = await tavolo(['--lang', 'fr', '--help']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('lingua sconosciuta «fr»');
    const missing = await tavolo(['--help', '--lang']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--lang');
  });

  it('refuses help for a command that does not exist', async () => {
    const run = await tavolo(['help', 'deal']);
    expect(run.code).toBe(2);
  });
});
