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

  it('BUR-CH art. 14: champion, a sequence of 13 cards (Champion profile only)', () => {
    const run = meld('AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH');
    expect(burracoKind(run, champion)).toBe('champion');
    expect(burracoKind(run, fibur)).toBe('pulito');
    const withMatta = meld('AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH JK');
    expect(burracoKind(withMatta, champion)).toBe('champion');
    expect(burracoKind(withMatta, fibur)).toBe('semipulito');
    expect(burracoKind(withMatta, { ...champion, champion: { minCards: 13, clean: true } })).toBe(
      'semipulito',
    );
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
