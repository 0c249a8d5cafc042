import type * as burraco from '@tavolo/burraco';
import { type CardId, jokerIds, naturalId } from '@tavolo/cards';
import type * as scala40 from '@tavolo/scala40';
import { describe, expect, it } from 'vitest';
import { burracoLines, burracoRows, scala40Rows } from './score-lines.js';
import { burracoHand, scala40Hand } from './test-hands.js';

const card = (rank: number, suit: 'H' | 'D' | 'C' | 'S'): CardId =>
  naturalId({ rank: rank as 1, suit });
const JOKER = jokerIds()[0] as CardId;

const total = (lines: readonly { readonly points: number }[]) =>
  lines.reduce((sum, line) => sum + line.points, 0);

const scala40Result = (
  penalties: readonly (number | null)[],
  closer: number | null,
  inHand = false,
): scala40.HandResult => ({
  hand: 1,
  ending: closer === null ? 'no-cards-left' : 'closed',
  closer,
  inHand,
  penalties,
});

describe('the Scala 40 count', () => {
  it('S40-CdG art. 22: each player pays the cards left (jolly 25, ace 11, K Q J 10 ten, others their face); the closer pays nothing', () => {
    const hands = [
      [],
      [JOKER, card(1, 'H'), card(13, 'S')],
      [card(7, 'D'), card(2, 'C')],
      [card(10, 'H')],
    ];
    const rows = scala40Rows('fisca-gara', scala40Result([0, 46, 9, 10], 0), hands);
    expect(rows.map((r) => r.lines.map((l) => l.kind))).toEqual([
      ['closed'],
      ['cardsLeft'],
      ['cardsLeft'],
      ['cardsLeft'],
    ]);
    expect(rows.map((r) => total(r.lines))).toEqual([0, 46, 9, 10]);
    expect(rows[1]?.lines[0]).toMatchObject({ article: 'S40-CdG art. 22', cards: hands[1] });
  });

  it('S40-CLUB §D: an ace alone in hand costs 1, and a player holding every card pays 100 whatever they are worth', () => {
    // 2 to K of clubs and a 5: 89 points, yet the flat 100 is paid.
    const thirteen = [...Array(12).keys()].map((i) => card(i + 2, 'C'));
    const hands = [[card(1, 'S')], [], [...thirteen, card(5, 'H')]];
    const rows = scala40Rows('club-151', scala40Result([1, 0, 100], 1), hands);
    expect(rows[0]?.lines.map((l) => [l.kind, l.points, l.article])).toEqual([
      ['cardsLeft', 11, 'S40-CLUB §D'],
      ['aceAlone', -10, 'S40-CLUB §D'],
    ]);
    expect(rows[2]?.lines).toMatchObject([
      { kind: 'neverMelded', points: 100, article: 'S40-CLUB §D' },
    ]);
    expect(rows[2]?.lines[0]?.cardsValue).toBe(89);
  });

  it('S40-REG art. 9b (variant b): a closing "in mano" doubles the cards of the others, and who laid nothing pays 100', () => {
    const hands = [[card(9, 'H'), card(4, 'D')], [], [card(3, 'S')]];
    const rows = scala40Rows('fisca-101+b', scala40Result([26, 0, 100], 1, true), hands);
    expect(rows[0]?.lines.map((l) => [l.kind, l.points])).toEqual([
      ['cardsLeft', 13],
      ['inHandDouble', 13],
    ]);
    expect(rows[0]?.lines[1]?.article).toBe('S40-REG art. 9b');
    expect(rows[2]?.lines.map((l) => l.kind)).toEqual(['neverMelded']);
  });

  it('S40-REG art. 8: a player already out at 101 has no row; unknown cards leave the penalty alone', () => {
    const rows = scala40Rows('fisca-101', scala40Result([null, 0, 37], 1), null);
    expect(rows.map((r) => r.owner)).toEqual([1, 2]);
    expect(rows[1]?.lines).toEqual([{ kind: 'penalty', points: 37, article: 'S40-REG art. 7.1' }]);
  });

  it.each([1, 2, 3, 4, 5, 6])(
    'explains every penalty the engine scored at the end of a played hand (S40-CdG art. 22, seed %i)',
    (seed) => {
      const events = scala40Hand(seed);
      const ended = events[events.length - 1] as Extract<scala40.GameEvent, { type: 'hand-ended' }>;
      for (const row of scala40Rows('fisca-gara', ended.result, ended.hands)) {
        expect(total(row.lines)).toBe(row.total);
        expect(row.lines.map((l) => l.kind)).not.toContain('penalty');
      }
    },
  );
});

