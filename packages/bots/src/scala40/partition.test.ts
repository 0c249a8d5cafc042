import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isJoker } from '@tavolo/cards';
import { PROFILES } from '@tavolo/scala40';
import { ids } from '../../../scala40/src/test-support.js';
import { bestPartition, dropLoose, keyOf, signature } from './partition.js';

const rules = PROFILES['fisca-gara'].options;
const options = { jokerLoose: 3 };
const sigs = (codes: string) => bestPartition(ids(codes), rules, options).melds.map(signature);

describe('bestPartition', () => {
  it('finds the sequence and the combination that share no card (S40-CdG art. 9)', () => {
    const p = bestPartition(ids('7H 8H 9H 9D 9C 9S 2C'), rules, options);
    expect(p.melds).toHaveLength(2);
    expect(p.loose).toEqual([keyOf(ids('2C')[0] as number)]);
    expect(p.cost).toBe(2);
  });

  it('gives the contested card to the meld that leaves least in hand (S40-CdG art. 22)', () => {
    // 9H in 7-8-9H leaves 9D 9C (18); in 9H 9D 9C it leaves 7H 8H (15).
    const p = bestPartition(ids('7H 8H 9H 9D 9C'), rules, options);
    expect([...p.loose].sort()).toEqual(ids('7H 8H').map(keyOf).sort());
    expect(p.cost).toBe(15);
  });

  it('reads the ace after the K where the profile allows it (S40-CdG art. 9)', () => {
    expect(sigs('QH KH AH')).toHaveLength(1);
    const club = bestPartition(ids('QH KH AH'), PROFILES['club-151'].options, options);
    expect(club.melds).toHaveLength(0);
  });

  it('spends a joker to meld a pair rather than keep it loose (S40-CdG art. 8)', () => {
    const p = bestPartition(ids('KH KD JK 2C'), rules, options);
    expect(p.melds).toHaveLength(1);
    expect(p.looseJokers).toBe(0);
  });

  it('counts the opening value of its melds (S40-CdG art. 7)', () => {
    expect(bestPartition(ids('AH AD AC 9S 9D 9C'), rules, options).points).toBe(60);
  });

  it('drops a loose card exactly: the partition of the rest is the same melds', () => {
    const naturals = ids(
      'AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D TD AC 2C 3C 4C 9S TS JS',
    ).filter((c) => !isJoker(c));
    fc.assert(
      fc.property(fc.shuffledSubarray(naturals, { minLength: 4, maxLength: 9 }), (hand) => {
        const whole = bestPartition(hand, rules, options);
        for (const key of new Set(whole.loose)) {
          const card = hand.find((c) => keyOf(c) === key) as number;
          const rest = hand.filter((c) => c !== card);
          const dropped = dropLoose(whole, key, options);
          expect(dropped?.cost).toBe(bestPartition(rest, rules, options).cost);
        }
      }),
      { numRuns: 150 },
    );
  });
});
