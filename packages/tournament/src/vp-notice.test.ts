/**
 * A result scored on a derived table, or on another regulation's table standing in for the
 * event's own, says so (BUR-CH art. 19; README: a 2-hand default "may be offered only if it is
 * labelled as derived").
 */
import { FIBUR_3_HANDS } from '@tavolo/burraco';
import { describe, expect, it } from 'vitest';
import type { ConfigInput } from './config.js';
import { enterResult } from './direct.js';
import { exportCsv, exportJson } from './export.js';
import type { LoadedTournament } from './run-command.js';
import { roundScores } from './scoring.js';
import { at, eventWith, pushPairing } from './test-support.js';

const trofeo = (hands: number, more: Partial<ConfigInput> = {}) => {
  const log = eventWith(
    {
      name: 'Trofeo',
      game: 'burraco',
      kind: 'pairs',
      rounds: [{ movement: { kind: 'danish', variant: 'pure' }, hands }],
      ...more,
    },
    2,
  );
  pushPairing(
    log,
    { round: 1, tables: [{ table: 1, seats: ['E1', 'E2'] }], byes: [], explanation: [] },
    5,
  );
  log.do((s) =>
    enterResult(
      s,
      {
        round: 1,
        table: 1,
        hands: Array.from({ length: hands }, () => [300, 100]),
        signedBy: ['E1', 'E2'],
      },
      at(40),
    ),
  );
  return log;
};

describe('VP from a derived or substitute table', () => {
  // BUR-CH art. 19: "Le tabelle, riprodotte sugli score, indicano i V.P. da assegnare alle due
  // linee in base alla differenza M.P. registrata al termine della partita." The regulation's
  // own tables were lost: a Champion event scores on FIBUR's, a 2-hand round on a derived one.
  it('BUR-CH art. 19: each result of a 2-hand round says its VP come from a derived table', () => {
    const scores = roundScores(trofeo(2).state, 1);
    expect(scores.map((s) => s.vpTable?.notice)).toEqual(['derived', 'derived']);
    expect(scores[0]?.vpTable?.name).toContain('Derived 2 hands');
  });

  it('BUR-CH art. 19: a Champion event scored on the FIBUR table says it is a substitute', () => {
    expect(roundScores(trofeo(3).state, 1).map((s) => s.vpTable?.notice)).toEqual([
      'substitute',
      'substitute',
    ]);
  });

  it("BUR-CH art. 19: a FIBUR event on FIBUR's table, or an event on its own table, says nothing", () => {
    const own = { ...FIBUR_3_HANDS, name: 'Tabella del circolo', regulation: undefined };
    for (const log of [trofeo(3, { profile: 'fibur' }), trofeo(3, { vpTables: { '3': own } })])
      expect(roundScores(log.state, 1).map((s) => s.vpTable)).toEqual([undefined, undefined]);
  });

  it('BUR-CH art. 19: exports say so too, in JSON and in the CSV of results', () => {
    const log = trofeo(2);
    const loaded: LoadedTournament = {
      id: 'trofeo',
      events: log.events,
      state: log.state,
      lastSeq: log.events.length,
    };
    const json = exportJson(loaded, '2026-11-21T18:00:00Z');
    expect(json.rounds[0]?.scores[0]?.vpTable).toMatchObject({ notice: 'derived' });
    const [header, first] = exportCsv(loaded, 'results', 1).split('\n');
    expect(header?.split(',').at(-1)).toBe('vp_table');
    expect(first).toContain('derived: Derived 2 hands');
  });
});
