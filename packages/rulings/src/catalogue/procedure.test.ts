/** S40-CdG art. 1-9 and BUR-CH art. 1-21: found by everyday words and ruled through `consult`. */
import { describe, expect, it } from 'vitest';
import { consult } from '../consult.js';
import type { Answers, Effect, EffectKind, Game, RecordEffect, RecordKind } from '../model.js';
import { searchCatalogue } from '../search.js';
import { catalogue, entryById } from './index.js';

const outcomeOf = (
  id: string,
  answers: Answers,
): {
  effects: EffectKind[];
  record: RecordKind[];
  raw: readonly Effect[];
  rec: readonly RecordEffect[];
} => {
  const entry = entryById(id);
  if (!entry) throw new Error(`no entry ${id}`);
  const outcome = consult(entry, answers);
  if (!outcome.ok || outcome.value.kind !== 'ruling')
    throw new Error(`${id}: no ruling for ${JSON.stringify(answers)}`);
  const { ruling } = outcome.value;
  return {
    effects: ruling.effects.map((e) => e.kind),
    record: ruling.record.map((r) => r.kind),
    raw: ruling.effects,
    rec: ruling.record,
  };
};

const first = (phrase: string, game: Game): string | undefined =>
  searchCatalogue(catalogue, phrase, game)[0]?.entry.id;

describe('procedure entries found by everyday words', () => {
  it.each([
    ['S40-CdG art. 3', 'mazzo difettoso', 's40-cdg-3-mazzo-difforme'],
    ['S40-CdG art. 4', 'carta vista durante la distribuzione', 's40-cdg-4-carta-vista'],
    ['S40-CdG art. 4', "hanno iniziato prima del via dell'arbitro", 's40-cdg-4-inizio-anticipato'],
    ['S40-CdG art. 4', 'ha distribuito al contrario', 's40-cdg-4-errori-di-distribuzione'],
    ['S40-CdG art. 4', 'carta girata nel tallone', 's40-cdg-4-carta-scoperta-nel-tallone'],
    ['S40-CdG art. 6', "ha alzato la carta e l'ha rimessa giù", 's40-cdg-6-presa-o-giocata'],
    ['S40-CdG art. 8', 'jolly non dichiarato', 's40-cdg-8-jolly-non-dichiarato'],
  ])('%s: "%s" (scala40)', (_, phrase, id) => {
    expect(first(phrase, 'scala40')).toBe(id);
  });

  it.each([
    ['BUR-CH art. 3', 'coppia arrivata tardi al primo turno', 'bur-ch-3-ritardo'],
    ['BUR-CH art. 4', 'mazzo difettoso', 'bur-ch-4-mazzo-difforme'],
    ['BUR-CH art. 5', 'ha guardato le carte prima del via', 'bur-ch-5-carte-guardate'],
    ['BUR-CH art. 5', 'ha distribuito in senso antiorario', 'bur-ch-5-errata-distribuzione'],
    ['BUR-CH art. 5', 'carta vista durante la distribuzione', 'bur-ch-5-carta-vista'],
    ['BUR-CH art. 5', 'carta girata nel tallone', 'bur-ch-5-carta-scoperta-nel-tallone'],
    ['BUR-CH art. 5', 'mazziere sbagliato', 'bur-ch-5-mazziere-sbagliato'],
    ['BUR-CH art. 8', 'ha pescato due carte', 'bur-ch-8-due-carte'],
    ['BUR-CH art. 8', 'ha toccato il tallone e vuole raccogliere', 'bur-ch-8-carta-toccata'],
    ['BUR-CH art. 9', 'ha messo gli scarti in mano', 'bur-ch-9-carte-nel-ventaglio'],
    ['BUR-CH art. 9', 'ha lasciato una carta nel monte', 'bur-ch-9-carte-lasciate'],
    ['BUR-CH art. 9', 'ha toccato gli scarti e non può usarli', 'bur-ch-9-monte-toccato-non-puo'],
    [
      'BUR-CH art. 9',
      'ha toccato gli scarti e ha cambiato idea',
      'bur-ch-9-monte-toccato-non-vuole',
    ],
    ['BUR-CH art. 9', 'ha raccolto e calato male', 'bur-ch-9-raccolta-giocata-male'],
    [
      'BUR-CH art. 9',
      'ha toccato gli scarti dopo aver pescato',
      'bur-ch-9-monte-toccato-dopo-la-pesca',
    ],
    ['BUR-CH art. 10', 'carta capovolta nel gioco', 'bur-ch-10-carte-disordinate'],
    ['BUR-CH art. 11', 'ha messo la matta in alto e non ha continuato', 'bur-ch-11-matta-in-alto'],
    ['BUR-CH art. 17', 'nessuno pesca dal tallone', 'bur-ch-17-stallo'],
    ['BUR-CH art. 21', 'somma sbagliata sullo score', 'bur-ch-21-errore-di-somma'],
    ['BUR-CH art. 21', 'punteggi invertiti', 'bur-ch-21-punteggi-invertiti'],
    ['BUR-CH art. 21', 'danese con risultato sbagliato', 'bur-ch-21-correzione-e-accoppiamenti'],
  ])('%s: "%s" (burraco)', (_, phrase, id) => {
    expect(first(phrase, 'burraco')).toBe(id);
  });
});

