import type { PlayedCard, Seat } from '@tavolo/bridge';
import { type Card52, card52Code, parseCard52 } from '@tavolo/cards';
import { describe, expect, it } from 'vitest';
import { defenderCard } from './defence.js';
import type { Table } from './table.js';

const cards = (codes: string): Card52[] =>
  codes.split(' ').map((c) => {
    const card = parseCard52(c);
    if (card === undefined) throw new Error(c);
    return card;
  });
const played = (pairs: readonly [Seat, string][]): PlayedCard[] =>
  pairs.map(([seat, code]) => ({ seat, card: cards(code)[0] as Card52 }));

/** West (3) defending South's (2) contract, North (0) the dummy. */
const west = (over: Partial<Table> & { readonly cards: readonly Card52[] }): Table => ({
  me: 3,
  hand: 3,
  declarer: 2,
  dummy: 0,
  trump: null,
  partnerCards: null,
  dummyCards: null,
  trick: [],
  played: new Set(over.trick?.map((p) => p.card) ?? []),
  past: [],
  ...over,
});
const code = (card: Card52) => card52Code(card);

describe('the opening lead', () => {
  it('leads the top of a sequence of honours', () => {
    expect(
      code(defenderCard(west({ cards: cards('SK SQ SJ S4 H7 H6 H5 H2 D8 D3 C9 C5 C2') }), [])),
    ).toBe('SK');
  });

  it('leads fourth best from the longest suit without a sequence', () => {
    expect(
      code(defenderCard(west({ cards: cards('SK S9 S7 S5 S4 HA H6 H5 D8 D3 C9 C5 C2') }), [])),
    ).toBe('S5');
  });

  it("leads partner's suit: the top of a doubleton, low from three", () => {
    const hand = 'SK S9 S7 S5 S4 HA H6 H5 D8 D3 C9 C5 C2';
    expect(code(defenderCard(west({ cards: cards(hand) }), [1]))).toBe('D8');
    expect(code(defenderCard(west({ cards: cards(hand) }), [2]))).toBe('H5');
  });

  it('leads no trump while it holds another suit', () => {
    const lead = defenderCard(
      west({ cards: cards('SK S9 S7 S5 S4 H6 H5 H4 H3 H2 D3 D2 C2'), trump: 3 }),
      [],
    );
    expect(code(lead)[0]).not.toBe('S');
  });
});

describe('following', () => {
  it('second hand low when declarer leads a small card', () => {
    const t = west({ cards: cards('SA S7 S3 H6 H5'), trick: played([[2, 'S4']]) });
    expect(code(defenderCard(t, []))).toBe('S3');
  });

  it("covers an honour with an honour (East over dummy's queen with no jack beside it)", () => {
    const t: Table = {
      ...west({ cards: cards('SK S7 S3 H6 H5'), trick: played([[0, 'SQ']]) }),
      me: 1,
      hand: 1,
      dummyCards: cards('S8 S5 H4'),
    };
    expect(code(defenderCard(t, []))).toBe('SK');
  });

  it("does not cover the top of dummy's sequence", () => {
    const t: Table = {
      ...west({ cards: cards('SK S7 S3 H6 H5'), trick: played([[0, 'SQ']]) }),
      me: 1,
      hand: 1,
      dummyCards: cards('SJ ST H4'),
    };
    expect(code(defenderCard(t, []))).toBe('S3');
  });

  it('third hand high, the lowest of equal cards', () => {
    // West leads S4, dummy (North) plays S6; East holds K Q 3.
    const t: Table = {
      ...west({
        cards: cards('SK SQ S3 H6 H5'),
        trick: played([
          [3, 'S4'],
          [0, 'S6'],
        ]),
      }),
      me: 1,
      hand: 1,
      dummyCards: cards('S8 H4'),
    };
    expect(code(defenderCard(t, []))).toBe('SQ');
  });

  it('fourth hand wins as cheaply as it can, and plays low when partner has won', () => {
    const over = west({
      cards: cards('SA SJ S3 H6'),
      trick: played([
        [0, 'S5'],
        [1, 'S9'],
        [2, 'ST'],
      ]),
    });
    expect(code(defenderCard(over, []))).toBe('SJ');
    const partnerWins = west({
      cards: cards('SA SJ S3 H6'),
      trick: played([
        [0, 'S5'],
        [1, 'SK'],
        [2, 'ST'],
      ]),
    });
    expect(code(defenderCard(partnerWins, []))).toBe('S3');
  });

  it('ruffs when void and partner is not winning, discards from the longest weak suit otherwise', () => {
    const hand = cards('HA H7 H6 H5 D4 D3 C9');
    const ruff = west({
      cards: hand,
      trump: 0,
      trick: played([
        [0, 'S5'],
        [1, 'S2'],
        [2, 'SA'],
      ]),
    });
    expect(code(defenderCard(ruff, []))).toBe('C9');
    const noTrump = west({
      cards: hand,
      trick: played([
        [0, 'S5'],
        [1, 'S2'],
        [2, 'SA'],
      ]),
    });
    // Hearts hold the ace (a top card); the diamonds are the longest weak suit.
    expect(code(defenderCard(noTrump, []))).toBe('D3');
  });
});
