import { describe, expect, it } from 'vitest';
import { boardMatchpoints } from '../matchpoints.js';
import { adjustedScore, entryFor, isBalanced, sideScore, tableScore } from './score-record.js';

describe('LAW 79 scores recorded side by side', () => {
  it('LAW 79: a table result gives the two sides opposite scores', () => {
    const record = tableScore(620);
    expect(sideScore(record, 1)).toEqual({ kind: 'points', points: -620 });
    expect(isBalanced(record)).toBe(true);
    expect(isBalanced(tableScore(0))).toBe(true);
  });

  it('LAW 79B2: an adjusted score may be unbalanced between the sides', () => {
    const split = adjustedScore({ kind: 'percent', percent: 60 }, { kind: 'percent', percent: 60 });
    expect(split.adjusted).toBe(true);
    expect(isBalanced(split)).toBe(false);
    const assigned = adjustedScore(
      { kind: 'points', points: 620 },
      { kind: 'points', points: -100 },
    );
    expect(isBalanced(assigned)).toBe(false);
    expect(
      isBalanced(adjustedScore({ kind: 'percent', percent: 60 }, { kind: 'percent', percent: 40 })),
    ).toBe(true);
  });

  it('LAW 79B2: each side of an unbalanced adjusted score is matchpointed against its own direction', () => {
    const records = [
      tableScore(420),
      tableScore(-50),
      adjustedScore({ kind: 'points', points: 620 }, { kind: 'points', points: 100 }),
      adjustedScore({ kind: 'percent', percent: 60 }, { kind: 'percent', percent: 60 }),
    ];
    const ns = boardMatchpoints(records.map((r) => entryFor(r, 0)));
    const ew = boardMatchpoints(records.map((r) => entryFor(r, 1)));
    if (!ns.ok || !ew.ok) throw new Error('refused');
    // North-South's 620 beats 420 and -50; East-West's +100 beats their -420 and +50: the
    // adjusted table tops both directions, which no balanced score can do.
    const nsMp = ns.value.map((m) => m.ns);
    const ewMp = ew.value.map((m) => m.ew);
    expect(Math.max(...nsMp)).toBe(nsMp[2]);
    expect(Math.max(...ewMp)).toBe(ewMp[2]);
    expect((nsMp[2] ?? 0) + (ewMp[2] ?? 0)).toBeGreaterThan(6);
    expect(nsMp[3]).toBeCloseTo(3.6);
    expect(ewMp[3]).toBeCloseTo(3.6);
    expect(ewMp[1]).toBeGreaterThan(ewMp[0] ?? 0);
    const balanced = [tableScore(420), tableScore(-50), tableScore(110)];
    const once = boardMatchpoints(balanced.map((r) => entryFor(r, 0)));
    const eastWest = boardMatchpoints(balanced.map((r) => entryFor(r, 1)));
    expect(once.ok && once.value.map((m) => m.ew)).toEqual(
      eastWest.ok && eastWest.value.map((m) => m.ew),
    );
  });
});
