/** The Scala 40 entries (S40-CdG art. 10-21, S40-REG, S40-CLUB): found by everyday words, ruled as the texts rule. */
import { describe, expect, it } from 'vitest';
import { consult } from '../consult.js';
import type { Answers, EffectKind, RecordKind, Ruling } from '../model.js';
import { searchCatalogue } from '../search.js';
import { catalogue, entryById } from './index.js';
import { scala40Entries } from './scala40.js';

const ruling = (id: string, answers: Answers): Ruling => {
  const entry = entryById(id);
  if (!entry) throw new Error(`no entry ${id}`);
  const outcome = consult(entry, answers);
  if (!outcome.ok || outcome.value.kind !== 'ruling')
    throw new Error(`${id}: no ruling for ${JSON.stringify(answers)}`);
  return outcome.value.ruling;
};

const effects = (r: Ruling): EffectKind[] => r.effects.map((e) => e.kind);
const records = (r: Ruling): RecordKind[] => r.record.map((e) => e.kind);

const first = (phrase: string): string | undefined =>
  searchCatalogue(catalogue, phrase, 'scala40')[0]?.entry.id;

describe('Scala 40 entries found by everyday words', () => {
  it.each([
    ['S40-CdG art. 10', "hanno sistemato da soli senza chiamare l'arbitro", 's40-cdg-10-1'],
    ['S40-CdG art. 11', 'carta scoperta', 's40-cdg-11-carta-esposta'],
    ['S40-CdG art. 11', 'ha legato al gioco sbagliato', 's40-cdg-11-legata-erroneamente'],
    ['S40-CdG art. 11', 'due carte attaccate', 's40-cdg-11-carta-attaccata'],
    ['S40-CdG art. 11', 'cinque carte nel tris', 's40-cdg-11-carta-eccedente'],
    ['S40-CdG art. 12', 'scala sbagliata', 's40-cdg-12-gioco-errato'],
    ['S40-CdG art. 12', 'ha chiuso con la penalità', 's40-cdg-12-chiusura-con-penalita'],
    ['S40-CdG art. 13', 'manca una carta nel mazzo', 's40-cdg-13-durante-la-smazzata'],
    ['S40-CdG art. 14', 'ha mischiato le carte prima di contare', 's40-cdg-14'],
    ['S40-CdG art. 15', 'si è dimenticato di pescare', 's40-cdg-15-mancata-pesca'],
    ['S40-CdG art. 15', 'ha scartato senza pescare', 's40-cdg-15-solo-scarto'],
    ['S40-CdG art. 16', 'ha pescato fuori turno', 's40-cdg-16-a'],
    ['S40-CdG art. 16', 'ha calato fuori turno', 's40-cdg-16-giocata-fuori-turno'],
    ['S40-CdG art. 18', 'ha pescato due carte', 's40-cdg-18-tallone'],
    ['S40-CdG art. 18', 'ha toccato il pozzo', 's40-cdg-18-monte-degli-scarti'],
    ['S40-CdG art. 19', 'ha chiuso senza aprire', 's40-cdg-19-2'],
    ['S40-CdG art. 19', 'tallone finito', 's40-cdg-19-tallone-esaurito'],
    ['S40-CdG art. 20', 'è rimasto senza carta da scartare', 's40-cdg-20-1'],
    ['S40-CdG art. 21', 'nessuno riesce a chiudere', 's40-cdg-21'],
    ['S40-CdG art. 21', 'tempo scaduto', 's40-cdg-21'],
    ['S40-REG art. 5', 'ha scartato la carta raccolta', 's40-reg-5-5-4'],
    ['S40-REG art. 5', 'ha fatto vedere la carta e poi ci ha ripensato', 's40-reg-5-5-5'],
    ['S40-REG art. 6', 'ha chiuso al primo giro', 's40-reg-6-6-5'],
    ['S40-CLUB §B', 'ho quattordici carte', 's40-club-2-b'],
    ['S40-CLUB §D', 'ha chiuso alla prima mano', 's40-club-4-d'],
  ])('%s: "%s"', (_, phrase, id) => {
    expect(first(phrase)).toBe(id);
  });
});

