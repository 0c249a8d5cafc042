import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue/index.js';
import { foldWords, searchCatalogue } from './search.js';

describe('searchCatalogue', () => {
  it('folds case and accents and drops the small words', () => {
    expect(foldWords('Ha legato una carta PERCHÉ sbagliata')).toEqual([
      'legato',
      'carta',
      'perche',
      'sbagliata',
    ]);
  });

  it('finds an exposed card by everyday words (S40-CdG art. 11)', () => {
    expect(searchCatalogue(catalogue, 'carta scoperta', 'scala40')[0]?.entry.id).toBe(
      's40-cdg-11-carta-esposta',
    );
    expect(searchCatalogue(catalogue, 'gli è caduta una carta')[0]?.entry.id).toBe(
      's40-cdg-11-carta-esposta',
    );
  });

  it('finds entries by article number', () => {
    expect(searchCatalogue(catalogue, 'art. 11').map((f) => f.entry.article)).toContain(11);
  });

  it('finds nothing for nothing', () => {
    expect(searchCatalogue(catalogue, '  di la  ')).toEqual([]);
  });
});
