import { shuffle } from '@tavolo/cards';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EntrantId, Meeting, Pairing, PairingInput } from '../pairing.js';
import { type DanishOptions, danish } from './danish.js';
import { pairingProblems } from './invariants.js';

const entrants = (n: number): EntrantId[] => Array.from({ length: n }, (_, i) => `E${i + 1}`);

const inputOf = (
  ranking: readonly EntrantId[],
  round: number,
  history: readonly (readonly EntrantId[])[][] = [],
  byeHistory: PairingInput['byeHistory'] = [],
  totalRounds = 6,
): PairingInput => ({
  round,
  totalRounds,
  ranking,
  history: history.flatMap((tables, r) => tables.map((seats) => ({ round: r + 1, seats }))),
  byeHistory,
});

const pair = (input: PairingInput, options: DanishOptions): Pairing => {
  const paired = danish(input, options);
  if (!paired.ok) throw new Error(paired.error.message);
  return paired.value;
};

const seatsOf = (pairing: Pairing): (readonly EntrantId[])[] => pairing.tables.map((t) => t.seats);

describe('pure Danish (S40-CdG art. 2, "primo classificato contro secondo, terzo e quarto")', () => {
  it('S40-CdG art. 2: 1st v 2nd, 3rd v 4th, the higher ranked at N/S', () => {
    const paired = pair(inputOf(['E3', 'E1', 'E4', 'E2'], 2), { variant: 'pure' });
    expect(seatsOf(paired)).toEqual([
      ['E3', 'E1'],
      ['E4', 'E2'],
    ]);
    expect(paired.explanation).toEqual([
      { code: 'danish', params: { variant: 'pure', groups: 1 } },
    ]);
  });

  it('README: pure Danish lets the previous round’s match be played again', () => {
    const paired = pair(
      inputOf(entrants(4), 2, [
        [
          ['E1', 'E2'],
          ['E3', 'E4'],
        ],
      ]),
      {
        variant: 'pure',
      },
    );
    expect(seatsOf(paired)).toEqual([
      ['E1', 'E2'],
      ['E3', 'E4'],
    ]);
  });
});

describe('modified Danish (README: no rematch of the previous round but in the last)', () => {
  it('README: the entrant passed over floats down, and the explanation says why', () => {
    const paired = pair(
      inputOf(entrants(4), 2, [
        [
          ['E1', 'E2'],
          ['E3', 'E4'],
        ],
      ]),
      {
        variant: 'modified',
      },
    );
    expect(seatsOf(paired)).toEqual([
      ['E1', 'E3'],
      ['E2', 'E4'],
    ]);
    expect(paired.explanation).toContainEqual({
      code: 'floated',
      params: { entrant: 'E2', from: 1, to: 2, first: 'E1', second: 'E2', metInRound: 1 },
    });
  });

  it('README: when the last two met, the two last tables are re-formed', () => {
    const paired = pair(
      inputOf(entrants(6), 2, [
        [
          ['E5', 'E6'],
          ['E1', 'E3'],
          ['E2', 'E4'],
        ],
      ]),
      {
        variant: 'modified',
      },
    );
    expect(seatsOf(paired)).toEqual([
      ['E1', 'E2'],
      ['E3', 'E5'],
      ['E4', 'E6'],
    ]);
    expect(paired.explanation).toContainEqual({
      code: 'floated',
      params: { entrant: 'E4', from: 2, to: 3, first: 'E5', second: 'E6', metInRound: 1 },
    });
  });

  it('README: only the previous round counts, not earlier ones', () => {
    const history = [
      [
        ['E1', 'E2'],
        ['E3', 'E4'],
      ],
      [
        ['E1', 'E3'],
        ['E2', 'E4'],
      ],
    ];
    const paired = pair(inputOf(entrants(4), 3, history), { variant: 'modified' });
    expect(seatsOf(paired)).toEqual([
      ['E1', 'E2'],
      ['E3', 'E4'],
    ]);
  });

  it('README: in the last round the previous round’s match may be played again, and is said so', () => {
    const paired = pair(
      inputOf(
        entrants(4),
        2,
        [
          [
            ['E1', 'E2'],
            ['E3', 'E4'],
          ],
        ],
        [],
        2,
      ),
      {
        variant: 'modified',
      },
    );
    expect(seatsOf(paired)).toEqual([
      ['E1', 'E2'],
      ['E3', 'E4'],
    ]);
    expect(paired.explanation).toContainEqual({
      code: 'last-round-rematch',
      params: { table: 1, first: 'E1', second: 'E2', metInRound: 1 },
    });
  });

  it('Tavolo: a group of two who met last round play again, and the constraint is relaxed', () => {
    const paired = pair(
      inputOf(entrants(4), 2, [
        [
          ['E1', 'E2'],
          ['E3', 'E4'],
        ],
      ]),
      {
        variant: 'modified',
        groupSize: 2,
      },
    );
    expect(seatsOf(paired)).toEqual([
      ['E1', 'E2'],
      ['E3', 'E4'],
    ]);
    expect(paired.explanation).toContainEqual({
      code: 'constraint-relaxed',
      params: {
        constraint: 'no-rematch-previous-round',
        table: 1,
        first: 'E1',
        second: 'E2',
        metInRound: 1,
      },
    });
  });

  it('README: Danish in groups pairs within each group of the standings', () => {
    const history = [
      [
        ['E3', 'E4'],
        ['E1', 'E5'],
        ['E2', 'E6'],
        ['E7', 'E8'],
      ],
    ];
    const paired = pair(inputOf(entrants(8), 2, history), { variant: 'modified', groupSize: 4 });
    expect(seatsOf(paired)).toEqual([
      ['E1', 'E3'],
      ['E2', 'E4'],
      ['E5', 'E7'],
      ['E6', 'E8'],
    ]);
    expect(paired.explanation[0]).toEqual({
      code: 'danish',
      params: { variant: 'modified', groups: 2, groupSize: 4 },
    });
  });
});

