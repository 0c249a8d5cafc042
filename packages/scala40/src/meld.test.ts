import { faceOf, isJoker } from '@tavolo/cards';
import { describe, expect, it } from 'vitest';
import {
  type Meld,
  type MeldCard,
  addToMeld,
  jokersIn,
  layOffPlacements,
  meldCodes,
  meldPoints,
  openingValue,
  readMeld,
  replaceJoker,
} from './meld.js';
import { PROFILES } from './profile.js';
import { face, id, meldCards } from './test-support.js';

const GARA = PROFILES['fisca-gara'].options;
const R101 = PROFILES['fisca-101'].options;
const CLUB = PROFILES['club-151'].options;
type Rules = typeof GARA;

const read = (codes: string, rules: Rules = GARA): Meld => {
  const result = readMeld(meldCards(codes), rules);
  if (!result.ok) throw new Error(`${codes}: ${result.error.code} ${result.error.message}`);
  return result.value;
};

const refusal = (codes: string, rules: Rules = GARA): string => {
  const result = readMeld(meldCards(codes), rules);
  if (result.ok) throw new Error(`${codes} was read as ${meldCodes(result.value).join(' ')}`);
  return result.error.code;
};

const codesOf = (codes: string, rules: Rules = GARA): string =>
  meldCodes(read(codes, rules)).join(' ');

describe('sequences (S40-CdG art. 9; S40-REG art. 3.2)', () => {
  it('S40-CdG art. 9: three or more consecutive cards of one suit form a sequence', () => {
    const meld = read('5H 6H 7H');
    expect(meld.kind).toBe('sequence');
    expect(meld.kind === 'sequence' && meld.suit).toBe('H');
    expect(meld.kind === 'sequence' && meld.low).toBe(5);
    expect(meld.cards.map((c) => c.id)).toEqual([id('5H'), id('6H'), id('7H')]);
  });

  it('S40-CdG art. 9: cards given out of order are read in order', () => {
    expect(codesOf('7S 5S 6S')).toBe('5S 6S 7S');
  });

  it('S40-CdG art. 9: two cards are not a meld', () => {
    expect(refusal('5H 6H')).toBe('meld-too-short');
  });

  it('S40-CdG art. 9: a sequence is of one suit only', () => {
    expect(refusal('5H 6D 7H')).toBe('not-a-meld');
  });

  it('S40-CdG art. 9: a gap in a sequence is refused', () => {
    expect(refusal('5H 7H 8H')).toBe('sequence-not-consecutive');
  });

  it('S40-CdG art. 9: the same card twice is not a sequence', () => {
    expect(refusal("5H 6H 6H' 7H")).toBe('sequence-repeated-card');
  });

  it('S40-CdG art. 9: the ace goes before the 2 (A-2-3)', () => {
    const meld = read('AH 2H 3H');
    expect(meld.kind === 'sequence' && meld.low).toBe(1);
  });

  it('S40-CdG art. 9: the ace goes after the K (Q-K-A)', () => {
    const meld = read('QH KH AH');
    expect(meld.kind === 'sequence' && meld.low).toBe(12);
    expect(codesOf('AH QH KH')).toBe('QH KH AH');
  });

  it('S40-CdG art. 9: K-A-2 is not a sequence (no wrapping)', () => {
    expect(refusal('KH AH 2H')).toBe('sequence-wraps');
    expect(refusal('QH KH AH 2H 3H')).toBe('sequence-wraps');
  });

  it('S40-CdG art. 9: K-A-2 is not a sequence with a joker for the ace either', () => {
    expect(readMeld(meldCards('KH JK=AH 2H'), GARA).ok).toBe(false);
    expect(readMeld(meldCards('KH JK 2H'), GARA).ok).toBe(false);
  });

  it('S40-CdG art. 9: A-2-...-K-Matta is a sequence of 14 cards', () => {
    const meld = read('AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH JK');
    expect(meld.cards).toHaveLength(14);
    expect(meld.kind === 'sequence' && meld.low).toBe(1);
    expect(meldCodes(meld).at(-1)).toBe('JK=AH');
  });

  it('S40-REG art. 3.2: matta-2-...-K-A is a sequence of 14 cards', () => {
    const meld = read('JK 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH');
    expect(meld.cards).toHaveLength(14);
    expect(meldCodes(meld)[0]).toBe('JK=AH');
    expect(meldCodes(meld).at(-1)).toBe('AH');
  });

  it('S40-CdG art. 9: no sequence has more than 14 cards', () => {
    expect(refusal('AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH JK JK')).toBe('sequence-too-long');
  });

  it('S40-CdG art. 9: the ace is unique in a sequence (A-2-...-K-A is refused)', () => {
    expect(readMeld(meldCards("AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH'"), GARA).ok).toBe(false);
    expect(readMeld(meldCards("2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH AH'"), GARA).ok).toBe(false);
  });

  it('S40-CdG art. 9: an undeclared joker takes the place it occupies in the order given', () => {
    expect(codesOf('5H JK 7H')).toBe('5H JK=6H 7H');
    expect(codesOf('JK 6H 7H')).toBe('JK=5H 6H 7H');
    expect(codesOf('6H 7H JK')).toBe('6H 7H JK=8H');
  });

  it('S40-CdG art. 8: a joker next to an ace low stands for the 2', () => {
    expect(codesOf('AH JK 3H')).toBe('AH JK=2H 3H');
  });
});

