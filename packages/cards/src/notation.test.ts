import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CardId, faceOf, fullDeck, isJoker } from './card.js';
import { type CardToken, cardCode, parseCard, tokenCode } from './notation.js';

const parsed = (text: unknown): CardToken => {
  const result = parseCard(text);
  if (!result.ok) throw new Error(`expected ${String(text)} to parse: ${result.error.message}`);
  return result.value;
};

describe('card notation', () => {
  it('prints and parses back all 108 cards', () => {
    for (const id of fullDeck()) {
      const code = cardCode(id);
      const token = parsed(code);
      expect(tokenCode(token)).toBe(code);
      if (isJoker(id)) {
        expect(token).toEqual({ kind: 'joker' });
      } else {
        expect(token).toEqual({ kind: 'natural', face: faceOf(id) });
      }
    }
  });

  it('writes rank then suit, T for ten, JK for a joker', () => {
    const codes = (ids: CardId[]) => ids.map(cardCode);
    expect(codes([0, 9, 10, 11, 12, 13, 26, 39, 52, 53])).toEqual([
      'AH',
      'TH',
      'JH',
      'QH',
      'KH',
      'AD',
      'AC',
      'AS',
      'JK',
      'JK',
    ]);
    expect(codes([54, 63, 106, 107])).toEqual(['AH', 'TH', 'JK', 'JK']);
  });

  it('round-trips a declared joker', () => {
    const token = parsed('JK=9H');
    expect(token).toEqual({ kind: 'joker', as: { rank: 9, suit: 'H' } });
    expect(tokenCode(token)).toBe('JK=9H');
    for (const code of ['JK=AS', 'JK=TD', 'JK=KC']) expect(tokenCode(parsed(code))).toBe(code);
  });

  it.each([
    ['1H'],
    ['th'],
    ['Th'],
    ['10H'],
    ['JK='],
    ['JK=XX'],
    ['JK=JK'],
    ['JK=9h'],
    ['jk'],
    ['J K'],
    [' TH'],
    ['TH '],
    ['TX'],
    ['ZH'],
    ['T'],
    [''],
  ])('rejects %j with bad-card', (text) => {
    const result = parseCard(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('bad-card');
      expect(result.error.token).toBe(text);
      expect(result.error.message).toContain(text);
    }
  });

  it.each([[10], [0], [NaN], [null], [undefined], [{}], [['TH']], [true], [Symbol('TH')], [10n]])(
    'rejects the non-string %s with bad-card and does not throw',
    (value) => {
      const result = parseCard(value);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('bad-card');
    },
  );

  it('does not throw on values that cannot be converted to a string', () => {
    const nasty: unknown[] = [
      Object.create(null),
      {
        toString() {
          throw new Error('no');
        },
      },
      {
        [Symbol.toPrimitive]() {
          throw new Error('no');
        },
      },
    ];
    for (const value of nasty) {
      const result = parseCard(value);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe('bad-card');
        expect(typeof result.error.token).toBe('string');
      }
    }
  });

  it('parseCard never throws on arbitrary input (property)', () => {
    const input = fc.oneof(
      fc.anything({ withNullPrototype: true, withBigInt: true, withMap: true, withSet: true }),
      fc.string({ maxLength: 8 }),
      fc.string({ unit: fc.constantFrom(...'AJKT9HDCS=2 '), maxLength: 6 }),
    );
    fc.assert(
      fc.property(input, (value) => {
        const result = parseCard(value);
        if (result.ok) {
          // Anything accepted prints back to exactly what was read.
          expect(tokenCode(result.value)).toBe(value);
        } else {
          expect(result.error.code).toBe('bad-card');
        }
      }),
      { numRuns: 2000 },
    );
  });
});
