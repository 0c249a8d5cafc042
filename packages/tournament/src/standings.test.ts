/**
 * The standings against their definition, computed the plain way: every adjustment looked up
 * for every entrant, head-to-head found by scanning every table, the tie-breaks applied by
 * splitting each tied group into classes of equal value. The indexes and the round scores kept
 * per state (state.ts, scoring.ts, standings.ts) change what the standings cost, never a rank.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FoldedEvent, applyEvent } from './apply-event.js';
import type { TieBreak } from './config.js';
import { createTournament, pair } from './direct.js';
import type { TournamentEvent, TournamentEventBody } from './event.js';
import type { EntrantId } from './pairing.js';
import { type RoundScore, roundScores } from './scoring.js';
import { type StandingRow, standings } from './standings.js';
import { type TournamentState, initialState } from './state.js';
import { at, unwrap } from './test-support.js';

type Plain = Pick<StandingRow, 'entrant' | 'vp' | 'mp' | 'penaltyVp' | 'penaltyMp' | 'rounds'>;

/** Head-to-head by definition: the entrant's VP less each rival's, at every table they shared. */
const plainHeadToHead = (
  scores: readonly (readonly RoundScore[])[],
  entrant: EntrantId,
  rivals: ReadonlySet<EntrantId>,
): number => {
  let total = 0;
  for (const round of scores) {
    const mine = round.find((s) => s.entrant === entrant && s.source === 'table');
    if (!mine || mine.table === null) continue;
    for (const other of round)
      if (other.source === 'table' && other.table === mine.table && rivals.has(other.entrant))
        total += mine.vp - other.vp;
  }
  return total;
};

const plainStandings = (state: TournamentState, afterRound: number): StandingRow[] => {
  const scores = Array.from({ length: afterRound }, (_, i) =>
    roundScores(state, i + 1).filter((s) => s.source !== 'pending'),
  );
  const rows: Plain[] = state.entrants.map((e) => {
    let [vp, mp, penaltyVp, penaltyMp, rounds] = [0, 0, 0, 0, 0];
    for (const round of scores)
      for (const s of round)
        if (s.entrant === e.id) {
          vp += s.vp;
          mp += s.mp;
          rounds += 1;
        }
    for (const a of state.adjustments)
      if (a.entrant === e.id && a.effect !== 'score' && a.round <= afterRound) {
        penaltyVp -= a.vp;
        if (a.effect === 'standings') penaltyMp -= a.mp;
      }
    return { entrant: e.id, vp: vp - penaltyVp, mp: mp - penaltyMp, penaltyVp, penaltyMp, rounds };
  });
  const registration = state.entrants.map((e) => e.id);
  const organizer = (id: EntrantId): number => {
    const i = state.tieOrder.indexOf(id);
    return i >= 0 ? i : state.tieOrder.length + registration.indexOf(id);
  };
  const order: TieBreak[] = [
    ...state.config.tieBreaks.filter((t) => t !== 'organizer'),
    'organizer',
  ];
  const key = (name: TieBreak, row: Plain, group: readonly Plain[]): number => {
    switch (name) {
      case 'vp':
        return -row.vp;
      case 'mp':
        return state.config.game === 'scala40' ? row.mp : -row.mp;
      case 'head-to-head': {
        const rivals = new Set(group.map((g) => g.entrant).filter((e) => e !== row.entrant));
        return -plainHeadToHead(scores, row.entrant, rivals);
      }
      case 'organizer':
        return organizer(row.entrant);
    }
  };
  const decidedBy = new Map<EntrantId, string>();
  // Each tie-break splits a tied group into classes of equal value, best value first.
  const split = (group: readonly Plain[], level: number): Plain[] => {
    const name = order[level];
    if (group.length <= 1 || name === undefined) return [...group];
    const classes = new Map<number, Plain[]>();
    for (const row of group) {
      const k = key(name, row, group);
      classes.set(k, [...(classes.get(k) ?? []), row]);
    }
    return [...classes.keys()]
      .sort((a, b) => a - b)
      .flatMap((k, i) => {
        const tied = classes.get(k) ?? [];
        if (i > 0 && level > 0 && tied[0]) decidedBy.set(tied[0].entrant, name);
        return split(tied, level + 1);
      });
  };
  return split(rows, 0).map((row, i) => {
    const entrant = state.entrants.find((e) => e.id === row.entrant);
    return {
      rank: i + 1,
      ...row,
      players: entrant?.players ?? [],
      withdrawn: entrant?.leftFromRound !== null && (entrant?.leftFromRound ?? 0) <= afterRound + 1,
      decidedBy: decidedBy.get(row.entrant) ?? null,
    };
  });
};

