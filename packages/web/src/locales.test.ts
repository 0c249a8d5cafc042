import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every key of a nested catalog, as i18next spells it (`list.freePlace`). */
const keysOf = (catalog: object, prefix = ''): readonly string[] =>
  Object.entries(catalog).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

const read = (lang: string, file: string): object =>
  JSON.parse(readFileSync(new URL(`./locales/${lang}/${file}`, import.meta.url), 'utf8')) as object;

const namespaces = readdirSync(new URL('./locales/it/', import.meta.url)).filter((f) =>
  f.endsWith('.json'),
);

describe('the catalogs of the page', () => {
  it('come in Italian and English for every part of the page', () => {
    expect(namespaces.length).toBeGreaterThanOrEqual(5);
    expect(readdirSync(new URL('./locales/en/', import.meta.url)).sort()).toEqual(
      [...namespaces].sort(),
    );
  });

  it.each(namespaces)('%s says in English everything it says in Italian', (file) => {
    expect([...keysOf(read('en', file))].sort()).toEqual([...keysOf(read('it', file))].sort());
  });
});
