import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EntrantId, Pairing, PairingInput } from '../pairing.js';
import { pairingProblems } from './invariants.js';
import {
  type RoundRobinPhase,
  bergerRound,
  consecutiveGroups,
  roundRobin,
  roundRobinRounds,
} from './round-robin.js';

const entrants = (n: number, prefix = 'E'): EntrantId[] =>
  Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

const inputOf = (ranking: readonly EntrantId[], round: number): PairingInput => ({
  round,
  totalRounds: 40,
  ranking,
  history: [],
  byeHistory: [],
});

const play = (phase: RoundRobinPhase, ranking = phase.groups.flat()): Pairing => {
  const paired = roundRobin(inputOf(ranking, phase.roundInPhase), phase);
  if (!paired.ok) throw new Error(paired.error.message);
  return paired.value;
};

describe('the Berger tables (FIDE C.05 annex 1)', () => {
  it('FIDE Berger: 4 entrants', () => {
    expect([1, 2, 3].map((r) => bergerRound(4, r))).toEqual([
      [
        [1, 4],
        [2, 3],
      ],
      [
        [4, 3],
        [1, 2],
      ],
      [
        [2, 4],
        [3, 1],
      ],
    ]);
  });

  it('FIDE Berger: 6 entrants', () => {
    expect(
      [1, 2, 3, 4, 5].map((r) =>
        bergerRound(6, r)
          .map((b) => b.join('-'))
          .join(' '),
      ),
    ).toEqual(['1-6 2-5 3-4', '6-4 5-3 1-2', '2-6 3-1 4-5', '6-5 1-4 2-3', '3-6 4-2 5-1']);
  });
});

describe('all’italiana (README: round robin in groups)', () => {
  it('README: round 1 of 6 entrants is the first Berger round, the first number at N/S', () => {
    const paired = play({ groups: [entrants(6)], roundInPhase: 1 });
    expect(paired.tables).toEqual([
      { table: 1, seats: ['E1', 'E6'] },
      { table: 2, seats: ['E2', 'E5'] },
      { table: 3, seats: ['E3', 'E4'] },
    ]);
    expect(paired.explanation).toEqual([
      { code: 'round-robin', params: { roundInPhase: 1, rounds: 5, groups: 1 } },
    ]);
  });

  it('BUR-CH art. 3: an odd group has a bye each round, the dummy’s opponent', () => {
    const paired = play({ groups: [entrants(5)], roundInPhase: 2 });
    expect(paired.byes).toEqual(['E4']);
    expect(paired.explanation).toContainEqual({
      code: 'bye',
      params: { entrant: 'E4', reason: 'round-robin-odd', group: 1 },
    });
  });

  it('README: groups play side by side, tables numbered on', () => {
    const paired = play({ groups: [entrants(4, 'A'), entrants(4, 'B')], roundInPhase: 1 });
    expect(paired.tables.map((t) => [t.table, ...t.seats])).toEqual([
      [1, 'A1', 'A4'],
      [2, 'A2', 'A3'],
      [3, 'B1', 'B4'],
      [4, 'B2', 'B3'],
    ]);
  });

  it('Tavolo: a group that has played all its rounds sits out, with no bye', () => {
    const paired = play({ groups: [entrants(6, 'A'), entrants(2, 'B')], roundInPhase: 2 });
    expect(paired.byes).toEqual([]);
    expect(paired.tables.flatMap((t) => t.seats)).not.toContain('B1');
    expect(paired.explanation).toContainEqual({
      code: 'group-complete',
      params: { group: 2, rounds: 1 },
    });
  });

  it('BUR-CH art. 47: a withdrawn entrant’s scheduled opponent rests', () => {
    const paired = play({ groups: [entrants(4)], roundInPhase: 1 }, ['E1', 'E2', 'E3']);
    expect(paired.byes).toEqual(['E1']);
    expect(paired.explanation).toContainEqual({
      code: 'bye',
      params: { entrant: 'E1', reason: 'opponent-withdrawn', table: 1, opponent: 'E4' },
    });
  });

  it('Tavolo: consecutive groups of a size; a group of one is refused', () => {
    const groups = consecutiveGroups(entrants(10), 4);
    expect(groups.ok && groups.value).toEqual([
      ['E1', 'E2', 'E3', 'E4'],
      ['E5', 'E6', 'E7', 'E8'],
      ['E9', 'E10'],
    ]);
    const lonely = consecutiveGroups(entrants(9), 4);
    expect(!lonely.ok && lonely.error.code).toBe('bad-pairing-input');
  });

  it.each([
    ['a round past the last', { groups: [entrants(4)], roundInPhase: 4 }, entrants(4)],
    ['a group of one', { groups: [entrants(4), ['E5']], roundInPhase: 1 }, entrants(5)],
    [
      'an entrant in two groups',
      { groups: [entrants(4), ['E4', 'E5']], roundInPhase: 1 },
      entrants(5),
    ],
    ['an entrant in no group', { groups: [entrants(4)], roundInPhase: 1 }, entrants(5)],
    ['no group', { groups: [], roundInPhase: 1 }, entrants(4)],
  ])('Tavolo: %s is an error value', (_, phase, ranking) => {
    const paired = roundRobin(inputOf(ranking, 1), phase);
    expect(!paired.ok && paired.error).toMatchObject({
      code: 'bad-pairing-input',
      article: 'Tavolo',
    });
  });
});

describe('properties of the round robin', () => {
  it('over all rounds every two entrants of a group meet exactly once; everyone seated or resting', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 2, max: 13 }), { minLength: 1, maxLength: 3 }),
        (sizes) => {
          const groups = sizes.map((size, g) => entrants(size, `G${g + 1}-`));
          const rounds = Math.max(...sizes.map(roundRobinRounds));
          const meetings = new Map<string, number>();
          const byes = new Map<EntrantId, number>();
          for (let r = 1; r <= rounds; r++) {
            const paired = play({ groups, roundInPhase: r });
            const playing = groups.filter((g) => r <= roundRobinRounds(g.length)).flat();
            expect(pairingProblems(paired, playing)).toEqual([]);
            for (const { seats } of paired.tables) {
              const key = [...seats].sort().join();
              meetings.set(key, (meetings.get(key) ?? 0) + 1);
            }
            for (const bye of paired.byes) byes.set(bye, (byes.get(bye) ?? 0) + 1);
            expect(roundRobin(inputOf(groups.flat(), r), { groups, roundInPhase: r })).toEqual({
              ok: true,
              value: paired,
            });
          }
          const expected = groups.reduce((sum, g) => sum + (g.length * (g.length - 1)) / 2, 0);
          expect(meetings.size).toBe(expected);
          for (const count of meetings.values()) expect(count).toBe(1);
          for (const group of groups)
            for (const e of group) expect(byes.get(e) ?? 0).toBe(group.length % 2);
        },
      ),
    );
  });
});
