/**
 * Every refusal, doubt and check the tournament package can produce has a whole text in Italian
 * and in English, with the same placeholders, so that a front end writes it from its code and
 * params alone, in one language.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messageCatalogs } from './index.js';

const dir = new URL('../../tournament/src/', import.meta.url);
const sources = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('test-support.ts'))
  .map((f) => readFileSync(new URL(f, dir), 'utf8'))
  .join('\n');

const found = (...patterns: RegExp[]): string[] =>
  [...new Set(patterns.flatMap((p) => [...sources.matchAll(p)].flatMap((m) => m.slice(1))))]
    .filter((x): x is string => x !== undefined)
    .sort();

/** Refusal codes: the helpers' first argument, a choice between two, the import's problems. */
const refusalCodes = found(
  /(?:refuse|refuseWith|refuseFor|tournamentError|ruleError|impossible)\(\s*'([a-z0-9-]+)'/g,
  /tournamentError\(\s*[^']*?\?\s*'([a-z0-9-]+)'\s*:\s*'([a-z0-9-]+)'/g,
  /problem\(\s*[^,()]+(?:\([^)]*\))?[^,()]*,\s*'(import-[a-z0-9-]+)'/g,
  /code: '(import-[a-z0-9-]+)'/g,
  /CONFIRM_REQUIRED = '([a-z-]+)'/g,
);
/** Doubts: objects with a code and an article (a pairing's explanations have no article). */
const doubtCodes = found(/code: '([a-z0-9-]+)',\s*article:/g).filter(
  (c) => !c.startsWith('import-'),
);
/** Checks: the reasons a code stands for, by the helpers that name them, and the score checks. */
const checks = found(
  /problem\(\s*'([a-z0-9-]+)'/g,
  /bad\(\s*'(config-[a-z0-9-]+)'/g,
  /\['(config-[a-z0-9-]+)',/g,
  /check: '([a-z0-9-]+)'/g,
  /'((?:pairing|log)-[a-z0-9-]+)'/g,
);

/** The reasons the package writes itself: a state's notes, and the note of a derived walkover. */
const reasonCodes = found(
  /(?:note: |stamp,\s*)\{\s*code: '([a-z0-9-]+)'/g,
  /note: \{\s*code: [^'\n]*\? '([a-z0-9-]+)' : '([a-z0-9-]+)'/g,
);

type Catalog = { readonly [key: string]: string | Catalog };
const section = (lang: 'it' | 'en', name: string): Catalog =>
  (messageCatalogs[lang].tournament as unknown as Catalog)[name] as Catalog;

/** A text's forms: the key itself, or its plural forms. */
const forms = (c: Catalog, key: string): string[] =>
  [key, `${key}_one`, `${key}_other`]
    .map((k) => c[k])
    .filter((v): v is string => typeof v === 'string');

const placeholders = (texts: readonly string[]): string[] =>
  [...new Set(texts.flatMap((t) => [...t.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1] as string)))]
    .filter((p) => p !== 'count')
    .sort();

/** What is wrong with the texts of `key` in `sections`: missing, or placeholders that differ. */
const problems = (sections: readonly string[], keys: readonly string[]): string[] =>
  keys.flatMap((key) => {
    const find = (lang: 'it' | 'en') =>
      sections.map((s) => forms(section(lang, s), key)).find((f) => f.length > 0) ?? [];
    const [it, en] = [find('it'), find('en')];
    if (it.length === 0 || en.length === 0)
      return [`${key}: no text in ${it.length ? 'en' : 'it'}`];
    const [pi, pe] = [placeholders(it), placeholders(en)];
    return pi.join() === pe.join() ? [] : [`${key}: it {{${pi.join()}}}, en {{${pe.join()}}}`];
  });

describe('the tournament texts, Italian and English alike', () => {
  it('Tavolo: every refusal code has a whole text in both languages with the same figures', () => {
    expect(refusalCodes.length).toBeGreaterThan(70);
    expect(refusalCodes).toContain('after-last-round');
    expect(refusalCodes).toContain('same-person-twice');
    expect(refusalCodes).toContain('import-empty');
    expect(problems(['errors'], refusalCodes)).toEqual([]);
  });

  it('Tavolo: every doubt a director is asked to confirm has both texts', () => {
    expect(doubtCodes).toEqual(
      expect.arrayContaining(['repeated-penalty', 'repeated-sanction', 'similar-name']),
    );
    expect(problems(['doubts'], doubtCodes)).toEqual([]);
  });

  it('Tavolo: every check a refusal names has both texts, with the same figures', () => {
    expect(checks).toEqual(expect.arrayContaining(['hands-count', 'config-date', 'above-max']));
    expect(problems(['checks', 'scoreChecks'], checks)).toEqual([]);
  });

  it('Tavolo: a pairing that cannot be computed and a log that cannot be read say what is wrong', () => {
    // Every bad-pairing-input names its check, and so does every bad-log (before the next one).
    const inputs = [...sources.matchAll(/badInput\(\s*([^,)]*)/g)].map((m) => m[1]);
    expect(inputs.length).toBeGreaterThan(30);
    expect(inputs.filter((c) => !/^'pairing-[a-z0-9-]+'$/.test(c ?? ''))).toEqual([]);
    const logs = sources.split("'bad-log'").slice(1);
    expect(logs.length).toBeGreaterThan(5);
    expect(logs.filter((after) => !/^[^;]*check: 'log-/.test(after))).toEqual([]);
    expect(checks.filter((c) => c.startsWith('log-'))).toContain('log-bad-void');
  });

  it('BUR-CH art. 48, 50: every reason the package writes (a walkover, a late arrival, a second caution) has both texts', () => {
    expect(reasonCodes).toEqual(
      expect.arrayContaining(['walkover-won', 'late-penalty', 'late-match-lost', 'second-caution']),
    );
    expect(problems(['reasons'], reasonCodes)).toEqual([]);
  });

  it('Tavolo: a text with a count has its singular and its plural, in both languages', () => {
    for (const lang of ['it', 'en'] as const)
      for (const name of ['errors', 'checks', 'doubts', 'scoreChecks', 'reasons']) {
        const c = section(lang, name);
        const plural = Object.keys(c).filter((k) => /_(one|other)$/.test(k));
        for (const k of plural) {
          const base = k.replace(/_(one|other)$/, '');
          expect([lang, base, forms(c, base).length]).toEqual([lang, base, 2]);
        }
        for (const [k, v] of Object.entries(c))
          if (typeof v === 'string' && v.includes('{{count}}'))
            expect([lang, k, /_(one|other)$/.test(k)]).toEqual([lang, k, true]);
      }
  });

  it('Tavolo: the texts the command line and the console share name no flag nor value of either', () => {
    // A flag (`--others`), or a choice as a program spells it (`(own)`, `(walkover)`): each front
    // end says in its own words how to choose.
    const programWords = /--[a-z]|\((?:own|walkover|played|caution|warning|expulsion)\)/;
    const spoken = (lang: 'it' | 'en') =>
      ['errors', 'checks', 'doubts', 'scoreChecks', 'reasons'].flatMap((name) =>
        Object.entries(section(lang, name)).filter(
          ([, v]) => typeof v === 'string' && programWords.test(v),
        ),
      );
    expect(spoken('it')).toEqual([]);
    expect(spoken('en')).toEqual([]);
  });
});
