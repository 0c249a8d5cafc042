import { describe, expect, it } from 'vitest';
import { COUNT_ARTICLES } from './count-articles.js';
import { PROFILE_IDS } from './profile.js';

describe("the articles a hand's count cites", () => {
  it('are BUR-CH art. 14, 18 and 19 for Burraco Champion, its own regulation', () => {
    expect(COUNT_ARTICLES.champion).toEqual({
      melds: 'BUR-CH art. 19',
      burrachi: 'BUR-CH art. 14, 19',
      closing: 'BUR-CH art. 18, 19',
      cardsLeft: 'BUR-CH art. 19',
      pozzettoNotTaken: 'BUR-CH art. 19',
      penaltyCards: 'BUR-CH art. 19',
      clock: 'BUR-CH art. 46',
    });
  });

  it('are none for FIBUR, whose text has no article here, but the time control of BUR-CH art. 46', () => {
    const { clock, ...count } = COUNT_ARTICLES.fibur;
    expect(Object.values(count).every((article) => article === null)).toBe(true);
    expect(clock).toBe('BUR-CH art. 46');
  });

  it('are given for every profile', () => {
    expect(Object.keys(COUNT_ARTICLES).sort()).toEqual([...PROFILE_IDS].sort());
  });
});
