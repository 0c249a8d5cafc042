import { describe, expect, it } from 'vitest';
import {
  CARDS_PER_DECK,
  DECKS,
  DECK_SIZE,
  RANKS,
  SUITS,
  type NaturalFace,
  copiesOf,
  deckOf,
  faceCode,
  faceOf,
  fullDeck,
  isCardId,
  isJoker,
  isSuit,
  jokerIds,
  naturalId,
  rankChar,
  rankFromChar,
  rankOf,
  sameFace,
  suitOf,
} from './card.js';

const naturals = (): number[] => fullDeck().filter((id) => !isJoker(id));

describe('the double French deck', () => {
  it('has 108 distinct ids, 0..107', () => {
    const deck = fullDeck();
    expect(DECK_SIZE).toBe(108);
    expect(CARDS_PER_DECK * DECKS).toBe(108);
    expect(deck).toHaveLength(108);
    expect(new Set(deck).size).toBe(108);
    expect(deck).toEqual(Array.from({ length: 108 }, (_, i) => i));
    expect(deck.every(isCardId)).toBe(true);
  });

  it('has 104 naturals and 4 jokers', () => {
    expect(naturals()).toHaveLength(104);
    const jokers = fullDeck().filter(isJoker);
    expect(jokers).toEqual([52, 53, 106, 107]);
    expect(jokerIds()).toEqual(jokers);
  });

  it('has each of the 52 faces exactly twice, once per deck', () => {
    const counts = new Map<string, number[]>();
    for (const id of naturals()) {
      const code = faceCode(faceOf(id) as NaturalFace);
      counts.set(code, [...(counts.get(code) ?? []), id]);
    }
    expect(counts.size).toBe(52);
    for (const [, ids] of counts) {
      expect(ids).toHaveLength(2);
      expect(ids.map(deckOf)).toEqual([0, 1]);
    }
  });

  it('lists the cards in canonical order: deck 0 then deck 1, suits H D C S, A..K, then jokers', () => {
    const codes = fullDeck().map((id) => {
      const face = faceOf(id);
      return face ? faceCode(face) : 'JK';
    });
    const oneDeck = [
      ...'HDCS'.split('').flatMap((s) => 'A23456789TJQK'.split('').map((r) => r + s)),
      'JK',
      'JK',
    ];
    expect(codes).toEqual([...oneDeck, ...oneDeck]);
    expect(codes.slice(0, 3)).toEqual(['AH', '2H', '3H']);
    expect(codes[12]).toBe('KH');
    expect(codes[13]).toBe('AD');
    expect(codes[51]).toBe('KS');
    expect(codes[54]).toBe('AH');
    expect(codes[105]).toBe('KS');
  });

  it('ranks the suits H D C S (cuori, quadri, fiori, picche), S40-CdG art. 1', () => {
    expect(SUITS).toEqual(['H', 'D', 'C', 'S']);
    expect(suitOf(0)).toBe('H');
    expect(suitOf(13)).toBe('D');
    expect(suitOf(26)).toBe('C');
    expect(suitOf(39)).toBe('S');
  });

  it('has the ranks 1 (ace) to 13 (king)', () => {
    expect(RANKS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(RANKS.map(rankChar).join('')).toBe('A23456789TJQK');
  });
});

describe('card accessors', () => {
  it('faceOf, rankOf and suitOf describe naturals', () => {
    expect(faceOf(0)).toEqual({ rank: 1, suit: 'H' });
    expect(faceOf(9)).toEqual({ rank: 10, suit: 'H' });
    expect(faceOf(25)).toEqual({ rank: 13, suit: 'D' });
    expect(faceOf(54 + 40)).toEqual({ rank: 2, suit: 'S' });
    expect(rankOf(10)).toBe(11);
    expect(rankOf(38)).toBe(13);
    expect(suitOf(38)).toBe('C');
    expect(suitOf(107 - 2)).toBe('S');
  });

  it('gives jokers no face, rank 0 and no suit', () => {
    for (const id of jokerIds()) {
      expect(isJoker(id)).toBe(true);
      expect(faceOf(id)).toBeUndefined();
      expect(rankOf(id)).toBe(0);
      expect(suitOf(id)).toBeUndefined();
    }
  });

  it('deckOf splits the ids at 54', () => {
    expect(deckOf(0)).toBe(0);
    expect(deckOf(53)).toBe(0);
    expect(deckOf(54)).toBe(1);
    expect(deckOf(107)).toBe(1);
    expect(fullDeck().filter((id) => deckOf(id) === 0)).toHaveLength(54);
  });

  it('naturalId inverts faceOf for every natural of both decks', () => {
    for (const id of naturals()) {
      expect(naturalId(faceOf(id) as NaturalFace, deckOf(id))).toBe(id);
    }
    expect(naturalId({ rank: 1, suit: 'H' })).toBe(0);
    expect(naturalId({ rank: 13, suit: 'S' }, 1)).toBe(105);
  });

  it('copiesOf gives both copies of a face, deck 0 first', () => {
    expect(copiesOf({ rank: 10, suit: 'H' })).toEqual([9, 63]);
    expect(copiesOf({ rank: 7, suit: 'C' })).toEqual([32, 86]);
    for (const id of naturals()) {
      const [a, b] = copiesOf(faceOf(id) as NaturalFace);
      expect([a, b]).toContain(id);
      expect(faceOf(a)).toEqual(faceOf(b));
      expect(b - a).toBe(CARDS_PER_DECK);
    }
  });

  it('sameFace matches the two copies of a natural and any two jokers', () => {
    expect(sameFace(9, 63)).toBe(true);
    expect(sameFace(9, 9)).toBe(true);
    expect(sameFace(9, 10)).toBe(false);
    expect(sameFace(9, 22)).toBe(false);
    expect(sameFace(52, 53)).toBe(true);
    expect(sameFace(52, 107)).toBe(true);
    expect(sameFace(52, 0)).toBe(false);
    expect(sameFace(0, 52)).toBe(false);
    let pairs = 0;
    for (const a of fullDeck()) {
      for (const b of fullDeck()) {
        if (a !== b && sameFace(a, b)) pairs++;
        expect(sameFace(a, b)).toBe(sameFace(b, a));
      }
    }
    // 52 faces with 2 ordered pairs each, and 4 * 3 ordered pairs of jokers.
    expect(pairs).toBe(52 * 2 + 12);
  });

  it('isCardId accepts only integers 0..107', () => {
    expect(isCardId(0)).toBe(true);
    expect(isCardId(107)).toBe(true);
    for (const bad of [-1, 108, 1.5, NaN, Infinity, '3', null, undefined, {}]) {
      expect(isCardId(bad)).toBe(false);
    }
  });

  it('converts rank characters and recognises suits', () => {
    expect(rankFromChar('A')).toBe(1);
    expect(rankFromChar('T')).toBe(10);
    expect(rankFromChar('K')).toBe(13);
    expect(rankFromChar('1')).toBeUndefined();
    expect(rankFromChar('t')).toBeUndefined();
    expect(SUITS.every(isSuit)).toBe(true);
    expect(isSuit('h')).toBe(false);
    expect(isSuit('X')).toBe(false);
  });
});
