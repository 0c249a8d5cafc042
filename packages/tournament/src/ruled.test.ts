/**
 * A ruling given at a table is recorded with its consequences (issue: the arbitro's rulings):
 * E1 (Nord 1, Sud 1) meets E2 (Nord 2, Sud 2) at table 1 of a Burraco event.
 */
import { describe, expect, it } from 'vitest';
import { penalize, sanction } from './direct.js';
import { giveRuling } from './ruled.js';
import { standings } from './standings.js';
import { type Log, at, e1Wins1400To700, eventWith, pushPairing } from './test-support.js';
import { voidDecision } from './void.js';

const match = (): Log => {
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

const request = {
  entrant: 'E1',
  player: 'Nord 1',
  table: 1,
  entry: 'bur-ch-46-tempo',
  answers: { late: 'yes' },
  article: 'BUR-CH art. 46',
  ruling: 'Penalità di 100 MP per il superamento del tempo',
};

describe('giveRuling', () => {
  it('records the ruling and, after it, the penalty it brings (BUR-CH art. 46)', () => {
    const log = match();
    const events = log.do((s) =>
      giveRuling(s, request, at(20), [
        (after) =>
          penalize(
            after,
            { entrant: 'E1', mp: 100, vp: 0, reason: request.ruling, article: request.article },
            at(20),
          ),
      ]),
    );
    expect(events.map((e) => e.type)).toEqual(['ruled', 'penalized']);
    expect(events[0]).toMatchObject({
      consequences: 1,
      round: 1,
      table: 1,
      entry: 'bur-ch-46-tempo',
    });
    const state = log.state;
    expect(state.rulings).toEqual([
      expect.objectContaining({
        entrant: 'E1',
        player: 'Nord 1',
        table: 1,
        article: 'BUR-CH art. 46',
        seq: 5,
      }),
    ]);
    expect(state.adjustments).toContainEqual(expect.objectContaining({ entrant: 'E1', mp: -100 }));
  });

  it('records nothing when a consequence is refused', () => {
    const log = match();
    const error = log.refused((s) =>
      giveRuling(s, request, at(20), [
        (after) =>
          sanction(
            after,
            { entrant: 'E1', player: 'Nessuno', level: 'caution', breach: 'x' },
            at(20),
          ),
      ]),
    );
    expect(error.code).toBe('unknown-player');
    expect(log.state.rulings).toEqual([]);
  });

  it('refuses a table the entrant does not sit at, an unknown player, and a ruling before play', () => {
    const log = match();
    expect(log.refused((s) => giveRuling(s, { ...request, table: 2 }, at(20))).code).toBe(
      'unknown-table',
    );
    expect(log.refused((s) => giveRuling(s, { ...request, player: 'Sud 2' }, at(20))).code).toBe(
      'unknown-player',
    );
    expect(log.refused((s) => giveRuling(s, { ...request, ruling: ' ' }, at(20))).code).toBe(
      'bad-ruling',
    );
    const early = eventWith(
      {
        name: 'T',
        game: 'burraco',
        kind: 'pairs',
        rounds: [{ movement: { kind: 'danish', variant: 'pure' }, hands: 3 }],
      },
      2,
    );
    expect(early.refused((s) => giveRuling(s, request, at(2))).code).toBe('not-started');
  });

  it('is voided whole: the ruling and its consequences go, standings as if never given', () => {
    const log = match();
    e1Wins1400To700(log, 10);
    const before = standings(log.state);
    log.do((s) =>
      giveRuling(s, request, at(20), [
        (after) =>
          penalize(
            after,
            { entrant: 'E1', mp: 100, vp: 1, reason: request.ruling, article: request.article },
            at(20),
          ),
        (after) =>
          sanction(
            after,
            { entrant: 'E1', player: 'Nord 1', level: 'caution', breach: request.ruling },
            at(20),
          ),
      ]),
    );
    expect(standings(log.state)).not.toEqual(before);
    const ruledAt = log.events.findIndex((e) => e.type === 'ruled') + 1;
    // Voiding the sanction alone takes back the whole ruling it came with.
    log.do((s) =>
      voidDecision(s, [...log.events], { target: ruledAt + 2, reason: 'errore' }, at(30)),
    );
    expect(log.state.rulings).toEqual([]);
    expect(log.state.sanctions).toEqual([]);
    expect(standings(log.state)).toEqual(before);
  });
});
