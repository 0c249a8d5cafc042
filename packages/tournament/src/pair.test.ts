import { describe, expect, it } from 'vitest';
import type { Movement } from './config.js';
import { assignScore, enterResult, pair, sanction } from './direct.js';
import { roundScores } from './scoring.js';
import { type Log, at, eventWith, firstSideWins } from './test-support.js';

const event = (
  movement: Movement,
  rounds: number,
  entrants: number,
  kind: 'pairs' | 'individual' = 'pairs',
) =>
  eventWith(
    {
      name: 'Coppa',
      game: 'burraco',
      kind,
      rounds: Array.from({ length: rounds }, () => ({ movement, hands: 3 })),
    },
    entrants,
  );

const seats = (log: Log, round: number) =>
  log.state.rounds[round - 1]?.pairing.tables.map((t) => t.seats);

describe('pairing each kind of round', () => {
  it('BUR-CH art. 19: a knockout seeds 1 v 4 and 2 v 3, then the winners meet, scoring 3-0', () => {
    const log = event({ kind: 'knockout' }, 2, 4);
    log.do((s) => pair(s, {}, at(5)));
    expect(seats(log, 1)).toEqual([
      ['E1', 'E4'],
      ['E2', 'E3'],
    ]);
    firstSideWins(log, 1, 1 * 60 + 50);
    expect(roundScores(log.state, 1).map((s) => [s.entrant, s.vp])).toEqual([
      ['E1', 3],
      ['E4', 0],
      ['E2', 3],
      ['E3', 0],
    ]);
    log.do((s) => pair(s, {}, at(65)));
    expect(seats(log, 2)?.map((t) => [...t].sort())).toEqual([['E1', 'E2']]);
  });

  it('BUR-CH art. 19: a knockout match with equal MP waits for the director to assign it', () => {
    const log = event({ kind: 'knockout' }, 2, 2);
    log.do((s) => pair(s, {}, at(5)));
    log.do((s) =>
      enterResult(
        s,
        {
          round: 1,
          table: 1,
          hands: [
            [100, 100],
            [0, 0],
            [0, 0],
          ],
          signedBy: ['E1', 'E2'],
        },
        at(50),
      ),
    );
    expect(log.refused((s) => pair(s, {}, at(60)))).toMatchObject({ code: 'knockout-undecided' });
    log.do((s) =>
      assignScore(
        s,
        {
          entrant: 'E2',
          round: 1,
          vp: 3,
          mp: 100,
          reason: 'ha chiuso E2',
          article: 'BUR-CH art. 19',
        },
        at(61),
      ),
    );
    log.do((s) =>
      assignScore(
        s,
        {
          entrant: 'E1',
          round: 1,
          vp: 0,
          mp: 100,
          reason: 'ha chiuso E2',
          article: 'BUR-CH art. 19',
        },
        at(61),
      ),
    );
    expect(roundScores(log.state, 1).map((s) => [s.entrant, s.vp])).toEqual([
      ['E1', 0],
      ['E2', 3],
    ]);
  });

  it('README: a round robin meets everyone once over its rounds', () => {
    const log = event({ kind: 'round-robin' }, 3, 4);
    const met = new Set<string>();
    for (let round = 1; round <= 3; round++) {
      log.do((s) => pair(s, {}, at(round * 60)));
      for (const t of seats(log, round) ?? []) met.add([...t].sort().join('-'));
      firstSideWins(log, round, round * 60 + 50);
    }
    expect([...met].sort()).toEqual(['E1-E2', 'E1-E3', 'E1-E4', 'E2-E3', 'E2-E4', 'E3-E4']);
  });

  it('BUR-CH art. 2: Burraco individual partners the 1st and 4th of a table against the 2nd and 3rd', () => {
    const log = event({ kind: 'standings-tables' }, 2, 8, 'individual');
    log.do((s) => pair(s, {}, at(5)));
    expect(seats(log, 1)).toEqual([
      ['E1', 'E2', 'E3', 'E4'],
      ['E5', 'E6', 'E7', 'E8'],
    ]);
    firstSideWins(log, 1, 1 * 60 + 50);
    const vp = Object.fromEntries(roundScores(log.state, 1).map((s) => [s.entrant, s.vp]));
    // Line E1 + E4 600 to line E2 + E3 200: 400 -> 14-6.
    expect([vp['E1'], vp['E4'], vp['E2'], vp['E3']]).toEqual([14, 14, 6, 6]);
    const odd = event({ kind: 'standings-tables' }, 1, 6, 'individual');
    expect(odd.refused((s) => pair(s, {}, at(5)))).toMatchObject({
      code: 'tables-of-four',
      article: 'BUR-CH art. 2',
    });
  });

  it('BUR-CH art. 50: an expelled player is not paired again', () => {
    const log = event({ kind: 'danish', variant: 'modified' }, 2, 4);
    log.do((s) => pair(s, {}, at(5)));
    log.do((s) =>
      sanction(
        s,
        { entrant: 'E3', player: 'Nord 3', level: 'expulsion', breach: 'condotta violenta' },
        at(20),
      ),
    );
    firstSideWins(log, 1, 1 * 60 + 50);
    log.do((s) => pair(s, {}, at(65)));
    expect(seats(log, 2)?.flat()).not.toContain('E3');
    expect(log.state.rounds[1]?.pairing.byes).toHaveLength(1);
  });
});
