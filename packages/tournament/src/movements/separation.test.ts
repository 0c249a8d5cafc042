import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EntrantId, Meeting, Pairing, TableSeating } from '../pairing.js';
import { type Separation, separatePhase, separateTables } from './separation.js';

const clubs = (map: Record<string, string>): Separation => ({
  by: 'club',
  groupsOf: (e) => (map[e] ? [map[e] as string] : []),
});

const lines = (...tables: [string, string][]): Pairing => ({
  round: 2,
  tables: tables.map((seats, i) => ({ table: i + 1, seats })),
  byes: [],
  explanation: [{ code: 'danish', params: { variant: 'modified', groups: 1 } }],
});

const seats = (p: Pairing) => p.tables.map((t) => t.seats.join('-'));
const rankOf = (order: string) => (e: EntrantId) => order.split(' ').indexOf(e);

describe('separateTables: same-club entrants swapped apart among neighbouring tables', () => {
  it('moves the lower-ranked one to the next table and says why', () => {
    const out = separateTables(
      lines(['E1', 'E2'], ['E3', 'E4']),
      clubs({ E1: 'Roma', E2: 'Roma' }),
      { repeats: () => false, reach: 2, rank: rankOf('E1 E2 E3 E4') },
    );
    expect(seats(out)).toEqual(['E1-E4', 'E2-E3']);
    expect(out.explanation.at(-1)).toEqual({
      code: 'separated',
      params: { entrant: 'E2', from: 1, to: 2, with: 'E4', first: 'E1', second: 'E2', by: 'club' },
    });
  });

  it('adds no meeting the movement forbids: the next swap is taken, or none', () => {
    const sep = clubs({ E1: 'Roma', E2: 'Roma' });
    const rank = rankOf('E1 E2 E3 E4 E5 E6');
    // E1 met E4 last round: E2 takes E3's seat instead of E4's.
    const metE4 = (a: EntrantId, b: EntrantId) => [a, b].sort().join() === 'E1,E4';
    expect(
      seats(
        separateTables(lines(['E1', 'E2'], ['E3', 'E4']), sep, { repeats: metE4, reach: 1, rank }),
      ),
    ).toEqual(['E1-E3', 'E2-E4']);
    // E1 met both E3 and E4: nothing allowed within reach; the meeting is played and said so.
    const metBoth = (a: EntrantId, b: EntrantId) =>
      ['E1,E3', 'E1,E4'].includes([a, b].sort().join());
    const kept = separateTables(lines(['E1', 'E2'], ['E3', 'E4'], ['E5', 'E6']), sep, {
      repeats: metBoth,
      reach: 1,
      rank,
    });
    expect(seats(kept)).toEqual(['E1-E2', 'E3-E4', 'E5-E6']);
    expect(kept.explanation.at(-1)).toEqual({
      code: 'separation-relaxed',
      params: { first: 'E1', second: 'E2', by: 'club', table: 1 },
    });
  });

  it('stays inside its block (a Danish group) and within reach', () => {
    const sep = clubs({ E1: 'Roma', E2: 'Roma' });
    const pairing = lines(['E1', 'E2'], ['E3', 'E4'], ['E5', 'E6']);
    const blocked = separateTables(pairing, sep, { repeats: () => false, reach: 2, block: 1 });
    expect(seats(blocked)).toEqual(['E1-E2', 'E3-E4', 'E5-E6']);
  });

  it('without a rank the moved entrant takes the seat of the one it replaces', () => {
    const out = separateTables(lines(['E1', 'E2'], ['E3', 'E4']), clubs({ E1: 'A', E2: 'A' }), {
      repeats: () => false,
      reach: 5,
    });
    expect(seats(out)).toEqual(['E1-E4', 'E3-E2']);
  });

  it('property: never more same-club meetings, never a new forbidden one, same entrants', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 24, maxLength: 24 }),
        fc.array(fc.tuple(fc.nat(23), fc.nat(23)), { maxLength: 10 }),
        (tables, clubOf, forbiddenPairs) => {
          const ids = Array.from({ length: tables * 2 }, (_, i) => `E${i + 1}`);
          const pairing = lines(
            ...Array.from(
              { length: tables },
              (_, t) => [ids[2 * t], ids[2 * t + 1]] as [string, string],
            ),
          );
          const sep = clubs(Object.fromEntries(ids.map((e, i) => [e, `C${clubOf[i]}`])));
          const forbidden = new Set(
            forbiddenPairs.map(([a, b]) => [`E${a + 1}`, `E${b + 1}`].sort().join()),
          );
          const repeats = (a: EntrantId, b: EntrantId) => forbidden.has([a, b].sort().join());
          const count = (p: Pairing, test: (a: EntrantId, b: EntrantId) => boolean) =>
            p.tables.filter((t) => test(t.seats[0] as string, t.seats[1] as string)).length;
          const clash = (a: EntrantId, b: EntrantId) => sep.groupsOf(a)[0] === sep.groupsOf(b)[0];
          const out = separateTables(pairing, sep, {
            repeats,
            reach: 2,
            rank: (e) => ids.indexOf(e),
          });
          expect(count(out, clash)).toBeLessThanOrEqual(count(pairing, clash));
          expect(count(out, repeats)).toBeLessThanOrEqual(count(pairing, repeats));
          expect(out.tables.flatMap((t) => t.seats).sort()).toEqual([...ids].sort());
          expect(
            out.tables.every(
              (t) => ids.indexOf(t.seats[0] as string) < ids.indexOf(t.seats[1] as string),
            ),
          ).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('separatePhase: the seating that starts a phase, against every meeting of the phase', () => {
  /** A toy movement: E/W move one table up each round, for `rounds` rounds. */
  const shifting =
    (rounds: number) =>
    (tables: readonly TableSeating[]): Meeting[] =>
      Array.from({ length: rounds }, (_, r) =>
        tables.map((t, i) => ({
          round: r + 1,
          seats: [
            t.seats[0] as string,
            tables[(i - r + tables.length) % tables.length]?.seats[1] as string,
          ],
        })),
      ).flat();

  it('swaps seats until no two pairs of one club meet in the phase, and says so', () => {
    const base = lines(['E1', 'E2'], ['E3', 'E4'], ['E5', 'E6'], ['E7', 'E8']);
    const sep = clubs({ E1: 'Roma', E8: 'Roma', E5: 'Milano', E6: 'Milano' });
    const meetings = shifting(2);
    const clashes = (p: Pairing) =>
      meetings(p.tables).filter((m) => {
        const [a, b] = m.seats as [string, string];
        return sep.groupsOf(a).some((g) => sep.groupsOf(b).includes(g));
      }).length;
    expect(clashes(base)).toBe(2);
    const out = separatePhase(base, sep, { meetings, reach: 4 });
    expect(clashes(out)).toBe(0);
    expect(out.tables.flatMap((t) => t.seats).sort()).toEqual(
      base.tables.flatMap((t) => t.seats).sort(),
    );
    expect(out.explanation.filter((e) => e.code === 'separated').length).toBeGreaterThan(0);
  });

  it('says which meetings no swap avoids', () => {
    const base = lines(['E1', 'E2']);
    const out = separatePhase(base, clubs({ E1: 'Roma', E2: 'Roma' }), {
      meetings: shifting(1),
      reach: 3,
    });
    expect(out.explanation.at(-1)).toEqual({
      code: 'separation-relaxed',
      params: { first: 'E1', second: 'E2', by: 'club', round: 1 },
    });
  });
});
