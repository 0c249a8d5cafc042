import { describe, expect, it } from 'vitest';
import en from '../locales/en/lobby.json';
import it_ from '../locales/it/lobby.json';

/** Every key of a nested catalog, as i18next spells it (`list.freePlace`). */
const keysOf = (catalog: object, prefix = ''): readonly string[] =>
  Object.entries(catalog).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

describe('the lobby catalog', () => {
  it('says in English everything it says in Italian', () => {
    expect(keysOf(en)).toEqual(keysOf(it_));
  });
});
