import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EntrantId, Pairing } from '../pairing.js';
import { pairingProblems } from './invariants.js';
import { type KnockoutBracket, bracketOrder, knockout, knockoutStages } from './knockout.js';

const seeds = (n: number): EntrantId[] => Array.from({ length: n }, (_, i) => `S${i + 1}`);

const stage = (round: number, bracket: KnockoutBracket): Pairing => {
  const paired = knockout(round, bracket);
  if (!paired.ok) throw new Error(paired.error.message);
  return paired.value;
};

const seatsOf = (pairing: Pairing): (readonly EntrantId[])[] => pairing.tables.map((t) => t.seats);

describe('the seeded knockout (README: knockout)', () => {
  it('README: the standard bracket order keeps the top seeds apart', () => {
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(bracketOrder(16)).toEqual([1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]);
  });

  it('README: 8 entrants, 1 v 8, 4 v 5, 2 v 7, 3 v 6, the better seed at N/S', () => {
    const paired = stage(5, { seeds: seeds(8), winners: [] });
    expect(paired.round).toBe(5);
    expect(seatsOf(paired)).toEqual([
      ['S1', 'S8'],
      ['S4', 'S5'],
      ['S2', 'S7'],
      ['S3', 'S6'],
    ]);
    expect(paired.explanation).toEqual([{ code: 'knockout', params: { stage: 1, stages: 3 } }]);
  });

  it('README: later stages pair the winners of neighbouring matches', () => {
    const paired = stage(2, { seeds: seeds(8), winners: [['S8', 'S5', 'S2', 'S6']] });
    expect(seatsOf(paired)).toEqual([
      ['S5', 'S8'],
      ['S2', 'S6'],
    ]);
  });

  it('README: 6 entrants give the top 2 seeds a bye in the first stage only', () => {
    const first = stage(1, { seeds: seeds(6), winners: [] });
    expect(seatsOf(first)).toEqual([
      ['S4', 'S5'],
      ['S3', 'S6'],
    ]);
    expect(first.byes).toEqual(['S1', 'S2']);
    expect(first.explanation).toContainEqual({
      code: 'bye',
      params: { entrant: 'S1', reason: 'top-seed', seed: 1 },
    });
    const second = stage(2, { seeds: seeds(6), winners: [['S5', 'S3']] });
    expect(seatsOf(second)).toEqual([
      ['S1', 'S5'],
      ['S2', 'S3'],
    ]);
    expect(second.byes).toEqual([]);
  });

  it.each([
    ['two winners of one match', { seeds: seeds(4), winners: [['S1', 'S4', 'S2']] }],
    ['no winner of a match', { seeds: seeds(4), winners: [['S1']] }],
    ['a winner who did not play', { seeds: seeds(4), winners: [['S1', 'S2', 'S9']] }],
    ['a stage after the final', { seeds: seeds(2), winners: [['S1']] }],
    ['a lone entrant', { seeds: seeds(1), winners: [] }],
    ['a seed listed twice', { seeds: ['S1', 'S1'], winners: [] }],
  ])('Tavolo: %s is an error value', (_, bracket) => {
    const paired = knockout(1, bracket);
    expect(!paired.ok && paired.error).toMatchObject({
      code: 'bad-pairing-input',
      article: 'Tavolo',
    });
  });
});

describe('properties of the knockout', () => {
  it('seeds 1 and 2 meet only in the final when the better seed always wins; each stage seats the survivors once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 70 }), (n) => {
        const bracket: { seeds: EntrantId[]; winners: EntrantId[][] } = {
          seeds: seeds(n),
          winners: [],
        };
        let alive = seeds(n);
        const stages = knockoutStages(n);
        for (let s = 1; s <= stages; s++) {
          const paired = stage(s, bracket);
          expect(pairingProblems(paired, alive)).toEqual([]);
          if (s > 1) expect(paired.byes).toEqual([]);
          const bothTop = paired.tables.some(
            (t) => t.seats.includes('S1') && t.seats.includes('S2'),
          );
          expect(bothTop).toBe(s === stages);
          const winners = paired.tables.map((t) => t.seats[0] as EntrantId);
          bracket.winners.push(winners);
          alive = [...winners, ...paired.byes];
        }
        expect(alive).toEqual(['S1']);
        expect(knockout(stages + 1, bracket).ok).toBe(false);
      }),
    );
  });
});
