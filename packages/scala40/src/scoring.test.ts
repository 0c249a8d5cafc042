import { describe, expect, it } from 'vitest';
import { PROFILES, profileFromSpec } from './profile.js';
import { differenceVp, handPenalty, penaltyValue, tableVp } from './scoring.js';
import { id, ids } from './test-support.js';

const rulesOf = (spec: string) => {
  const profile = profileFromSpec(spec);
  if (!profile.ok) throw new Error(profile.error.message);
  return profile.value.options;
};

const GARA = PROFILES['fisca-gara'].options;
const R101 = PROFILES['fisca-101'].options;
const R101B = rulesOf('fisca-101+b');
const CLUB = PROFILES['club-151'].options;

const melded = { melded: true, inHandClosing: false };

describe('penalty values (S40-CdG art. 22; S40-REG art. 7.1; S40-CLUB §D)', () => {
  it('S40-CdG art. 22: jolly 25, ace 11, K Q J 10 10, others face value', () => {
    expect(penaltyValue(id('JK'))).toBe(25);
    expect(penaltyValue(id('JK', 3))).toBe(25);
    expect(penaltyValue(id('AS'))).toBe(11);
    expect(penaltyValue(id('KH'))).toBe(10);
    expect(penaltyValue(id('QD'))).toBe(10);
    expect(penaltyValue(id('JC'))).toBe(10);
    expect(penaltyValue(id('TS'))).toBe(10);
    expect(penaltyValue(id('9H'))).toBe(9);
    expect(penaltyValue(id('2C', 1))).toBe(2);
  });

  it('S40-CdG art. 22: the penalty is the sum of the cards left in hand', () => {
    expect(handPenalty(ids('JK AS KH 9H 2C'), melded, GARA)).toBe(25 + 11 + 10 + 9 + 2);
    expect(handPenalty([], melded, GARA)).toBe(0);
  });

  it('S40-CdG art. 22: an ace alone still costs 11 on fisca-gara and fisca-101', () => {
    expect(handPenalty(ids('AH'), melded, GARA)).toBe(11);
    expect(handPenalty(ids('AH'), melded, R101)).toBe(11);
  });

  it('S40-CLUB §D: an ace that is the only card in hand costs 1', () => {
    expect(handPenalty(ids('AH'), melded, CLUB)).toBe(1);
    expect(handPenalty(ids('AH AD'), melded, CLUB)).toBe(22);
    expect(handPenalty(ids('AH 2D'), melded, CLUB)).toBe(13);
    expect(handPenalty(ids('KH'), melded, CLUB)).toBe(10);
  });

  it('S40-CLUB §D: a player who laid no card pays 100 whatever the cards', () => {
    const hand = ids('2H 3D 4C 5S 6H 7D 8C 9S TH JD QC KS AH');
    expect(handPenalty(hand, { melded: false, inHandClosing: false }, CLUB)).toBe(100);
    expect(handPenalty(ids('2H 3D'), { melded: false, inHandClosing: false }, CLUB)).toBe(100);
    expect(handPenalty(hand, { melded: false, inHandClosing: true }, CLUB)).toBe(100);
    expect(handPenalty(ids('2H 3D'), melded, CLUB)).toBe(5);
  });

  it('S40-CdG art. 22: fisca-gara and fisca-101 without variant b have no flat 100', () => {
    const hand = ids('2H 3D');
    expect(handPenalty(hand, { melded: false, inHandClosing: true }, GARA)).toBe(5);
    expect(handPenalty(hand, { melded: false, inHandClosing: true }, R101)).toBe(5);
  });

  it('S40-REG art. 9b: a closing in mano doubles the penalty points', () => {
    expect(handPenalty(ids('KH 9H'), { melded: true, inHandClosing: true }, R101B)).toBe(38);
    expect(handPenalty(ids('KH 9H'), { melded: true, inHandClosing: false }, R101B)).toBe(19);
  });

  it('S40-REG art. 9b: a player still holding all cards at a closing in mano pays 100, not doubled', () => {
    const hand = ids('2H 3D 4C 5S 6H 7D 8C 9S TH JD QC KS AH');
    expect(handPenalty(hand, { melded: false, inHandClosing: true }, R101B)).toBe(100);
    expect(handPenalty(ids('2H 3D'), { melded: false, inHandClosing: true }, R101B)).toBe(100);
  });

  it('S40-REG art. 9b: the flat 100 applies only at a closing in mano', () => {
    expect(handPenalty(ids('2H 3D'), { melded: false, inHandClosing: false }, R101B)).toBe(5);
  });

  it('S40-REG art. 9b: without variant b, a closing in mano is not doubled', () => {
    expect(handPenalty(ids('KH 9H'), { melded: true, inHandClosing: true }, R101)).toBe(19);
    expect(handPenalty(ids('KH 9H'), { melded: true, inHandClosing: true }, GARA)).toBe(19);
  });
});

