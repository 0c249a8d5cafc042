import { describe, expect, it } from 'vitest';
import {
  decisions,
  entrantHistory,
  nameOf,
  roundView,
  standingsView,
  stateFromLog,
} from './event-state.js';
import { BURRACO, FIRST_SIDE_WINS, START, logOf } from './test-support.js';

const LATER = '2026-12-21T00:00:00.000Z';

const folded = (log: ReturnType<typeof logOf>) => {
  const state = stateFromLog(log);
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
};

/** Round 1 in (E1 beats E2 14-6, E4 beats E3 by the inverted sheet), published. */
const ROUND_ONE = [
  ...BURRACO,
  { type: 'result', round: 1, table: 1, hands: FIRST_SIDE_WINS, signedBy: ['E1', 'E2'] },
  {
    type: 'result',
    round: 1,
    table: 2,
    hands: FIRST_SIDE_WINS.map(([a = 0, b = 0]) => [b, a]),
    signedBy: ['E3', 'E4'],
  },
  { type: 'publish', round: 1 },
] as const;

describe('the event folded from its log', () => {
  it('refuses a log that does not start with the creation', () => {
    const log = logOf(BURRACO).slice(1);
    const state = stateFromLog(log);
    expect(state.ok).toBe(false);
  });

  it('shows the tables of a round with each score once its sheet is in', () => {
    const state = folded(logOf([...BURRACO, ROUND_ONE[6]]));
    const view = roundView(state, 1, START);
    expect(view?.hands).toBe(3);
    expect(view?.status).toBe('playing');
    expect(view?.tables.map((t) => [t.table, t.seats.map((s) => s.name)])).toEqual([
      [1, ['Anna - Bruno', 'Carla - Dino']],
      [2, ['Elena - Fabio', 'Gina - Ugo']],
    ]);
    const [first, second] = view?.tables ?? [];
    expect(first?.hands).toEqual(FIRST_SIDE_WINS);
    expect(first?.seats.map((s) => [s.score?.mp, s.score?.vp])).toEqual([
      [600, 14],
      [200, 6],
    ]);
    expect(second?.hands).toBeNull();
    expect(second?.seats.map((s) => s.score)).toEqual([null, null]);
    expect(roundView(state, 2, START)).toBeNull();
    expect(nameOf(state, 'E9')).toBe('E9');
  });

  // BUR-CH art. 19: "Le tabelle, riprodotte sugli score, indicano i V.P."; its own tables were
  // lost, so a Champion event's VP come from FIBUR's table, a substitute, and say so on screen.
  it('BUR-CH art. 19: a round scored on a substitute or derived VP table says which', () => {
    const view = roundView(folded(logOf(ROUND_ONE)), 1, START);
    expect(view?.vpTable).toMatchObject({ notice: 'substitute', name: 'FIBUR 3 hands' });
    expect(view?.tables[0]?.seats[0]?.score?.vpTable?.notice).toBe('substitute');
    const [create, ...rest] = ROUND_ONE;
    const fibur = logOf([{ ...create, profile: 'fibur' } as typeof create, ...rest]);
    expect(roundView(folded(fibur), 1, START)?.vpTable).toBeNull();
  });

  it('ranks the entrants and says when the standings are final', () => {
    const state = folded(logOf(ROUND_ONE));
    const standings = standingsView(state, LATER);
    expect(standings.afterRound).toBe(1);
    expect(standings.final).toBe(false);
    expect(standings.rows.map((r) => [r.rank, r.entrant, r.vp, r.mp])).toEqual([
      [1, 'E1', 14, 600],
      [2, 'E4', 14, 600],
      [3, 'E2', 6, 200],
      [4, 'E3', 6, 200],
    ]);
    expect(standingsView(folded(logOf(BURRACO)), START)).toEqual({
      afterRound: 0,
      final: false,
      rows: [],
    });
  });

  it('tells an entrant’s history: table, opponent and score of every round', () => {
    const state = folded(logOf([...ROUND_ONE, { type: 'pair' }]));
    const history = entrantHistory(state, 'E4');
    expect(history).toEqual([
      {
        round: 1,
        table: 2,
        opponents: [{ entrant: 'E3', name: 'Elena - Fabio' }],
        partners: [],
        score: expect.objectContaining({ vp: 14, mp: 600 }),
        bye: false,
      },
      {
        round: 2,
        table: 1,
        opponents: [{ entrant: 'E1', name: 'Anna - Bruno' }],
        partners: [],
        score: null,
        bye: false,
      },
    ]);
  });

  it('lists the director’s decisions with their reasons, oldest first', () => {
    const state = folded(
      logOf([
        ...ROUND_ONE,
        { type: 'sanction', entrant: 'E2', player: 'Carla', level: 'warning', breach: 'ritardo' },
        {
          type: 'penalize',
          entrant: 'E3',
          mp: 100,
          vp: 0,
          round: 1,
          reason: 'carte scoperte',
          article: 'BUR-CH art. 50',
        },
      ]),
    );
    expect(decisions(state)).toEqual([
      expect.objectContaining({ kind: 'sanction', entrant: 'E2', reason: 'ritardo' }),
      expect.objectContaining({
        kind: 'penalty',
        entrant: 'E3',
        mp: -100,
        reason: 'carte scoperte',
      }),
    ]);
  });
});
