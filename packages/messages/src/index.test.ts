import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messageCatalogs } from './index.js';

type Catalog = { readonly [key: string]: string | Catalog };
const keys = (c: Catalog, prefix = ''): string[] =>
  Object.entries(c).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`),
  );
const italian = new Set(keys(messageCatalogs.it));
const english = new Set(keys(messageCatalogs.en));

/** The codes a package's sources can return through the functions named in `calls`. */
const codesIn = (pkg: string, calls: string): Set<string> => {
  const dir = new URL(`../../${pkg}/src/`, import.meta.url);
  const pattern = new RegExp(`(?:${calls})\\(\\s*'([a-z0-9-]+)'`, 'g');
  const codes = new Set<string>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.endsWith('test-support.ts'))
      continue;
    for (const m of readFileSync(new URL(file, dir), 'utf8').matchAll(pattern))
      codes.add(m[1] as string);
  }
  return codes;
};

const untranslatedRuleErrors = (game: string, codes: Set<string>): string[] =>
  [...codes, 'bad-request', 'internal-error'].filter(
    (code) => !italian.has(`errors.${game}.${code}`) && !italian.has(`errors.common.${code}`),
  );

describe('the message catalogs', () => {
  it('have an Italian message for every code the Scala 40 engine and oracle can return', () => {
    const codes = codesIn('scala40', 'ruleError');
    expect(codes.size).toBeGreaterThan(30);
    expect(untranslatedRuleErrors('scala40', codes)).toEqual([]);
  });

  it('have an Italian message for every code the Burraco engine and oracle can return', () => {
    // The Burraco sources also build errors through local helpers named refuse and bad.
    const codes = codesIn('burraco', 'ruleError|refuse|bad');
    expect(codes.size).toBeGreaterThan(40);
    expect(untranslatedRuleErrors('burraco', codes)).toEqual([]);
  });

  it('have an Italian and an English message for every code the tournament package can return', () => {
    const codes = codesIn('tournament', 'tournamentError|refuse|ruleError');
    expect(codes.size).toBeGreaterThan(40);
    for (const [lang, catalog] of [
      ['it', italian],
      ['en', english],
    ] as const)
      expect([lang, [...codes].filter((c) => !catalog.has(`tournament.errors.${c}`))]).toEqual([
        lang,
        [],
      ]);
  });

  it('have every English text in Italian, and every Italian one in English but the engine errors', () => {
    // The engines' own messages are English and carry the figures of the case.
    const shared = [...italian].filter((k) => !/^errors\.(scala40|burraco)\./.test(k));
    expect([...english].sort()).toEqual(shared.sort());
  });
});
