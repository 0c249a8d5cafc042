import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EntrantId, Meeting, Pairing, PairingInput } from '../pairing.js';
import { pairingProblems } from './invariants.js';
import { type MitchellPhase, mitchell } from './mitchell.js';
import { seatFirstRound } from './seating.js';

const entrants = (n: number): EntrantId[] => Array.from({ length: n }, (_, i) => `E${i + 1}`);

/** Registration order: E1 v E2 at table 1, E3 v E4 at table 2, ...; an odd last rests. */
const baseOf = (n: number): Pairing => {
  const seated = seatFirstRound({
    entrants: entrants(n),
    format: 'line',
    order: { kind: 'registration' },
  });
  if (!seated.ok) throw new Error(seated.error.message);
  return seated.value;
};

const inputOf = (
  ranking: readonly EntrantId[],
  round: number,
  history: readonly Meeting[] = [],
  byeHistory: PairingInput['byeHistory'] = [],
): PairingInput => ({ round, totalRounds: 100, ranking, history, byeHistory });

const move = (input: PairingInput, phase: MitchellPhase): Pairing => {
  const paired = mitchell(input, phase);
  if (!paired.ok) throw new Error(paired.error.message);
  return paired.value;
};

/** Plays the phase from event round `firstRound`, feeding each round into the history. */
const playPhase = (
  n: number,
  phaseRounds: number,
  step: number,
  firstRound = 1,
  earlierByes: PairingInput['byeHistory'] = [],
): Pairing[] => {
  const base = baseOf(n);
  const history: Meeting[] = [];
  const byeHistory = [...earlierByes];
  const played: Pairing[] = [];
  for (let r = 1; r <= phaseRounds; r++) {
    const round = firstRound + r - 1;
    const paired = move(inputOf(entrants(n), round, history, byeHistory), {
      base,
      roundInPhase: r,
      phaseRounds,
      step,
    });
    played.push(paired);
    history.push(...paired.tables.map((t) => ({ round, seats: t.seats })));
    byeHistory.push(...paired.byes.map((entrant) => ({ round, entrant })));
  }
  return played;
};

const seatsOf = (pairing: Pairing): (readonly EntrantId[])[] => pairing.tables.map((t) => t.seats);

describe('the Mitchell movement (S40-CdG art. 2; BUR-CH art. 2)', () => {
  it('BUR-CH art. 2: N/S stay at their table, E/W move one table up', () => {
    const [first, second] = playPhase(8, 2, 1);
    expect(seatsOf(first as Pairing)).toEqual([
      ['E1', 'E2'],
      ['E3', 'E4'],
      ['E5', 'E6'],
      ['E7', 'E8'],
    ]);
    expect(seatsOf(second as Pairing)).toEqual([
      ['E1', 'E8'],
      ['E3', 'E2'],
      ['E5', 'E4'],
      ['E7', 'E6'],
    ]);
    expect(second?.explanation).toEqual([
      { code: 'mitchell', params: { step: 1, roundInPhase: 2, phaseRounds: 2, tables: 4 } },
    ]);
  });

  it('README: E/W may move more than one table', () => {
    const [, second] = playPhase(10, 2, 2);
    expect(seatsOf(second as Pairing).map((seats) => seats[1])).toEqual([
      'E8',
      'E10',
      'E2',
      'E4',
      'E6',
    ]);
  });

  it('Tavolo: step 2 on 4 tables closes its cycle in 2 rounds, so E/W skip one table', () => {
    const played = playPhase(8, 4, 2);
    expect(played.map((p) => p.tables[0]?.seats[1])).toEqual(['E2', 'E6', 'E8', 'E4']);
    expect(played[2]?.explanation).toContainEqual({
      code: 'mitchell-skip',
      params: { skips: 1, cycle: 2 },
    });
  });

  it('Tavolo: step 1 on an even number of tables needs no skip (no boards to avoid)', () => {
    const played = playPhase(8, 4, 1);
    expect(played.map((p) => p.tables[0]?.seats[1])).toEqual(['E2', 'E8', 'E6', 'E4']);
    for (const p of played) expect(p.explanation.map((e) => e.code)).toEqual(['mitchell']);
  });

  it('Tavolo: a phase longer than the tables repeats meetings, and says so', () => {
    const played = playPhase(4, 3, 1);
    expect(played[2]?.explanation).toContainEqual({
      code: 'constraint-relaxed',
      params: { constraint: 'distinct-opponents', roundInPhase: 3, tables: 2 },
    });
  });
});

