import { describe, expect, it } from 'vitest';
import { type Meld, PROFILES, readMeld } from '@tavolo/burraco';
import { type Outlook, meldValue, plan, steps } from './planner.js';
import { cards } from './scenario.js';

const rules = PROFILES.champion.options;
const meld = (text: string): Meld => {
  const read = readMeld(cards(text), rules);
  if (!read.ok) throw new Error(read.error.code);
  return read.value;
};
const outlook: Outlook = { rules, risk: 0.3, pozzetto: false, closingValue: 200, keep: 3 };

describe('meldValue', () => {
  it('a pulito is worth more than a sporco of the same cards but the matta (art. 14, 19)', () => {
    expect(meldValue(meld('3H 4H 5H 6H 7H 8H 9H'), rules)).toBeGreaterThan(
      meldValue(meld('3H 4H 5H JK 7H 8H 9H'), rules),
    );
  });
  it('a meld nearer a burraco is worth more, a clean one more than one with a matta (art. 14)', () => {
    expect(meldValue(meld('3H 4H 5H 6H 7H 8H'), rules)).toBeGreaterThan(
      meldValue(meld('3H 4H 5H 6H 7H'), rules) + 5,
    );
    expect(meldValue(meld('3H 4H 5H 6H 7H 8H'), rules)).toBeGreaterThan(
      meldValue(meld('3H 4H 5H JK 7H 8H'), rules) - 30,
    );
  });
});

describe('plan', () => {
  it('lays the whole hand down when that reaches the pozzetto (art. 18)', () => {
    const found = plan({ melds: [], hand: cards('5H 6H 7H 8H 9C 9D 9S') }, outlook);
    expect(found.steps.flatMap((s) => s.cards)).toHaveLength(7);
    expect(found.gain).toBeGreaterThan(200);
  });
  it('lays off on the line melds, one card per step', () => {
    const found = steps({ melds: [meld('5H 6H 7H')], hand: cards('8H 4H KC') }, rules);
    expect(found.filter((s) => s.at === 0).map((s) => s.cards.length)).toEqual([1, 1]);
  });
  it('values no more positions than its budget', () => {
    const hand = cards('3H 4H 5H 6H 7H 8H 9H 3C 4C 5C 6C 7C JK 2D 9S 9D');
    expect(plan({ melds: [], hand }, outlook, 4, 25).nodes).toBeLessThanOrEqual(26);
  });
});
