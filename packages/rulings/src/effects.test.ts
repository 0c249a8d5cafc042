/**
 * The consequences the texts give that have a kind of their own reach the ruling through
 * `consult`: the line or the offender not closing this round, the opponent's choice, the
 * partner's limits, cards back to the stock or the hand, the smallest card discarded, the
 * burraco void, the pozzetto not in diretta, a substitute, the hand over, another article.
 */
import { describe, expect, it } from 'vitest';
import { entryById } from './catalogue/index.js';
import { consult } from './consult.js';
import type { Answers, Effect, EffectKind } from './model.js';

/** The effects of the ruling the answers reach; a question left or an error fails the test. */
const effectsOf = (id: string, answers: Answers): readonly Effect[] => {
  const entry = entryById(id);
  if (!entry) throw new Error(`no entry ${id}`);
  const outcome = consult(entry, answers);
  if (!outcome.ok) throw new Error(`${id}: ${outcome.error.code}`);
  if (outcome.value.kind !== 'ruling')
    throw new Error(`${id}: question ${outcome.value.question.id}`);
  return outcome.value.ruling.effects;
};

const kindsOf = (id: string, answers: Answers): EffectKind[] =>
  effectsOf(id, answers).map((e) => e.kind);

/** The articles the ruling's `apply-article` effects cite. */
const articlesOf = (id: string, answers: Answers): string[] =>
  effectsOf(id, answers).flatMap((e) => (e.kind === 'apply-article' ? [e.article] : []));