describe('the bye in a Mitchell (BUR-CH art. 3, 48)', () => {
  it('BUR-CH art. 3: the bye sits E/W at a phantom table after the highest; whoever arrives there rests', () => {
    const [first, second] = playPhase(7, 2, 1);
    expect(first?.byes).toEqual(['E7']);
    expect(seatsOf(second as Pairing)).toEqual([
      ['E1', 'E7'],
      ['E3', 'E2'],
      ['E5', 'E4'],
    ]);
    expect(second?.byes).toEqual(['E6']);
    expect(second?.explanation).toContainEqual({
      code: 'bye',
      params: { entrant: 'E6', reason: 'phantom', table: 4 },
    });
  });

  it('BUR-CH art. 3, 48: a pair that rested earlier in the session plays; the E/W pair of a table below rests instead', () => {
    const played = playPhase(7, 2, 1, 2, [{ round: 1, entrant: 'E6' }]);
    const second = played[1] as Pairing;
    expect(second.byes).toEqual(['E2']);
    expect(seatsOf(second)).toContainEqual(['E3', 'E6']);
    expect(second.explanation).toContainEqual({
      code: 'bye-skipped',
      params: { entrant: 'E6', rested: 1 },
    });
    expect(second.explanation).toContainEqual({
      code: 'bye',
      params: { entrant: 'E2', reason: 'replaces-rested', table: 4, from: 2 },
    });
  });

  it('Tavolo: when every swap would repeat a meeting of the phase, the second rest stands and is said so', () => {
    const played = playPhase(7, 4, 1, 2, [{ round: 1, entrant: 'E6' }]);
    expect(played[1]?.byes).toEqual(['E6']);
    expect(played[1]?.explanation).toContainEqual({
      code: 'constraint-relaxed',
      params: { constraint: 'one-bye-per-session', entrant: 'E6', rested: 1 },
    });
  });

  it('BUR-CH art. 47: a withdrawn pair’s scheduled opponent rests', () => {
    const paired = move(inputOf(['E1', 'E2', 'E3', 'E5', 'E6'], 2), {
      base: baseOf(6),
      roundInPhase: 2,
      phaseRounds: 3,
    });
    expect(paired.byes).toEqual(['E5']);
    expect(paired.explanation).toContainEqual({
      code: 'bye',
      params: { entrant: 'E5', reason: 'opponent-withdrawn', table: 3, opponent: 'E4' },
    });
  });
});

describe('Tavolo: bad input is an error value', () => {
  const base = baseOf(6);
  it.each([
    [
      'an entrant outside the seating',
      inputOf([...entrants(6), 'E7'], 2),
      { base, roundInPhase: 2, phaseRounds: 3 },
    ],
    [
      'a step as long as the tables',
      inputOf(entrants(6), 2),
      { base, roundInPhase: 2, phaseRounds: 3, step: 3 },
    ],
    ['a round past the phase', inputOf(entrants(6), 2), { base, roundInPhase: 4, phaseRounds: 3 }],
    ['one table', inputOf(entrants(2), 2), { base: baseOf(2), roundInPhase: 2, phaseRounds: 3 }],
    [
      'a table of three',
      inputOf(entrants(3), 2),
      {
        base: { tables: [{ table: 1, seats: entrants(3) }], byes: [] },
        roundInPhase: 2,
        phaseRounds: 3,
      },
    ],
    [
      'two byes',
      inputOf(entrants(4), 2),
      {
        base: { tables: [{ table: 1, seats: ['E1', 'E2'] }], byes: ['E3', 'E4'] },
        roundInPhase: 2,
        phaseRounds: 3,
      },
    ],
  ])('%s', (_, input, phase) => {
    const paired = mitchell(input, phase as MitchellPhase);
    expect(!paired.ok && paired.error).toMatchObject({
      code: 'bad-pairing-input',
      article: 'Tavolo',
    });
  });
});

