import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EntrantId } from '../pairing.js';
import { pairingProblems } from './invariants.js';
import { bergerRound, roundRobin, roundRobinRounds } from './round-robin.js';
import { separateRoundRobin } from './separation-round-robin.js';
import type { Separation } from './separation.js';

// The regulations (BUR-CH, S40-CdG) say nothing of clubs: keeping them apart is Tavolo's
// documented choice, after the restricted drawing of lots of the chess federations.

const clubs = (map: Record<string, string>): Separation => ({
  by: 'club',
  groupsOf: (e) => (map[e] ? [map[e] as string] : []),
});

const ids = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `E${i + from}`);

/** The round of the Berger table in which the entrants at numbers of `group` meet. */
const roundOfMeeting = (group: readonly EntrantId[], a: EntrantId, b: EntrantId): number => {
  const [p, q] = [group.indexOf(a) + 1, group.indexOf(b) + 1];
  const numbers = group.length + (group.length % 2);
  for (let r = 1; r <= roundRobinRounds(group.length); r++)
    if (bergerRound(numbers, r).some(([x, y]) => (x === p && y === q) || (x === q && y === p)))
      return r;
  return 0;
};

describe('separateRoundRobin: numbers of the Berger table', () => {
  it('Tavolo: clubmates meet in round 1, as chess federations draw numbers, with who moved', () => {
    // Berger 6: round 1 is 1 v 6, 2 v 5, 3 v 4; E1 and E2 meet only in round 2.
    const group = ids(6);
    const s = clubs({ E1: 'Roma', E2: 'Roma', E3: 'Milano', E4: 'Milano' });
    expect(roundOfMeeting(group, 'E1', 'E2')).toBe(2);
    const out = separateRoundRobin([group], s);
    const [numbered] = out.groups as [EntrantId[]];
    expect(roundOfMeeting(numbered, 'E1', 'E2')).toBe(1);
    expect(roundOfMeeting(numbered, 'E3', 'E4')).toBe(1);
    expect([...numbered].sort()).toEqual(group);
    expect(out.explanation.length).toBeGreaterThan(0);
    for (const e of out.explanation) {
      expect(e.code).toBe('renumbered');
      const { entrant, from, to } = e.params as { entrant: string; from: number; to: number };
      expect(group[from - 1]).toBe(entrant);
      expect(numbered[to - 1]).toBe(entrant);
    }
  });

  it('Tavolo: a group without clubmates keeps its numbers and says nothing', () => {
    const out = separateRoundRobin([ids(5)], clubs({ E1: 'Roma', E2: 'Milano' }));
    expect(out.groups).toEqual([ids(5)]);
    expect(out.explanation).toEqual([]);
  });

  it('Tavolo: when the phase plays fewer rounds than the table, clubmates go past them', () => {
    // Berger 4: round 1 is 1 v 4, 2 v 3. E1 and E4 meet in round 1.
    const s = clubs({ E1: 'Roma', E4: 'Roma' });
    const all = separateRoundRobin([ids(4)], s);
    expect(roundOfMeeting(all.groups[0] as EntrantId[], 'E1', 'E4')).toBe(1);
    const oneRound = separateRoundRobin([ids(4)], s, 1);
    expect(roundOfMeeting(oneRound.groups[0] as EntrantId[], 'E1', 'E4')).toBeGreaterThan(1);
  });
});

describe('separateRoundRobin: groups', () => {
  it('Tavolo: four clubmates in one group of four are spread two and two, nearest first', () => {
    const s = clubs({ E1: 'Roma', E2: 'Roma', E3: 'Roma', E4: 'Roma' });
    const out = separateRoundRobin([ids(4), ids(4, 5)], s);
    const roma = (g: readonly EntrantId[]) => g.filter((e) => s.groupsOf(e).length > 0).length;
    expect(out.groups.map(roma)).toEqual([2, 2]);
    expect(out.groups.map((g) => g.length)).toEqual([4, 4]);
    const moves = out.explanation.filter((e) => e.code === 'separated-group');
    expect(moves).toHaveLength(2);
    // The first swap is the nearest: E4, last of group 1, with E5, first of group 2.
    expect(moves[0]).toEqual({
      code: 'separated-group',
      params: { entrant: 'E4', from: 1, to: 2, with: 'E5', mate: 'E1', by: 'club' },
    });
  });

  it('Tavolo: three clubs of three over three groups, one of each club a group', () => {
    const map: Record<string, string> = {};
    ids(9).forEach((e, i) => (map[e] = ['Roma', 'Milano', 'Napoli'][Math.floor(i / 3)] as string));
    const s = clubs(map);
    const out = separateRoundRobin([ids(3), ids(3, 4), ids(3, 7)], s);
    for (const g of out.groups) expect(new Set(g.map((e) => map[e])).size).toBe(3);
  });
});

