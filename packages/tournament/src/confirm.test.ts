/**
 * A confirmed decision records which kinds of doubt a person looked at: each code once, however
 * many seats or hands raised it (the refusal before the confirmation lists every one).
 */
import { describe, expect, it } from 'vitest';
import { CONFIRM_REQUIRED, unlessDoubted } from './confirm.js';
import { assignScore, pair } from './direct.js';
import type { Doubt } from './error.js';
import { at, eventWith } from './test-support.js';

const doubt = (code: string, other: string): Doubt => ({
  code,
  article: 'Tavolo',
  message: `${code} ${other}`,
  params: { other },
});

describe('confirmed doubts', () => {
  it('Tavolo: the refusal lists every doubt; the event names each kind once, in order', () => {
    const doubts = [doubt('b', 'E1'), doubt('a', 'E2'), doubt('b', 'E3')];
    const decide = () => ({
      ok: true as const,
      value: [{ type: 'tie-order-set' as const, order: [], ...at(1) }],
    });
    expect(unlessDoubted(doubts, {}, decide)).toMatchObject({
      ok: false,
      error: { code: CONFIRM_REQUIRED, params: { count: 3 }, doubts },
    });
    expect(unlessDoubted(doubts, { confirm: true }, decide)).toMatchObject({
      ok: true,
      value: [{ confirmed: ['b', 'a'] }],
    });
  });

  it('S40-CdG art. 25: own scores for the three others of a table, confirmed once', () => {
    const coppa = { name: 'Coppa', game: 'scala40', kind: 'individual' } as const;
    const table = { movement: { kind: 'standings-tables' }, hands: 3 } as const;
    const log = eventWith({ ...coppa, rounds: [table, table] }, 4);
    log.do((s) => pair(s, {}, at(5)));
    const entrant = log.state.rounds[0]?.pairing.tables[0]?.seats[0] as string;
    const assignment = {
      entrant,
      round: 1,
      vp: 0,
      mp: 0,
      reason: 'comportamento scorretto',
      article: 'S40-CdG art. 25',
      others: 'own' as const,
    };
    expect(log.refused((s) => assignScore(s, assignment, at(55))).doubts).toHaveLength(3);
    const [event] = log.do((s) => assignScore(s, { ...assignment, confirm: true }, at(55)));
    expect(event?.confirmed).toEqual(['assign-others-own']);
  });
});
