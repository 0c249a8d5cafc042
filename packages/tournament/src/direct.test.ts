import { describe, expect, it } from 'vitest';
import {
  arriveLate,
  correctResult,
  enterResult,
  pair,
  publish,
  register,
  setTieOrder,
  withdraw,
} from './direct.js';
import { pairingFlags } from './pair.js';
import { roundScores } from './scoring.js';
import { standings } from './standings.js';
import { Log, at, eventWith, firstSideWins } from './test-support.js';

const burraco = (
  pairs: number,
  rounds: readonly ('danish' | 'mitchell')[] = ['danish', 'danish'],
  hands = 3,
) =>
  eventWith(
    {
      name: 'Trofeo',
      game: 'burraco',
      kind: 'pairs',
      rounds: rounds.map((r) => ({
        movement:
          r === 'danish'
            ? ({ kind: 'danish', variant: 'modified' } as const)
            : ({ kind: 'mitchell', step: 1 } as const),
        hands,
      })),
    },
    pairs,
  );

const scores = (log: Log, round: number) =>
  Object.fromEntries(roundScores(log.state, round).map((s) => [s.entrant, [s.vp, s.mp]]));

describe('entries, byes and late arrivals', () => {
  it('BUR-CH art. 3: with an odd count the last registered pair takes the highest table and rests', () => {
    const log = burraco(5);
    const [paired] = log.do((s) => pair(s, {}, at(5)));
    expect(paired).toMatchObject({
      pairing: { tables: [{ seats: ['E1', 'E2'] }, { seats: ['E3', 'E4'] }], byes: ['E5'] },
    });
    expect(scores(log, 1)['E5']).toEqual([13, 500]);
  });

  it('BUR-CH art. 3, 48: a late pair completes the incomplete table; 4 minutes late cost 100', () => {
    const log = burraco(5);
    log.do((s) => pair(s, {}, at(5)));
    const events = log.do((s) =>
      register(s, { players: ['Tardi 1', 'Tardi 2'], lateMinutes: 4 }, at(9)),
    );
    expect(events[1]).toMatchObject({ type: 'late-seated', table: 3, entrant: 'E6', joins: 'E5' });
    expect(log.state.rounds[0]?.pairing.byes).toEqual([]);
    log.do((s) =>
      enterResult(
        s,
        {
          round: 1,
          table: 3,
          hands: [
            [300, 300],
            [0, 0],
            [0, 0],
          ],
          signedBy: ['E5', 'E6'],
        },
        at(50),
      ),
    );
    // 300 to 200 after the penalty: a difference of 100, 11-9 on the 3-hand table.
    expect(scores(log, 1)['E5']).toEqual([11, 300]);
    expect(scores(log, 1)['E6']).toEqual([9, 200]);
  });

  it('BUR-CH art. 3: no entry once round 2 is paired', () => {
    const log = burraco(4);
    log.do((s) => pair(s, {}, at(5)));
    firstSideWins(log, 1, 50);
    log.do((s) => pair(s, {}, at(60)));
    expect(log.refused((s) => register(s, { players: ['A', 'B'] }, at(61)))).toMatchObject({
      code: 'too-late',
      article: 'BUR-CH art. 3',
    });
  });

  it('BUR-CH art. 48: late during the event, 7 minutes cost 100 MP; over 10 lose the match 13-7', () => {
    const log = burraco(4);
    log.do((s) => pair(s, {}, at(5)));
    firstSideWins(log, 1, 50);
    log.do((s) => pair(s, {}, at(60)));
    const [t1, t2] = log.state.rounds[1]?.pairing.tables ?? [];
    log.do((s) => arriveLate(s, { entrant: t1?.seats[0] as string, minutes: 7 }, at(67)));
    log.do((s) => arriveLate(s, { entrant: t2?.seats[1] as string, minutes: 12 }, at(72)));
    firstSideWins(log, 2, 110);
    const round2 = scores(log, 2);
    // 600 - 100 = 500 to 200: 300 -> 13-7.
    expect(round2[t1?.seats[0] as string]).toEqual([13, 500]);
    expect(round2[t2?.seats[0] as string]).toEqual([13, 500]);
    expect(round2[t2?.seats[1] as string]).toEqual([7, 0]);
  });

  it('S40-CdG art. 26: a late player completes a table of three in round 1, or enters later with one 3 VP and 80 MP', () => {
    const log = new Log({
      name: 'Coppa',
      game: 'scala40',
      kind: 'individual',
      rounds: [1, 2, 3].map(() => ({ movement: { kind: 'standings-tables' }, hands: 3 })),
    });
    for (let i = 1; i <= 7; i++) log.do((s) => register(s, { players: [`G${i}`] }, at(1)));
    log.do((s) => pair(s, {}, at(5)));
    expect(log.state.rounds[0]?.pairing.tables.map((t) => t.seats.length)).toEqual([4, 3]);
    log.do((s) => register(s, { players: ['G8'] }, at(8)));
    expect(log.state.rounds[0]?.pairing.tables[1]?.seats).toEqual(['E5', 'E6', 'E7', 'E8']);
    expect(log.refused((s) => register(s, { players: ['G9'] }, at(9)))).toMatchObject({
      code: 'no-incomplete-table',
      article: 'S40-CdG art. 26',
    });
    for (const t of log.state.rounds[0]?.pairing.tables ?? [])
      log.do((s) =>
        enterResult(
          s,
          {
            round: 1,
            table: t.table,
            // One closer a hand (S40-CdG art. 19): 0, 10, 20 and 30 over the three hands.
            hands: [
              [0, 4, 8, 12],
              [0, 3, 6, 9],
              [0, 3, 6, 9],
            ],
            signedBy: [...t.seats],
          },
          at(50),
        ),
      );
    log.do((s) => pair(s, {}, at(60)));
    log.do((s) => register(s, { players: ['G9'] }, at(61)));
    // One award: round 2's two tables of four have no seat for him, and he gets nothing there.
    expect(scores(log, 1)['E9']).toEqual([3, 80]);
    expect(scores(log, 2)['E9']).toBeUndefined();
  });
});