const arbitraryPhase = fc.integer({ min: 4, max: 41 }).chain((n) => {
  const tables = Math.ceil(n / 2);
  return fc.record({
    n: fc.constant(n),
    step: fc.integer({ min: 1, max: tables - 1 }),
    phaseRounds: fc.integer({ min: 1, max: tables }),
  });
});

describe('properties of the Mitchell', () => {
  it('N/S keep their table; E/W meet distinct N/S; nobody rests twice; all seated or resting', () => {
    fc.assert(
      fc.property(arbitraryPhase, ({ n, step, phaseRounds }) => {
        const played = playPhase(n, phaseRounds, step);
        const base = baseOf(n);
        const met = new Map<EntrantId, EntrantId[]>();
        const rests = new Map<EntrantId, number>();
        for (const paired of played) {
          expect(pairingProblems(paired, entrants(n))).toEqual([]);
          expect(paired.tables.map((t) => [t.table, t.seats[0]])).toEqual(
            base.tables.map((t) => [t.table, t.seats[0]]),
          );
          for (const { seats } of paired.tables) {
            const ew = seats[1] as EntrantId;
            met.set(ew, [...(met.get(ew) ?? []), seats[0] as EntrantId]);
          }
          for (const bye of paired.byes) rests.set(bye, (rests.get(bye) ?? 0) + 1);
        }
        for (const opponents of met.values())
          expect(new Set(opponents).size).toBe(opponents.length);
        for (const count of rests.values()) expect(count).toBe(1);
      }),
    );
  });

  it('after byes earlier in the session, meetings stay distinct and a second rest is always explained', () => {
    fc.assert(
      fc.property(
        arbitraryPhase,
        fc.array(fc.integer({ min: 1, max: 41 }), { maxLength: 10 }),
        ({ n, step, phaseRounds }, rested) => {
          const earlier = [...new Set(rested.filter((e) => e <= n))].map((e, i) => ({
            round: i + 1,
            entrant: `E${e}`,
          }));
          const played = playPhase(n, phaseRounds, step, earlier.length + 1, earlier);
          const met = new Map<EntrantId, EntrantId[]>();
          const restedSet = new Set(earlier.map((b) => b.entrant));
          for (const paired of played) {
            expect(pairingProblems(paired, entrants(n))).toEqual([]);
            for (const { seats } of paired.tables) {
              const ew = seats[1] as EntrantId;
              met.set(ew, [...(met.get(ew) ?? []), seats[0] as EntrantId]);
            }
            const relaxed = paired.explanation
              .filter((e) => e.params['constraint'] === 'one-bye-per-session')
              .map((e) => e.params['entrant']);
            for (const bye of paired.byes) {
              if (restedSet.has(bye)) expect(relaxed).toContain(bye);
              restedSet.add(bye);
            }
          }
          for (const opponents of met.values())
            expect(new Set(opponents).size).toBe(opponents.length);
        },
      ),
    );
  });

  it('the same input gives the same pairing', () => {
    fc.assert(
      fc.property(arbitraryPhase, ({ n, step, phaseRounds }) => {
        expect(playPhase(n, phaseRounds, step)).toEqual(playPhase(n, phaseRounds, step));
      }),
      { numRuns: 30 },
    );
  });
});