describe('the rulings carry the kinds of the consequences their texts give', () => {
  it('BUR-CH art. 29 N.B. "il burraco non sarà valido": the burraco made with the wrong meld is void', () => {
    expect(kindsOf('bur-ch-29-b', { laying: 'no', burraco: 'yes', closed: 'no' })).toContain(
      'burraco-void',
    );
    expect(kindsOf('bur-ch-29-b', { laying: 'no', burraco: 'yes', closed: 'yes' })).toEqual(
      expect.arrayContaining(['burraco-void', 'closing-void']),
    );
    expect(kindsOf('bur-ch-29-b', { laying: 'no', burraco: 'no' })).not.toContain('burraco-void');
  });

  it('BUR-CH art. 29 A2,2 ultima carta "potrà giocarlo solo il giro successive perdendo il diritto alla diretta"', () => {
    expect(kindsOf('bur-ch-29-a2-2-ultima-carta', { outcome: 'pozzetto' })).toContain(
      'no-pozzetto-in-diretta',
    );
    expect(kindsOf('bur-ch-29-a2-2-ultima-carta', { outcome: 'close' })).not.toContain(
      'no-pozzetto-in-diretta',
    );
  });

  it('BUR-CH art. 29 A1 ultima carta "potrà chiudere solo il giro successive": the offender, not only his partner, may not close this round', () => {
    expect(kindsOf('bur-ch-29-a1-ultima-carta', { outcome: 'close' })).toEqual(
      expect.arrayContaining(['offender-no-close-this-round', 'partner-no-close-this-round']),
    );
    expect(kindsOf('bur-ch-29-a2-2-ultima-carta', { outcome: 'close' })).toContain(
      'offender-no-close-this-round',
    );
  });

  it('BUR-CH art. 30 "se raccolte dal compagno del giocatore colpevole, non possono essere giocate nello stesso giro di gioco"', () => {
    expect(kindsOf('bur-ch-30', { 'partner-took': 'yes' })).toContain('partner-no-play-picked');
  });

  it('BUR-CH art. 30 "Si richiama l’art 37": art. 37’s ruling, the whole line not closing this round', () => {
    const kinds = kindsOf('bur-ch-30', { 'partner-took': 'no' });
    expect(kinds).toContain('line-no-close-this-round');
    expect(kinds).not.toContain('partner-no-close-this-round');
    expect(articlesOf('bur-ch-30', { 'partner-took': 'no' })).toEqual(['BUR-CH art. 37']);
  });

  it('BUR-CH art. 31 c "sarà il giocatore avversario successivo che sceglierà il gioco su cui collocarlo"', () => {
    expect(kindsOf('bur-ch-31-c', { clear: 'no', suggested: 'no' })).toContain('opponent-chooses');
    expect(kindsOf('bur-ch-31-c', { clear: 'yes' })).not.toContain('opponent-chooses');
  });

  it('BUR-CH art. 26 "l’avversario di turno deciderà … La linea colpevole non potrà chiudere per un giro"', () => {
    for (const choice of ['discard', 'burn'])
      for (const known of ['yes', 'no']) {
        const kinds = kindsOf('bur-ch-26-fuori-turno', { where: 'meld', choice, known });
        expect(kinds).toEqual(
          expect.arrayContaining(['opponent-chooses', 'line-no-close-this-round']),
        );
        expect(kinds).not.toContain('no-close-next-round');
      }
  });

  it('BUR-CH art. 9 "potrà raccogliere il monte solo utilizzando l’ultimo scarto dell’avversario che lo precede"', () => {
    expect(kindsOf('bur-ch-9-monte-toccato-non-vuole', {})).toContain(
      'partner-pile-last-discard-only',
    );
    expect(kindsOf('bur-ch-9-monte-toccato-dopo-la-pesca', {})).toContain(
      'partner-pile-last-discard-only',
    );
    expect(kindsOf('bur-ch-9-monte-toccato-non-puo', {})).not.toContain(
      'partner-pile-last-discard-only',
    );
  });

  it('BUR-CH art. 17 stallo: the arbitro declares the hand over', () => {
    expect(kindsOf('bur-ch-17-stallo', { twice: 'yes' })).toEqual(['hand-over']);
    expect(kindsOf('bur-ch-17-stallo', { twice: 'no' })).not.toContain('hand-over');
  });

  it('BUR-CH art. 23: the partner’s pozzetto taken again sends to art. 42 or 40, or the closing stands and the hand ends', () => {
    expect(articlesOf('bur-ch-23-gia-preso', { how: 'direct' })).toEqual(['BUR-CH art. 42']);
    expect(articlesOf('bur-ch-23-gia-preso', { how: 'discard', burraco: 'no' })).toEqual([
      'BUR-CH art. 40',
    ]);
    expect(kindsOf('bur-ch-23-gia-preso', { how: 'discard', burraco: 'yes' })).toEqual([
      'hand-over',
    ]);
    expect(articlesOf('bur-ch-23-ricordare-pesca', {})).toEqual(['BUR-CH art. 37']);
  });

  it('BUR-CH art. 27 and 25: the excess card follows art. 29, the burned card art. 38', () => {
    expect(articlesOf('bur-ch-27', {})).toEqual(['BUR-CH art. 29']);
    expect(articlesOf('bur-ch-25', {})).toEqual(['BUR-CH art. 38']);
  });

  it('BUR-CH art. 34 pesca dal pozzetto: art. 38’s case 1.A.1.1.2 applies', () => {
    expect(articlesOf('bur-ch-34-pesca-dal-pozzetto', { played: 'yes' })).toEqual([
      'BUR-CH art. 38 1.A.1.1.2',
    ]);
  });

  it('BUR-CH art. 37 "Nel corso di questo giro la linea colpevole non potrà chiudere"', () => {
    expect(kindsOf('bur-ch-37-solo-scarto', { when: 'before-left' })).toContain(
      'line-no-close-this-round',
    );
    expect(kindsOf('bur-ch-37-gioco-senza-pesca', { when: 'after-discard' })).toContain(
      'line-no-close-this-round',
    );
    // "Il compagno, per quel turno di gioco, non potrà chiudere": the partner only.
    expect(kindsOf('bur-ch-37-gioco-senza-pesca', { when: 'own-turn', partial: 'no' })).toContain(
      'partner-no-close-this-round',
    );
  });

  it('BUR-CH art. 38 1.A.1.1.1: the discard taken back, a card on the stock, the player on turn chooses', () => {
    expect(kindsOf('bur-ch-38-1-a-1-1-1', { begun: 'no' })).toEqual(
      expect.arrayContaining(['card-back-to-hand', 'card-to-stock', 'opponent-chooses']),
    );
  });

  it('BUR-CH art. 38 D "per quel giro non potrà chiudere; anche il proprio compagno non potrà chiudere"', () => {
    expect(kindsOf('bur-ch-38-d', {})).toContain('line-no-close-this-round');
  });

  it('BUR-CH art. 38 E 1.1 "La linea colpevole non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità"', () => {
    expect(kindsOf('bur-ch-38-e-1-1', { begun: 'no' })).toEqual(
      expect.arrayContaining(['card-to-stock', 'line-no-close-this-round']),
    );
  });

  it('BUR-CH art. 38 C "senza poter giocare il pozzetto, che potrà essere giocato solo durante il giro successivo"', () => {
    expect(kindsOf('bur-ch-38-c', { result: 'pozzetto' })).toContain('no-pozzetto-in-diretta');
  });

  it('BUR-CH art. 47: a staff member (robot) or a player named takes the seat', () => {
    for (const substitute of ['robot', 'named'])
      expect(kindsOf('bur-ch-47-giocatore', { when: 'during', substitute })).toContain(
        'substitute',
      );
  });

  it('S40-CdG art. 12 and 20: the smallest card is discarded in place of the one that may not be', () => {
    expect(kindsOf('s40-cdg-12-carta-che-lega', {})).toEqual(['smallest-card-discarded']);
    for (const id of ['s40-cdg-20-1', 's40-cdg-20-2'])
      expect(kindsOf(id, {})).toEqual(
        expect.arrayContaining(['card-back-to-hand', 'smallest-card-discarded']),
      );
  });

  it('S40-CdG art. 16 A "lasciando al giocatore che avrebbe dovuto giocare, la scelta di vedere la carta"', () => {
    for (const remembers of ['yes', 'no'])
      expect(kindsOf('s40-cdg-16-a', { took: 'stock', remembers })).toEqual(
        expect.arrayContaining(['card-to-stock', 'opponent-chooses']),
      );
    expect(kindsOf('s40-cdg-16-a', { took: 'discard' })).not.toContain('opponent-chooses');
  });
});

describe('the consequences a turn or a closing is put off by', () => {
  it('S40-CdG art. 15 "limitando il suo gioco al solo scarto della stessa carta": next turn he only discards, no draw', () => {
    const entry = entryById('s40-cdg-15-solo-scarto');
    const ruled = entry && consult(entry, { next: 'no' });
    const kinds =
      ruled?.ok && ruled.value.kind === 'ruling'
        ? ruled.value.ruling.effects.map((e) => e.kind)
        : [];
    expect(kinds).toEqual(['discard-only-next-turn']);
  });
});
