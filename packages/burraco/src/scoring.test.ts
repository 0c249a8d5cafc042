import { type CardId, copiesOf, jokerIds, parseCard } from '@tavolo/cards';
import { describe, expect, it } from 'vitest';
import { type Meld, readMeld } from './meld.js';
import { PROFILES } from './profile.js';
import { cardPoints, scoreSide } from './scoring.js';

const champion = PROFILES.champion.options;
const fibur = PROFILES.fibur.options;

const allocate = () => {
  const used = new Set<CardId>();
  return (text: string): CardId[] =>
    text === ''
      ? []
      : text.split(' ').map((token) => {
          const parsed = parseCard(token);
          if (!parsed.ok) throw new Error(token);
          const copies = parsed.value.kind === 'joker' ? jokerIds() : copiesOf(parsed.value.face);
          const id = copies.find((c) => !used.has(c)) as CardId;
          used.add(id);
          return id;
        });
};

const melds = (take: (t: string) => CardId[], ...texts: string[]): Meld[] =>
  texts.map((t) => {
    const m = readMeld(take(t), champion);
    if (!m.ok) throw new Error(m.error.code);
    return m.value;
  });

describe('scoring', () => {
  it('README: jolly 30, pinella 20, ace 15, K Q J 10 9 8 = 10, 7 to 3 = 5', () => {
    const take = allocate();
    const points = take('JK 2C AS KH QD JC TS 9H 8D 7C 6S 5H 4D 3C').map((id) =>
      cardPoints(id, champion.cardValues),
    );
    expect(points).toEqual([30, 20, 15, 10, 10, 10, 10, 10, 10, 5, 5, 5, 5, 5]);
  });

  it('README: card values are profile data', () => {
    const [joker] = allocate()('JK');
    expect(cardPoints(joker as CardId, { ...champion.cardValues, joker: 50 })).toBe(50);
  });

  it('BUR-CH art. 19: melded cards + burraco + closing (Champion: pulito 300, closing 200)', () => {
    const take = allocate();
    const score = scoreSide(
      { melds: melds(take, '3H 4H 5H 6H 7H 8H 9H'), hand: [], pozzettoTaken: true, closed: true },
      champion,
    );
    expect(score.total).toBe(545);
    expect(score.breakdown).toMatchObject({
      melds: 45,
      burrachiPoints: 300,
      closing: 200,
      hand: 0,
      pozzetto: 0,
    });
  });

  it('README (FIBUR): pulito 200, closing 100', () => {
    const take = allocate();
    const score = scoreSide(
      { melds: melds(take, '3H 4H 5H 6H 7H 8H 9H'), hand: [], pozzettoTaken: true, closed: true },
      fibur,
    );
    expect(score.total).toBe(345);
  });

  it('BUR-CH art. 14, 19: sporco 100, semipulito 150, champion 500', () => {
    const take = allocate();
    const score = scoreSide(
      {
        melds: melds(
          take,
          '3S 4S JK 6S 7S 8S 9S',
          '5S 5S 5D 5D 5C 5C 5H 2C',
          'AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH',
        ),
        hand: [],
        pozzettoTaken: true,
        closed: false,
      },
      champion,
    );
    expect(score.breakdown.burrachi).toEqual({ sporco: 1, semipulito: 1, pulito: 0, champion: 1 });
    expect(score.breakdown.burrachiPoints).toBe(750);
  });

  it('BUR-CH art. 19: cards left in hand, pozzetto not taken and penalty cards are negative', () => {
    const take = allocate();
    const score = scoreSide(
      {
        melds: melds(take, '5S 6S 7S'),
        hand: take('JK AH 3D'),
        pozzettoTaken: false,
        closed: false,
        penaltyCards: take('KC'),
      },
      champion,
    );
    expect(score.breakdown).toMatchObject({
      melds: 15,
      hand: -50,
      pozzetto: -200,
      penaltyCards: -10,
    });
    expect(score.total).toBe(15 - 50 - 200 - 10);
    expect(
      scoreSide({ melds: [], hand: [], pozzettoTaken: false, closed: false }, fibur).total,
    ).toBe(-100);
  });

  it('BUR-CH art. 46: the chess-clock penalty is subtracted', () => {
    const score = scoreSide(
      { melds: [], hand: [], pozzettoTaken: true, closed: false, clockPenalty: 100 },
      champion,
    );
    expect(score.total).toBe(-100);
    expect(score.breakdown.clock).toBe(-100);
  });
});
