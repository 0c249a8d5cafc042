/**
 * An assigned score applies to the entrant named, and only to it; what the rest of the table
 * gets is stated, and confirmed where the table has no result.
 */
import { describe, expect, it } from 'vitest';
import { replay } from './apply-event.js';
import { CONFIRM_REQUIRED } from './confirm.js';
import { type Assignment, assignScore, enterResult, pair, register } from './direct.js';
import { roundComplete, roundScores } from './scoring.js';
import {
  Log,
  at,
  e1Wins1400To700,
  eventWith,
  pushPairing,
  scala40SheetByRank,
  unwrap,
} from './test-support.js';
import { voidDecision } from './void.js';

const burraco = () => {
  const log = eventWith(
    {
      name: 'Trofeo',
      game: 'burraco',
      kind: 'pairs',
      rounds: [1, 2].map(() => ({ movement: { kind: 'danish', variant: 'pure' }, hands: 3 })),
    },
    2,
  );
  pushPairing(
    log,
    { round: 1, tables: [{ table: 1, seats: ['E1', 'E2'] }], byes: [], explanation: [] },
    5,
  );
  return log;
};

/** Four Scala 40 players at one table, with a sheet that ends 0, 10, 20, 30 three times. */
const scala40Table = (withResult: boolean) => {
  const log = new Log({
    name: 'Coppa',
    game: 'scala40',
    kind: 'individual',
    rounds: [1, 2].map(() => ({ movement: { kind: 'standings-tables' }, hands: 3 })),
  });
  for (const p of ['Anna Neri', 'Bruno Blu', 'Carla Rossi', 'Dario Verdi'])
    log.do((s) => register(s, { players: [p] }, at(1)));
  log.do((s) => pair(s, {}, at(5)));
  const seats = log.state.rounds[0]?.pairing.tables[0]?.seats ?? [];
  if (withResult) scala40SheetByRank(log, 1, 1, 50);
  return { log, seats };
};

const decision = (entrant: string, more: Partial<Assignment> = {}): Assignment => ({
  entrant,
  round: 1,
  vp: 0,
  mp: 0,
  reason: 'comportamento scorretto',
  article: 'BUR-CH art. 50',
  ...more,
});

const scores = (log: Log, round = 1) =>
  Object.fromEntries(roundScores(log.state, round).map((s) => [s.entrant, [s.vp, s.mp, s.source]]));