describe('the bye of an odd count (BUR-CH art. 3, 48)', () => {
  it('BUR-CH art. 3: the lowest overall rests, alone at the table after the last', () => {
    const paired = pair(inputOf(entrants(5), 2), { variant: 'modified' });
    expect(paired.byes).toEqual(['E5']);
    expect(paired.explanation).toContainEqual({
      code: 'bye',
      params: { entrant: 'E5', reason: 'lowest-without-bye', table: 3 },
    });
  });

  it('BUR-CH art. 48: a pair never rests twice in a session: the next lowest rests', () => {
    const paired = pair(inputOf(entrants(5), 2, [], [{ round: 1, entrant: 'E5' }]), {
      variant: 'modified',
    });
    expect(paired.byes).toEqual(['E4']);
    expect(paired.explanation).toContainEqual({
      code: 'bye-skipped',
      params: { entrant: 'E5', rested: 1 },
    });
  });

  it('BUR-CH art. 3: the lowest score of the round, by the order the caller gives', () => {
    const paired = pair(inputOf(entrants(5), 2), {
      variant: 'modified',
      bye: { policy: 'lowest-in-round', lowestFirst: ['E2', 'E5', 'E1'] },
    });
    expect(paired.byes).toEqual(['E2']);
    expect(seatsOf(paired)).toEqual([
      ['E1', 'E3'],
      ['E4', 'E5'],
    ]);
  });

  it('BUR-CH art. 3: "la coppia del tavolo precedente", the lower ranked of it first', () => {
    const previousTables = [
      { table: 1, seats: ['E1', 'E3'] },
      { table: 2, seats: ['E2', 'E4'] },
    ];
    const paired = pair(inputOf(entrants(5), 2, [], [{ round: 1, entrant: 'E5' }]), {
      variant: 'pure',
      bye: { policy: 'previous-table', previousTables },
    });
    expect(paired.byes).toEqual(['E4']);
    expect(paired.explanation).toContainEqual({
      code: 'bye',
      params: { entrant: 'E4', reason: 'previous-table', table: 3 },
    });
  });

  it('Tavolo: when everyone has rested, the one who rested longest ago rests again', () => {
    const byeHistory = entrants(3).map((entrant, i) => ({ round: 3 - i, entrant }));
    const paired = pair(inputOf(entrants(3), 4, [], byeHistory, 4), { variant: 'pure' });
    expect(paired.byes).toEqual(['E3']);
    expect(paired.explanation).toContainEqual({
      code: 'constraint-relaxed',
      params: { constraint: 'one-bye-per-session', entrant: 'E3', rested: 1 },
    });
  });
});

describe('Tavolo: bad input is an error value', () => {
  it.each([
    ['an odd group size', inputOf(entrants(4), 2), { variant: 'modified', groupSize: 3 }],
    ['an unknown variant', inputOf(entrants(4), 2), { variant: 'swiss' }],
    ['a duplicate in the ranking', inputOf(['E1', 'E1'], 2), { variant: 'pure' }],
    ['a lone entrant', inputOf(['E1'], 2), { variant: 'pure' }],
    ['a round after the last', inputOf(entrants(4), 7), { variant: 'pure' }],
    ['history from the future', inputOf(entrants(4), 1, [[['E1', 'E2']]]), { variant: 'pure' }],
  ])('%s', (_, input, options) => {
    const paired = danish(input, options as DanishOptions);
    expect(!paired.ok && paired.error).toMatchObject({
      code: 'bad-pairing-input',
      article: 'Tavolo',
    });
  });
});