describe('withdrawals', () => {
  it('BUR-CH art. 47: a pair leaving during a round gives its opponents the 13 VP and 500 MP walkover', () => {
    const log = burraco(4);
    log.do((s) => pair(s, {}, at(5)));
    log.do((s) => withdraw(s, { entrant: 'E2', during: true, reason: 'malore' }, at(20)));
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
          at(21),
        ),
      ),
    ).toMatchObject({ code: 'walkover' });
    firstSideWins(log, 1, 50);
    expect(scores(log, 1)['E1']).toEqual([13, 500]);
    expect(scores(log, 1)['E2']).toEqual([0, 0]);
    log.do((s) => pair(s, {}, at(60)));
    const round2 = log.state.rounds[1]?.pairing;
    expect(round2?.tables.flatMap((t) => t.seats)).not.toContain('E2');
    expect(round2?.byes).toHaveLength(1);
  });
});

describe('flags and tie-breaks', () => {
  it('BUR-CH art. 21: a correction after the next Danish round is paired keeps the pairing and flags it', () => {
    const log = burraco(4, ['danish', 'danish', 'danish']);
    log.do((s) => pair(s, {}, at(5)));
    log.do((s) =>
      enterResult(
        s,
        {
          round: 1,
          table: 1,
          hands: [
            [300, 100],
            [200, 100],
            [100, 0],
          ],
          signedBy: ['E1', 'E2'],
        },
        at(50),
      ),
    );
    log.do((s) =>
      enterResult(
        s,
        {
          round: 1,
          table: 2,
          hands: [
            [100, 0],
            [0, 0],
            [0, 0],
          ],
          signedBy: ['E3', 'E4'],
        },
        at(50),
      ),
    );
    log.do((s) => publish(s, 1, at(52)));
    log.do((s) => pair(s, {}, at(60)));
    const published = log.state.rounds[1]?.pairing;
    expect(pairingFlags(log.state)).toEqual([]);
    // Inverted at table 1: E2 now leads, which would change round 2's tables.
    log.do((s) =>
      correctResult(
        s,
        {
          round: 1,
          table: 1,
          hands: [
            [100, 300],
            [100, 200],
            [0, 100],
          ],
          kind: 'inverted',
          agreedBy: ['E1', 'E2'],
          reason: 'punteggi invertiti',
        },
        at(70),
      ),
    );
    expect(log.state.rounds[1]?.pairing).toEqual(published);
    expect(pairingFlags(log.state)).toEqual([
      { round: 2, causedBy: { round: 1, table: 1, at: at(70).at }, article: 'BUR-CH art. 21' },
    ]);
  });

  it('tie-breaks: VP, then MP, then head-to-head, then the organizer', () => {
    const log = burraco(4, ['danish']);
    log.do((s) => pair(s, {}, at(5)));
    // Two identical tables: E1 and E3 tie on VP and MP, and never met.
    firstSideWins(log, 1, 50);
    expect(standings(log.state).map((r) => [r.entrant, r.decidedBy])).toEqual([
      ['E1', null],
      ['E3', 'organizer'],
      ['E2', null],
      ['E4', 'organizer'],
    ]);
    log.do((s) => setTieOrder(s, ['E3', 'E4'], at(55)));
    expect(standings(log.state).map((r) => r.entrant)).toEqual(['E3', 'E1', 'E4', 'E2']);
  });

  it('commands refuse impossible requests and change nothing', () => {
    const log = burraco(4);
    expect(
      log.refused((s) => withdraw(s, { entrant: 'E9', during: false, reason: 'x' }, at(2))),
    ).toMatchObject({ code: 'unknown-entrant' });
    // A name already registered may be a homonym: a doubt to confirm, not a refusal (names.ts).
    expect(log.refused((s) => register(s, { players: ['Nord 1', 'Altro'] }, at(2)))).toMatchObject({
      code: 'confirm-required',
      doubts: [{ code: 'similar-name', params: { name: 'Nord 1', entrant: 'E1' } }],
    });
    expect(log.refused((s) => register(s, { players: ['Solo'] }, at(2)))).toMatchObject({
      code: 'bad-entry',
    });
    log.do((s) => pair(s, {}, at(5)));
    expect(log.refused((s) => pair(s, {}, at(6)))).toMatchObject({ code: 'round-not-complete' });
    expect(log.refused((s) => publish(s, 1, at(6)))).toMatchObject({ code: 'round-not-complete' });
    expect(
      log.refused((s) => enterResult(s, { round: 1, table: 9, hands: [], signedBy: [] }, at(6))),
    ).toMatchObject({ code: 'unknown-table' });
    expect(
      log.refused((s) =>
        enterResult(s, { round: 1, table: 1, hands: [[0, 0]], signedBy: ['E1', 'E2'] }, at(6)),
      ),
    ).toMatchObject({ code: 'bad-scores' });
    expect(log.refused((s) => pair(s, {}, { at: 'ieri', by: 'arbitro' }))).toMatchObject({
      code: 'bad-stamp',
    });
  });
});
