/** BUR-CH art. 32-37: found by everyday words, and the text's rulings given through `consult`. */
import { describe, expect, it } from 'vitest';
import { consult } from '../consult.js';
import type { Answers, EffectKind, Entry, RecordKind } from '../model.js';
import { searchCatalogue } from '../search.js';
import { burraco3237Entries } from './burraco-32-37.js';
import { catalogue } from './index.js';

const entry = (id: string): Entry => {
  const found = burraco3237Entries.find((e) => e.id === id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
};

/** The ruling's effects and record kinds the answers reach, or the error's code. */
const rulingOf = (
  id: string,
  answers: Answers,
): { effects: EffectKind[]; record: RecordKind[] } | string => {
  const outcome = consult(entry(id), answers);
  if (!outcome.ok) return outcome.error.code;
  if (outcome.value.kind !== 'ruling') return `question ${outcome.value.question.id}`;
  return {
    effects: outcome.value.ruling.effects.map((e) => e.kind),
    record: outcome.value.ruling.record.map((r) => r.kind),
  };
};

const first = (phrase: string): Entry | undefined =>
  searchCatalogue(catalogue, phrase, 'burraco')[0]?.entry;

describe('BUR-CH art. 32-37 found by everyday words', () => {
  it.each([
    ['BUR-CH art. 32', 'ha scartato mentre calava', 'bur-ch-32'],
    ['BUR-CH art. 33', 'manca una carta nel mazzo', 'bur-ch-33'],
    ['BUR-CH art. 34', 'ha scartato due carte insieme', 'bur-ch-34-scarto-di-piu-carte'],
    [
      'BUR-CH art. 34',
      'ha pescato dal pozzetto invece che dal tallone',
      'bur-ch-34-pesca-dal-pozzetto',
    ],
    ['BUR-CH art. 34', 'ha chiuso mentre era in penalità', 'bur-ch-34-chiusura-in-penalita'],
    [
      'BUR-CH art. 35',
      'il compagno ha legato sul gioco congelato',
      'bur-ch-35-carta-legata-su-gioco-congelato',
    ],
    ['BUR-CH art. 36', 'gli ha fatto segno di pescare', 'bur-ch-36-invito-a-pescare'],
    ['BUR-CH art. 36', 'ha toccato i giochi degli avversari', 'bur-ch-36-tocca-giochi-avversari'],
    ['BUR-CH art. 36', 'ha detto che chiudeva', 'bur-ch-36-gioco-dichiarato'],
    ['BUR-CH art. 37', 'si è dimenticato di pescare', 'bur-ch-37-gioco-senza-pesca'],
    ['BUR-CH art. 37', 'ha calato senza pescare', 'bur-ch-37-gioco-senza-pesca'],
    ['BUR-CH art. 37', 'ha scartato senza pescare', 'bur-ch-37-solo-scarto'],
  ])('%s: "%s" finds it first', (_, phrase, id) => {
    expect(first(phrase)?.id).toBe(id);
  });

  // Two cards drawn by accident are BUR-CH art. 8 ("Se nel pescare vengono prese accidentalmente
  // due carte"), not a missed draw (art. 37) nor a card taken from a pozzetto (art. 34).
  it('BUR-CH art. 8, not 37 or 34: "ha pescato due carte" finds the two cards drawn by accident', () => {
    expect(first('ha pescato due carte')?.id).toBe('bur-ch-8-due-carte');
  });
});

describe('BUR-CH art. 32-37 rulings through consult', () => {
  it('BUR-CH art. 32 "sarà sanzionata con un richiamo, la cui reiterazione comporterà una decurtazione di 100 MP"', () => {
    expect(rulingOf('bur-ch-32', { repeated: 'no' })).toEqual({
      effects: ['play-continues'],
      record: ['caution'],
    });
    const again = consult(entry('bur-ch-32'), { repeated: 'yes' });
    expect(again.ok && again.value.kind === 'ruling' && again.value.ruling.record).toEqual([
      { kind: 'penalty', mp: 100, vp: 0 },
    ]);
  });

  it('BUR-CH art. 33 "se un qualsiasi gioco è stato aperto ... la smazzata continua": result stands, deck replaced after', () => {
    const r = rulingOf('bur-ch-33', { when: 'during-opened' });
    expect(r).toEqual({ effects: ['play-continues', 'deck-replaced'], record: [] });
  });

  it('BUR-CH art. 34 "Se vengono viste più carte, quella dal valore più basso sarà considerate come scarto natural"', () => {
    const r = rulingOf('bur-ch-34-scarto-di-piu-carte', { seen: 'several' });
    expect(typeof r !== 'string' && r.effects).toEqual(['play-at-once', 'penalty-cards']);
    const one = rulingOf('bur-ch-34-scarto-di-piu-carte', { seen: 'one' });
    expect(typeof one !== 'string' && one.effects).not.toContain('penalty-cards');
  });

  it('BUR-CH art. 34 "Se ci si avvede dell’errore prima che abbia potuto vedere la carta, la stessa carta verrà riposta nel pozzetto"', () => {
    expect(rulingOf('bur-ch-34-pesca-dal-pozzetto', { played: 'no', seen: 'no' })).toEqual({
      effects: ['restore', 'play-continues'],
      record: [],
    });
    const seen = rulingOf('bur-ch-34-pesca-dal-pozzetto', { played: 'no', seen: 'yes' });
    expect(typeof seen !== 'string' && seen.effects).toEqual(
      expect.arrayContaining(['draw-and-discard-only', 'turn-ends']),
    );
    // Once play has begun, whether he saw the card is not asked: art. 38 applies.
    expect(rulingOf('bur-ch-34-pesca-dal-pozzetto', { played: 'yes', seen: 'no' })).toBe(
      'not-asked',
    );
  });

  it('BUR-CH art. 34 "dovrà riprendere in mano l’ultimo gioco calato che risulterà penalizzato"', () => {
    const r = rulingOf('bur-ch-34-chiusura-in-penalita', {});
    expect(typeof r !== 'string' && r.effects).toEqual(
      expect.arrayContaining(['closing-void', 'penalty-cards']),
    );
  });

  it('BUR-CH art. 37 "I giochi aperti e le carte legate prima dell’avviso, saranno congelati temporaneamente"', () => {
    const r = rulingOf('bur-ch-37-gioco-senza-pesca', { when: 'own-turn', partial: 'no' });
    expect(typeof r !== 'string' && r.effects).toEqual(
      expect.arrayContaining([
        'draw-and-discard-only',
        'meld-frozen',
        'partner-no-close-this-round',
      ]),
    );
    expect(rulingOf('bur-ch-37-gioco-senza-pesca', { when: 'after-discard', partial: 'no' })).toBe(
      'not-asked',
    );
  });

  it('BUR-CH art. 37 "Se l’errore venisse rilevato dopo che il giocatore alla sinistra ... ha iniziato il gioco ... l’errore sarà considerato sanato"', () => {
    expect(rulingOf('bur-ch-37-solo-scarto', { when: 'later' })).toEqual({
      effects: ['no-penalty', 'play-continues'],
      record: [],
    });
  });
});