describe('combinations (S40-CdG art. 9; S40-REG art. 3.3)', () => {
  it('S40-CdG art. 9: three cards of one rank in different suits', () => {
    const meld = read('7H 7D 7C');
    expect(meld.kind).toBe('combination');
    expect(meld.kind === 'combination' && meld.rank).toBe(7);
  });

  it('S40-CdG art. 9: four cards of one rank in the four suits', () => {
    expect(read('7H 7D 7C 7S').cards).toHaveLength(4);
  });

  it('S40-CdG art. 9: a combination has at most 4 cards, the joker included', () => {
    expect(refusal('7H 7D 7C 7S JK')).toBe('combination-too-long');
  });

  it('S40-REG art. 3.3: two cards of the same suit make no combination', () => {
    expect(refusal("9H 9H' 9S")).toBe('combination-repeated-suit');
    expect(refusal("9H 9H' JK")).toBe('combination-repeated-suit');
  });

  it('S40-REG art. 3.3: a joker declared in a suit already present is refused', () => {
    expect(refusal('7H 7D JK=7H')).toBe('combination-repeated-suit');
  });

  it('S40-CdG art. 8: a joker declared as another rank does not join a combination', () => {
    expect(refusal('7H 7D JK=8C')).toBe('bad-joker-declaration');
  });
});