/** Rounds 1 .. rounds - 1 played as random tables, byes to the last of each draw. */
const arbitraryEvent = fc
  .record({
    n: fc.integer({ min: 2, max: 40 }),
    round: fc.integer({ min: 2, max: 6 }),
    lastRound: fc.boolean(),
    variant: fc.constantFrom('pure' as const, 'modified' as const),
    groupSize: fc.option(fc.constantFrom(2, 4, 6, 10), { nil: undefined }),
    seed: fc.integer(),
  })
  .map(({ n, round, lastRound, variant, groupSize, seed }) => {
    const ids = entrants(n);
    const history: Meeting[] = [];
    const byeHistory: { round: number; entrant: EntrantId }[] = [];
    for (let r = 1; r < round; r++) {
      const order = shuffle(ids, { scheme: 'xoroshiro128plus', seed }, `round-${r}`);
      for (let i = 0; i + 1 < n; i += 2)
        history.push({ round: r, seats: [order[i] as EntrantId, order[i + 1] as EntrantId] });
      if (n % 2 === 1) byeHistory.push({ round: r, entrant: order[n - 1] as EntrantId });
    }
    const ranking = shuffle(ids, { scheme: 'xoroshiro128plus', seed }, 'standings');
    const input: PairingInput = {
      round,
      totalRounds: lastRound ? round : round + 1,
      ranking,
      history,
      byeHistory,
    };
    return { input, options: { variant, ...(groupSize ? { groupSize } : {}) } as DanishOptions };
  });

describe('properties of Danish pairing', () => {
  it('everyone is seated once or rests; the higher ranked sits N/S; the same input, the same pairing', () => {
    fc.assert(
      fc.property(arbitraryEvent, ({ input, options }) => {
        const paired = pair(input, options);
        expect(pairingProblems(paired, input.ranking)).toEqual([]);
        const rank = new Map(input.ranking.map((e, i) => [e, i]));
        for (const { seats } of paired.tables)
          expect(rank.get(seats[0] as EntrantId)).toBeLessThan(
            rank.get(seats[1] as EntrantId) as number,
          );
        expect(danish(input, options)).toEqual({ ok: true, value: paired });
      }),
    );
  });

  it('modified Danish never repeats the previous round’s match but in the last round, and never relaxes without groups', () => {
    fc.assert(
      fc.property(arbitraryEvent, ({ input, options }) => {
        if (options.variant !== 'modified' || input.round === input.totalRounds) return;
        const paired = pair(input, options);
        const previous = new Set(
          input.history
            .filter((m) => m.round === input.round - 1)
            .map((m) => [...m.seats].sort().join()),
        );
        const relaxed = paired.explanation
          .filter((e) => e.code === 'constraint-relaxed')
          .map((e) => e.params['table']);
        for (const { table, seats } of paired.tables)
          if (previous.has([...seats].sort().join())) expect(relaxed).toContain(table);
        if (options.groupSize === undefined && input.ranking.length >= 4)
          expect(relaxed).toEqual([]);
      }),
    );
  });

  it('BUR-CH art. 3, 48: the bye goes to an entrant who has not rested, while there is one', () => {
    fc.assert(
      fc.property(arbitraryEvent, ({ input, options }) => {
        const paired = pair(input, options);
        const rested = new Set(input.byeHistory.map((b) => b.entrant));
        const fresh = input.ranking.filter((e) => !rested.has(e));
        for (const bye of paired.byes) if (fresh.length > 0) expect(rested.has(bye)).toBe(false);
        if (paired.byes.length === 1 && fresh.length > 0)
          expect(paired.byes[0]).toBe(fresh[fresh.length - 1]);
      }),
    );
  });
});

describe('speed', () => {
  it('pairs 1,000 pairs after 4 earlier rounds with no previous-round rematch (speed: npm run bench)', () => {
    const ids = entrants(1000);
    const history: Meeting[] = [];
    for (let round = 1; round <= 4; round++) {
      const ranking = shuffle(ids, { scheme: 'xoroshiro128plus', seed: round }, 'standings');
      history.push(
        ...pair(
          { round, totalRounds: 5, ranking, history, byeHistory: [] },
          { variant: 'modified' },
        ).tables.map((t) => ({ round, seats: t.seats })),
      );
    }
    const ranking = shuffle(ids, { scheme: 'xoroshiro128plus', seed: 5 }, 'standings');
    const paired = pair(
      { round: 5, totalRounds: 6, ranking, history, byeHistory: [] },
      { variant: 'modified' },
    );
    expect(pairingProblems(paired, ranking)).toEqual([]);
    const previous = new Set(
      history.filter((m) => m.round === 4).map((m) => [...m.seats].sort().join()),
    );
    expect(paired.tables.filter((t) => previous.has([...t.seats].sort().join()))).toEqual([]);
  });
});
