import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConfigInput } from './config.js';
import { CONFIRM_REQUIRED } from './confirm.js';
import { correctResult, enterResult, withdraw } from './direct.js';
import type { HandScores } from './event.js';
import { burracoBounds, scala40Bounds } from './plausibility.js';
import { type Log, at, eventWith, pushPairing } from './test-support.js';

const SEATS = ['E1', 'E2', 'E3', 'E4'];

/** A Scala 40 round of 3 hands, one table of four paired at minute 5. */
const scala40Table = (profile = 'fisca-gara'): Log => {
  const log = eventWith(
    {
      name: 'Coppa',
      game: 'scala40',
      kind: 'individual',
      profile,
      rounds: [{ movement: { kind: 'standings-tables' }, hands: 3 }],
    },
    4,
  );
  pushPairing(
    log,
    { round: 1, tables: [{ table: 1, seats: SEATS }], byes: [], explanation: [] },
    5,
  );
  return log;
};

/** A Burraco pairs round of 3 hands, E1 against E2, paired at minute 5. */
const burracoTable = (profile = 'champion'): Log => {
  const config: ConfigInput = {
    name: 'Coppa',
    game: 'burraco',
    kind: 'pairs',
    profile,
    rounds: [{ movement: { kind: 'danish', variant: 'modified' }, hands: 3 }],
  };
  const log = eventWith(config, 2);
  pushPairing(
    log,
    { round: 1, tables: [{ table: 1, seats: ['E1', 'E2'] }], byes: [], explanation: [] },
    5,
  );
  return log;
};

const sheet =
  (hands: readonly HandScores[], signedBy = SEATS, minute = 60, confirm = false) =>
  (s: Log['state']) =>
    enterResult(
      s,
      { round: 1, table: 1, hands, signedBy, ...(confirm ? { confirm } : {}) },
      at(minute),
    );

/** Three hands: E1 closes each, the others pay modest points. */
const ordinary: HandScores[] = [
  [0, 20, 35, 60],
  [0, 15, 40, 90],
  [0, 25, 30, 45],
];

describe('plausibility of a Scala 40 sheet (S40-CdG art. 1, 4, 13, 19-22)', () => {
  it('S40-CdG art. 1, 13, 22: a player takes at most 208 points in a hand, 416 where a closing in mano doubles', () => {
    // 14 cards (13 dealt, art. 4, and one too many, art. 13): 4 jolly at 25, 8 aces at 11 and
    // two cards at 10. S40-REG art. 9b "si conta doppio".
    expect(scala40Bounds('fisca-gara')).toEqual({ min: 2, max: 208, unlikely: 155 });
    expect(scala40Bounds('fisca-101+b')).toEqual({ min: 2, max: 416, unlikely: 310 });
    // S40-CLUB §D: an ace alone is worth 1.
    expect(scala40Bounds('club-151').min).toBe(1);
  });

  it('S40-CdG art. 22: a hand of 25,000 points is refused, naming hand and seat', () => {
    const log = scala40Table();
    const hands = ordinary.map((h, i) => (i === 1 ? [0, 15, 25_000, 90] : h));
    expect(log.refused(sheet(hands))).toMatchObject({
      code: 'impossible-score',
      article: 'S40-CdG art. 22',
      params: { hand: 2, seat: 3, entrant: 'E3', points: 25_000, limit: 208, check: 'above-max' },
    });
    expect(log.state.rounds[0]?.results.size).toBe(0);
  });

  it('S40-CdG art. 19, 20: two players at 0 in one hand are refused: only the closer has no card', () => {
    const log = scala40Table();
    const hands = ordinary.map((h, i) => (i === 2 ? [0, 0, 30, 45] : h));
    expect(log.refused(sheet(hands))).toMatchObject({
      code: 'impossible-score',
      article: 'S40-CdG art. 19, 20',
      params: { hand: 3, seat: 2, entrant: 'E2', check: 'two-closers' },
    });
  });

  it('S40-CdG art. 22: 1 point is less than any card but where an ace alone is worth 1 (S40-CLUB §D)', () => {
    const hands = ordinary.map((h, i) => (i === 0 ? [0, 1, 35, 60] : h));
    expect(scala40Table().refused(sheet(hands))).toMatchObject({
      code: 'impossible-score',
      params: { hand: 1, seat: 2, points: 1, limit: 2, check: 'below-min' },
    });
    const club = scala40Table('club-151');
    club.do(sheet(hands));
    expect(club.state.rounds[0]?.results.has(1)).toBe(true);
  });

  it('S40-CdG art. 19, 21: a hand nobody closed is a doubt (the time out may end it), recorded once confirmed', () => {
    const log = scala40Table();
    const hands = ordinary.map((h, i) => (i === 0 ? [10, 20, 35, 60] : h));
    expect(log.refused(sheet(hands))).toMatchObject({
      code: CONFIRM_REQUIRED,
      doubts: [{ code: 'unlikely-score', params: { hand: 1, check: 'no-closing', points: 10 } }],
    });
    expect(log.state.rounds[0]?.results.size).toBe(0);
    const [event] = log.do(sheet(hands, SEATS, 60, true));
    expect(event).toMatchObject({ type: 'result-entered', confirmed: ['unlikely-score'] });
  });

  it("S40-CdG art. 4, 22: more than half again a full hand's average (155) is a doubt", () => {
    const log = scala40Table();
    const hands = ordinary.map((h, i) => (i === 1 ? [0, 15, 40, 180] : h));
    expect(log.refused(sheet(hands))).toMatchObject({
      code: CONFIRM_REQUIRED,
      doubts: [
        {
          code: 'unlikely-score',
          params: { hand: 2, seat: 4, entrant: 'E4', points: 180, limit: 155, check: 'outlier' },
        },
      ],
    });
  });

  it('S40-CdG art. 25: the seat of a player who walked out is not checked', () => {
    const log = scala40Table();
    log.do((s) => withdraw(s, { entrant: 'E4', during: true, reason: 'malore' }, at(20)));
    log.do(
      sheet(
        [
          [0, 20, 35, 0],
          [15, 0, 40, 0],
          [25, 30, 0, 0],
        ],
        ['E1', 'E2', 'E3'],
      ),
    );
    expect(log.state.rounds[0]?.results.has(1)).toBe(true);
  });

  it('accepts, with no doubt, any sheet where one player closes each hand and the others pay from 2 to 155', () => {
    const hand = fc
      .tuple(fc.nat(3), fc.array(fc.integer({ min: 2, max: 155 }), { minLength: 4, maxLength: 4 }))
      .map(([closer, points]) => points.map((p, seat) => (seat === closer ? 0 : p)));
    fc.assert(
      fc.property(fc.array(hand, { minLength: 3, maxLength: 3 }), (hands) => {
        const log = scala40Table();
        const [event] = log.do(sheet(hands));
        expect(event).toMatchObject({ type: 'result-entered' });
        expect(event?.confirmed).toBeUndefined();
      }),
      { numRuns: 40 },
    );
  });
});