describe('an assigned score', () => {
  it('BUR-CH art. 19: at a table with a result, replaces the named entrant only; the other keeps its score as played', () => {
    const log = burraco();
    e1Wins1400To700(log);
    const played = scores(log);
    expect(played['E2']).toEqual([expect.any(Number), 700, 'table']);
    const events = log.do((s) => assignScore(s, decision('E1', { vp: 10, mp: 500 }), at(55)));
    expect(events).toMatchObject([{ type: 'score-assigned', others: 'played', table: 1 }]);
    expect(scores(log)).toEqual({ E1: [10, 500, 'assigned'], E2: played['E2'] });
    expect(roundComplete(log.state, 1)).toBe(true);
  });

  it('S40-CdG art. 22: at a Scala 40 table, assigning one player leaves the three others their VP as played', () => {
    const { log, seats } = scala40Table(true);
    const [first, ...others] = seats as [string, ...string[]];
    const played = scores(log);
    log.do((s) =>
      assignScore(s, decision(first, { vp: 0, mp: 300, article: 'S40-CdG art. 25' }), at(55)),
    );
    const after = scores(log);
    expect(after[first]).toEqual([0, 300, 'assigned']);
    for (const o of others) expect(after[o]).toEqual(played[o]);
    expect(others.some((o) => (after[o]?.[0] as number) > 0)).toBe(true);
  });

  it('Tavolo: at a table without a result, the command says what the others get and is refused until it does', () => {
    const log = burraco();
    expect(log.refused((s) => assignScore(s, decision('E1'), at(55)))).toMatchObject({
      code: 'others-required',
      params: { entrant: 'E1', round: 1, table: 1 },
    });
    expect(
      log.refused((s) => assignScore(s, decision('E1', { others: 'played' }), at(55))),
    ).toMatchObject({ code: 'others-required' });
    expect(log.events).toHaveLength(4);
  });

  it('BUR-CH art. 47, 48: a walkover for the others is stated seat by seat and recorded only once confirmed', () => {
    const log = burraco();
    const asked = log.refused((s) =>
      assignScore(s, decision('E1', { vp: 7, others: 'walkover' }), at(55)),
    );
    expect(asked).toMatchObject({
      code: CONFIRM_REQUIRED,
      doubts: [
        {
          code: 'assign-others-walkover',
          article: 'BUR-CH art. 47, 48',
          params: { other: 'E2', vp: 13, mp: 500, table: 1 },
        },
      ],
    });
    const events = log.do((s) =>
      assignScore(s, decision('E1', { vp: 7, others: 'walkover', confirm: true }), at(55)),
    );
    expect(events).toMatchObject([
      { type: 'score-assigned', others: 'walkover', confirmed: ['assign-others-walkover'] },
    ]);
    expect(scores(log)).toEqual({ E1: [7, 0, 'assigned'], E2: [13, 500, 'assigned'] });
    const sheet = {
      round: 1,
      table: 1,
      hands: [
        [300, 100],
        [200, 100],
        [100, 0],
      ],
      signedBy: ['E1', 'E2'],
    };
    expect(log.refused((s) => enterResult(s, sheet, at(56)))).toMatchObject({ code: 'walkover' });
  });

  it('S40-CdG art. 25: at Scala 40 the refusal asks for own scores alone, the players left playing on as three', () => {
    const { log, seats } = scala40Table(false);
    expect(log.refused((s) => assignScore(s, decision(seats[0] as string), at(55)))).toMatchObject({
      code: 'others-required',
      params: { check: 'others-own-scala40', round: 1, table: 1 },
    });
  });

  it('S40-CdG art. 25: no walkover at Scala 40, where the players left play on as three', () => {
    const { log, seats } = scala40Table(false);
    expect(
      log.refused((s) =>
        assignScore(s, decision(seats[0] as string, { others: 'walkover', confirm: true }), at(55)),
      ),
    ).toMatchObject({ code: 'no-walkover', article: 'S40-CdG art. 25' });
  });

  it('Tavolo: own scores at a table without a result, confirmed; the table completes with the last seat', () => {
    const { log, seats } = scala40Table(false);
    const [a, b, c, d] = seats as [string, string, string, string];
    const asked = log.refused((s) => assignScore(s, decision(a, { others: 'own' }), at(55)));
    expect(asked.code).toBe(CONFIRM_REQUIRED);
    expect(asked.doubts?.map((x) => x.params?.['other'])).toEqual([b, c, d]);
    log.do((s) => assignScore(s, decision(a, { vp: 1, others: 'own', confirm: true }), at(55)));
    expect(roundComplete(log.state, 1)).toBe(false);
    log.do((s) => assignScore(s, decision(b, { vp: 2, others: 'own', confirm: true }), at(56)));
    log.do((s) => assignScore(s, decision(c, { vp: 3, others: 'own', confirm: true }), at(57)));
    expect(roundComplete(log.state, 1)).toBe(false);
    // The last seat: the others all have a score, nothing to confirm.
    log.do((s) => assignScore(s, decision(d, { vp: 4, others: 'own' }), at(58)));
    expect(roundComplete(log.state, 1)).toBe(true);
    expect(
      roundScores(log.state, 1)
        .map((x) => x.vp)
        .sort(),
    ).toEqual([1, 2, 3, 4]);
  });

  it('Tavolo: a second assigned score for the same entrant and round is refused until the first is voided', () => {
    const log = burraco();
    e1Wins1400To700(log);
    log.do((s) => assignScore(s, decision('E1', { vp: 10 }), at(55)));
    const first = log.events.length;
    expect(log.refused((s) => assignScore(s, decision('E1', { vp: 12 }), at(56)))).toMatchObject({
      code: 'already-assigned',
      params: { entrant: 'E1', round: 1, seq: first },
    });
    log.do((s) => voidDecision(s, log.events, { target: first, reason: 'VP sbagliati' }, at(57)));
    log.do((s) => assignScore(s, decision('E1', { vp: 12 }), at(58)));
    expect(scores(log)['E1']).toEqual([12, 0, 'assigned']);
  });

  it('Tavolo: an assignment recorded before `others` existed replays with its old meaning, the table a walkover', () => {
    const log = burraco();
    e1Wins1400To700(log);
    // As written before: no `others`, no `table`.
    log.push({
      type: 'score-assigned',
      round: 1,
      entrant: 'E1',
      vp: 10,
      mp: 0,
      reason: 'r',
      article: 'BUR-CH art. 50',
      ...at(55),
    });
    const state = unwrap(replay(log.events));
    expect(state.rounds[0]?.walkovers.has(1)).toBe(true);
    expect(
      Object.fromEntries(roundScores(state, 1).map((s) => [s.entrant, [s.vp, s.source]])),
    ).toEqual({ E1: [10, 'assigned'], E2: [0, 'pending'] });
  });
});
