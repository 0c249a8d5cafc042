import { describe, expect, it } from 'vitest';
import { PROFILES } from './profile.js';
import { formatVpBands, parseVpBands, validateVpTable, vpBandsProblem } from './vp-load.js';
import {
  DERIVED_2_HANDS,
  FIBUR_3_HANDS,
  FIBUR_4_HANDS,
  knockoutPoints,
  mpForOneVp,
  vpForDiff,
  vpTableNotice,
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

  // BUR-CH art. 19: "Le tabelle, riprodotte sugli score, indicano i V.P. da assegnare alle due
  // linee in base alla differenza M.P. registrata al termine della partita."
  describe('BUR-CH art. 19: a table loaded by an organizer is checked', () => {
    const band = (from: number, upTo: number | null, winner: number, loser: number) => ({
      from,
      upTo,
      winner,
      loser,
    });
    const table = (bands: readonly object[]) => ({
      name: 'organizer',
      source: 'organizer',
      derived: false,
      bands,
    });
    const refusal = (t: unknown) => {
      const r = validateVpTable(t);
      return r.ok ? 'accepted' : r.error.message;
    };

    it('BUR-CH art. 19: any scale, 20-0 as printed ("0-50", "55-150", ...) or the 3/1/0 of "altri tornei"', () => {
      const printed = table([
        band(0, 50, 10, 10),
        band(55, 150, 11, 9),
        band(155, 250, 12, 8),
        band(255, null, 20, 0),
      ]);
      const checked = validateVpTable(printed);
      expect(checked.ok && vpForDiff(checked.value, 155)).toEqual([12, 8]);
      expect(refusal(table([band(0, 0, 1, 1), band(5, null, 3, 0)]))).toBe('accepted');
    });

    it('BUR-CH art. 19: limits ascend without gaps: a difference no band holds is refused', () => {
      expect(refusal(table([band(0, 50, 10, 10), band(105, null, 11, 9)]))).toMatch(/gap/);
      expect(refusal(table([band(10, 50, 10, 10), band(55, null, 11, 9)]))).toMatch(/0/);
    });

    it('BUR-CH art. 19: limits ascend without overlaps: a difference two bands hold is refused', () => {
      expect(refusal(table([band(0, 50, 10, 10), band(50, null, 11, 9)]))).toMatch(/overlap/);
      expect(
        refusal(table([band(0, 150, 10, 10), band(155, 100, 11, 9), band(105, null, 12, 8)])),
      ).toMatch(/ascend|overlap/);
    });

    it('BUR-CH art. 19: the winner never gets less than the loser, nor less for a wider win', () => {
      expect(refusal(table([band(0, 50, 10, 10), band(55, null, 8, 12)]))).toMatch(/loser/);
      expect(
        refusal(table([band(0, 50, 10, 10), band(55, 150, 12, 8), band(155, null, 11, 9)])),
      ).toMatch(/wider/);
    });

    it('BUR-CH art. 19: a difference of 0 is a draw: both lines get the same VP', () => {
      expect(refusal(table([band(0, 50, 11, 9), band(55, null, 12, 8)]))).toMatch(/draw/);
    });

    it('BUR-CH art. 19: the problem names its band and its kind, for the console to translate', () => {
      expect(vpBandsProblem([band(0, 50, 10, 10), band(105, null, 11, 9)])).toMatchObject({
        band: 2,
        kind: 'gap',
      });
      expect(vpBandsProblem([band(0, 50, 10, 10), band(55, null, 20, 0)])).toBeNull();
    });

    it('BUR-CH art. 19: VP are whole numbers, 0 or more', () => {
      expect(refusal(table([band(0, 50, 1, 1), band(55, null, 3, -1)]))).toMatch(/whole/);
    });
  });

  // BUR-CH art. 19: "Le tabelle, riprodotte sugli score, indicano i V.P."; the README: a 2-hand
  // default "may be offered only if it is labelled as derived".
  it("BUR-CH art. 19: a derived table, or another regulation's table, is labelled as such", () => {
    expect(vpTableNotice(DERIVED_2_HANDS, 'champion')).toBe('derived');
    expect(vpTableNotice(DERIVED_2_HANDS, 'fibur')).toBe('derived');
    expect(vpTableNotice(FIBUR_3_HANDS, 'champion')).toBe('substitute');
    expect(vpTableNotice(FIBUR_4_HANDS, 'fibur')).toBeNull();
    const own = validateVpTable({
      ...FIBUR_3_HANDS,
      name: 'Champion 3 mani',
      regulation: undefined,
    });
    expect(own.ok && vpTableNotice(own.value, 'champion')).toBeNull();
    const loaded = validateVpTable(JSON.parse(JSON.stringify(FIBUR_3_HANDS)));
    expect(loaded.ok && vpTableNotice(loaded.value, 'champion')).toBe('substitute');
  });

  it('BUR-CH art. 19: a table is typed as printed, "55-150 11-9" a line, and read back', () => {
    const text = formatVpBands(FIBUR_3_HANDS);
    expect(text.split('\n').slice(0, 2)).toEqual(['0-50 10-10', '55-150 11-9']);
    expect(text.split('\n').at(-1)).toBe('1505+ 20-0');
    const bands = parseVpBands(text);
    const table = bands.ok && validateVpTable({ ...FIBUR_3_HANDS, bands: bands.value });
    expect(table && table.ok && table.value.bands).toEqual(FIBUR_3_HANDS.bands);
    expect(parseVpBands('0-0: 1/1\n\n5+ 3-0')).toMatchObject({ ok: true });
    expect(parseVpBands('0-50 10-10\nda 55 a 150 11-9')).toMatchObject({
      ok: false,
      error: { code: 'bad-vp-table', message: expect.stringContaining('line 2') },
    });
  });
});
