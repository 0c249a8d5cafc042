import { describe, expect, it } from 'vitest';
import { makeConfig } from './config.js';
import { enterResult, withdraw } from './direct.js';
import { roundScores } from './scoring.js';
import { type Log, at, eventWith, pushPairing } from './test-support.js';

// The section after S40-CdG art. 26, "Punteggi da assegnare nei casi di tavolo incompleto":
// "Ai giocatori dei tavolo incompleti viene data la possibilità di giocare in tre tenendo sempre
// validi i punteggi come per quattro al giocatore riposato viene assegnato 1000".
const ARTICLE = 'S40-CdG art. 26, "Punteggi da assegnare nei casi di tavolo incompleto"';

const coppa = (players: number, tableOfThree?: 'as-four' | 'as-three') =>
  eventWith(
    {
      name: 'Coppa',
      game: 'scala40',
      kind: 'individual',
      rounds: [{ movement: { kind: 'standings-tables' }, hands: 3 }],
      ...(tableOfThree ? { tableOfThree } : {}),
    },
    players,
  );

const byEntrant = (log: Log) =>
  Object.fromEntries(roundScores(log.state, 1).map((s) => [s.entrant, [s.vp, s.mp]]));

/** One table of three, E1 E2 E3, whose sheet ends on 10, 50 and 100 negative points. */
const tableOfThree = (reading?: 'as-four' | 'as-three') => {
  const log = coppa(3, reading);
  pushPairing(
    log,
    { round: 1, tables: [{ table: 1, seats: ['E1', 'E2', 'E3'] }], byes: [], explanation: [] },
    5,
  );
  log.do((s) =>
    enterResult(
      s,
      {
        round: 1,
        table: 1,
        // One closer a hand (S40-CdG art. 19): 10, 50 and 100 in all.
        hands: [
          [0, 25, 50],
          [5, 0, 50],
          [5, 25, 0],
        ],
        signedBy: ['E1', 'E2', 'E3'],
      },
      at(60),
    ),
  );
  return log;
};

describe('a Scala 40 table of three, by the event setting (S40-CdG art. 25, 26)', () => {
  it(`${ARTICLE}: an event reads the text literally unless it says otherwise`, () => {
    const base = {
      name: 'Coppa',
      date: '2026-11-21',
      game: 'scala40',
      kind: 'individual',
      rounds: [{ movement: { kind: 'standings-tables' }, hands: 5 }],
    } as const;
    expect(makeConfig(base)).toMatchObject({ ok: true, value: { tableOfThree: 'as-four' } });
    expect(makeConfig({ ...base, tableOfThree: 'as-three' })).toMatchObject({
      ok: true,
      value: { tableOfThree: 'as-three' },
    });
    expect(makeConfig({ ...base, tableOfThree: 'as-two' as unknown as 'as-four' })).toMatchObject({
      ok: false,
      error: { code: 'bad-config', article: 'S40-CdG art. 26' },
    });
  });

  it(`${ARTICLE}: literally, "come per quattro" with the resting seat at 1000`, () => {
    // E1: 8 + (40 + 90 + 990 -> 12); E2: 6 + (50 + 950 -> 12); E3: 4 + (900 -> 12).
    expect(byEntrant(tableOfThree())).toEqual({ E1: [20, 10], E2: [18, 50], E3: [16, 100] });
    expect(byEntrant(tableOfThree('as-four'))).toEqual({
      E1: [20, 10],
      E2: [18, 50],
      E3: [16, 100],
    });
  });

  it(`${ARTICLE}: the other reading scores the three among themselves`, () => {
    // On the 3-4 hands table: E1 8 + (40 + 90 = 130 -> 8); E2 6 + (50 -> 2); E3 4.
    expect(byEntrant(tableOfThree('as-three'))).toEqual({
      E1: [16, 10],
      E2: [8, 50],
      E3: [4, 100],
    });
  });

  /** A table of four, E1 to E4, that E4 leaves during round 1; sheets of 10, 50, 100 (and 0). */
  const leftByE4 = (reading?: 'as-four' | 'as-three') => {
    const log = coppa(4, reading);
    const seats = ['E1', 'E2', 'E3', 'E4'];
    pushPairing(log, { round: 1, tables: [{ table: 1, seats }], byes: [], explanation: [] }, 5);
    log.do((s) => withdraw(s, { entrant: 'E4', during: true, reason: 'malore' }, at(20)));
    const hands = [
      [0, 25, 50, 0],
      [5, 0, 50, 0],
      [5, 25, 0, 0],
    ];
    const sheet = (signedBy: string[]) => (s: Log['state']) =>
      enterResult(s, { round: 1, table: 1, hands, signedBy }, at(60));
    return { log, sheet };
  };

  it(`S40-CdG art. 25: the players left by one who walks out play three, scored by the same reading`, () => {
    // "ai giocatori che restano al tavolo incompleto o zoppo verrà permesso il gioco a tre".
    const walkedOut = (reading: 'as-four' | 'as-three') => {
      const { log, sheet } = leftByE4(reading);
      log.do(sheet(['E1', 'E2', 'E3']));
      return byEntrant(log);
    };
    // The one who left: no VP, and the resting seat's 1000 under either reading.
    expect(walkedOut('as-four')).toEqual({
      E1: [20, 10],
      E2: [18, 50],
      E3: [16, 100],
      E4: [0, 1000],
    });
    expect(walkedOut('as-three')).toEqual({
      E1: [16, 10],
      E2: [8, 50],
      E3: [4, 100],
      E4: [0, 1000],
    });
  });

  it('S40-CdG art. 23, 25: a table left by a player is signed by the three who finished it', () => {
    // Art. 23: "Lo score deve essere controfirmato dai 4 giocatori"; art. 25: "ai giocatori che
    // restano al tavolo incompleto o zoppo verrà permesso il gioco a tre".
    const { log, sheet } = leftByE4();
    expect(log.refused(sheet(['E1', 'E2']))).toMatchObject({
      code: 'not-signed',
      article: 'S40-CdG art. 23',
    });
    log.do(sheet(['E1', 'E2', 'E3']));
    expect(log.state.rounds[0]?.results.has(1)).toBe(true);
  });
});
