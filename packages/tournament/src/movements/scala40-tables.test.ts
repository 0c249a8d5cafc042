import { shuffle } from '@tavolo/cards';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EntrantId, Meeting, Pairing, PairingInput } from '../pairing.js';
import { pairingProblems } from './invariants.js';
import { type StandingsTablesOptions, standingsTables } from './scala40-tables.js';
import { tableSizes } from './table-sizes.js';

const players = (n: number): EntrantId[] => Array.from({ length: n }, (_, i) => `P${i + 1}`);

const inputOf = (
  ranking: readonly EntrantId[],
  history: readonly Meeting[] = [],
  round = 2,
): PairingInput => ({ round, totalRounds: 8, ranking, history, byeHistory: [] });

const tablesOf = (input: PairingInput, options?: StandingsTablesOptions): Pairing => {
  const paired = standingsTables(input, options);
  if (!paired.ok) throw new Error(paired.error.message);
  return paired.value;
};

const seatsOf = (pairing: Pairing): (readonly EntrantId[])[] => pairing.tables.map((t) => t.seats);

/** Rounds 1 .. rounds of random tables of 4 and 3. */
const randomHistory = (ids: readonly EntrantId[], rounds: number, seed: number): Meeting[] => {
  const history: Meeting[] = [];
  const sizes = tableSizes(ids.length);
  if (!sizes.ok) throw new Error(sizes.error.message);
  for (let round = 1; round <= rounds; round++) {
    const order = shuffle(ids, { scheme: 'xoroshiro128plus', seed }, `round-${round}`);
    let at = 0;
    for (const size of sizes.value) {
      history.push({ round, seats: order.slice(at, at + size) });
      at += size;
    }
  }
  return history;
};

describe('tables by standings (S40-CdG art. 2)', () => {
  it('S40-CdG art. 2: the 1st to 4th at table 1, the 5th to 8th at table 2', () => {
    const paired = tablesOf(inputOf(players(8)));
    expect(seatsOf(paired)).toEqual([players(8).slice(0, 4), players(8).slice(4)]);
    expect(paired.explanation).toEqual([
      { code: 'standings-tables', params: { tables: 2, rematches: 'avoid' } },
    ]);
  });

  it('S40-CdG art. 25: the tables of 3 the count needs are at the bottom', () => {
    const paired = tablesOf(inputOf(players(10)));
    expect(paired.tables.map((t) => t.seats.length)).toEqual([4, 3, 3]);
    expect(paired.explanation).toContainEqual({
      code: 'tables-of-three',
      params: { tables: 2, first: 2 },
    });
  });

  it('S40-CdG art. 2: players who met change place with the nearest player of the table below', () => {
    const paired = tablesOf(inputOf(players(8), [{ round: 1, seats: ['P1', 'P2'] }]));
    expect(seatsOf(paired)).toEqual([
      ['P1', 'P3', 'P4', 'P5'],
      ['P2', 'P6', 'P7', 'P8'],
    ]);
    expect(paired.explanation).toContainEqual({
      code: 'swapped',
      params: { entrant: 'P2', from: 1, to: 2, with: 'P5', avoided: 'P1', metInRound: 1 },
    });
  });

  it('S40-CdG art. 2: at the last table, a player changes place with the table above if that keeps it clear', () => {
    const paired = tablesOf(inputOf(players(8), [{ round: 1, seats: ['P7', 'P8'] }]));
    expect(seatsOf(paired)).toEqual([
      ['P1', 'P2', 'P3', 'P7'],
      ['P4', 'P5', 'P6', 'P8'],
    ]);
    expect(paired.explanation).toContainEqual({
      code: 'swapped',
      params: { entrant: 'P7', from: 2, to: 1, with: 'P4', avoided: 'P8', metInRound: 1 },
    });
  });

  it('Tavolo: when no swap helps, the players meet again and every such meeting is said', () => {
    const paired = tablesOf(inputOf(players(4), [{ round: 1, seats: players(4) }]));
    expect(seatsOf(paired)).toEqual([players(4)]);
    const relaxed = paired.explanation.filter((e) => e.code === 'constraint-relaxed');
    expect(relaxed).toHaveLength(6);
    expect(relaxed[0]).toEqual({
      code: 'constraint-relaxed',
      params: { constraint: 'no-rematch', table: 1, first: 'P1', second: 'P2', metInRound: 1 },
    });
  });

  it('S40-CdG art. 2: with rematches allowed, the standings alone decide', () => {
    const paired = tablesOf(inputOf(players(8), [{ round: 1, seats: ['P1', 'P2'] }]), {
      rematches: 'allow',
    });
    expect(seatsOf(paired)).toEqual([players(8).slice(0, 4), players(8).slice(4)]);
  });

  it('S40-CdG art. 2, 25: 5 players cannot be seated, an error value', () => {
    const paired = standingsTables(inputOf(players(5)));
    expect(!paired.ok && paired.error.code).toBe('cannot-form-tables');
  });
});

