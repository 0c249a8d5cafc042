/** BUR-CH art. 29-31: found by everyday words, and the text's rulings given through `consult`. */
import { describe, expect, it } from 'vitest';
import { consult } from '../consult.js';
import { burraco2931Examples } from '../examples/burraco-29-31.js';
import { type Answers, type EffectKind, type Entry, citation } from '../model.js';
import { searchCatalogue } from '../search.js';
import { burraco2931Entries } from './burraco-29-31.js';
import { catalogue, entryById } from './index.js';

const entry = (id: string): Entry => {
  const found = entryById(id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
};

/** The effects' kinds of the ruling the answers reach, or the error's code. */
const effectsOf = (id: string, answers: Answers): EffectKind[] | string => {
  const outcome = consult(entry(id), answers);
  if (!outcome.ok) return outcome.error.code;
  if (outcome.value.kind !== 'ruling') return `question ${outcome.value.question.id}`;
  return outcome.value.ruling.effects.map((e) => e.kind);
};

const first = (phrase: string): string | undefined =>
  searchCatalogue(catalogue, phrase, 'burraco')[0]?.entry.id;

const ownTurn = { when: 'own-turn' } as const;

describe('BUR-CH art. 29-31 found by everyday words', () => {
  it('BUR-CH art. 29 A2: "legato una carta sbagliata" finds an art. 29 entry first', () => {
    const found = searchCatalogue(catalogue, 'legato una carta sbagliata', 'burraco')[0]?.entry;
    expect(found?.article).toBe(29);
    expect(found?.id).toMatch(/^bur-ch-29-a2-/);
  });

  it.each([
    ['BUR-CH art. 29 A1', 'ha calato una scala sbagliata', 'bur-ch-29-a1'],
    ['BUR-CH art. 29 A2,3', 'ha legato una carta sbagliata al tris', 'bur-ch-29-a2-3'],
    [
      'BUR-CH art. 29 A1 ultima carta',
      "sanare con l'ultima carta per chiudere",
      'bur-ch-29-a1-ultima-carta',
    ],
    ['BUR-CH art. 29 B', 'ci siamo accorti dopo un giro che la scala era sbagliata', 'bur-ch-29-b'],
    ['BUR-CH art. 29 B (N.B.)', 'burraco non valido', 'bur-ch-29-b'],
    ['BUR-CH art. 29 N', 'ha chiuso con un gioco sbagliato', 'bur-ch-29-n'],
    ['BUR-CH art. 29 generale', 'ha chiuso con carte penalizzate in mano', 'bur-ch-29-generale'],
    ['BUR-CH art. 30', 'il compagno ha raccolto la carta penalizzante', 'bur-ch-30'],
    ['BUR-CH art. 38 C (not art. 30)', 'ha giocato dopo aver scartato', 'bur-ch-38-c'],
    ['BUR-CH art. 31', 'ha lanciato una carta', 'bur-ch-31-carta-lanciata'],
    ['BUR-CH art. 31 c', 'carta lanciata caduta su due giochi', 'bur-ch-31-c'],
    ['BUR-CH art. 31 e', 'ha passato le carte al compagno senza dire dove', 'bur-ch-31-e'],
  ])('%s: "%s" finds it first', (_, phrase, id) => {
    expect(first(phrase)).toBe(id);
  });
});

describe('BUR-CH art. 29 rulings through consult', () => {
  it('BUR-CH art. 29 A2,1 "Non potrà mai essere sanata": the excess card is penalised even with the right card in hand', () => {
    const kinds = effectsOf('bur-ch-29-a2-1', {
      ...ownTurn,
      'other-plays': 'no',
      meld: 'no',
      count: 'one',
    });
    expect(kinds).toEqual(expect.arrayContaining(['no-heal', 'discard-at-once', 'turn-ends']));
    expect(kinds).not.toContain('may-heal');
  });

  it('BUR-CH art. 29 A2,2 "qualora fosse il proprio compagno a segnalare l’errore, non sarà consentito di sanarlo"', () => {
    const base = { ...ownTurn, valid: 'no', 'other-plays': 'no' } as const;
    expect(effectsOf('bur-ch-29-a2-2', { ...base, partner: 'yes' })).toEqual(
      expect.arrayContaining(['no-heal', 'discard-at-once', 'partner-no-close-this-round']),
    );
    expect(effectsOf('bur-ch-29-a2-2', { ...base, partner: 'no', heal: 'yes' })).toEqual([
      'may-heal',
      'play-continues',
    ]);
    // Whether he holds the healing card is not asked once the partner pointed out the error.
    expect(effectsOf('bur-ch-29-a2-2', { ...base, partner: 'yes', heal: 'yes' })).toBe('not-asked');
  });

  it('BUR-CH art. 29 A1 "Un gioco non potrà mai essere sanato se prima siano stati effettuati altri giochi"', () => {
    const kinds = effectsOf('bur-ch-29-a1', {
      ...ownTurn,
      what: 'wrong-meld',
      'other-plays': 'yes',
    });
    expect(kinds).toEqual(expect.arrayContaining(['no-heal', 'meld-frozen', 'penalty-cards']));
    expect(kinds).not.toContain('may-heal');
  });

  it('BUR-CH art. 29 A1 "il gioco proseguirà regolarmente" when the meld is healed with no card left out', () => {
    expect(
      effectsOf('bur-ch-29-a1', {
        ...ownTurn,
        what: 'wrong-meld',
        'other-plays': 'no',
        partner: 'no',
        heal: 'complete',
      }),
    ).toEqual(['may-heal', 'play-continues']);
  });

  it('BUR-CH art. 29 B "Il gioco contenente la carta errata sarà definitivamente congelato"', () => {
    const outcome = consult(entry('bur-ch-29-b'), { laying: 'no', burraco: 'no' });
    expect(outcome.ok && outcome.value.kind === 'ruling' && outcome.value.ruling.effects).toEqual(
      expect.arrayContaining([
        { kind: 'meld-frozen', until: 'end-of-hand' },
        { kind: 'counted-negative' },
      ]),
    );
  });

  it('BUR-CH art. 29 A2,1 "si applicherà la regola: Errore rilevato al di fuori del proprio turno di gioco" once the opponent on the left has drawn', () => {
    const later = consult(entry('bur-ch-29-a2-1'), { when: 'later' });
    const b = consult(entry('bur-ch-29-b'), { laying: 'no', burraco: 'no' });
    expect(later.ok && later.value.kind === 'ruling' && later.value.ruling.effects).toEqual(
      b.ok && b.value.kind === 'ruling' && b.value.ruling.effects,
    );
  });

  it('BUR-CH art. 29 N "l’arbitro interverrà penalizzando il gioco errato e non convalidando l’eventuale chiusura effettuata"', () => {
    expect(effectsOf('bur-ch-29-n', { began: 'no', closed: 'yes' })).toEqual(
      expect.arrayContaining(['no-heal', 'penalty-cards', 'closing-void']),
    );
    expect(effectsOf('bur-ch-29-n', { began: 'no', closed: 'no' })).not.toContain('closing-void');
  });

  it('BUR-CH art. 29 generale "le carte non ancora scartate saranno conteggiate negativamente"', () => {
    expect(effectsOf('bur-ch-29-generale', { closed: 'yes' })).toEqual(['counted-negative']);
  });

  it('BUR-CH art. 29 A2,2 ultima carta "non potrà sanare l’errore per chiudere"', () => {
    expect(effectsOf('bur-ch-29-a2-2-ultima-carta', { outcome: 'close' })).toEqual(
      expect.arrayContaining(['no-heal', 'discard-at-once']),
    );
    expect(effectsOf('bur-ch-29-a2-2-ultima-carta', { outcome: 'pozzetto' })).toContain('may-heal');
  });
});

describe('BUR-CH art. 30-31 rulings through consult', () => {
  it('BUR-CH art. 30 "Tutte le carte penalizzanti, se raccolte dal compagno del giocatore colpevole, non possono essere giocate nello stesso giro di gioco"', () => {
    expect(effectsOf('bur-ch-30', { 'partner-took': 'yes' })).toEqual([
      'partner-no-play-picked',
      'play-continues',
    ]);
  });

  it('BUR-CH art. 31 c "la penalità è annullata e il giocatore colpevole decider il da farsi"', () => {
    expect(effectsOf('bur-ch-31-c', { clear: 'no', suggested: 'yes' })).toContain('no-penalty');
  });

  it('BUR-CH art. 31 a "saranno penalizzate" when fewer than three cards land on another meld', () => {
    expect(effectsOf('bur-ch-31-a', { meld: 'no' })).toContain('penalty-cards');
  });
});

describe('BUR-CH art. 29-31 entries and examples', () => {
  it('cite each worked example under the citation of its own entry', () => {
    for (const x of burraco2931Examples)
      expect(x.cite.replace(/ esempio.*$/, ''), x.id).toBe(citation(entry(x.entry)));
  });

  it('record nothing: art. 29-31 give only in-hand consequences', () => {
    for (const e of burraco2931Entries)
      for (const r of e.rulings) expect(r.ruling.record, e.id).toEqual([]);
  });
});
