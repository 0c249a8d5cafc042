/** BUR-CH art. 39-50: found by everyday words and ruled through `consult`. */
import { describe, expect, it } from 'vitest';
import { consult } from '../consult.js';
import type { Answers, EffectKind, Entry, RecordKind } from '../model.js';
import { searchCatalogue } from '../search.js';
import { catalogue, entryById } from './index.js';

const entry = (id: string): Entry => {
  const found = entryById(id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
};

/** The effects' and record's kinds of the ruling the answers reach, or what stopped it. */
const ruled = (id: string, answers: Answers): { effects: EffectKind[]; record: RecordKind[] } => {
  const outcome = consult(entry(id), answers);
  if (!outcome.ok) throw new Error(outcome.error.code);
  if (outcome.value.kind !== 'ruling') throw new Error(`question ${outcome.value.question.id}`);
  const { ruling } = outcome.value;
  return {
    effects: ruling.effects.map((e) => e.kind),
    record: ruling.record.map((r) => r.kind),
  };
};

const first = (phrase: string): string | undefined =>
  searchCatalogue(catalogue, phrase, 'burraco')[0]?.entry.id;

describe('BUR-CH art. 39-50 found by everyday words', () => {
  it.each([
    ['BUR-CH art. 39', 'ha aperto due tris uguali', 'bur-ch-39'],
    ['BUR-CH art. 40', 'ha chiuso senza burraco', 'bur-ch-40'],
    [
      'BUR-CH art. 40 pozzetto',
      'ha chiuso prendendo il pozzetto già preso dal compagno',
      'bur-ch-40-pozzetto',
    ],
    ['BUR-CH art. 41', 'ha chiuso scartando il jolly', 'bur-ch-41'],
    ['BUR-CH art. 42', 'ha chiuso senza scarto', 'bur-ch-42'],
    ['BUR-CH art. 43', 'chiusura al monte', 'bur-ch-43'],
    ['BUR-CH art. 44', 'ha chiuso al primo giro', 'bur-ch-44'],
    [
      'BUR-CH art. 45 carte mischiate',
      'ha mischiato le carte prima di contare',
      'bur-ch-45-carte-mischiate',
    ],
    ['BUR-CH art. 46 (10 secondi)', 'non si decide a pescare', 'bur-ch-46-pesca'],
    ['BUR-CH art. 46 orologio', 'è finito il tempo', 'bur-ch-46-tempo'],
    ['BUR-CH art. 46 orologio', 'tempo scaduto', 'bur-ch-46-tempo'],
    ['BUR-CH art. 47 giocatore', 'un giocatore ha abbandonato la partita', 'bur-ch-47-giocatore'],
    ['BUR-CH art. 47 coppia', 'vittoria a tavolino', 'bur-ch-47-coppia'],
    ['BUR-CH art. 48 allontanamento', 'si è allontanato dal tavolo', 'bur-ch-48-allontanamento'],
    ['BUR-CH art. 50 espulsione', 'ha insultato l’arbitro', 'bur-ch-50-espulsione'],
  ])('%s: "%s" finds it first', (_, phrase, id) => {
    expect(first(phrase)).toBe(id);
  });
});

describe('BUR-CH art. 39-50 rulings through consult', () => {
  it('BUR-CH art. 40 "La carta che costituisce lo scarto rimarrà sempre la stessa": the last play is penalised, the closing void, the partner may not close this round', () => {
    const { effects, record } = ruled('bur-ch-40', { discarded: 'yes' });
    expect(effects).toEqual(
      expect.arrayContaining([
        'closing-void',
        'penalty-cards',
        'no-close-until-penalties-served',
        'partner-no-close-this-round',
      ]),
    );
    expect(record).toEqual([]);
  });

  it('BUR-CH art. 40 "Nel caso non vi sia stato scarto, si applicano le norme sulla chiusura senza scarto (vedi art.42)": the same ruling as art. 42', () => {
    for (const lastPlay of ['one', 'more'])
      expect(ruled('bur-ch-40', { discarded: 'no', 'last-play': lastPlay })).toEqual(
        ruled('bur-ch-42', { 'last-play': lastPlay }),
      );
  });

  it('BUR-CH art. 42 "dovrà riprendere in mano quest’ultima carta, che dovrà essere scartata": one card laid off becomes the discard, and art. 50 cautions "aver chiuso senza scarto"', () => {
    const { effects, record } = ruled('bur-ch-42', { 'last-play': 'one' });
    expect(effects).toEqual(expect.arrayContaining(['discard-at-once', 'penalty-cards']));
    expect(record).toEqual(['caution']);
  });

  it('BUR-CH art. 43 "nessuna altra penalità verrà applicata"', () => {
    expect(ruled('bur-ch-43', { 'more-unused': 'yes' }).effects).toContain('no-penalty');
    expect(ruled('bur-ch-43', { 'more-unused': 'yes' }).record).toEqual([]);
  });

  it('BUR-CH art. 44 "verrà congelato temporaneamente"', () => {
    expect(ruled('bur-ch-44', {}).effects).toEqual(['closing-void', 'meld-frozen']);
  });

  it('BUR-CH art. 45 "l’arbitro assegnerà ... un punteggio arbitrale ... e ammonirà il giocatore colpevole"; "In caso di reiterazione dell’errore, la linea colpevole sarà penalizzata di 100 M.P."', () => {
    expect(
      ruled('bur-ch-45-carte-mischiate', { rebuilt: 'no', again: 'no' }).record.sort(),
    ).toEqual(['score-adjustment', 'warning']);
    const outcome = consult(entry('bur-ch-45-carte-mischiate'), { rebuilt: 'yes', again: 'yes' });
    expect(outcome.ok && outcome.value.kind === 'ruling' && outcome.value.ruling.record).toEqual([
      { kind: 'penalty', mp: 100, vp: 0 },
    ]);
  });

  it('BUR-CH art. 46 "si viene penalizzati di 100 punti/smazzata": bur-ch-46-tempo takes 100 MP and asks nothing', () => {
    const outcome = consult(entry('bur-ch-46-tempo'), {});
    expect(outcome.ok && outcome.value.kind === 'ruling' && outcome.value.ruling.record).toEqual([
      { kind: 'penalty', mp: 100, vp: 0 },
    ]);
  });

  it('BUR-CH art. 46 "L’inosservanza di ciò comporterà l’immediata interruzione del gioco": forced draw and discard', () => {
    expect(ruled('bur-ch-46-pesca', {}).effects).toEqual(
      expect.arrayContaining(['draw-and-discard-only', 'discard-at-once', 'turn-ends']),
    );
  });

  it('BUR-CH art. 47 "il punteggio realizzato in quel turno potrà essere accreditato": the substitute is asked only during a round', () => {
    const before = consult(entry('bur-ch-47-giocatore'), { when: 'before' });
    expect(before.ok && before.value.kind).toBe('ruling');
    const during = consult(entry('bur-ch-47-giocatore'), { when: 'during' });
    expect(during.ok && during.value.kind === 'question' && during.value.question.id).toBe(
      'substitute',
    );
  });

  it('BUR-CH art. 48 "Se la coppia ritarda entro 3’, viene ammonita": a short absence from the table is a warning, 3-10 minutes 100 MP', () => {
    expect(ruled('bur-ch-48-allontanamento', { minutes: 'up-to-3' }).record).toEqual(['warning']);
    expect(ruled('bur-ch-48-allontanamento', { minutes: '3-to-10' }).record).toEqual(['penalty']);
  });

  it('BUR-CH art. 50 "Le sanzioni arbitrali, in ordine di gravità, sono: – Richiamo – Ammonizione – espulsione"', () => {
    expect(ruled('bur-ch-50-richiamo', { again: 'no' }).record).toEqual(['caution']);
    expect(ruled('bur-ch-50-ammonizione', {}).record).toEqual(['warning']);
    expect(ruled('bur-ch-50-espulsione', {}).record).toEqual(['expulsion']);
  });
});
