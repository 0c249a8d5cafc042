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
    expect(searchCatalogue(catalogue, 'gli è caduta una carta', 'scala40')[0]?.entry.id).toBe(
      's40-cdg-11-carta-esposta',
    );
  });

  it("puts first the situation whose everyday phrase says the query's words in a row", () => {
    // "ha giocato fuori turno" is a play out of turn (BUR-CH art. 38), not the wrong dealer of
    // art. 5, whose phrases hold "giocatore" and "fuori turno" apart.
    expect(searchCatalogue(catalogue, 'ha giocato fuori turno', 'burraco')[0]?.entry.article).toBe(
      38,
    );
    expect(
      searchCatalogue(catalogue, 'ha legato al gioco sbagliato', 'burraco')[0]?.entry.article,
    ).toBe(29);
    expect(searchCatalogue(catalogue, 'gli è caduta una carta', 'burraco')[0]?.entry.article).toBe(
      28,
    );
  });

  it('finds entries by article number', () => {
    expect(searchCatalogue(catalogue, 'art. 11').map((f) => f.entry.article)).toContain(11);
  });

  it('finds nothing for nothing', () => {
    expect(searchCatalogue(catalogue, '  di la  ')).toEqual([]);
  });
});
