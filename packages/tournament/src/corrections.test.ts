import { describe, expect, it } from 'vitest';
import {
  correctionDeadline,
  correctionsWindow,
  openCorrections,
  roundStatus,
} from './corrections.js';
import { exportJson } from './export.js';
import { correctResult, enterResult, publish } from './direct.js';
import type { HandScores } from './event.js';
import type { Pairing } from './pairing.js';
import { roundScores } from './scoring.js';
import { at, e1Wins1400To700, eventWith, pushPairing } from './test-support.js';

const table = (round: number, seats: string[]): Pairing => ({
  round,
  tables: [{ table: 1, seats }],
  byes: [],
  explanation: [],
});

const burraco = () => {
  const log = eventWith(
    {
      name: 'Trofeo',
      game: 'burraco',
      kind: 'pairs',
      rounds: [
        { movement: { kind: 'danish', variant: 'pure' }, hands: 3 },
        { movement: { kind: 'danish', variant: 'pure' }, hands: 3 },
      ],
    },
    2,
  );
  pushPairing(log, table(1, ['E1', 'E2']), 5);
  e1Wins1400To700(log);
  return log;
};

const scala40 = () => {
  const log = eventWith(
    {
      name: 'Coppa',
      game: 'scala40',
      kind: 'individual',
      rounds: [
        { movement: { kind: 'standings-tables' }, hands: 3 },
        { movement: { kind: 'standings-tables' }, hands: 3 },
      ],
    },
    4,
  );
  pushPairing(log, table(1, ['E1', 'E2', 'E3', 'E4']), 5);
  scala40Sheet(log, 1, 50);
  return log;
};

/** The sheet of a Scala 40 table of four: E1 closes every hand, E2 to E4 hold 10, 20, 30. */
function scala40Sheet(log: ReturnType<typeof eventWith>, round: number, minute: number): void {
  log.do((s) =>
    enterResult(
      s,
      {
        round,
        table: 1,
        hands: [
          [0, 10, 20, 30],
          [0, 10, 20, 30],
          [0, 10, 20, 30],
        ],
        signedBy: ['E1', 'E2', 'E3', 'E4'],
      },
      at(minute),
    ),
  );
}

const fix = (
  hands: HandScores[],
  kind: 'calculation' | 'inverted' | 'other',
  agreedBy: string[] = [],
) => ({ round: 1, table: 1, hands, kind, agreedBy, reason: 'errore sullo score' });