/** Clubmate meetings per round of the Berger table, last round first. */
const byRound = (groups: readonly (readonly EntrantId[])[], s: Separation): number[] => {
  const rounds = Math.max(...groups.map((g) => roundRobinRounds(g.length)));
  const counts = Array.from({ length: rounds }, () => 0);
  for (const g of groups)
    for (let i = 0; i < g.length; i++)
      for (let j = i + 1; j < g.length; j++) {
        const [a, b] = [g[i] as EntrantId, g[j] as EntrantId];
        if (s.groupsOf(a).some((c) => s.groupsOf(b).includes(c)))
          counts[rounds - roundOfMeeting(g, a, b)]++;
      }
  return counts;
};

const inGroups = (groups: readonly (readonly EntrantId[])[], s: Separation) =>
  groups.map((g) => byRound([g], s).reduce((a, b) => a + b, 0)).reduce((a, b) => a + b, 0);

describe('properties of the separated round robin', () => {
  it('the groups keep their sizes and entrants; everyone meets everyone of the group once; no more clubmates share a group or meet late', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 2, max: 9 }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 27, maxLength: 27 }),
        (sizes, clubOf) => {
          let next = 1;
          const groups = sizes.map((size) => {
            const g = ids(size, next);
            next += size;
            return g;
          });
          const map: Record<string, string> = {};
          groups.flat().forEach((e, i) => {
            const c = clubOf[i] as number;
            if (c > 0) map[e] = `C${c}`;
          });
          const s = clubs(map);
          const out = separateRoundRobin(groups, s);
          expect(out.groups.map((g) => g.length)).toEqual(sizes);
          expect([...out.groups.flat()].sort()).toEqual([...groups.flat()].sort());
          expect(inGroups(out.groups, s)).toBeLessThanOrEqual(inGroups(groups, s));
          if (groups.length === 1) {
            // Inside one group only numbers change: no round gets worse, latest first.
            const [before, after] = [byRound(groups, s), byRound(out.groups, s)];
            const first = before.findIndex((c, i) => c !== after[i]);
            if (first >= 0) expect(after[first] as number).toBeLessThan(before[first] as number);
          }
          const entrants = out.groups.flat();
          const rounds = Math.max(...out.groups.map((g) => roundRobinRounds(g.length)));
          const met = new Map<string, number>();
          for (let k = 1; k <= rounds; k++) {
            const paired = roundRobin(
              { round: k, totalRounds: rounds, ranking: entrants, history: [], byeHistory: [] },
              { groups: out.groups, roundInPhase: k },
            );
            if (!paired.ok) throw new Error(paired.error.message);
            const groupOf = (e: EntrantId) => out.groups.findIndex((g) => g.includes(e));
            const sitting = out.groups.filter((g) => roundRobinRounds(g.length) >= k).flat();
            expect(pairingProblems(paired.value, sitting)).toEqual([]);
            for (const t of paired.value.tables) {
              const [a, b] = [...t.seats].sort() as [string, string];
              expect(groupOf(a)).toBe(groupOf(b));
              met.set(`${a}|${b}`, (met.get(`${a}|${b}`) ?? 0) + 1);
            }
          }
          const expected = out.groups.reduce((n, g) => n + (g.length * (g.length - 1)) / 2, 0);
          expect(met.size).toBe(expected);
          expect([...met.values()].every((n) => n === 1)).toBe(true);
        },
      ),
    );
  });
});
