import { describe, expect, it } from 'vitest';
import { pair } from './direct.js';
import { mitchellGuide } from './mitchell-guide.js';
import { at, eventWith, firstSideWins, unwrap } from './test-support.js';

/** A Burraco pairs event of `pairs` pairs: `mitchell` rounds, then one Danish. */
const mitchellEvent = (pairs: number, mitchell: number, step = 1) =>
  eventWith(
    {
      name: 'Coppa',
      date: '2026-11-21',
      game: 'burraco',
      kind: 'pairs',
      rounds: [
        ...Array.from({ length: mitchell }, () => ({
          movement: { kind: 'mitchell' as const, step },
          hands: 3,
        })),
        { movement: { kind: 'danish' as const, variant: 'pure' as const }, hands: 3 },
      ],
    },
    pairs,
  );

describe('the guide of a Mitchell phase', () => {
  it('BUR-CH art. 2: N/S stay, E/W move one table up, from the last back to the first', () => {
    const log = mitchellEvent(6, 3);
    log.do((s) => pair(s, {}, at(2)));
    const guide = unwrap(mitchellGuide(log.state, 1));
    expect(guide).toMatchObject({ first: 1, last: 3, step: 1 });
    expect(guide.tables.map((t) => t.table)).toEqual([1, 2, 3]);
    const [one, , three] = guide.tables;
    expect(one?.northSouth).toBe(log.state.rounds[0]?.pairing.tables[0]?.seats[0]);
    expect(one?.rounds.map((r) => r.next)).toEqual([2, 2, null]);
    expect(three?.rounds.map((r) => r.next)).toEqual([1, 1, null]);
    // The E/W pair that leaves table 1 after round 1 is the one at table 2 in round 2.
    expect(guide.tables[1]?.rounds[1]?.eastWest).toBe(one?.rounds[0]?.eastWest);
  });

  it('BUR-CH art. 2: the guide follows the rounds as `pair` makes them', () => {
    const log = mitchellEvent(8, 3, 2);
    for (let round = 1; round <= 3; round++) {
      log.do((s) => pair(s, {}, at(10 * round)));
      firstSideWins(log, round, 10 * round + 5);
    }
    const guide = unwrap(mitchellGuide(log.state, 2));
    for (const table of guide.tables)
      for (const planned of table.rounds) {
        const played = log.state.rounds[planned.round - 1]?.pairing.tables.find(
          (t) => t.table === table.table,
        );
        expect(played?.seats).toEqual([table.northSouth, planned.eastWest]);
      }
  });

  it('BUR-CH art. 3: an odd count has a phantom table, and whoever moves to it rests', () => {
    const log = mitchellEvent(7, 2);
    log.do((s) => pair(s, {}, at(2)));
    const guide = unwrap(mitchellGuide(log.state, 1));
    const phantom = guide.tables.at(-1);
    expect(phantom).toMatchObject({ table: 4, northSouth: null });
    expect(phantom?.rounds[0]?.eastWest).toBe(log.state.rounds[0]?.pairing.byes[0]);
    expect(guide.tables[2]?.rounds[0]?.next).toBe('rest');
  });

  it('refuses a round that is not Mitchell, or a phase not yet paired, with its figures', () => {
    const log = mitchellEvent(6, 2);
    expect(mitchellGuide(log.state, 1)).toMatchObject({
      ok: false,
      error: { code: 'not-paired', params: { round: 1 } },
    });
    log.do((s) => pair(s, {}, at(2)));
    expect(mitchellGuide(log.state, 3)).toMatchObject({
      ok: false,
      error: { code: 'not-mitchell', params: { round: 3 } },
    });
  });
});