describe('results: provisional -> official -> correction period -> final', () => {
  it('LAW 79C: the states of a round and the 30-minute correction period', () => {
    const log = burraco();
    expect(roundStatus(log.state, 1, at(51).at)).toBe('provisional');
    log.do((s) => publish(s, 1, at(55)));
    expect(roundStatus(log.state, 1, at(84).at)).toBe('official');
    expect(roundStatus(log.state, 1, at(85).at)).toBe('final');
  });

  it('LAW 79C: a correction inside the period is made, one after it is refused', () => {
    const log = burraco();
    log.do((s) => publish(s, 1, at(55)));
    const calc = fix(
      [
        [600, 200],
        [300, 400],
        [500, 150],
      ],
      'calculation',
    );
    log.do((s) => correctResult(s, calc, at(80)));
    expect(roundScores(log.state, 1).map((r) => [r.entrant, r.vp, r.mp])).toEqual([
      ['E1', 15, 1400],
      ['E2', 5, 750],
    ]);
    expect(log.refused((s) => correctResult(s, calc, at(86)))).toMatchObject({
      code: 'correction-period-over',
      article: 'LAW 79C',
    });
  });

  it('BUR-CH art. 21: no correction once the last round is final ("non sono ammesse correzioni agli scores dopo l\'ultimo turno di gara")', () => {
    const log = burraco();
    log.do((s) => publish(s, 1, at(55)));
    pushPairing(log, table(2, ['E1', 'E2']), 60);
    log.do((s) =>
      enterResult(
        s,
        {
          round: 2,
          table: 1,
          hands: [
            [100, 0],
            [0, 0],
            [0, 0],
          ],
          signedBy: ['E1', 'E2'],
        },
        at(100),
      ),
    );
    log.do((s) => publish(s, 2, at(105)));
    const late = {
      ...fix(
        [
          [100, 5],
          [0, 0],
          [0, 0],
        ],
        'calculation',
      ),
      round: 2,
    };
    expect(correctResult(log.state, late, at(134)).ok).toBe(true);
    expect(log.refused((s) => correctResult(s, late, at(135)))).toMatchObject({
      code: 'after-last-round',
      article: 'BUR-CH art. 21',
    });
    // "Non sono ammesse correzioni agli scores dopo l'ultimo turno di gara": an inversion the
    // whole table agrees on neither, hours later.
    const inverted = {
      ...fix(
        [
          [0, 100],
          [0, 0],
          [0, 0],
        ],
        'inverted',
        ['E1', 'E2'],
      ),
      round: 2,
    };
    expect(log.refused((s) => correctResult(s, inverted, at(500)))).toEqual({
      code: 'after-last-round',
      article: 'BUR-CH art. 21',
      message: 'no correction of the scores after the last round of the event',
      params: { round: 2 },
    });
  });

  it('LAW 79C: a round other than the last is refused once its own period is over', () => {
    const log = burraco();
    log.do((s) => publish(s, 1, at(55)));
    pushPairing(log, table(2, ['E1', 'E2']), 60);
    expect(
      log.refused((s) =>
        correctResult(
          s,
          fix(
            [
              [600, 200],
              [300, 400],
              [500, 150],
            ],
            'calculation',
          ),
          at(90),
        ),
      ),
    ).toMatchObject({ code: 'correction-period-over', article: 'LAW 79C' });
  });

  it('BUR-CH art. 21: a sum error is corrected even after the next round is paired', () => {
    const log = burraco();
    log.do((s) => publish(s, 1, at(55)));
    pushPairing(log, table(2, ['E1', 'E2']), 60);
    log.do((s) =>
      correctResult(
        s,
        fix(
          [
            [600, 200],
            [300, 400],
            [500, 150],
          ],
          'calculation',
        ),
        at(70),
      ),
    );
    expect(log.state.corrections).toHaveLength(1);
    expect(log.state.rounds[1]?.pairing.tables[0]?.seats).toEqual(['E1', 'E2']);
  });

  it('BUR-CH art. 21: inverted scores need the whole table and must be a true inversion', () => {
    const log = burraco();
    const inverted: HandScores[] = [
      [200, 600],
      [400, 300],
      [100, 500],
    ];
    expect(
      log.refused((s) => correctResult(s, fix(inverted, 'inverted', ['E1']), at(60))),
    ).toMatchObject({
      code: 'table-must-agree',
      article: 'BUR-CH art. 21',
    });
    expect(
      log.refused((s) =>
        correctResult(
          s,
          fix(
            [
              [200, 600],
              [400, 300],
              [100, 505],
            ],
            'inverted',
            ['E1', 'E2'],
          ),
          at(60),
        ),
      ),
    ).toMatchObject({ code: 'not-an-inversion' });
    log.do((s) => correctResult(s, fix(inverted, 'inverted', ['E1', 'E2']), at(60)));
    expect(roundScores(log.state, 1).map((r) => r.vp)).toEqual([4, 16]);
  });

  it('BUR-CH art. 21: any other change to a delivered score sheet is refused', () => {
    const log = burraco();
    expect(
      log.refused((s) =>
        correctResult(
          s,
          fix(
            [
              [0, 0],
              [0, 0],
              [0, 0],
            ],
            'other',
          ),
          at(60),
        ),
      ),
    ).toMatchObject({ code: 'score-sheet-final', article: 'BUR-CH art. 21' });
  });

  it('S40-CdG art. 24: a calculation error only before the next round is paired', () => {
    const log = scala40();
    const calc = fix(
      [
        [0, 10, 20, 30],
        [0, 10, 20, 30],
        [0, 10, 25, 30],
      ],
      'calculation',
    );
    expect(correctResult(log.state, calc, at(52)).ok).toBe(true);
    pushPairing(log, table(2, ['E1', 'E2', 'E3', 'E4']), 60);
    expect(log.refused((s) => correctResult(s, calc, at(62)))).toMatchObject({
      code: 'next-round-paired',
      article: 'S40-CdG art. 24',
    });
  });

  it('S40-CdG art. 24: inverted scores even after the next pairing, if the table agrees', () => {
    const log = scala40();
    pushPairing(log, table(2, ['E1', 'E2', 'E3', 'E4']), 60);
    const inverted = fix(
      [
        [10, 0, 20, 30],
        [10, 0, 20, 30],
        [10, 0, 20, 30],
      ],
      'inverted',
      ['E1', 'E2', 'E3', 'E4'],
    );
    log.do((s) => correctResult(s, inverted, at(62)));
    expect(roundScores(log.state, 1).map((r) => [r.entrant, r.mp])).toEqual([
      ['E1', 30],
      ['E2', 0],
      ['E3', 60],
      ['E4', 90],
    ]);
    expect(
      log.refused((s) =>
        correctResult(
          s,
          fix(
            [
              [0, 0, 0, 0],
              [0, 0, 0, 0],
              [0, 0, 0, 0],
            ],
            'other',
          ),
          at(63),
        ),
      ),
    ).toMatchObject({
      code: 'score-sheet-final',
      article: 'S40-CdG art. 24',
    });
  });
});