/** A random event: few distinct scores, so that many entrants tie and every tie-break works. */
const arbitraryEvent = fc.record({
  scala40: fc.boolean(),
  entrants: fc.integer({ min: 6, max: 18 }),
  rounds: fc.integer({ min: 1, max: 4 }),
  tieBreaks: fc.constantFrom<readonly TieBreak[]>(
    ['vp', 'mp', 'head-to-head', 'organizer'],
    ['vp', 'head-to-head', 'mp', 'organizer'],
    ['head-to-head', 'vp', 'organizer'],
  ),
  draws: fc.array(fc.nat(), { minLength: 400, maxLength: 400 }),
  tieOrder: fc.boolean(),
});

type RandomEvent = typeof arbitraryEvent extends fc.Arbitrary<infer T> ? T : never;

const play = ({
  scala40,
  entrants,
  rounds,
  tieBreaks,
  draws,
  tieOrder,
}: RandomEvent): TournamentState => {
  let next = 0;
  const draw = (n: number): number => (draws[next++ % draws.length] ?? 0) % n;
  const [created] = unwrap(
    createTournament(
      {
        name: 'Prova',
        game: scala40 ? 'scala40' : 'burraco',
        kind: scala40 ? 'individual' : 'pairs',
        rounds: Array.from({ length: rounds }, () => ({
          movement: scala40
            ? ({ kind: 'standings-tables' } as const)
            : ({ kind: 'danish', variant: 'modified' } as const),
          hands: 3,
        })),
        tieBreaks,
      },
      at(0),
    ),
  ) as [Extract<TournamentEvent, { type: 'created' }>];
  let state = initialState(created.config, created.at);
  const apply = (...bodies: TournamentEventBody[]) => {
    for (const body of bodies)
      state = applyEvent(state, { ...body, ...at(state.version) } as FoldedEvent);
  };
  // Scala 40 cannot seat 5 players.
  const count = scala40 && entrants === 5 ? 6 : entrants;
  for (let i = 1; i <= count; i++)
    apply({
      type: 'registered',
      entrant: { id: `E${i}`, players: scala40 ? [`Giocatore ${i}`] : [`Nord ${i}`, `Sud ${i}`] },
    });
  const someone = () => `E${draw(count) + 1}`;
  for (let round = 1; round <= rounds; round++) {
    for (const event of unwrap(pair(state, {}, at(state.version)))) apply(event as FoldedEvent);
    for (const t of state.rounds[round - 1]?.pairing.tables ?? []) {
      const hands = [0, 1, 2].map(() =>
        scala40
          ? t.seats.map((_, seat) => (seat === draw(t.seats.length) ? 0 : 10 + 10 * draw(2)))
          : [100 * draw(3), 100 * draw(3)],
      );
      apply({ type: 'result-entered', round, table: t.table, hands, signedBy: t.seats });
    }
    if (draw(2) === 0)
      apply({
        type: 'penalized',
        round,
        entrant: someone(),
        mp: 10 * draw(3),
        vp: draw(2),
        reason: 'prova',
        article: 'BUR-CH art. 50',
      });
    if (draw(3) === 0)
      apply({
        type: 'score-assigned',
        round,
        entrant: someone(),
        vp: draw(20),
        mp: 100 * draw(5),
        reason: 'prova',
        article: 'BUR-CH art. 47',
      });
    const active = state.entrants.filter((e) => e.leftFromRound === null);
    const leaving = active[draw(active.length)];
    if (draw(4) === 0 && round < rounds && leaving && active.length > 6)
      apply({
        type: 'withdrawn',
        entrant: leaving.id,
        round: round + 1,
        during: false,
        reason: 'prova',
      });
  }
  if (tieOrder)
    apply({
      type: 'tie-order-set',
      order: Array.from({ length: count }, (_, i) => `E${count - i}`),
    });
  return state;
};

describe('standings: the indexed computation equals the definition', () => {
  it('after every round of random Burraco and Scala 40 events, with penalties, assigned scores and withdrawals', () => {
    fc.assert(
      fc.property(arbitraryEvent, (event) => {
        const state = play(event);
        for (let round = 0; round <= state.rounds.length; round++)
          expect(standings(state, round)).toEqual(plainStandings(state, round));
      }),
      { numRuns: 150 },
    );
  });

  it('many entrants tie on VP, so head-to-head and MP decide some places', () => {
    const state = play({
      scala40: false,
      entrants: 16,
      rounds: 3,
      tieBreaks: ['vp', 'head-to-head', 'mp', 'organizer'],
      draws: Array.from({ length: 400 }, (_, i) => i % 5),
      tieOrder: false,
    });
    const rows = standings(state, 3);
    expect(rows.map((r) => r.decidedBy)).toEqual(expect.arrayContaining(['head-to-head', 'mp']));
    expect(rows).toEqual(plainStandings(state, 3));
  });
});