describe('the Burraco count', () => {
  it('pairs the seats into lines: 0 and 2 against 1 and 3, or one against one (BUR-CH art. 2)', () => {
    expect(burracoLines(4)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(burracoLines(2)).toEqual([[0], [1]]);
  });

  it('BUR-CH art. 19: melds, each kind of burraco, closing, cards left and the pozzetto not taken, each on its line', () => {
    const score = (
      breakdown: Partial<burraco.ScoreBreakdown>,
      totalPoints: number,
    ): burraco.SideScore => ({
      total: totalPoints,
      breakdown: {
        melds: 0,
        burrachi: { sporco: 0, semipulito: 0, pulito: 0, champion: 0 },
        burrachiPoints: 0,
        closing: 0,
        hand: 0,
        pozzetto: 0,
        penaltyCards: 0,
        clock: 0,
        ...breakdown,
      },
    });
    const result: burraco.HandResult = {
      hand: 1,
      ending: 'closed',
      closer: 2,
      closing: 'al-monte',
      scores: [
        score(
          {
            melds: 420,
            burrachi: { sporco: 1, semipulito: 0, pulito: 2, champion: 0 },
            burrachiPoints: 700,
            closing: 200,
          },
          1320,
        ),
        score({ melds: 95, hand: -65, pozzetto: -200 }, -170),
      ],
    };
    const hands = [[], [card(9, 'H'), JOKER], [], [card(2, 'S'), card(3, 'S')]];
    const [ns, ew] = burracoRows('champion', result, hands, 4);
    expect(ns?.lines.map((l) => [l.kind, l.burraco, l.count, l.points, l.article])).toEqual([
      ['melds', undefined, undefined, 420, 'BUR-CH art. 19'],
      ['burraco', 'pulito', 2, 600, 'BUR-CH art. 14, 19'],
      ['burraco', 'sporco', 1, 100, 'BUR-CH art. 14, 19'],
      ['closingAlMonte', undefined, undefined, 200, 'BUR-CH art. 18, 19'],
      ['cardsLeft', undefined, undefined, 0, 'BUR-CH art. 19'],
    ]);
    expect(ew?.lines.map((l) => [l.kind, l.points])).toEqual([
      ['melds', 95],
      ['cardsLeft', -65],
      ['pozzettoNotTaken', -200],
    ]);
    expect(ew?.lines[1]?.cards).toEqual([card(9, 'H'), JOKER, card(2, 'S'), card(3, 'S')]);
    expect([total(ns?.lines ?? []), total(ew?.lines ?? [])]).toEqual([1320, -170]);
  });

  it('FIBUR values: pulito 200 and a closing of 100 (README, FIBUR)', () => {
    const events = burracoHand(3, 4, 'fibur');
    const ended = events[events.length - 1] as Extract<burraco.GameEvent, { type: 'hand-ended' }>;
    for (const row of burracoRows('fibur', ended.result, ended.hands, 4))
      for (const line of row.lines.filter((l) => l.kind === 'burraco'))
        expect(line.points).toBe(
          (line.count ?? 0) *
            { sporco: 100, semipulito: 150, pulito: 200, champion: 200 }[line.burraco ?? 'sporco'],
        );
  });

  it("FIBUR's count cites no BUR-CH article: the FIBUR text has none here (README)", () => {
    const events = burracoHand(3, 4, 'fibur');
    const ended = events[events.length - 1] as Extract<burraco.GameEvent, { type: 'hand-ended' }>;
    const lines = burracoRows('fibur', ended.result, ended.hands, 4).flatMap((row) => row.lines);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines)
      expect(line.article).toBe(line.kind === 'clock' ? 'BUR-CH art. 46' : null);
  });

  it.each([
    [1, 4],
    [2, 4],
    [3, 2],
    [5, 4],
    [8, 2],
  ] as const)(
    "adds up to the engine's score of each line at the end of a played hand (BUR-CH art. 19, seed %i, %i seats)",
    (seed, seats) => {
      const events = burracoHand(seed, seats);
      const ended = events[events.length - 1] as Extract<burraco.GameEvent, { type: 'hand-ended' }>;
      const rows = burracoRows('champion', ended.result, ended.hands, seats);
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(total(row.lines)).toBe(row.total);
    },
  );
});