describe('the last round: BUR-CH art. 21 forbids corrections after it, S40-CdG art. 24 does not', () => {
  const lastRoundScala40 = () => {
    const log = scala40();
    pushPairing(log, table(2, ['E1', 'E2', 'E3', 'E4']), 60);
    scala40Sheet(log, 2, 100);
    return log;
  };
  const round2 = (
    hands: HandScores[],
    kind: 'calculation' | 'inverted',
    agreedBy: string[] = [],
  ) => ({ ...fix(hands, kind, agreedBy), round: 2 });

  it('S40-CdG art. 24: inverted scores of the last round are corrected hours after its publication, if the table agrees', () => {
    const log = lastRoundScala40();
    log.do((s) => publish(s, 2, at(105)));
    const inverted = round2(
      [
        [10, 0, 20, 30],
        [10, 0, 20, 30],
        [10, 0, 20, 30],
      ],
      'inverted',
      ['E1', 'E2', 'E3', 'E4'],
    );
    log.do((s) => correctResult(s, inverted, at(600)));
    expect(roundScores(log.state, 2).find((r) => r.entrant === 'E1')?.mp).toBe(30);
  });

  it("S40-CdG art. 24: a calculation error of the last round is corrected, whatever the time, until the round's standings are made", () => {
    const log = lastRoundScala40();
    const calc = round2(
      [
        [0, 10, 20, 30],
        [0, 10, 20, 30],
        [0, 10, 25, 30],
      ],
      'calculation',
    );
    expect(correctResult(log.state, calc, at(400)).ok).toBe(true);
    log.do((s) => publish(s, 2, at(405)));
    expect(log.refused((s) => correctResult(s, calc, at(406)))).toMatchObject({
      code: 'next-round-paired',
      article: 'S40-CdG art. 24',
      params: { round: 2 },
    });
  });

  it('S40-CdG art. 24: no LAW 79C period: a calculation error of a published round an hour later, the next round not yet paired', () => {
    const log = scala40();
    log.do((s) => publish(s, 1, at(55)));
    const calc = fix(
      [
        [0, 10, 20, 30],
        [0, 10, 20, 30],
        [0, 10, 25, 30],
      ],
      'calculation',
    );
    expect(correctResult(log.state, calc, at(200)).ok).toBe(true);
  });
});

describe('what a round leaves open to correction, as the front ends report it', () => {
  it('S40-CdG art. 24: a calculation error until the next pairing, an inversion at any time, no period', () => {
    const log = scala40();
    const open = { article: 'S40-CdG art. 24', calculation: true, inverted: true };
    expect(openCorrections(log.state, 1, at(52).at)).toEqual(open);
    log.do((s) => publish(s, 1, at(55)));
    // Hours after the publication, past any LAW 79C period: still open, the next round unpaired.
    expect(openCorrections(log.state, 1, at(600).at)).toEqual(open);
    pushPairing(log, table(2, ['E1', 'E2', 'E3', 'E4']), 601);
    expect(openCorrections(log.state, 1, at(602).at)).toEqual({ ...open, calculation: false });
    // The last round: its publication makes its standings.
    scala40Sheet(log, 2, 650);
    expect(openCorrections(log.state, 2, at(651).at).calculation).toBe(true);
    log.do((s) => publish(s, 2, at(655)));
    expect(openCorrections(log.state, 2, at(656).at)).toEqual({ ...open, calculation: false });
  });

  it('BUR-CH art. 21 and LAW 79C: both kinds while the period runs, neither after it', () => {
    const log = burraco();
    log.do((s) => publish(s, 1, at(55)));
    const open = { article: 'BUR-CH art. 21', calculation: true, inverted: true };
    expect(openCorrections(log.state, 1, at(60).at)).toEqual(open);
    expect(openCorrections(log.state, 1, at(90).at)).toEqual({
      ...open,
      calculation: false,
      inverted: false,
    });
  });
});

describe('the correction window the reports and exports carry', () => {
  it('S40-CdG art. 24: no period, so no end of one; what art. 24 leaves open instead', () => {
    const log = scala40();
    log.do((s) => publish(s, 1, at(55)));
    expect(correctionsWindow(log.state, 1, at(600).at)).toEqual({
      correctionsUntil: null,
      corrections: { article: 'S40-CdG art. 24', calculation: true, inverted: true },
    });
    expect(
      exportJson({ id: 'ev', state: log.state, events: [], lastSeq: 0 }, at(600).at).rounds[0],
    ).toMatchObject({
      correctionsUntil: null,
      corrections: { article: 'S40-CdG art. 24', calculation: true },
    });
  });

  it('BUR-CH art. 21 and LAW 79C: the end of the period, the same in the JSON export', () => {
    const log = burraco();
    log.do((s) => publish(s, 1, at(55)));
    const until = correctionDeadline(log.state, 1);
    expect(until).not.toBeNull();
    expect(correctionsWindow(log.state, 1, at(60).at).correctionsUntil).toBe(until);
    expect(
      exportJson({ id: 'ev', state: log.state, events: [], lastSeq: 0 }, at(60).at).rounds[0],
    ).toMatchObject({
      correctionsUntil: until,
      corrections: { article: 'BUR-CH art. 21', calculation: true, inverted: true },
    });
  });
});