describe('plausibility of a Burraco sheet (BUR-CH art. 1, 14, 19)', () => {
  it('BUR-CH art. 19: a line scores from -1280 to 5780 in a hand (Champion), -1180 to 4180 (FIBUR)', () => {
    // 108 cards worth 1080; at best fifteen burrachi puliti of 7 cards (art. 14) and the
    // closing; at worst every card in hand and the pozzetto not taken.
    const config = (profile: string) =>
      ({ profile, kind: 'pairs', vpTables: {} }) as unknown as Parameters<typeof burracoBounds>[0];
    expect(burracoBounds(config('champion'), 3)).toMatchObject({ min: -1280, max: 5780 });
    expect(burracoBounds(config('fibur'), 3)).toMatchObject({ min: -1180, max: 4180 });
  });

  it("BUR-CH art. 19: the doubt starts at the wider 20-0 difference, the event's table or the FIBUR one", () => {
    const club = {
      name: 'circolo',
      source: 'circolo',
      derived: false,
      bands: [
        { upTo: 300, winner: 12, loser: 8 },
        { upTo: null, winner: 20, loser: 0 },
      ],
    };
    const config = (vpTables: object, kind = 'pairs') =>
      ({ profile: 'champion', kind, vpTables }) as unknown as Parameters<typeof burracoBounds>[0];
    // A club's narrow table changes the VP, not what a hand gives: 1500 over 3 hands stands.
    expect(burracoBounds(config({ '3': club }), 3).unlikely).toBe(1500);
    expect(burracoBounds(config({}), 4).unlikely).toBe(2000);
    // Teams add up to four lines (BUR-CH art. 2).
    expect(burracoBounds(config({}, 'teams'), 3)).toMatchObject({
      min: -5120,
      max: 23120,
      unlikely: 6000,
    });
  });

  it('BUR-CH art. 19: 25,000 points in a hand are refused, naming hand and line', () => {
    const log = burracoTable();
    const hands = [
      [600, 200],
      [25_000, 400],
      [500, 100],
    ];
    expect(log.refused(sheet(hands, ['E1', 'E2']))).toMatchObject({
      code: 'impossible-score',
      article: 'BUR-CH art. 19',
      params: { hand: 2, seat: 1, entrant: 'E1', points: 25_000, limit: 5780, check: 'above-max' },
    });
    expect(
      log.refused(
        sheet(
          [
            [600, -1300],
            [300, 400],
            [500, 100],
          ],
          ['E1', 'E2'],
        ),
      ),
    ).toMatchObject({ code: 'impossible-score', params: { check: 'below-min', limit: -1280 } });
  });

  it("BUR-CH art. 19: a hand beyond the round's 20-0 difference (1500 over 3 hands) is a doubt", () => {
    const log = burracoTable();
    const hands = [
      [1800, 200],
      [300, 400],
      [500, 100],
    ];
    expect(log.refused(sheet(hands, ['E1', 'E2']))).toMatchObject({
      code: CONFIRM_REQUIRED,
      doubts: [
        {
          code: 'unlikely-score',
          params: { hand: 1, seat: 1, points: 1800, limit: 1500, check: 'outlier' },
        },
      ],
    });
    log.do(sheet(hands, ['E1', 'E2'], 60, true));
    expect(log.state.rounds[0]?.results.has(1)).toBe(true);
  });
});

describe('a result and its correction come after the pairing', () => {
  it('refuses a sheet or a correction stamped before its round was paired (before-pairing)', () => {
    const log = scala40Table();
    expect(log.refused(sheet(ordinary, SEATS, 4))).toMatchObject({
      code: 'before-pairing',
      params: { round: 1, table: 1 },
    });
    log.do(sheet(ordinary));
    const correction = (minute: number, hands: HandScores[]) => (s: Log['state']) =>
      correctResult(
        s,
        { round: 1, table: 1, hands, kind: 'calculation', agreedBy: [], reason: 'somma' },
        at(minute),
      );
    const summed = ordinary.map((h, i) => (i === 0 ? [0, 20, 35, 65] : h));
    expect(log.refused(correction(4, summed))).toMatchObject({ code: 'before-pairing' });
    // A correction's figures are checked as a sheet's are.
    const wrong = ordinary.map((h, i) => (i === 0 ? [0, 0, 35, 60] : h));
    expect(log.refused(correction(61, wrong))).toMatchObject({
      code: 'impossible-score',
      params: { check: 'two-closers' },
    });
  });
});