describe('Scala 40 rulings, as the texts give them', () => {
  it('S40-CdG art. 10: "Il diritto a penalizzare una irregolarità può essere annullato se ... Evidenziata l\'irregolarità, non viene chiamato l\'arbitro"', () => {
    expect(effects(ruling('s40-cdg-10-2', {}))).toContain('no-penalty');
  });

  it('S40-CdG art. 11: "carta/e legata/e erroneamente dovrà essere obbligatoriamente scartata interrompendo il proprio gioco"', () => {
    const r = ruling('s40-cdg-11-legata-erroneamente', { noticed: 'at-once', heal: 'no' });
    expect(effects(r)).toEqual(expect.arrayContaining(['discard-at-once', 'turn-ends']));
  });

  it('S40-CdG art. 11: "Il gioco contenente la/e carta/e errata/e sarà congelato" when the error is not noticed at the moment', () => {
    for (const id of ['s40-cdg-11-legata-erroneamente', 's40-cdg-11-carta-eccedente']) {
      const r = ruling(id, { noticed: 'later' });
      expect(r.effects).toContainEqual({ kind: 'meld-frozen', until: 'end-of-hand' });
      expect(effects(r)).not.toContain('turn-ends');
    }
  });

  it('S40-CdG art. 11: the card stuck under another "se non vista da alcun giocatore, può tornare in mano al giocatore"', () => {
    expect(effects(ruling('s40-cdg-11-carta-attaccata', { seen: 'no' }))).not.toContain(
      'discard-at-once',
    );
    expect(effects(ruling('s40-cdg-11-carta-attaccata', { seen: 'yes' }))).toEqual(
      effects(ruling('s40-cdg-11-carta-esposta', { when: 'own-turn' })),
    );
  });

  it('S40-CdG art. 12: "In presenza di una qualsivoglia penalità il giocatore colpevole non potrà chiudere prima di avere esaurita la penalità assegnata"', () => {
    const r = ruling('s40-cdg-12-gioco-errato', { noticed: 'at-once', heal: 'no' });
    expect(effects(r)).toEqual(
      expect.arrayContaining(['turn-ends', 'penalty-cards', 'no-close-until-penalties-served']),
    );
  });

  it('S40-CdG art. 13: "la smazzata continua fino alla fine col risultato convalidato"', () => {
    const r = ruling('s40-cdg-13-durante-la-smazzata', { started: 'yes' });
    expect(effects(r)).toEqual(['play-continues', 'deck-replaced']);
  });

  it('S40-CdG art. 14: "l\'arbitro ... si vedrà costretto ad assegnare un punteggio arbitrario"', () => {
    expect(records(ruling('s40-cdg-14', { rebuilt: 'no' }))).toEqual(['score-adjustment']);
    expect(records(ruling('s40-cdg-14', { rebuilt: 'yes' }))).toEqual([]);
  });

  it('S40-CdG art. 15: "Se l\'errore viene rilevato dopo lo scarto ... il gioco proseguirà regolarmente"', () => {
    expect(effects(ruling('s40-cdg-15-mancata-pesca', { discarded: 'yes' }))).toContain(
      'play-continues',
    );
    expect(effects(ruling('s40-cdg-15-mancata-pesca', { discarded: 'no' }))).toContain('turn-ends');
  });

  it('S40-CdG art. 16 A: "Il giocatore colpevole non potrà chiudere per un giro completo"; who drew is asked whether he remembers the card', () => {
    const entry = entryById('s40-cdg-16-a');
    if (!entry) throw new Error('no art. 16 A');
    const asked = consult(entry, { took: 'stock' });
    expect(asked.ok && asked.value.kind === 'question' && asked.value.question.id).toBe(
      'remembers',
    );
    for (const answers of [{ took: 'discard' }, { took: 'stock', remembers: 'no' }] as Answers[])
      expect(effects(ruling('s40-cdg-16-a', answers))).toEqual(
        expect.arrayContaining(['restore', 'draw-and-discard-only', 'no-close-next-round']),
      );
  });

  it('S40-CdG art. 16 B: "l\'ultimo gioco effettuato sarà penalizzato"', () => {
    expect(effects(ruling('s40-cdg-16-b', {}))).toEqual(
      expect.arrayContaining(['penalty-cards', 'no-close-until-penalties-served']),
    );
  });

  it('S40-CdG art. 16 C: "L\'irregolarità è superata ed il gioco prosegue regolarmente"', () => {
    expect(effects(ruling('s40-cdg-16-c', {}))).toEqual(['play-continues', 'no-penalty']);
  });

  it('S40-CdG art. 20: "La carta più piccola di quelle riprese in mano costituirà lo scarto"', () => {
    for (const id of ['s40-cdg-20-1', 's40-cdg-20-2'])
      expect(effects(ruling(id, {}))).toEqual([
        'closing-void',
        'restore',
        'card-back-to-hand',
        'smallest-card-discarded',
        'turn-ends',
      ]);
  });

  it("S40-CdG art. 21: the text is missing, and the entry says so and gives the engine's stand-ins", () => {
    const entry = entryById('s40-cdg-21');
    expect(entry?.gap?.it).toContain('solo nell');
    const r = ruling('s40-cdg-21', { why: 'reshuffles' });
    expect(effects(r)).toEqual(['hand-over', 'counted-negative']);
    expect(r.note?.en).toContain('reshufflesPerHand = 3');
    expect(r.note?.en).toContain('quietRoundsPerHand = 3');
  });

  it('S40-CLUB §D: "NON E\' VALIDO CHIUDERE AL PRIMO GIRO"', () => {
    expect(effects(ruling('s40-club-4-d', {}))).toContain('closing-void');
  });

  it('S40-CdG art. 10-21, S40-REG, S40-CLUB: no text names a richiamo, ammonizione or MP / VP penalty', () => {
    const kinds = scala40Entries.flatMap((e) => e.rulings.flatMap((r) => records(r.ruling)));
    expect(new Set(kinds)).toEqual(new Set(['score-adjustment']));
  });
});
