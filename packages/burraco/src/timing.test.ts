import { describe, expect, it } from 'vitest';
import { PROFILES } from './profile.js';
import { BUR_CH_TIMING, turnSeconds } from './timing.js';

describe('timing', () => {
  it('BUR-CH art. 46: 10 seconds to choose between the stock and the pile', () => {
    expect(BUR_CH_TIMING.choiceSeconds).toBe(10);
  });

  it('BUR-CH art. 46: 15 s with 3 cards or fewer, 30 s with 10 or fewer, 60 s with 11 or more', () => {
    expect([1, 3, 4, 10, 11, 25].map((n) => turnSeconds(BUR_CH_TIMING, n))).toEqual([
      15, 15, 30, 30, 60, 60,
    ]);
    expect(BUR_CH_TIMING.graceSeconds).toBe(5);
  });

  it('BUR-CH art. 46: the chess clock gives a pair 7\'30" per hand, then 100 points of penalty', () => {
    expect(BUR_CH_TIMING.chessClock).toEqual({ secondsPerSidePerHand: 450, penaltyPoints: 100 });
  });

  it('BUR-CH art. 46: both profiles carry the timing as data', () => {
    expect(PROFILES.champion.options.timing).toBe(BUR_CH_TIMING);
    expect(PROFILES.fibur.options.timing).toBe(BUR_CH_TIMING);
  });
});
