import { describe, expect, it } from 'vitest';
import { PROFILES, readMeld } from '@tavolo/scala40';
import { ids, meldCards } from '../../../scala40/src/test-support.js';
import { keyOf } from './partition.js';
import { discardDanger, joins } from './safety.js';
import { track } from './tracking.js';

const rules = PROFILES['fisca-gara'].options;
const key = (code: string) => keyOf(ids(code)[0] as number);
const card = (code: string) => ids(code)[0] as number;

describe('joins', () => {
  it('is a same-rank card of another suit, or a card of the suit within two (S40-CdG art. 9)', () => {
    expect(joins(key('8H'), key('8D'))).toBe(true);
    expect(joins(key('8H'), key('TH'))).toBe(true);
    expect(joins(key('8H'), key('JH'))).toBe(false);
    expect(joins(key('AH'), key('KH'))).toBe(true);
    expect(joins(key('8H'), key('9D'))).toBe(false);
  });
});

describe('discardDanger', () => {
  const base = {
    next: 1,
    nextOpened: true,
    nextCards: 8,
    melds: [],
    rules,
  };
  it('is high for a card joining what the next player took from the pile (S40-CdG art. 6)', () => {
    const tracking = track(
      [{ type: 'took-discard', seat: 1, card: card('8H') }],
      4,
      0,
      ids('9H 2C'),
      [],
    );
    const ctx = { ...base, tracking };
    expect(discardDanger(card('9H'), ctx)).toBeGreaterThan(discardDanger(card('2C'), ctx) + 5);
  });

  it('is high for a card that lays off on the table when the next player has opened', () => {
    const meld = readMeld(meldCards('4C 5C 6C'), rules);
    if (!meld.ok) throw new Error(meld.error.message);
    const melds = [{ id: 1, owner: 2, meld: meld.value }];
    const tracking = track([], 4, 0, ids('7C 7D'), melds);
    const ctx = { ...base, tracking, melds };
    expect(discardDanger(card('7C'), ctx)).toBeGreaterThan(discardDanger(card('7D'), ctx));
  });

  it('is nothing for a dead card: every card that could join it is seen', () => {
    const hand = ids("KS KH KH' KD KD' KC KC' KS' JS JS' QS QS' AS AS'");
    const ctx = { ...base, tracking: track([], 4, 0, hand, []) };
    expect(discardDanger(card('KS'), ctx)).toBe(0);
  });
});
