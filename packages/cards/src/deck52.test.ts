import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DECK52_SIZE,
  RANKS52,
  SUITS52,
  card52,
  card52Code,
  deck52,
  isCard52,
  parseCard52,
  rank52Char,
  rank52FromChar,
  rank52Of,
  suit52Index,
  suit52Of,
} from './deck52.js';

const anyCard = fc.integer({ min: 0, max: DECK52_SIZE - 1 });

describe('the 52-card deck', () => {
  it('holds 52 distinct ids, 0 to 51, in canonical order', () => {
    const deck = deck52();
    expect(deck).toHaveLength(DECK52_SIZE);
    expect(new Set(deck).size).toBe(DECK52_SIZE);
    deck.forEach((card, i) => expect(card).toBe(i));
    expect(deck.every(isCard52)).toBe(true);
  });

  it('has one card of each rank in each of the four suits', () => {
    const pairs = deck52().map((c) => `${suit52Of(c)}${rank52Of(c)}`);
    expect(new Set(pairs).size).toBe(52);
    for (const suit of SUITS52) {
      const ranks = deck52()
        .filter((c) => suit52Of(c) === suit)
        .map(rank52Of);
      expect(ranks).toEqual(RANKS52);
    }
  });

  it('orders the suits clubs, diamonds, hearts, spades, and the ace high within a suit', () => {
    expect(SUITS52.map((s) => card52(s, 2))).toEqual([0, 13, 26, 39]);
    expect(card52('C', 2)).toBe(0);
    expect(card52('S', 14)).toBe(51);
    expect(card52Code(card52('D', 11))).toBe('DJ');
    fc.assert(
      fc.property(anyCard, anyCard, (a, b) => {
        if (suit52Of(a) !== suit52Of(b)) return;
        expect(a < b).toBe(rank52Of(a) < rank52Of(b));
      }),
    );
  });

  it('takes a card apart into suit and rank and puts it back together', () => {
    fc.assert(
      fc.property(anyCard, (card) => {
        expect(card52(suit52Of(card), rank52Of(card))).toBe(card);
        expect(SUITS52[suit52Index(card)]).toBe(suit52Of(card));
      }),
    );
  });

  it('refuses anything but a whole number from 0 to 51 as a card', () => {
    for (const bad of [-1, 52, 1.5, Number.NaN, '3', null, undefined, 108])
      expect(isCard52(bad)).toBe(false);
  });

  it('writes a card as suit then rank (SA, HT, C2) and reads it back', () => {
    expect(card52Code(51)).toBe('SA');
    expect(card52Code(card52('H', 10))).toBe('HT');
    expect(card52Code(0)).toBe('C2');
    fc.assert(
      fc.property(anyCard, (card) => {
        const code = card52Code(card);
        expect(code).toMatch(/^[CDHS][2-9TJQKA]$/);
        expect(parseCard52(code)).toBe(card);
        expect(parseCard52(code.toLowerCase())).toBe(card);
        expect(parseCard52(` ${code} `)).toBe(card);
      }),
    );
    expect(new Set(deck52().map(card52Code)).size).toBe(52);
  });

  it('reads the ten as T or 10', () => {
    expect(parseCard52('H10')).toBe(card52('H', 10));
    expect(parseCard52('HT')).toBe(card52('H', 10));
    expect(parseCard52('d10')).toBe(card52('D', 10));
  });

  it('refuses what is not a card, instead of guessing', () => {
    for (const bad of ['', 'S', 'A', 'SAK', 'S1', 'S11', 'X2', 'JK', 'S 2', '2S', 'S0', 'H100'])
      expect(parseCard52(bad)).toBeUndefined();
  });

  it('reads and writes a rank as one character', () => {
    for (const rank of RANKS52) {
      expect(rank52FromChar(rank52Char(rank))).toBe(rank);
      expect(rank52FromChar(rank52Char(rank).toLowerCase())).toBe(rank);
    }
    expect(RANKS52.map(rank52Char).join('')).toBe('23456789TJQKA');
  });

  it('reads no rank from an empty string or from several characters', () => {
    for (const bad of ['', '23', 'AK', 'TJQ', '1', 'X', '10'])
      expect(rank52FromChar(bad)).toBeUndefined();
  });
});