const arbitraryRound = fc
  .record({
    n: fc.integer({ min: 3, max: 90 }).filter((n) => n !== 5),
    rounds: fc.integer({ min: 0, max: 5 }),
    seed: fc.integer(),
  })
  .map(({ n, rounds, seed }) => {
    const ids = players(n);
    const ranking = shuffle(ids, { scheme: 'xoroshiro128plus', seed }, 'standings');
    return inputOf(ranking, randomHistory(ids, rounds, seed), rounds + 1);
  });

describe('properties of tables by standings', () => {
  it('everyone sits once at tables of 4 then 3; every meeting again is explained; the same input, the same tables', () => {
    fc.assert(
      fc.property(arbitraryRound, (input) => {
        const paired = tablesOf(input);
        expect(pairingProblems(paired, input.ranking)).toEqual([]);
        const sizes = tableSizes(input.ranking.length);
        expect(sizes.ok && sizes.value).toEqual(paired.tables.map((t) => t.seats.length));
        const met = new Set(
          input.history.flatMap((m) =>
            m.seats.flatMap((a) => m.seats.filter((b) => a < b).map((b) => `${a},${b}`)),
          ),
        );
        const relaxed = new Set(
          paired.explanation
            .filter((e) => e.code === 'constraint-relaxed')
            .map((e) => [e.params['first'], e.params['second']].sort().join()),
        );
        for (const { seats } of paired.tables)
          for (const a of seats)
            for (const b of seats)
              if (a < b && met.has(`${a},${b}`)) expect(relaxed).toContain(`${a},${b}`);
        expect(standingsTables(input)).toEqual({ ok: true, value: paired });
      }),
    );
  });

  it('with 40 or more players and up to 3 earlier rounds, nobody meets again', () => {
    fc.assert(
      fc.property(arbitraryRound, (input) => {
        fc.pre(input.ranking.length >= 40 && input.round <= 4);
        const paired = tablesOf(input);
        expect(paired.explanation.filter((e) => e.code === 'constraint-relaxed')).toEqual([]);
      }),
    );
  });
});

describe('speed', () => {
  it('forms the tables of 2,000 players after 4 rounds with no rematch (speed: npm run bench)', () => {
    const ids = players(2000);
    const history: Meeting[] = [];
    for (let round = 1; round <= 4; round++) {
      const ranking = shuffle(ids, { scheme: 'xoroshiro128plus', seed: round }, 'standings');
      const paired = tablesOf(inputOf(ranking, history, round));
      history.push(...paired.tables.map((t) => ({ round, seats: t.seats })));
    }
    // Standings that barely moved: neighbours in them sat together in round 4.
    const ranking = history.filter((m) => m.round === 4).flatMap((m) => m.seats);
    const paired = tablesOf(inputOf(ranking, history, 5));
    expect(pairingProblems(paired, ranking)).toEqual([]);
    expect(paired.explanation.filter((e) => e.code === 'constraint-relaxed')).toEqual([]);
  });
});
