/** BUR-CH art. 22-28: found by everyday words, and their rulings through `consult` (verbatim.test.ts checks the quotes). */
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

const outcomeOf = (
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

const first = (phrase: string): string | undefined =>
  searchCatalogue(catalogue, phrase, 'burraco')[0]?.entry.id;

describe('BUR-CH art. 22-28 found by everyday words', () => {
  it.each([
    ['BUR-CH art. 22 procedura', 'il compagno ha chiamato l’arbitro', 'bur-ch-22-procedura'],
    [
      'BUR-CH art. 22 perdita del diritto',
      'abbiamo sistemato da soli',
      'bur-ch-22-perdita-diritto',
    ],
    ['BUR-CH art. 22 etica di gioco', 'ha parlato fuori turno', 'bur-ch-22-etica'],
    ['BUR-CH art. 22 carte in mano', 'tiene le carte chiuse', 'bur-ch-22-ventaglio'],
    ['BUR-CH art. 23 meno di 11 carte', 'mancano carte nel pozzetto', 'bur-ch-23-meno-di-11'],
    ['BUR-CH art. 23 più di 11 carte', 'pozzetto con troppe carte', 'bur-ch-23-piu-di-11'],
    [
      'BUR-CH art. 23 pozzetto esposto',
      'si è vista una carta del pozzetto',
      'bur-ch-23-pozzetto-esposto',
    ],
    ['BUR-CH art. 23 scambio di pozzetto', 'ha preso il pozzetto sbagliato', 'bur-ch-23-scambio'],
    ['BUR-CH art. 23 pozzetto preso due volte', 'hanno preso due pozzetti', 'bur-ch-23-due-volte'],
    [
      'BUR-CH art. 24 carta indirizzata',
      'ha indirizzato la carta al gioco e poi ha cambiato',
      'bur-ch-24-indirizzata',
    ],
    ['BUR-CH art. 25', 'carta bruciata', 'bur-ch-25'],
    ['BUR-CH art. 26 dopo lo scarto', 'carta fantasma dopo lo scarto', 'bur-ch-26-dopo-scarto'],
    ['BUR-CH art. 27', 'carta eccedente', 'bur-ch-27'],
    [
      'BUR-CH art. 28 durante il proprio turno',
      'carta scoperta durante il turno',
      'bur-ch-28-proprio-turno',
    ],
    [
      'BUR-CH art. 28 al di fuori del proprio turno',
      'carta scoperta fuori turno',
      'bur-ch-28-fuori-turno',
    ],
    ['BUR-CH art. 28 carte in calata', 'stava calando tre 8', 'bur-ch-28-in-calata'],
  ])('%s: "%s" finds it first', (_, phrase, id) => {
    expect(first(phrase)).toBe(id);
  });
});

describe('BUR-CH art. 22-28 rulings through consult', () => {
  it('BUR-CH art. 22 "Se dovesse verificarsi quanto sopra il giocatore inosservante sarà ammonito."', () => {
    expect(outcomeOf('bur-ch-22-procedura', { continued: 'yes' })).toEqual({
      effects: [],
      record: ['warning'],
    });
  });

  it('BUR-CH art. 22 "non permetterà al giocatore di sanare eventuali giochi errati"', () => {
    const got = outcomeOf('bur-ch-22-procedura', {
      continued: 'no',
      current: 'yes',
      caller: 'partner',
      benefits: 'yes',
    });
    expect(typeof got !== 'string' && got.effects).toEqual(['turn-ends', 'no-heal']);
  });

  it('BUR-CH art. 22 "Se il “tavolo” prende una qualsiasi iniziativa prima di chiamare l’arbitro": no penalty', () => {
    const got = outcomeOf('bur-ch-22-perdita-diritto', { initiative: 'yes' });
    expect(typeof got !== 'string' && got.effects).toContain('no-penalty');
  });

  it('BUR-CH art. 22 "La reiterata inosservanza alla stessa regola dell’etica di gioco … comporta la penalizzazione di 100 M.P."', () => {
    expect(outcomeOf('bur-ch-22-etica', { repeated: 'no' })).toEqual({
      effects: ['play-continues'],
      record: ['caution'],
    });
    expect(outcomeOf('bur-ch-22-etica', { repeated: 'yes' })).toEqual({
      effects: ['play-continues'],
      record: ['caution', 'penalty'],
    });
  });

  it('BUR-CH art. 23 "Se, però, anche una sola carta del pozzetto difettoso sia stata vista o giocata si continua il gioco"', () => {
    const got = outcomeOf('bur-ch-23-meno-di-11', { seen: 'yes' });
    expect(typeof got !== 'string' && got.effects).toEqual(['play-continues']);
    const early = outcomeOf('bur-ch-23-meno-di-11', { seen: 'no' });
    expect(typeof early !== 'string' && early.effects).toContain('restore');
  });

  it('BUR-CH art. 23 "La linea colpevole verrà penalizzata di 100 M.P." (pozzetto preso due volte)', () => {
    for (const count of ['eleven-or-more', 'fewer']) {
      const got = outcomeOf('bur-ch-23-due-volte', { count });
      expect(typeof got !== 'string' && got.record).toEqual(['penalty']);
    }
  });

  it('BUR-CH art. 28 "il giocatore potrà anche chiudere con questo scarto": one exposed card, no closing ban', () => {
    const got = outcomeOf('bur-ch-28-proprio-turno', { unplaceable: 'one' });
    expect(typeof got !== 'string' && got.effects).toContain('discard-at-once');
    expect(typeof got !== 'string' && got.effects).not.toContain('no-close-until-penalties-served');
  });

  it('BUR-CH art. 28 "Se invece le carte esposte non collocabili fossero più di una, saranno tutte considerate penalizzate"', () => {
    const got = outcomeOf('bur-ch-28-proprio-turno', { unplaceable: 'several' });
    expect(typeof got !== 'string' && got.effects).toEqual(
      expect.arrayContaining([
        'penalty-cards',
        'turn-ends',
        'no-close-until-penalties-served',
        'partner-no-close-this-round',
      ]),
    );
  });

  it('BUR-CH art. 28 "ma interrompendo in ogni caso il gioco" and "il compagno del giocatore colpevole, al proprio turno, non potrà collocare carte sui giochi aperti o sugli allunghi fatti con dette carte esposte": exposed out of turn, placeable', () => {
    const got = outcomeOf('bur-ch-28-fuori-turno', { placeable: 'yes' });
    expect(typeof got !== 'string' && got.effects).toEqual([
      'play-at-once',
      'turn-ends',
      'partner-no-lay-on-exposed',
    ]);
  });

  it('BUR-CH art. 26 "La carta fantasma rinvenuta successivamente insieme alla carta di scarto non determinerà alcun tipo di sanzione."', () => {
    const got = outcomeOf('bur-ch-26-fuori-turno', { where: 'discard' });
    expect(typeof got !== 'string' && got.effects).toContain('no-penalty');
    expect(typeof got !== 'string' && got.record).toEqual([]);
  });

  it('BUR-CH art. 26 "l’avversario di turno deciderà se far scartare la carta … o bruciarla"', () => {
    const burn = outcomeOf('bur-ch-26-fuori-turno', {
      where: 'meld',
      choice: 'burn',
      known: 'yes',
    });
    expect(typeof burn !== 'string' && burn.effects).toEqual(
      expect.arrayContaining(['card-burned', 'opponent-chooses', 'line-no-close-this-round']),
    );
    expect(typeof burn !== 'string' && burn.effects).toContainEqual('meld-frozen');
  });
});
