import { describe, expect, it } from 'vitest';
import { PROFILES, PROFILE_IDS, profileFromSpec } from './profile.js';

describe('profile', () => {
  it.each(PROFILE_IDS)('every option of %s cites its article or the README', (id) => {
    const profile = PROFILES[id];
    expect(Object.keys(profile.citations).sort()).toEqual(Object.keys(profile.options).sort());
    for (const citation of Object.values(profile.citations))
      expect(citation.article).toMatch(/^(BUR-CH art\. \d+|README)/);
    for (const reading of profile.readings) {
      expect(reading.article).toMatch(/^BUR-CH art\. \d+/);
      expect(reading.note?.length).toBeGreaterThan(20);
    }
  });

  it('BUR-CH art. 14, 18, 19: Champion values', () => {
    const o = PROFILES.champion.options;
    expect(o.burracoValues).toEqual({ pulito: 300, semipulito: 150, sporco: 100, champion: 500 });
    expect(o.closingBonus).toBe(200);
    expect(o.pozzettoNotTakenPenalty).toBe(200);
    expect(o.champion).toEqual({ minCards: 13, reading: 'naturals' });
  });

  it('README (FIBUR): pulito 200, semipulito 150, sporco 100, closing 100, pozzetto -100, no champion', () => {
    const o = PROFILES.fibur.options;
    expect(o.burracoValues).toMatchObject({ pulito: 200, semipulito: 150, sporco: 100 });
    expect(o.closingBonus).toBe(100);
    expect(o.pozzettoNotTakenPenalty).toBe(100);
    expect(o.champion).toBeNull();
  });

  it('BUR-CH art. 2, 5, 10-13: table sizes, deal and meld limits', () => {
    const o = PROFILES.champion.options;
    expect(o.seats).toEqual([4, 2]);
    expect([o.handSize, o.pozzettoSize, o.minMeldCards]).toEqual([11, 11, 3]);
    expect([
      o.sequenceMaxCards,
      o.sequenceMaxNaturals,
      o.combinationMaxCards,
      o.maxWildsPerMeld,
    ]).toEqual([14, 13, 9, 1]);
  });

  it('README: card values are data', () => {
    expect(PROFILES.champion.options.cardValues).toEqual({
      joker: 30,
      pinella: 20,
      ace: 15,
      high: 10,
      low: 5,
    });
  });

  it('profiles are found by name; unknown names are an error', () => {
    expect(profileFromSpec('fibur')).toMatchObject({ ok: true, value: { id: 'fibur' } });
    expect(profileFromSpec('scala')).toMatchObject({
      ok: false,
      error: { code: 'unknown-profile' },
    });
  });
});