describe('jokers per meld (S40-CdG art. 9, 17; S40-REG art. 3.3, 3.4)', () => {
  it('S40-CdG art. 17: fisca-gara allows more than one joker in a sequence', () => {
    const meld = read('5H JK JK 8H');
    expect(jokersIn(meld)).toBe(2);
    expect(meldCodes(meld)).toEqual(['5H', 'JK=6H', 'JK=7H', '8H']);
  });

  it('S40-CdG art. 17: fisca-gara allows more than one joker in a combination', () => {
    const meld = read('7H 7D JK JK');
    expect(meld.kind).toBe('combination');
    expect(jokersIn(meld)).toBe(2);
    expect(new Set(meld.cards.map((c) => c.face.suit)).size).toBe(4);
  });

  it('S40-REG art. 3.4: fisca-101 allows one joker per meld', () => {
    expect(refusal('5H JK JK 8H', R101)).toBe('too-many-jokers');
    expect(refusal('7H 7D JK JK', R101)).toBe('too-many-jokers');
    expect(read('5H JK 7H', R101).cards).toHaveLength(3);
    expect(read('7H 7D JK', R101).cards).toHaveLength(3);
  });

  it('S40-REG art. 3.3: no meld of jokers only', () => {
    expect(refusal('JK JK JK')).toBe('meld-only-jokers');
    expect(refusal('JK=5H JK=6H JK=7H')).toBe('meld-only-jokers');
    expect(refusal('JK JK JK', R101)).toBe('meld-only-jokers');
  });

  it('S40-CdG art. 8: only a joker takes a declared value', () => {
    const cards: MeldCard[] = [
      { id: id('5H'), as: face('9C') },
      { id: id('6H') },
      { id: id('7H') },
    ];
    expect(readMeld(cards, GARA)).toMatchObject({
      ok: false,
      error: { code: 'bad-joker-declaration' },
    });
  });

  it('S40-CdG art. 8: a joker in a sequence is declared in the suit of the sequence', () => {
    expect(refusal('5H JK=6D 7H')).toBe('bad-joker-declaration');
    expect(codesOf('5H JK=6H 7H')).toBe('5H JK=6H 7H');
  });

  it('S40-CdG art. 8: a declared joker takes the declared place, even written elsewhere', () => {
    expect(codesOf('JK=8H 6H 7H')).toBe('6H 7H JK=8H');
  });

  it('S40-CdG art. 8: a declaration of the wrong place is refused', () => {
    expect(readMeld(meldCards('5H JK=9H 7H'), GARA).ok).toBe(false);
    expect(readMeld(meldCards('5H JK=7H 7H'), GARA).ok).toBe(false);
  });

  it('S40-CdG art. 8: with one natural card, a declaration of another suit makes a combination', () => {
    const meld = read('7H JK=7S JK=7D');
    expect(meld.kind).toBe('combination');
    expect(meldCodes(meld)).toEqual(['7H', 'JK=7S', 'JK=7D']);
  });

  it('S40-CdG art. 8: with one natural card, an undeclared run reads as a sequence', () => {
    expect(read('7H JK JK').kind).toBe('sequence');
    expect(codesOf('7H JK JK')).toBe('7H JK=8H JK=9H');
  });

  it('malformed meld cards are an error, not a throw', () => {
    const bad = [{ id: 200 }, { id: id('5H') }, { id: id('6H') }] as MeldCard[];
    expect(readMeld(bad, GARA)).toMatchObject({ ok: false, error: { code: 'bad-card' } });
    const badAs = [
      { id: id('JK'), as: { rank: 14, suit: 'H' } },
      { id: id('5H') },
      { id: id('6H') },
    ];
    expect(readMeld(badAs as unknown as MeldCard[], GARA)).toMatchObject({
      ok: false,
      error: { code: 'bad-card' },
    });
    expect(readMeld([{ id: id('5H') }, { id: id('5H') }, { id: id('6H') }], GARA)).toMatchObject({
      ok: false,
      error: { code: 'duplicate-card' },
    });
  });
});

describe('the undeclared joker in a combination (S40-CdG art. 8; S40-CLUB §C)', () => {
  const jokerSuit = (codes: string, rules: Rules): string | undefined => {
    const meld = read(codes, rules);
    return meld.cards.find((c) => isJoker(c.id))?.face.suit;
  };

  it('S40-CdG art. 8: laid with a red and a black card, it takes the other suit of the colour of the card under it', () => {
    expect(jokerSuit('7H 7C JK', GARA)).toBe('S');
    expect(jokerSuit('7C 7H JK', GARA)).toBe('D');
    expect(jokerSuit('7C 7D JK', GARA)).toBe('H');
  });

  it('S40-CdG art. 8: laid with two cards of one colour, it takes the crossed suit (cuori-picche, quadri-fiori)', () => {
    expect(jokerSuit('7H 7D JK', GARA)).toBe('C');
    expect(jokerSuit('7D 7H JK', GARA)).toBe('S');
    expect(jokerSuit('7C 7S JK', GARA)).toBe('H');
    expect(jokerSuit('7S 7C JK', GARA)).toBe('D');
  });

  it('S40-CdG art. 8: when the joker is laid first, the card above it (laid after) counts', () => {
    expect(jokerSuit('JK 7H 7C', GARA)).toBe('D');
    expect(jokerSuit('JK 7C 7H', GARA)).toBe('S');
  });

  it('S40-CLUB §C: "come quando fuori piove": quadri calls fiori, picche calls cuori', () => {
    // Fiori is taken: the cycle goes on to picche.
    expect(jokerSuit('7C 7D JK', CLUB)).toBe('S');
    expect(jokerSuit('7H 7D JK', CLUB)).toBe('C');
    expect(jokerSuit('7D 7S JK', CLUB)).toBe('H');
    expect(jokerSuit('7S 7H JK', CLUB)).toBe('D');
  });

  it('S40-CLUB §C differs from S40-CdG art. 8 on the same cards', () => {
    // Reference 7D: the Codice gives the other red suit (cuori), the club sheet fiori.
    expect(jokerSuit('7S 7D JK', GARA)).toBe('H');
    expect(jokerSuit('7S 7D JK', CLUB)).toBe('C');
    // Reference 7S: the Codice gives fiori, the club sheet cuori.
    expect(jokerSuit('7D 7S JK', GARA)).toBe('C');
    expect(jokerSuit('7D 7S JK', CLUB)).toBe('H');
  });

  it('S40-CdG art. 8: a declaration overrides the default', () => {
    expect(jokerSuit('7H 7C JK=7D', GARA)).toBe('D');
    expect(jokerSuit('7H 7C JK=7D', CLUB)).toBe('D');
  });
});

