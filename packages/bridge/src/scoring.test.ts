import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardScore, declarerScore } from './scoring.js';
import type { Contract, Doubling, Level, Seat, Strain, Vulnerability } from './types.js';

interface TableRow {
  readonly contract: string;
  readonly vulnerable: boolean;
  readonly scores: readonly number[];
}

const table = JSON.parse(
  readFileSync(new URL('../fixtures/duplicate-scoring-table.json', import.meta.url), 'utf8'),
) as { readonly source: string; readonly rows: readonly TableRow[] };

/** `4S`, `1NTX`, `7NTXX` as a contract (declared by North). */
const contractOf = (text: string, declarer: Seat = 0): Contract => {
  const m = /^([1-7])(C|D|H|S|NT)(X{0,2})$/.exec(text);
  if (!m) throw new Error(`not a contract: ${text}`);
  return {
    level: Number(m[1]) as Level,
    strain: m[2] as Strain,
    doubling: (m[3] as string).length as Doubling,
    declarer,
  };
};

const scoreOf = (text: string, tricks: number, vulnerable: boolean): number => {
  const scored = declarerScore(contractOf(text), tricks, vulnerable);
  if (!scored.ok) throw new Error(scored.error.message);
  return scored.value;
};

describe('LAW 77: the duplicate scoring table', () => {
  it('LAW 77: the fixture covers every level, strain, doubling and vulnerability, 0 to 13 tricks', () => {
    expect(table.source).toMatch(/Law 77/);
    const keys = new Set(table.rows.map((r) => `${r.contract}/${r.vulnerable}`));
    for (const level of [1, 2, 3, 4, 5, 6, 7])
      for (const strain of ['C', 'D', 'H', 'S', 'NT'])
        for (const dbl of ['', 'X', 'XX'])
          for (const vul of [false, true]) expect(keys).toContain(`${level}${strain}${dbl}/${vul}`);
    expect(table.rows).toHaveLength(7 * 5 * 3 * 2);
    for (const row of table.rows) expect(row.scores).toHaveLength(14);
  });

  it('LAW 77: every entry of the table (made with each overtrick, down 1 to 13) is the engine score', () => {
    let checked = 0;
    for (const row of table.rows)
      row.scores.forEach((expected, tricks) => {
        expect([
          row.contract,
          row.vulnerable,
          tricks,
          scoreOf(row.contract, tricks, row.vulnerable),
        ]).toEqual([row.contract, row.vulnerable, tricks, expected]);
        checked++;
      });
    expect(checked).toBe(2940);
  });

  it('LAW 77: well-known scores', () => {
    expect(scoreOf('4S', 10, true)).toBe(620);
    expect(scoreOf('3NT', 10, false)).toBe(430);
    expect(scoreOf('1NTX', 6, true)).toBe(-200);
    expect(scoreOf('7NTXX', 13, true)).toBe(2980);
    expect(scoreOf('1CXX', 7, false)).toBe(230);
    expect(scoreOf('2HX', 8, false)).toBe(470);
    expect(scoreOf('6NT', 12, true)).toBe(1440);
    expect(scoreOf('4SX', 6, false)).toBe(-800);
    expect(scoreOf('3NTX', 4, true)).toBe(-1400);
    expect(scoreOf('5C', 12, false)).toBe(420);
  });

  it('LAW 77: a redoubled undertrick costs twice the doubled one; a doubled one at least the undoubled', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom<Strain>('C', 'D', 'H', 'S', 'NT'),
        fc.boolean(),
        fc.integer({ min: 0, max: 13 }),
        (level, strain, vul, tricks) => {
          fc.pre(tricks < level + 6);
          const at = (dbl: string) => scoreOf(`${level}${strain}${dbl}`, tricks, vul);
          expect(at('XX')).toBe(2 * at('X'));
          expect(at('X')).toBeLessThanOrEqual(at(''));
        },
      ),
    );
  });
});

describe('LAW 77: refusals and the board score', () => {
  it('LAW 77: refuses impossible inputs as values', () => {
    const bad: [Contract, number][] = [
      [{ ...contractOf('4S'), level: 8 as Level }, 10],
      [{ ...contractOf('4S'), level: 0 as Level }, 10],
      [{ ...contractOf('4S'), strain: 'X' as Strain }, 10],
      [{ ...contractOf('4S'), doubling: 3 as Doubling }, 10],
      [contractOf('4S'), 14],
      [contractOf('4S'), -1],
      [contractOf('4S'), 9.5],
      [contractOf('4S'), Number.NaN],
    ];
    for (const [contract, tricks] of bad) {
      const scored = declarerScore(contract, tricks, false);
      expect(scored.ok).toBe(false);
      if (!scored.ok) expect(scored.error.article).toBe('LAW 77 (2017)');
    }
    expect(boardScore({ ...contractOf('4S'), declarer: 4 as Seat }, 10, 'none').ok).toBe(false);
    expect(boardScore(contractOf('4S'), 10, 'some' as Vulnerability).ok).toBe(false);
  });

  it("LAW 77: the board score is North-South's, by the declarer's side's vulnerability; passed out is 0", () => {
    expect(boardScore(null, 0, 'all')).toEqual({ ok: true, value: 0 });
    expect(boardScore(contractOf('4S', 0), 10, 'ns')).toEqual({ ok: true, value: 620 });
    expect(boardScore(contractOf('4S', 2), 10, 'ew')).toEqual({ ok: true, value: 420 });
    expect(boardScore(contractOf('4S', 1), 10, 'ew')).toEqual({ ok: true, value: -620 });
    expect(boardScore(contractOf('4S', 3), 9, 'ns')).toEqual({ ok: true, value: 50 });
    expect(boardScore(contractOf('3NTX', 1), 8, 'all')).toEqual({ ok: true, value: 200 });
  });
});
