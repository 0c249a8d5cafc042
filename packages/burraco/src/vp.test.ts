import { describe, expect, it } from 'vitest';
import { PROFILES } from './profile.js';
import {
  DERIVED_2_HANDS,
  FIBUR_3_HANDS,
  FIBUR_4_HANDS,
  knockoutPoints,
  mpForOneVp,
  validateVpTable,
  vpForDiff,
  winDrawLossPoints,
} from './vp.js';

describe('vp', () => {
  it('BUR-CH art. 19 / README: FIBUR 3-hand table', () => {
    expect(vpForDiff(FIBUR_3_HANDS, 0)).toEqual([10, 10]);
    expect(vpForDiff(FIBUR_3_HANDS, 50)).toEqual([10, 10]);
    expect(vpForDiff(FIBUR_3_HANDS, 55)).toEqual([11, 9]);
    expect(vpForDiff(FIBUR_3_HANDS, 260)).toEqual([13, 7]);
    expect(vpForDiff(FIBUR_3_HANDS, 1500)).toEqual([19, 1]);
    expect(vpForDiff(FIBUR_3_HANDS, 1505)).toEqual([20, 0]);
  });

  it('BUR-CH art. 19 / README: FIBUR 4-hand table', () => {
    expect(vpForDiff(FIBUR_4_HANDS, 100)).toEqual([10, 10]);
    expect(vpForDiff(FIBUR_4_HANDS, 105)).toEqual([11, 9]);
    expect(vpForDiff(FIBUR_4_HANDS, 905)).toEqual([15, 5]);
    expect(vpForDiff(FIBUR_4_HANDS, 2000)).toEqual([19, 1]);
    expect(vpForDiff(FIBUR_4_HANDS, 2005)).toEqual([20, 0]);
  });

  it('BUR-CH art. 19: a negative difference gives the pair the other way round', () => {
    expect(vpForDiff(FIBUR_3_HANDS, -260)).toEqual([7, 13]);
  });

  it('README: the 2-hand default is labelled as derived; the others are not', () => {
    expect(DERIVED_2_HANDS.derived).toBe(true);
    expect(FIBUR_3_HANDS.derived).toBe(false);
    expect(vpForDiff(DERIVED_2_HANDS, 35)).toEqual([10, 10]);
    expect(vpForDiff(DERIVED_2_HANDS, 40)).toEqual([11, 9]);
    expect(vpForDiff(DERIVED_2_HANDS, 1005)).toEqual([20, 0]);
    expect(PROFILES.champion.options.vpTables[2]).toBe(DERIVED_2_HANDS);
  });

  it('BUR-CH art. 19: an organizer may enter any table (e.g. a team table), validated', () => {
    const team = {
      name: 'team',
      source: 'organizer',
      derived: false,
      bands: [
        { upTo: 100, winner: 12, loser: 12 },
        { upTo: null, winner: 20, loser: 4 },
      ],
    };
    const valid = validateVpTable(team);
    expect(valid.ok && vpForDiff(valid.value, 150)).toEqual([20, 4]);
    for (const bad of [
      null,
      { ...team, bands: [] },
      { ...team, bands: [{ upTo: 100, winner: 1, loser: 2 }] },
      { ...team, bands: [{ upTo: 100, winner: 12, loser: 8 }] },
      {
        ...team,
        bands: [
          { upTo: 100, winner: 12, loser: 8 },
          { upTo: 50, winner: 13, loser: 7 },
          { upTo: null, winner: 20, loser: 0 },
        ],
      },
      { ...team, name: 3 },
      { ...team, derived: 'no' },
      { ...team, bands: ['x'] },
    ]) {
      const result = validateVpTable(bad);
      expect(result.ok ? 'ok' : result.error).toMatchObject({
        code: 'bad-vp-table',
        article: 'BUR-CH art. 19',
      });
    }
  });

  it('BUR-CH art. 19: knockout, 3 to the winner; on equal MP the line that closed wins', () => {
    expect(knockoutPoints([300, 200], null)).toEqual([3, 0]);
    expect(knockoutPoints([200, 300], 0)).toEqual([0, 3]);
    expect(knockoutPoints([250, 250], 1)).toEqual([0, 3]);
    expect(knockoutPoints([250, 250], null)).toBeNull();
  });

  it('BUR-CH art. 19: other tournaments, win 3, draw 1, loss 0', () => {
    expect(winDrawLossPoints([300, 200])).toEqual([3, 0]);
    expect(winDrawLossPoints([250, 250])).toEqual([1, 1]);
    expect(winDrawLossPoints([-5, 0])).toEqual([0, 3]);
  });

  // BUR-CH art. 22: "La somma di due ammonizioni comporta la perdita di 1 V.P. ed equivalenti
  // M.P. in classifica generale".
  it('BUR-CH art. 22: the MP of one VP are those a table asks, beyond a draw, for one VP more', () => {
    expect(mpForOneVp(FIBUR_3_HANDS)).toBe(100);
    expect(mpForOneVp(FIBUR_4_HANDS)).toBe(200);
    expect(mpForOneVp(DERIVED_2_HANDS)).toBe(65);
    const winDrawLoss = {
      name: '3/1/0',
      source: 'BUR-CH art. 19',
      derived: false,
      bands: [
        { upTo: 0, winner: 1, loser: 1 },
        { upTo: null, winner: 3, loser: 0 },
      ],
    };
    expect(mpForOneVp(winDrawLoss)).toBe(0);
  });
});