describe('procedure rulings through consult', () => {
  it('S40-CdG art. 4 "Nel caso che una carta sia vista nel corso della distribuzione tutta l\'operazione (mescolatura, alzata,distribuzione) sarà ripetuta"', () => {
    expect(outcomeOf('s40-cdg-4-carta-vista', {}).effects).toEqual(['redeal']);
  });

  it('S40-CdG art. 4 "a gioco iniziato, qualsiasi errore nella distribuzione non potrà essere più sanato ed i risultati acquisiti resteranno validi"', () => {
    expect(outcomeOf('s40-cdg-4-errori-di-distribuzione', { started: 'yes' }).effects).toEqual([
      'play-continues',
    ]);
    expect(outcomeOf('s40-cdg-4-errori-di-distribuzione', { started: 'no' }).effects).toEqual([
      'redeal',
    ]);
  });

  it("S40-CdG art. 4 \"E' vietato cominciare il gioco prima che l'arbitro abbia dato ufficialmente inizio al turno, pena l'annullamento della mano di gioco iniziata\"", () => {
    expect(outcomeOf('s40-cdg-4-inizio-anticipato', {}).effects).toContain('redeal');
  });

  it('BUR-CH art. 5 "l’arbitro dovrà ammonirlo e sanzionarlo con 100 MP alla fine del gioco, se dovesse perpetrare, nello stesso turno, nell’errore"', () => {
    expect(outcomeOf('bur-ch-5-carte-guardate', { when: 'waiting', again: 'no' }).record).toEqual([
      'warning',
    ]);
    const again = outcomeOf('bur-ch-5-carte-guardate', { when: 'counting', again: 'yes' });
    expect(again.effects).toEqual(['redeal']);
    expect(again.rec).toEqual([{ kind: 'warning' }, { kind: 'penalty', mp: 100, vp: 0 }]);
  });

  it('BUR-CH art. 5 "A gioco iniziato, qualsiasi anomalia riscontrata nella distribuzione non potrà essere sanata se non al termine della mano"', () => {
    expect(outcomeOf('bur-ch-5-errata-distribuzione', { noticed: 'started' }).effects).toEqual([
      'play-continues',
    ]);
  });

  it('BUR-CH art. 8 "la prima spetterà al giocatore … o se non è stata vista verrà ricollocata sul tallone"', () => {
    const got = outcomeOf('bur-ch-8-due-carte', { seen: 'no' });
    expect(got.effects).toEqual(['restore', 'card-to-stock', 'play-continues']);
    expect(got.record).toEqual([]);
  });

  it('BUR-CH art. 8 "Dopo averla visionata sarà libero di “bruciarla” mostrandola a tutto il tavolo e riposizionandola in fondo al tallone"', () => {
    expect(outcomeOf('bur-ch-8-due-carte', { seen: 'yes', choice: 'burn' }).effects).toContain(
      'card-burned',
    );
    expect(outcomeOf('bur-ch-8-due-carte', { seen: 'yes', choice: 'take' }).effects).not.toContain(
      'card-burned',
    );
  });

  it('BUR-CH art. 9 "in mancanza il giocatore dovrà interrompere il gioco, riporre le carte prese nel monte degli scarti, pescare e scartare la carta pescata dal tallone"', () => {
    expect(outcomeOf('bur-ch-9-carte-nel-ventaglio', {}).effects).toEqual([
      'restore',
      'draw-and-discard-only',
      'turn-ends',
    ]);
  });

  it('BUR-CH art. 9 "Se nel raccogliere le carte ne lascia una sola … il gioco calato sarà temporaneamente congelato"', () => {
    for (const left of ['one', 'several'])
      expect(outcomeOf('bur-ch-9-carte-lasciate', { left }).raw).toContainEqual({
        kind: 'meld-frozen',
        until: 'next-turn',
      });
  });

  it('BUR-CH art. 9 "Se nessuno dovesse notare tale infrazione … il gioco irregolare sarà definitivamente congelato"', () => {
    const late = outcomeOf('bur-ch-9-raccolta-giocata-male', { noticed: 'no' });
    expect(late.raw).toContainEqual({ kind: 'meld-frozen', until: 'end-of-hand' });
    expect(late.effects).not.toContain('turn-ends');
    const now = outcomeOf('bur-ch-9-raccolta-giocata-male', { noticed: 'yes', heal: 'no' });
    expect(now.effects).toEqual([
      'restore',
      'draw-and-discard-only',
      'turn-ends',
      'partner-pile-last-discard-only',
    ]);
  });

  it('BUR-CH art. 10 "in caso di recidiva può comportare il congelamento definitivo del gioco in questione"', () => {
    expect(outcomeOf('bur-ch-10-carte-disordinate', { again: 'no' }).effects).toEqual([
      'play-continues',
    ]);
    const repeat = outcomeOf('bur-ch-10-carte-disordinate', { again: 'yes', sanction: 'caution' });
    expect(repeat.raw).toEqual([{ kind: 'meld-frozen', until: 'end-of-hand' }]);
    expect(repeat.record).toEqual(['caution']);
  });

  it('BUR-CH art. 11 "l’arbitro, accertata nel ventaglio in mano al giocatore la presenza di carte idonee a proseguire il gioco, lo obbligherà a collocarle"', () => {
    expect(outcomeOf('bur-ch-11-matta-in-alto', { cards: 'yes' }).effects).toEqual([
      'play-at-once',
    ]);
  });

  it('BUR-CH art. 21 "Non sono ammesse correzioni agli scores dopo l’ultimo turno di gara."', () => {
    expect(outcomeOf('bur-ch-21-errore-di-somma', { kind: 'sum', last: 'no' }).record).toEqual([
      'score-adjustment',
    ]);
    expect(outcomeOf('bur-ch-21-errore-di-somma', { kind: 'sum', last: 'yes' }).record).toEqual([]);
    expect(outcomeOf('bur-ch-21-punteggi-invertiti', { agreed: 'no' }).record).toEqual([]);
  });
});