describe('points for the opening (S40-CdG art. 7; S40-REG art. 1.1, 4.1)', () => {
  it('S40-CdG art. 7: face values, figures and ten 10, ace 11 or 1 before the 2', () => {
    expect(openingValue(1, false)).toBe(11);
    expect(openingValue(1, true)).toBe(1);
    expect(openingValue(2, false)).toBe(2);
    expect(openingValue(9, false)).toBe(9);
    expect(openingValue(10, false)).toBe(10);
    expect(openingValue(11, false)).toBe(10);
    expect(openingValue(12, false)).toBe(10);
    expect(openingValue(13, false)).toBe(10);
  });

  it('S40-CdG art. 7: the joker is worth the card it stands for: TH JH QH JK = 40', () => {
    expect(meldPoints(read('TH JH QH JK'))).toBe(40);
  });

  it('S40-CdG art. 7: the ace before the 2 is worth 1 (A-2-3 = 6)', () => {
    expect(meldPoints(read('AH 2H 3H'))).toBe(6);
    expect(meldPoints(read('JK 2H 3H'))).toBe(6);
  });

  it('S40-CdG art. 7: the ace after the K is worth 11 (Q-K-A = 31)', () => {
    expect(meldPoints(read('QH KH AH'))).toBe(31);
    expect(meldPoints(read('QH KH JK'))).toBe(31);
    expect(meldPoints(read('JK QH KH'))).toBe(30);
    expect(meldPoints(read('QH KH JK=AH'))).toBe(31);
  });

  it('S40-CdG art. 7: an ace combination is worth 11 each', () => {
    expect(meldPoints(read('AH AD AC'))).toBe(33);
    expect(meldPoints(read('AH AD JK'))).toBe(33);
  });

  it('S40-REG art. 4.1: the examples: a tris of 9 is 27, 10-J-Q-K... 10 to K is 40, tris of 4 is 12, 3 to 7 is 25', () => {
    expect(meldPoints(read('9H 9D 9C'))).toBe(27);
    expect(meldPoints(read('TS JS QS'))).toBe(30);
    expect(meldPoints(read('4H 4D 4C'))).toBe(12);
    expect(meldPoints(read('3C 4C 5C 6C 7C'))).toBe(25);
  });

  it('S40-CdG art. 7: the full sequence A..K with a joker for the ace high is 96', () => {
    expect(meldPoints(read('AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH JK'))).toBe(96);
  });

  it('S40-CdG art. 7: a joker in a combination is worth the rank', () => {
    expect(meldPoints(read('KH KD JK JK'))).toBe(40);
  });
});

