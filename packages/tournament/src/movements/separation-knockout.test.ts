import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EntrantId } from '../pairing.js';
import { pairingProblems } from './invariants.js';
import { knockout, knockoutStages } from './knockout.js';
import { seedBand, separateKnockout } from './separation-knockout.js';
import type { Separation } from './separation.js';

// The regulations (BUR-CH, S40-CdG) say nothing of clubs: keeping them apart is Tavolo's
// documented choice, within the seeding bands a draw would use.

const clubs = (map: Record<string, string>): Separation => ({
  by: 'club',
  groupsOf: (e) => (map[e] ? [map[e] as string] : []),
});

const ids = (n: number) => Array.from({ length: n }, (_, i) => `E${i + 1}`);

const firstStage = (seeds: readonly EntrantId[]) => {
  const paired = knockout(1, { seeds, winners: [] });
  if (!paired.ok) throw new Error(paired.error.message);
  return paired.value;
};

describe('separateKnockout: seeds swapped within their band', () => {
  it('Tavolo: seed 8 of the club of seed 1 swaps with seed 7, the nearest of band 5-8', () => {
    const out = separateKnockout(ids(8), clubs({ E1: 'Roma', E8: 'Roma' }));
    expect(out.seeds).toEqual(['E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'E8', 'E7']);
    expect(out.explanation).toEqual([
      {
        code: 'separated-seed',
        params: {
          entrant: 'E8',
          from: 8,
          to: 7,
          with: 'E7',
          first: 'E1',
          second: 'E8',
          by: 'club',
          stage: 1,
        },
      },
    ]);
    expect(firstStage(out.seeds).tables.map((t) => t.seats.join('-'))).toEqual([
      'E1-E7',
      'E4-E5',
      'E2-E8',
      'E3-E6',
    ]);
  });

  it('Tavolo: seeds 1 and 4 of one club would meet in the semi-final: seed 4 swaps with seed 3', () => {
    const out = separateKnockout(ids(8), clubs({ E1: 'Roma', E4: 'Roma' }));
    expect(out.seeds).toEqual(['E1', 'E2', 'E4', 'E3', 'E5', 'E6', 'E7', 'E8']);
    expect(out.explanation[0]?.params.stage).toBe(2);
  });

  it('Tavolo: seeds 1 and 2 meet only in the final, which is never changed', () => {
    const out = separateKnockout(ids(8), clubs({ E1: 'Roma', E2: 'Roma' }));
    expect(out.seeds).toEqual(ids(8));
    expect(out.explanation).toEqual([]);
  });

  it('Tavolo: a bye stays with its entrant: seed 4 of 5 cannot trade with seed 3, who rests', () => {
    // 5 entrants in a bracket of 8: seeds 1-3 rest in the first stage, 4 v 5 play.
    const out = separateKnockout(ids(5), clubs({ E4: 'Roma', E5: 'Roma' }));
    expect(out.seeds).toEqual(ids(5));
    expect(out.explanation).toEqual([]);
  });

  it('Tavolo: with byes, clubmates 3 and 6 of 6 are parted by seeds 5 and 6 trading', () => {
    const out = separateKnockout(ids(6), clubs({ E3: 'Roma', E6: 'Roma' }));
    expect(out.seeds).toEqual(['E1', 'E2', 'E3', 'E4', 'E6', 'E5']);
    expect(firstStage(out.seeds).byes).toEqual(['E1', 'E2']);
  });
});

describe('properties of the separated knockout', () => {
  it('each entrant once in the bracket, in its band, with its bye; the best 2^k the same; fewer clubmates in stage 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 40, maxLength: 40 }),
        (n, clubOf) => {
          const seeds = ids(n);
          const map: Record<string, string> = {};
          seeds.forEach((e, i) => {
            const c = clubOf[i] as number;
            if (c > 0) map[e] = `C${c}`;
          });
          const s = clubs(map);
          const out = separateKnockout(seeds, s);
          expect([...out.seeds].sort()).toEqual([...seeds].sort());
          const before = firstStage(seeds);
          const after = firstStage(out.seeds);
          expect(pairingProblems(after, seeds)).toEqual([]);
          expect([...after.byes].sort()).toEqual([...before.byes].sort());
          out.seeds.forEach((e, i) => expect(seedBand(seeds.indexOf(e))).toBe(seedBand(i)));
          for (let k = 1; 2 ** k <= n; k++)
            expect(new Set(out.seeds.slice(0, 2 ** k))).toEqual(new Set(seeds.slice(0, 2 ** k)));
          const clashes = (p: typeof after) =>
            p.tables.filter(
              (t) =>
                map[t.seats[0] as string] === map[t.seats[1] as string] &&
                map[t.seats[0] as string] !== undefined,
            ).length;
          expect(clashes(after)).toBeLessThanOrEqual(clashes(before));
          // The whole bracket plays out: each stage seats every survivor once, to one winner.
          const winners: EntrantId[][] = [];
          let alive = [...seeds];
          for (let stage = 1; stage <= knockoutStages(n); stage++) {
            const paired = knockout(stage, { seeds: out.seeds, winners });
            if (!paired.ok) throw new Error(paired.error.message);
            expect(pairingProblems(paired.value, alive)).toEqual([]);
            const won = paired.value.tables.map((t) => t.seats[(stage + n) % 2] as EntrantId);
            winners.push(won);
            alive = [...won, ...paired.value.byes];
          }
          expect(alive).toHaveLength(1);
        },
      ),
    );
  });
});
