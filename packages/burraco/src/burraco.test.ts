import { describe, expect, it } from 'vitest';
import { burracoKind, meetsRequirement } from './burraco.js';
import { type Meld, readMeld } from './meld.js';
import { PROFILES } from './profile.js';
import { cardIds } from './test-support.js';

const champion = PROFILES.champion.options;
const fibur = PROFILES.fibur.options;

const meld = (text: string): Meld => {
  const read = readMeld(cardIds(text), champion);
  if (!read.ok) throw new Error(read.error.code);
  return read.value;
};

describe('burraco', () => {
  it('BUR-CH art. 14: fewer than seven cards is no burraco', () => {
    expect(burracoKind(meld('3H 4H 5H 6H 7H 8H'), champion)).toBeNull();
  });

  it('BUR-CH art. 14: pulito has no matta, a natural 2 included', () => {
    expect(burracoKind(meld('3H 4H 5H 6H 7H 8H 9H'), champion)).toBe('pulito');
    expect(burracoKind(meld('2H 3H 4H 5H 6H 7H 8H'), champion)).toBe('pulito');
    expect(burracoKind(meld('9C 9C 9D 9D 9H 9S 9S'), champion)).toBe('pulito');
  });

  it('BUR-CH art. 14: sporco has a matta that is not the natural 2', () => {
    expect(burracoKind(meld('3H 4H 5H JK 7H 8H 9H'), champion)).toBe('sporco');
    expect(burracoKind(meld('9C 9C 9D 9D 9H 9S 2S'), champion)).toBe('sporco');
    expect(burracoKind(meld('3H 4H 5H 6H 7H 8H JK'), champion)).toBe('sporco');
  });

  it('BUR-CH art. 14: semipulito, a matta before or after at least seven naturals of a sequence', () => {
    expect(burracoKind(meld('3H 4H 5H 6H 7H 8H 9H JK'), champion)).toBe('semipulito');
    expect(burracoKind(meld('3H 4H 5H 6H 7H 8H 9H JK JH'), champion)).toBe('semipulito');
    expect(burracoKind(meld('3H 4H 5H 6H JK 8H 9H TH JH'), champion)).toBe('sporco');
  });

  it('BUR-CH art. 14: semipulito, a combination of at least 8 cards with its matta', () => {
    expect(burracoKind(meld('9C 9C 9D 9D 9H 9S 9S 2S'), champion)).toBe('semipulito');
  });

  it('BUR-CH art. 12, 14: champion, 13 natural cards from the ace to the K, with or without the matta', () => {
    // Art. 14: "Il burraco si definisce champion quando viene formata una sequenza ordinata di
    // 13 carte"; art. 12: "un massimo di 13 carte disposte ordinatamente, più l'eventuale matta
    // (per un totale di 14 carte)": the 13 are the ordered naturals, the matta a 14th.
    const run = meld('AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH');
    expect(burracoKind(run, champion)).toBe('champion');
    expect(burracoKind(run, fibur)).toBe('pulito');
    const fourteen = meld('AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH JK');
    expect(burracoKind(fourteen, champion)).toBe('champion');
    // "L'Asso può essere posto prima del 2 o dopo il K": 2..K then the ace is 13 naturals too.
    expect(burracoKind(meld('2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH'), champion)).toBe('champion');
    // A matta among the 13 makes 12 naturals: no champion.
    const withMatta = meld('AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH JK');
    expect(burracoKind(withMatta, champion)).toBe('semipulito');
    expect(burracoKind(meld('AH 2H 3H 4H 5H 6H JK 8H 9H TH JH QH KH'), champion)).toBe('sporco');
    expect(burracoKind(withMatta, fibur)).toBe('semipulito');
  });

  it('BUR-CH art. 14: the other reading, any 13 ordered cards with the matta among them, is an option', () => {
    // "una sequenza ordinata di 13 carte" read alone, without art. 12's count of the 13.
    const anyCards = { ...champion, champion: { minCards: 13, reading: 'any-cards' as const } };
    const withMatta = meld('AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH JK');
    expect(burracoKind(withMatta, anyCards)).toBe('champion');
    expect(burracoKind(meld('AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH'), anyCards)).toBe('pulito');
    const clean = { ...champion, champion: { minCards: 13, reading: 'clean' as const } };
    expect(burracoKind(withMatta, clean)).toBe('semipulito');
    expect(burracoKind(meld('AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH JK'), clean)).toBe(
      'semipulito',
    );
    expect(burracoKind(meld('AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH'), clean)).toBe('champion');
  });

  it('BUR-CH art. 14: a matta inside a run, beside seven naturals on one side, makes a semipulito', () => {
    // "La sequenza comprende una matta che preceda o segua almeno sette carte": the matta
    // follows the seven 3..9 and precedes the J; the text does not ask it to be at an end, as
    // some published summaries do.
    expect(burracoKind(meld('3H 4H 5H 6H 7H 8H 9H JK JH'), champion)).toBe('semipulito');
    expect(burracoKind(meld('3H 4H 5H 6H 7H 8H JK TH JH'), champion)).toBe('sporco');
  });

  it('BUR-CH art. 18: Champion closes with a pulito plus a sporco or semipulito, or a champion', () => {
    const need = champion.closingRequirement;
    expect(meetsRequirement(['pulito', 'sporco'], need)).toBe(true);
    expect(meetsRequirement(['semipulito', 'pulito'], need)).toBe(true);
    expect(meetsRequirement(['pulito', 'pulito'], need)).toBe(true);
    expect(meetsRequirement(['champion'], need)).toBe(true);
    expect(meetsRequirement(['pulito'], need)).toBe(false);
    expect(meetsRequirement(['sporco', 'semipulito', 'sporco'], need)).toBe(false);
    expect(meetsRequirement([], need)).toBe(false);
  });

  it('README (FIBUR): one burraco of any kind closes', () => {
    expect(meetsRequirement(['sporco'], fibur.closingRequirement)).toBe(true);
    expect(meetsRequirement([], fibur.closingRequirement)).toBe(false);
  });
});
