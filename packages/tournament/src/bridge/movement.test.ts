import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { howell } from './howell.js';
import { mitchell } from './mitchell.js';
import { movementProblems } from './movement-checks.js';
import { type BridgeMovement, encounterAt, nextStop, roundsOf } from './movement.js';

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** Each pair's sets, in the order it plays them. */
const setsOf = (m: BridgeMovement, pair: number) => roundsOf(m, pair).map((r) => r.set);

/** The pairs each pair meets. */
const opponentsOf = (m: BridgeMovement, pair: number) => roundsOf(m, pair).map((r) => r.opponent);

const distinct = (xs: readonly number[]) => new Set(xs).size === xs.length;

/** Every movement Tavolo provides: Mitchells of 3-16 tables at any length, the Howells. */
const provided = (): BridgeMovement[] => [
  ...Array.from({ length: 14 }, (_, i) => unwrap(mitchell(i + 3))),
  unwrap(mitchell(7, { rounds: 5 })),
  unwrap(mitchell(8, { arrowSwitch: [7] })),
  unwrap(howell(4)),
];

describe('bridge movements: the checks hold for every movement provided', () => {
  for (const m of provided())
    it(`${m.name}${m.rounds.length < m.tables ? `, ${m.rounds.length} rounds` : ''}`, () => {
      expect(movementProblems(m)).toEqual([]);
      for (let p = 1; p <= m.pairs; p++) {
        expect(distinct(setsOf(m, p))).toBe(true);
        expect(distinct(opponentsOf(m, p))).toBe(true);
      }
    });

  it('any Mitchell of 3-30 tables and any number of rounds passes them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 30 }), fc.integer({ min: 1, max: 30 }), (t, r) => {
        const most = t % 2 === 0 ? t - 1 : t;
        const m = unwrap(mitchell(t, { rounds: Math.min(r, most) }));
        expect(movementProblems(m)).toEqual([]);
      }),
    );
  });
});

describe('Mitchell', () => {
  it('N/S stay at their table, E/W move up one table, boards move down one table', () => {
    const m = unwrap(mitchell(7));
    for (let r = 1; r < 7; r++)
      for (const e of m.rounds[r - 1] ?? []) {
        const up = (e.table % 7) + 1;
        const down = e.table === 1 ? 7 : e.table - 1;
        expect(encounterAt(m, r + 1, e.table)?.ns).toBe(e.ns);
        expect(encounterAt(m, r + 1, up)?.ew).toBe(e.ew);
        expect(encounterAt(m, r + 1, down)?.set).toBe(e.set);
        expect(nextStop(m, e.set, r)).toBe(down);
      }
  });

  it('an odd Mitchell: every N/S meets every E/W and every pair plays every set', () => {
    const m = unwrap(mitchell(7));
    for (let p = 1; p <= 14; p++) {
      expect([...setsOf(m, p)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      const others = p <= 7 ? [8, 9, 10, 11, 12, 13, 14] : [1, 2, 3, 4, 5, 6, 7];
      expect([...opponentsOf(m, p)].sort((a, b) => a - b)).toEqual(others);
    }
  });

  it('an even Mitchell skips a table before round tables/2 + 1 (EBU skip Mitchell)', () => {
    const m = unwrap(mitchell(8));
    expect(m.rounds).toHaveLength(7);
    // E/W 9 starts at table 1, plays tables 1-4, skips table 5, plays 6-8.
    expect(roundsOf(m, 9).map((r) => r.table)).toEqual([1, 2, 3, 4, 6, 7, 8]);
    expect(mitchell(8, { rounds: 8 }).ok).toBe(false);
  });

  it('the checks catch an even Mitchell played without the skip', () => {
    const m = unwrap(mitchell(6));
    const noSkip: BridgeMovement = {
      ...m,
      rounds: m.rounds.map((round, i) =>
        round.map((e) => ({ ...e, ew: 6 + ((((e.table - 1 - i) % 6) + 6) % 6) + 1 })),
      ),
    };
    expect(movementProblems(noSkip).map((p) => p.params.check)).toContain('bridge-set-replayed');
  });

  it('an arrow switch makes one field', () => {
    expect(unwrap(mitchell(7)).fields).toBe('two');
    const switched = unwrap(mitchell(7, { arrowSwitch: [7] }));
    expect(switched.fields).toBe('one');
    expect(encounterAt(switched, 7, 1)?.ew).toBe(1);
  });

  it('refuses fewer than 3 tables and more rounds than the movement has', () => {
    expect(mitchell(2).ok).toBe(false);
    expect(mitchell(7, { rounds: 8 }).ok).toBe(false);
    expect(mitchell(7, { arrowSwitch: [9] }).ok).toBe(false);
  });
});

describe('Howell, 4 tables (published table)', () => {
  const m = unwrap(howell(4));

  it('every pair meets every other pair once and plays each of the 7 sets once', () => {
    for (let p = 1; p <= 8; p++) {
      expect([...opponentsOf(m, p)].sort((a, b) => a - b)).toEqual(
        [1, 2, 3, 4, 5, 6, 7, 8].filter((q) => q !== p),
      );
      expect([...setsOf(m, p)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    }
  });

  it('each set is played 4 times and the boards travel 4, 3, 2, relay, 1, relay, relay', () => {
    for (let s = 1; s <= 7; s++) expect(m.rounds.flat().filter((e) => e.set === s)).toHaveLength(4);
    for (let r = 1; r < 7; r++)
      for (const e of m.rounds[r - 1] ?? []) {
        const next = nextStop(m, e.set, r);
        if (next === 'relay') expect(m.rounds[r]?.some((x) => x.set === e.set)).toBe(false);
        else expect(encounterAt(m, r + 1, next ?? 0)?.set).toBe(e.set);
      }
    expect(nextStop(m, 5, 1)).toBe(3);
    expect(nextStop(m, 3, 1)).toBe('relay');
  });

  it('pair 8 is stationary N/S at table 4', () => {
    expect(roundsOf(m, 8).every((r) => r.table === 4 && r.direction === 'NS')).toBe(true);
  });

  it('the checks catch a set moved off the published path', () => {
    const broken: BridgeMovement = {
      ...m,
      rounds: m.rounds.map((round, i) =>
        i === 2 ? round.map((e) => (e.table === 1 ? { ...e, set: 4 } : e)) : round,
      ),
    };
    expect(movementProblems(broken).map((p) => p.params.check)).toContain('bridge-board-travel');
  });

  it('refuses a Howell not published here', () => {
    expect(howell(9).ok).toBe(false);
  });
});