describe('difference VP tables (S40-CdG art. 22)', () => {
  const vp = (hands: number, diff: number): number => {
    const result = differenceVp(hands, diff);
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  };

  it('S40-CdG art. 22: the table for 3-4 hands at the edges of every band', () => {
    const edges: [number, number][] = [
      [0, 0],
      [30, 0],
      [31, 2],
      [60, 2],
      [61, 4],
      [90, 4],
      [91, 6],
      [120, 6],
      [121, 8],
      [160, 8],
      [161, 10],
      [200, 10],
      [201, 12],
      [5000, 12],
    ];
    for (const [diff, expected] of edges) {
      expect(vp(3, diff), `3 hands, ${diff}`).toBe(expected);
      expect(vp(4, diff), `4 hands, ${diff}`).toBe(expected);
    }
  });

  it('S40-CdG art. 22: the table for 5 hands at the edges of every band', () => {
    const edges: [number, number][] = [
      [0, 0],
      [40, 0],
      [41, 2],
      [80, 2],
      [81, 4],
      [130, 4],
      [131, 6],
      [190, 6],
      [191, 8],
      [250, 8],
      [251, 10],
      [300, 10],
      [301, 12],
      [5000, 12],
    ];
    for (const [diff, expected] of edges) expect(vp(5, diff), `5 hands, ${diff}`).toBe(expected);
  });

  it('S40-CdG art. 22: there is no table for other numbers of hands', () => {
    for (const hands of [0, 1, 2, 6, 3.5]) {
      expect(differenceVp(hands, 10)).toMatchObject({
        ok: false,
        error: { code: 'unsupported-hands' },
      });
    }
  });

  it('S40-CdG art. 22: a difference is a whole number, 0 or more', () => {
    expect(differenceVp(5, -1)).toMatchObject({ ok: false, error: { code: 'bad-difference' } });
    expect(differenceVp(5, 1.5)).toMatchObject({ ok: false, error: { code: 'bad-difference' } });
    expect(differenceVp(5, Number.NaN)).toMatchObject({
      ok: false,
      error: { code: 'bad-difference' },
    });
  });
});

describe('table VP (S40-CdG art. 22)', () => {
  it('S40-CdG art. 22: tableVp(5, [0, 35, 80, 120]) is [16, 10, 4, 2]', () => {
    expect(tableVp(5, [0, 35, 80, 120])).toEqual({ ok: true, value: [16, 10, 4, 2] });
  });

  it('S40-CdG art. 22: the placement VP 8, 6, 4, 2 follow the MP, not the seat order', () => {
    expect(tableVp(5, [120, 80, 35, 0])).toEqual({ ok: true, value: [2, 4, 10, 16] });
  });

  it('S40-CdG art. 22: equal MP everywhere give the average placement VP and no difference VP', () => {
    expect(tableVp(5, [50, 50, 50, 50])).toEqual({ ok: true, value: [5, 5, 5, 5] });
  });

  it('S40-CdG art. 22: tied players share the placement VP of the places they span', () => {
    // The two first: (8 + 6) / 2 = 7 each, differences 0 + 50 + 100 = 150 -> 6 VP on 5 hands.
    // The third: 4, difference 50 -> 2. The fourth: 2.
    expect(tableVp(5, [0, 0, 50, 100])).toEqual({ ok: true, value: [13, 13, 6, 2] });
    // The two last share (4 + 2) / 2 = 3 and have no difference between them. The first:
    // 20 + 100 + 100 = 220 -> 8; the second: 80 + 80 = 160 -> 6.
    expect(tableVp(5, [0, 20, 100, 100])).toEqual({ ok: true, value: [16, 12, 3, 3] });
  });

  it('S40-CdG art. 22: the 3-4 hands table is used for a table of 3 or 4 hands', () => {
    // First: 35 + 80 + 120 = 235 -> 12; second: 45 + 85 = 130 -> 8; third: 40 -> 2.
    expect(tableVp(4, [0, 35, 80, 120])).toEqual({ ok: true, value: [20, 14, 6, 2] });
  });

  it('S40-CdG art. 25: a table of three scored among the three gets 8, 6, 4 for placement', () => {
    // The event's other reading of the section after art. 26 (see table-of-three.test.ts).
    expect(tableVp(5, [0, 10, 20], 'as-three')).toEqual({ ok: true, value: [8, 6, 4] });
  });

  it('S40-CdG art. 22: a table has three or four players, and MP are whole numbers', () => {
    expect(tableVp(5, [0, 10])).toMatchObject({ ok: false, error: { code: 'bad-table' } });
    expect(tableVp(5, [0, 10, 20, 30, 40])).toMatchObject({
      ok: false,
      error: { code: 'bad-table' },
    });
    expect(tableVp(5, [0, 10, -1, 30])).toMatchObject({ ok: false, error: { code: 'bad-mp' } });
    expect(tableVp(5, [0, 10, 1.5, 30])).toMatchObject({ ok: false, error: { code: 'bad-mp' } });
    expect(tableVp(2, [0, 10, 20, 30])).toMatchObject({
      ok: false,
      error: { code: 'unsupported-hands' },
    });
  });

  it('S40-CdG art. 22: the VP of a table of four add up to 20 plus the difference VP', () => {
    const result = tableVp(5, [10, 60, 110, 400]);
    expect(result.ok).toBe(true);
    // Placement 8 + 6 + 4 + 2 = 20; differences: 50+100+390 = 540 -> 12, 50+340 = 390 -> 12,
    // 290 -> 10.
    expect(result.ok && result.value).toEqual([20, 18, 14, 2]);
  });
});
