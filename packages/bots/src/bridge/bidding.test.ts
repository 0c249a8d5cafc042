import {
  type Board,
  type Call,
  type CallMade,
  type Seat,
  dealFromHands,
  isCompleteDeal,
} from '@tavolo/bridge';
import { describe, expect, it } from 'vitest';
import { chooseCall } from './bidding.js';
import { hcpOf } from './hand.js';
import { playBoard } from './self-play.js';

const BOARD: Board = { number: 1, dealer: 0, vulnerability: 'none' };

const text = (c: Call): string =>
  c.type === 'double'
    ? 'X'
    : c.type === 'bid'
      ? `${c.level}${c.strain}`
      : c.type === 'pass'
        ? 'P'
        : 'XX';

/** A deal from four hands N E S W (`S.H.D.C`), dealer North unless told, checked complete. */
const deal = (hands: string, dealer: Seat = 0) => {
  const d = { ...dealFromHands(hands, BOARD), dealer };
  expect(isCompleteDeal(d.hands)).toBe(true);
  return d;
};

/** The auction the four bots bid on `hands`, as text, and the contract reached. */
const bidOut = (hands: string, dealer: Seat = 0) => {
  const { state } = playBoard(deal(hands, dealer), undefined, 60);
  return {
    auction: state.auction.map((m) => text(m.call)).join(' '),
    contract: state.contract,
  };
};

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

describe('the system reaches a sensible contract (hand-made deals)', () => {
  it('both hands balanced with 26 HCP between them reach 3NT (1D 2NT 3NT)', () => {
    const hands = 'AK2.Q32.K432.Q32 JT98.JT9.AJ9.KT9 Q43.AK4.Q65.J654 765.8765.T87.A87';
    const d = deal(hands);
    expect(hcpOf(d.hands[0]) + hcpOf(d.hands[2])).toBe(26);
    const { auction, contract } = bidOut(hands);
    expect(contract).toMatchObject({ level: 3, strain: 'NT' });
    expect(auction).toBe('1D P 2NT P 3NT P P P');
  });

  it('a nine-card spade fit with 25 HCP reaches 4S (1S 3S 4S)', () => {
    const hands = 'AKJ52.K3.Q42.J32 T9.QJT9.AJ.T9876 Q743.A54.K53.Q54 86.8762.T9876.AK';
    const { auction, contract } = bidOut(hands);
    expect(contract).toMatchObject({ level: 4, strain: 'S', declarer: 0 });
    expect(auction).toBe('1S P 3S P 4S P P P');
  });

  it('four balanced hands of 10 HCP each pass the board out', () => {
    const all = 'A432.K32.Q32.J32 K765.Q654.J54.A4 Q98.J98.A9876.K5 JT.AT7.KT.QT9876';
    const d = deal(all);
    expect(d.hands.map((h) => hcpOf(h))).toEqual([10, 10, 10, 10]);
    const { auction, contract } = bidOut(all);
    expect(auction).toBe('P P P P');
    expect(contract).toBeNull();
  });

  it('a weak hand with five hearts takes partner out of 1NT into 2H, and opener passes', () => {
    const hands = 'KQ2.A32.KJ32.Q32 A987.98.Q987.K98 543.KJ765.54.654 JT6.QT4.AT6.AJT7';
    const { auction, contract } = bidOut(hands);
    expect(auction.startsWith('1NT P 2H P P')).toBe(true);
    expect(contract).toMatchObject({ level: 2, strain: 'H', declarer: 2 });
  });

  it('opener shows his four-card major over a 1-level answer; the 4-4 fit is found and the bidding stops in a part score', () => {
    // 1D 1H 1S 2S: 13 opposite 8, 4-4 majors opposite four spades, 21 HCP between them.
    const hands = 'KQ32.A2.KJ932.32 A98.QJ8.QT8.T987 J754.K543.5.KJ54 T6.T976.A764.AQ6';
    const { auction, contract } = bidOut(hands);
    expect(auction.startsWith('1D P 1H P 1S P')).toBe(true);
    expect(contract).toMatchObject({ strain: 'S' });
    expect(contract?.level).toBeLessThanOrEqual(3);
  });
});

describe('single calls of the system card', () => {
  it('opens 1NT with 15-17 balanced and 2NT with 20-21', () => {
    expect(chooseCall(hand('AQ2.KJ3.K432.Q32'), [], 0)).toEqual({
      type: 'bid',
      level: 1,
      strain: 'NT',
    });
    expect(chooseCall(hand('AK2.AQ3.AQ32.K32'), [], 0)).toEqual({
      type: 'bid',
      level: 2,
      strain: 'NT',
    });
  });

  it('opens the higher of two five-card majors, a minor without a five-card major', () => {
    expect(chooseCall(hand('AQ932.KJ932.2.32'), [], 0)).toMatchObject({ level: 1, strain: 'S' });
    expect(chooseCall(hand('AQ3.K93.J432.Q32'), [], 0)).toMatchObject({ level: 1, strain: 'D' });
    expect(chooseCall(hand('AQ3.K93.J43.Q432'), [], 0)).toMatchObject({ level: 1, strain: 'C' });
  });

  it('passes 10 HCP balanced, opens 10 HCP 5-5 by the rule of 20, passes 11 with 4-3-3-3', () => {
    expect(chooseCall(hand('A432.K32.Q32.J32'), [], 0)).toEqual({ type: 'pass' });
    expect(chooseCall(hand('AQ932.KJ932.2.32'), [], 0)).toMatchObject({ level: 1, strain: 'S' });
    expect(chooseCall(hand('A432.K32.Q32.Q32'), [], 0)).toEqual({ type: 'pass' });
  });

  it('competes to two of its six-card suit with an opening hand when partner passes', () => {
    // West deals and passes, North opens 1S, East overcalls 2C, South and West pass.
    expect(chooseCall(hand('AKQT63.K5.AJ.T82'), calls(3, 'P 1S 2C P P'), 0)).toMatchObject({
      level: 2,
      strain: 'S',
    });
  });

  it('raises partner\u2019s major by points: 2 with 6-9, 3 with 10-12, 4 with 13+', () => {
    expect(chooseCall(hand('K43.Q54.J543.Q54'), calls(0, '1S P'), 2)).toMatchObject({
      level: 2,
      strain: 'S',
    });
    expect(chooseCall(hand('K43.A54.K543.Q54'), calls(0, '1S P'), 2)).toMatchObject({
      level: 3,
      strain: 'S',
    });
    expect(chooseCall(hand('K43.A54.K543.A54'), calls(0, '1S P'), 2)).toMatchObject({
      level: 4,
      strain: 'S',
    });
  });

  it('never passes partner\u2019s new suit (forcing one round)', () => {
    // North opened 1D, South answered 1H: North, minimum and balanced, rebids 1NT.
    expect(chooseCall(hand('K43.Q5.AJ54.K543'), calls(0, '1D P 1H P'), 0)).toMatchObject({
      level: 1,
      strain: 'NT',
    });
  });
});
