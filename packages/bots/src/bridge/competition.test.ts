import { type Board, type CallMade, type Seat, dealFromHands } from '@tavolo/bridge';
import { describe, expect, it } from 'vitest';
import { chooseCall } from './bidding.js';

const BOARD: Board = { number: 1, dealer: 0, vulnerability: 'none' };

/** Calls from `dealer` on, as text (`1H P 2H`). */
const calls = (dealer: Seat, auction: string): CallMade[] =>
  auction
    .split(' ')
    .filter((t) => t.length > 0)
    .map((t, i) => {
      const seat = ((dealer + i) % 4) as Seat;
      if (t === 'P') return { seat, call: { type: 'pass' } };
      if (t === 'X') return { seat, call: { type: 'double' } };
      return { seat, call: { type: 'bid', level: Number(t[0]) as 1, strain: t.slice(1) as 'NT' } };
    });

const hand = (spec: string) => dealFromHands(spec, BOARD).hands[0];

describe('competing over the opponents\u2019 opening', () => {
  it('overcalls a five-card suit with 8-16 and doubles for takeout with shortness', () => {
    // East opened 1H; South to call.
    expect(chooseCall(hand('KQJ54.A3.432.543'), calls(1, '1H'), 2)).toMatchObject({
      level: 1,
      strain: 'S',
    });
    expect(chooseCall(hand('AJ43.2.KQ54.A543'), calls(1, '1H'), 2)).toEqual({ type: 'double' });
    expect(chooseCall(hand('J9543.Q3.432.543'), calls(1, '1H'), 2)).toEqual({ type: 'pass' });
  });

  it("answers partner's takeout double in its best unbid suit, a four-card major first", () => {
    // East 1H, South double, West pass: North must bid.
    expect(chooseCall(hand('Q543.432.J432.54'), calls(1, '1H X P'), 0)).toMatchObject({
      level: 1,
      strain: 'S',
    });
  });
});
