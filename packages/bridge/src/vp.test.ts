import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vpBlitz, wbfVp, wbfVpTable } from './vp.js';

const fixture = JSON.parse(
  readFileSync(new URL('../fixtures/wbf-vp-scale.json', import.meta.url), 'utf8'),
) as { readonly source: string; readonly scales: Readonly<Record<string, readonly number[]>> };

const value = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('WBF VP scale (2013): the continuous scale', () => {
  it('WBF VP scale: every margin of the fixture tables (8 to 32 boards) is the engine VP', () => {
    expect(fixture.source).toMatch(/WBF/);
    for (const [boards, vps] of Object.entries(fixture.scales)) {
      expect(value(wbfVpTable(Number(boards)))).toEqual(vps);
      vps.forEach((vp, imps) => {
        expect(value(wbfVp(imps, Number(boards)))[0]).toBe(vp);
        expect(value(wbfVp(-imps, Number(boards)))[1]).toBe(vp);
      });
    }
  });

  it('WBF VP scale: a draw is 10-10; from the blitz 15 x sqrt(boards) on, 20-0', () => {
    expect(value(wbfVp(0, 16))).toEqual([10, 10]);
    expect(vpBlitz(16)).toBe(60);
    expect(value(wbfVp(59, 16))[0]).toBeLessThan(20);
    expect(value(wbfVp(60, 16))).toEqual([20, 0]);
    expect(value(wbfVp(-200, 16))).toEqual([0, 20]);
    expect(value(wbfVp(1, 16))).toEqual([10.31, 9.69]);
  });

  it('WBF VP scale: two decimals, totals 20, never falling, each IMP worth no more than the one before', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 64 }),
        fc.integer({ min: -150, max: 150 }),
        (boards, imps) => {
          const [a, b] = value(wbfVp(imps, boards));
          expect(Math.round(a * 100)).toBeCloseTo(a * 100, 8);
          expect(Math.round((a + b) * 100)).toBe(2000);
          expect(a).toBeGreaterThanOrEqual(0);
          expect(a).toBeLessThanOrEqual(20);
          expect(value(wbfVp(imps + 1, boards))[0]).toBeGreaterThanOrEqual(a);
          const table = value(wbfVpTable(boards)).map((v) => Math.round(v * 100));
          for (let i = 1; i < table.length - 1; i++)
            expect((table[i + 1] as number) - (table[i] as number)).toBeLessThanOrEqual(
              (table[i] as number) - (table[i - 1] as number),
            );
        },
      ),
    );
  });

  it('WBF VP scale: refuses a match of no boards and fractional margins as values', () => {
    for (const [imps, boards] of [
      [10, 0],
      [10, 2.5],
      [10, Number.NaN],
      [1.5, 16],
      [Number.POSITIVE_INFINITY, 16],
    ] as const) {
      const vp = wbfVp(imps, boards);
      expect(vp.ok).toBe(false);
      if (!vp.ok) expect(vp.error.article).toBe('WBF VP scale (2013)');
    }
  });
});
