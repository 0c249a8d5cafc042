import { describe, expect, it } from 'vitest';
import { enterResult, penalize } from './direct.js';
import { roundScores } from './scoring.js';
import { type Log, at, e1Wins1400To700, eventWith, pushPairing } from './test-support.js';

const scala40 = (players: number, hands = 5) =>
  eventWith(
    {
      name: 'Coppa',
      game: 'scala40',
      kind: 'individual',
      rounds: [{ movement: { kind: 'standings-tables' }, hands }],
    },
    players,
  );

const byEntrant = (log: Log, round: number) =>
  Object.fromEntries(roundScores(log.state, round).map((s) => [s.entrant, [s.vp, s.mp]]));

describe('Scala 40 table scores', () => {
  it('S40-CdG art. 22: a table of four, 5 hands, MP [0, 35, 80, 120] gives VP [16, 10, 4, 2]', () => {
    const log = scala40(4);
    pushPairing(
      log,
      {
        round: 1,
        tables: [{ table: 1, seats: ['E1', 'E2', 'E3', 'E4'] }],
        byes: [],
        explanation: [],
      },
      5,
    );
    log.do((s) =>
      enterResult(
        s,
        {
          round: 1,
          table: 1,
          // E1 closes every hand (S40-CdG art. 19); the others pay 35, 80 and 120 in all.
          hands: Array.from({ length: 5 }, () => [0, 7, 16, 24]),
          signedBy: ['E1', 'E2', 'E3', 'E4'],
        },
        at(60),
      ),
    );
    expect(byEntrant(log, 1)).toEqual({ E1: [16, 0], E2: [10, 35], E3: [4, 80], E4: [2, 120] });
  });

  it('S40-CdG art. 23: every player of the table signs the score sheet', () => {
    const log = scala40(4);
    pushPairing(
      log,
      {
        round: 1,
        tables: [{ table: 1, seats: ['E1', 'E2', 'E3', 'E4'] }],
        byes: [],
        explanation: [],
      },
      5,
    );
    const error = log.refused((s) =>
      enterResult(
        s,
        {
          round: 1,
          table: 1,
          hands: [
            [0, 0, 0, 0],
            [0, 0, 0, 0],
            [0, 0, 0, 0],
            [0, 0, 0, 0],
            [0, 0, 0, 0],
          ],
          signedBy: ['E1', 'E2', 'E3'],
        },
        at(60),
      ),
    );
    expect(error).toMatchObject({ code: 'not-signed', article: 'S40-CdG art. 23' });
  });

  it('a Scala 40 MP penalty adds negative points before the art. 22 table', () => {
    const log = scala40(4);
    pushPairing(
      log,
      {
        round: 1,
        tables: [{ table: 1, seats: ['E1', 'E2', 'E3', 'E4'] }],
        byes: [],
        explanation: [],
      },
      5,
    );
    log.do((s) =>
      penalize(
        s,
        { entrant: 'E1', mp: 50, vp: 0, reason: 'carte esposte', article: 'S40-CdG art. 11' },
        at(30),
      ),
    );
    log.do((s) =>
      enterResult(
        s,
        {
          round: 1,
          table: 1,
          // E1 closes every hand (S40-CdG art. 19); the others pay 35, 80 and 120 in all.
          hands: Array.from({ length: 5 }, () => [0, 7, 16, 24]),
          signedBy: ['E1', 'E2', 'E3', 'E4'],
        },
        at(60),
      ),
    );
    // MP [50, 35, 80, 120]: E2 8 + (15 + 45 + 85 = 145 -> 6) = 14; E1 6 + (30 + 70 = 100 -> 4) = 10.
    expect(byEntrant(log, 1)).toEqual({ E1: [10, 50], E2: [14, 35], E3: [4, 80], E4: [2, 120] });
  });
});

const burraco = (pairs: number, rounds = 2, hands = 3) =>
  eventWith(
    {
      name: 'Trofeo',
      game: 'burraco',
      kind: 'pairs',
      rounds: Array.from({ length: rounds }, () => ({
        movement: { kind: 'danish', variant: 'pure' } as const,
        hands,
      })),
    },
    pairs,
  );

describe('Burraco table scores', () => {
  it('BUR-CH art. 19: 3 hands, 1400 to 700 is a difference of 700: 16-4 on the FIBUR table', () => {
    const log = burraco(2);
    pushPairing(
      log,
      { round: 1, tables: [{ table: 1, seats: ['E1', 'E2'] }], byes: [], explanation: [] },
      5,
    );
    e1Wins1400To700(log);
    expect(
      log.refused((s) =>
        enterResult(
          s,
          {
            round: 1,
            table: 1,
            hands: [
              [0, 0],
              [0, 0],
              [0, 0],
            ],
            signedBy: ['E1', 'E2'],
          },
          at(51),
        ),
      ),
    ).toMatchObject({ code: 'already-entered' });
    expect(byEntrant(log, 1)).toEqual({ E1: [16, 1400], E2: [4, 700] });
  });

  it('BUR-CH art. 20: one player of each line signs', () => {
    const log = burraco(2);
    pushPairing(
      log,
      { round: 1, tables: [{ table: 1, seats: ['E1', 'E2'] }], byes: [], explanation: [] },
      5,
    );
    expect(
      log.refused((s) =>
        enterResult(
          s,
          {
            round: 1,
            table: 1,
            hands: [
              [0, 0],
              [0, 0],
              [0, 0],
            ],
            signedBy: ['E1'],
          },
          at(50),
        ),
      ),
    ).toMatchObject({ code: 'not-signed', article: 'BUR-CH art. 20' });
    expect(
      log.refused((s) =>
        enterResult(
          s,
          {
            round: 1,
            table: 1,
            hands: [
              [3, 0],
              [0, 0],
              [0, 0],
            ],
            signedBy: ['E1', 'E2'],
          },
          at(50),
        ),
      ),
    ).toMatchObject({ code: 'bad-scores' });
  });

  it('BUR-CH art. 3: a pair resting in a 3-hand round gets 13 VP and 500 MP', () => {
    const log = burraco(3);
    pushPairing(
      log,
      { round: 1, tables: [{ table: 1, seats: ['E1', 'E2'] }], byes: ['E3'], explanation: [] },
      5,
    );
    expect(byEntrant(log, 1)['E3']).toEqual([13, 500]);
  });

  it('BUR-CH art. 48: resting in the last round gives the average so far when it is higher', () => {
    const log = burraco(3, 2, 4);
    pushPairing(
      log,
      { round: 1, tables: [{ table: 1, seats: ['E3', 'E1'] }], byes: ['E2'], explanation: [] },
      5,
    );
    // 4 hands, 2005 to 0: over 2000 -> 20-0.
    log.do((s) =>
      enterResult(
        s,
        {
          round: 1,
          table: 1,
          hands: [
            [1000, 0],
            [1000, 0],
            [5, 0],
            [0, 0],
          ],
          signedBy: ['E1', 'E3'],
        },
        at(60),
      ),
    );
    pushPairing(
      log,
      { round: 2, tables: [{ table: 1, seats: ['E1', 'E2'] }], byes: ['E3'], explanation: [] },
      70,
    );
    // E3's average, one round at 20 VP and 2005 MP, beats 12 VP and 450 MP.
    expect(byEntrant(log, 2)['E3']).toEqual([20, 2005]);
  });
});
