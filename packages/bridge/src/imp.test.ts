import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { impsFor } from './imp.js';

interface ScaleRow {
  readonly from: number;
  readonly to: number | null;
  readonly imps: number;
}

const scale = JSON.parse(
  readFileSync(new URL('../fixtures/imp-scale.json', import.meta.url), 'utf8'),
) as { readonly source: string; readonly rows: readonly ScaleRow[] };

describe('LAW 78B: the IMP scale', () => {
  it('LAW 78B: every score difference in every range of the published table, both signs', () => {
    expect(scale.source).toMatch(/Law 78B/);
    expect(scale.rows.map((r) => r.imps)).toEqual([...Array(25).keys()]);
    for (const row of scale.rows) {
      const top = row.to ?? 7600 * 2;
      for (let diff = row.from; diff <= top; diff += 10) {
        expect([diff, impsFor(diff)]).toEqual([diff, row.imps]);
        expect([-diff, impsFor(-diff)]).toEqual([-diff, row.imps === 0 ? 0 : -row.imps]);
      }
    }
  });

  it('LAW 78B: the ranges follow one another with no gap for scores (multiples of 10)', () => {
    scale.rows.slice(1).forEach((row, i) => {
      expect(row.from).toBe((scale.rows[i]?.to as number) + 10);
    });
  });

  it('LAW 78B: IMPs never fall as the difference grows, and are odd in the sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20000, max: 20000 }), fc.nat(5000), (d, step) => {
        expect(impsFor(d + step)).toBeGreaterThanOrEqual(impsFor(d));
        expect(impsFor(-d)).toBe(impsFor(d) === 0 ? 0 : -impsFor(d));
      }),
    );
  });

  it('LAW 78B: a difference between ranges counts in the range below; a non-number is NaN', () => {
    expect(impsFor(15)).toBe(0);
    expect(impsFor(45)).toBe(1);
    expect(impsFor(-4005)).toBe(-24);
    expect(impsFor(Number.NaN)).toBeNaN();
    expect(impsFor(Number.POSITIVE_INFINITY)).toBeNaN();
  });
});
