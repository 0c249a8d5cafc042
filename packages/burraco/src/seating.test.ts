import { type CardId, copiesOf, jokerIds } from '@tavolo/cards';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawForSeats, drawStrength } from './seating.js';

const id = (rank: number, suit: 'H' | 'D' | 'C' | 'S'): CardId =>
  copiesOf({ rank: rank as 1, suit })[0];

describe('seating', () => {
  it('BUR-CH art. 1, 4: the jolly is highest, then 2 A K .. 3; equal ranks follow H D C S', () => {
    const order = [jokerIds()[0] as CardId, id(2, 'S'), id(1, 'H'), id(13, 'H'), id(3, 'H')];
    const strengths = order.map(drawStrength);
    expect([...strengths].sort((a, b) => b - a)).toEqual(strengths);
    expect(drawStrength(id(9, 'H'))).toBeGreaterThan(drawStrength(id(9, 'D')));
    expect(drawStrength(id(9, 'C'))).toBeGreaterThan(drawStrength(id(9, 'S')));
  });

  it('BUR-CH art. 4: formed pairs sit opposite; the highest is served by the lower opponent', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const draw = drawForSeats(
          {
            kind: 'pairs',
            pairs: [
              ['a', 'b'],
              ['c', 'd'],
            ],
          },
          { scheme: 'xoroshiro128plus', seed },
        );
        const [s0, s1, s2, s3] = draw.seats as [string, string, string, string];
        const pairOf = (p: string) => (p === 'a' || p === 'b' ? 0 : 1);
        expect(pairOf(s0)).toBe(pairOf(s2));
        expect(pairOf(s1)).toBe(pairOf(s3));
        expect(pairOf(s0)).not.toBe(pairOf(s1));
        expect(s0).toBe(draw.ranking[0]);
        expect(draw.ranking.indexOf(s3)).toBeGreaterThan(draw.ranking.indexOf(s1));
        expect(draw.dealer).toBe(3);
      }),
      { numRuns: 50 },
    );
  });

  it('BUR-CH art. 4: pairs to form sit by their cards, the lowest deals', () => {
    const draw = drawForSeats(
      { kind: 'individual', players: ['a', 'b', 'c', 'd'] },
      { scheme: 'xoroshiro128plus', seed: 3 },
    );
    expect(draw.seats).toEqual(draw.ranking);
    expect(draw.dealer).toBe(3);
  });

  it('BUR-CH art. 2: one against one, the lower card deals', () => {
    const draw = drawForSeats(
      { kind: 'singles', players: ['a', 'b'] },
      { scheme: 'xoroshiro128plus', seed: 5 },
    );
    expect(draw.seats).toEqual(draw.ranking);
    expect(draw.dealer).toBe(1);
  });

  it('BUR-CH art. 4: identical cards draw again and keep their place above the others', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const draw = drawForSeats(
          { kind: 'individual', players: ['a', 'b', 'c', 'd'] },
          { scheme: 'xoroshiro128plus', seed },
        );
        const firstCard = (p: string) => draw.draws.find((d) => d.player === p)?.cards[0] as CardId;
        for (let i = 0; i + 1 < draw.ranking.length; i++)
          expect(drawStrength(firstCard(draw.ranking[i] as string))).toBeGreaterThanOrEqual(
            drawStrength(firstCard(draw.ranking[i + 1] as string)),
          );
        for (const d of draw.draws)
          if (d.cards.length > 1)
            expect(
              draw.draws.some(
                (o) =>
                  o !== d &&
                  drawStrength(o.cards[0] as CardId) === drawStrength(d.cards[0] as CardId),
              ),
            ).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('the seat draw is the same for the same seed', () => {
    const seed = { scheme: 'xoroshiro128plus', seed: 42 } as const;
    const request = { kind: 'individual', players: ['a', 'b', 'c', 'd'] } as const;
    expect(drawForSeats(request, seed)).toEqual(drawForSeats(request, seed));
  });
});