describe('lay-offs (S40-CdG art. 6, 9)', () => {
  it('S40-CdG art. 6: a card that continues a sequence lays off at its end', () => {
    const meld = read('5H 6H 7H');
    expect(layOffPlacements(meld, { id: id('8H') }, GARA)).toEqual([
      { face: face('8H'), end: 'high' },
    ]);
    expect(layOffPlacements(meld, { id: id('4H') }, GARA)).toEqual([
      { face: face('4H'), end: 'low' },
    ]);
    expect(layOffPlacements(meld, { id: id('9H') }, GARA)).toEqual([]);
    expect(layOffPlacements(meld, { id: id('8D') }, GARA)).toEqual([]);
  });

  it('S40-CdG art. 9: an ace lays off on 2..K at either end', () => {
    const meld = read('2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS');
    const placements = layOffPlacements(meld, { id: id('AS') }, GARA);
    expect(placements).toEqual(
      expect.arrayContaining([
        { face: face('AS'), end: 'low' },
        { face: face('AS'), end: 'high' },
      ]),
    );
    const low = addToMeld(meld, id('AS'), { face: face('AS'), end: 'low' });
    expect(low.kind === 'sequence' && low.low).toBe(1);
    expect(meldPoints(low)).toBe(85);
    const high = addToMeld(meld, id('AS'), { face: face('AS'), end: 'high' });
    expect(high.kind === 'sequence' && high.low).toBe(2);
    expect(meldPoints(high)).toBe(95);
  });

  it('S40-CdG art. 9: a second natural ace does not lay off on A..K (the ace is unique)', () => {
    const meld = read('AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS');
    expect(layOffPlacements(meld, { id: id('AS', 1) }, GARA)).toEqual([]);
    expect(layOffPlacements(meld, { id: id('JK') }, GARA)).toEqual([
      { face: face('AS'), end: 'high' },
    ]);
  });

  it('S40-CdG art. 9: nothing lays off on a 14-card sequence', () => {
    const meld = read('AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS JK');
    expect(layOffPlacements(meld, { id: id('JK', 1) }, GARA)).toEqual([]);
  });

  it('S40-CdG art. 9: a combination takes a fourth card of a missing suit only', () => {
    const meld = read('7H 7D 7C');
    expect(layOffPlacements(meld, { id: id('7S') }, GARA)).toEqual([{ face: face('7S') }]);
    expect(layOffPlacements(meld, { id: id('7H', 1) }, GARA)).toEqual([]);
    expect(layOffPlacements(read('7H 7D 7C 7S'), { id: id('7S', 1) }, GARA)).toEqual([]);
    expect(layOffPlacements(read('7H 7D 7C 7S'), { id: id('JK') }, GARA)).toEqual([]);
  });

  it('S40-CdG art. 8: a joker lays off on a combination in the missing suit', () => {
    expect(layOffPlacements(read('7H 7D 7C'), { id: id('JK') }, GARA)).toEqual([
      { face: face('7S') },
    ]);
  });

  it('S40-CdG art. 8: a joker lays off on either end of a sequence, or where declared', () => {
    const meld = read('5H 6H 7H');
    expect(layOffPlacements(meld, { id: id('JK') }, GARA)).toEqual(
      expect.arrayContaining([
        { face: face('8H'), end: 'high' },
        { face: face('4H'), end: 'low' },
      ]),
    );
    expect(layOffPlacements(meld, { id: id('JK'), as: face('4H') }, GARA)).toEqual([
      { face: face('4H'), end: 'low' },
    ]);
    expect(layOffPlacements(meld, { id: id('JK'), as: face('9H') }, GARA)).toEqual([]);
  });

  it('S40-REG art. 3.4: on fisca-101 a joker does not lay off on a meld that has one', () => {
    const meld = read('5H JK 7H', R101);
    expect(layOffPlacements(meld, { id: id('JK', 1) }, R101)).toEqual([]);
    expect(layOffPlacements(meld, { id: id('8H') }, R101)).toEqual([
      { face: face('8H'), end: 'high' },
    ]);
    expect(layOffPlacements(meld, { id: id('JK', 1) }, GARA).length).toBeGreaterThan(0);
  });
});

describe('joker replacement (S40-CdG art. 8)', () => {
  it('S40-CdG art. 8: a joker is replaced only by the card it stands for', () => {
    const meld = read('5H JK 7H');
    const swapped = replaceJoker(meld, id('6H'));
    expect(swapped?.joker).toBe(id('JK'));
    expect(swapped && meldCodes(swapped.meld)).toEqual(['5H', '6H', '7H']);
    expect(replaceJoker(meld, id('6H', 1))?.joker).toBe(id('JK'));
    expect(replaceJoker(meld, id('6D'))).toBeUndefined();
    expect(replaceJoker(meld, id('8H'))).toBeUndefined();
  });

  it('S40-CdG art. 8: in a combination, the joker is replaced only by the suit it stands for', () => {
    const meld = read('7H 7C JK');
    expect(meld.cards[2]?.face).toEqual(face('7S'));
    expect(replaceJoker(meld, id('7D'))).toBeUndefined();
    expect(replaceJoker(meld, id('7S'))?.joker).toBe(id('JK'));
  });

  it('a meld without a joker has nothing to replace', () => {
    expect(replaceJoker(read('5H 6H 7H'), id('6H', 1))).toBeUndefined();
  });

  it('meldCodes shows jokers with their value', () => {
    const meld = read('TH JH QH JK');
    expect(meldCodes(meld)).toEqual(['TH', 'JH', 'QH', 'JK=KH']);
    expect(meld.cards.map((c) => faceOf(c.id) ?? null)).toEqual([
      face('TH'),
      face('JH'),
      face('QH'),
      null,
    ]);
  });
});
