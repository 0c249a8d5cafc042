import { describe, expect, it } from 'vitest';
import type { Action } from './action.js';
import { bidRank, contractOf, legalCalls } from './auction.js';
import { apply, createBoard, legalActions, turnOf } from './engine.js';
import { dealFromHands } from './random-board.js';
import type { BoardState, Step } from './state.js';
import type { Call, Level, Seat, Strain } from './types.js';

const HANDS = 'AKQJ.AKQ.AKQ.AKQ T98.JT98.JT9.JT9 765.765.8765.876 432.432.432.5432';

const board = (dealer: Seat = 0): BoardState =>
  createBoard(dealFromHands(HANDS, { number: 1, dealer, vulnerability: 'none' })).state;

const P: Call = { type: 'pass' };
const X: Call = { type: 'double' };
const XX: Call = { type: 'redouble' };
const bid = (text: string): Call => ({
  type: 'bid',
  level: Number(text[0]) as Level,
  strain: text.slice(1) as Strain,
});
const call = (text: string): Call =>
  text === 'P' ? P : text === 'X' ? X : text === 'XX' ? XX : bid(text);

/** Makes the calls in turn from the seat on turn; fails the test on a refusal. */
const calls = (state: BoardState, ...texts: string[]): Step => {
  let step: Step = { state, events: [] };
  for (const text of texts) {
    const seat = turnOf(step.state)?.seat as Seat;
    const next = apply(step.state, { type: 'call', seat, call: call(text) });
    if (!next.ok) throw new Error(`${text} refused: ${next.error.code}`);
    step = next.value;
  }
  return step;
};

const refusal = (state: BoardState, seat: Seat, text: string) => {
  const r = apply(state, { type: 'call', seat, call: call(text) });
  return r.ok ? undefined : r.error;
};

describe('the auction', () => {
  it('LAW 17B: the dealer makes the first call', () => {
    for (const dealer of [0, 1, 2, 3] as Seat[]) {
      const s = board(dealer);
      expect(turnOf(s)).toEqual({ seat: dealer, hand: dealer });
      const other = ((dealer + 1) % 4) as Seat;
      expect(refusal(s, other, '1C')).toMatchObject({
        code: 'not-your-turn',
        article: 'LAW 17C (2017)',
      });
      expect(legalActions(s, other)).toEqual([]);
      expect(refusal(s, dealer, '1C')).toBeUndefined();
    }
  });

  it('LAW 17C: the calls go round clockwise from the dealer', () => {
    const step = calls(board(3), 'P', '1H', 'P');
    expect(step.state.auction.map((m) => m.seat)).toEqual([3, 0, 1]);
    expect(turnOf(step.state)?.seat).toBe(2);
  });

  it('LAW 18B, 18E: a bid supersedes by more tricks, or as many in a higher strain', () => {
    const strains: Strain[] = ['C', 'D', 'H', 'S', 'NT'];
    const ranks = [1, 2, 3, 4, 5, 6, 7].flatMap((l) => strains.map((s) => bidRank(l as Level, s)));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks).size).toBe(35);
    const s = calls(board(), '1H').state;
    const bids = legalCalls(0, s.auction).filter((c) => c.type === 'bid');
    expect(bids[0]).toEqual(bid('1S'));
    expect(bids).toHaveLength(35 - bidRank(1, 'H') - 1);
  });

  it('LAW 18D: an insufficient bid is refused, not corrected', () => {
    const s = calls(board(), '1NT').state;
    for (const text of ['1C', '1S', '1NT'])
      expect(refusal(s, 1, text)).toMatchObject({
        code: 'insufficient-bid',
        article: 'LAW 18D (2017)',
      });
    expect(refusal(s, 1, '2C')).toBeUndefined();
    expect(apply(s, { type: 'call', seat: 1, call: bid('1S') }).ok).toBe(false);
  });

  it('LAW 19A1: only an opponent\u2019s last bid may be doubled, with no call but passes since', () => {
    const s = calls(board(), '1H').state;
    expect(refusal(s, 1, 'X')).toBeUndefined();
    expect(refusal(board(), 0, 'X')).toMatchObject({ code: 'double-not-allowed' });
    const partner = calls(board(), '1H', 'P').state;
    expect(refusal(partner, 2, 'X')).toMatchObject({
      code: 'double-own-side',
      article: 'LAW 19A1 (2017)',
    });
    // Passes between are no bar: West may double North's bid in the fourth seat.
    expect(refusal(calls(board(), '1H', 'P', 'P').state, 3, 'X')).toBeUndefined();
    // A doubled bid is not doubled again.
    expect(refusal(calls(board(), '1H', 'X', 'P').state, 3, 'X')).toMatchObject({
      code: 'double-not-allowed',
    });
  });

  it('LAW 19B1: only an opponent\u2019s double may be redoubled, with no call but passes since', () => {
    expect(refusal(calls(board(), '1H').state, 1, 'XX')).toMatchObject({
      code: 'redouble-not-allowed',
      article: 'LAW 19B1 (2017)',
    });
    expect(refusal(calls(board(), '1H', 'X').state, 2, 'XX')).toBeUndefined();
    expect(refusal(calls(board(), '1H', 'X', 'P').state, 3, 'XX')).toMatchObject({
      code: 'redouble-own-side',
    });
    expect(refusal(calls(board(), '1H', 'X', 'P', 'P').state, 0, 'XX')).toBeUndefined();
    expect(refusal(calls(board(), '1H', 'X', 'XX').state, 3, 'XX')).toMatchObject({
      code: 'redouble-not-allowed',
    });
  });

  it('LAW 19C: a later bid supersedes a double or redouble', () => {
    const done = calls(board(), '1H', 'X', 'XX', '2C', 'P', 'P', 'P');
    expect(done.state.contract).toMatchObject({ level: 2, strain: 'C', doubling: 0, declarer: 3 });
    const doubled = calls(board(), '1H', 'X', 'P', 'P', 'P');
    expect(doubled.state.contract).toMatchObject({ doubling: 1, declarer: 0 });
    const redoubled = calls(board(), '1H', 'X', 'XX', 'P', 'P', 'P');
    expect(redoubled.state.contract).toMatchObject({ doubling: 2, declarer: 0 });
  });

  it('LAW 22A: four passes end the auction; the board is passed out and not played', () => {
    const step = calls(board(2), 'P', 'P', 'P', 'P');
    expect(step.state.phase).toBe('ended');
    expect(step.state.contract).toBeNull();
    expect(step.state.result).toEqual({ contract: null, declarerTricks: 0, by: 'play' });
    expect(step.events.at(-1)?.event).toEqual({ type: 'auction-ended', contract: null });
    for (const seat of [0, 1, 2, 3] as Seat[]) {
      expect(legalActions(step.state, seat).filter((a) => a.type === 'call')).toEqual([]);
      expect(refusal(step.state, seat, 'P')).toMatchObject({ code: 'auction-ended' });
    }
  });

  it('LAW 22A: three passes after a bid end the auction with a contract', () => {
    const three = calls(board(), 'P', '1S', 'P', 'P');
    expect(three.state.phase).toBe('auction');
    const step = calls(three.state, 'P');
    expect(step.state.phase).toBe('play');
    expect(step.events.at(-1)?.event).toEqual({
      type: 'auction-ended',
      contract: { level: 1, strain: 'S', doubling: 0, declarer: 1 },
    });
    expect(refusal(step.state, 2, 'P')).toMatchObject({ code: 'auction-ended' });
  });

  it('Definitions: the declarer is the first of the side to name the final strain', () => {
    // North 1C, South 1H, North 2H: South named hearts first.
    const s = calls(board(), '1C', 'P', '1H', 'P', '2H', 'P', 'P', 'P').state;
    expect(s.contract).toMatchObject({ level: 2, strain: 'H', declarer: 2 });
    // East named spades first, but for East-West: North-South's declarer is South.
    const t = calls(board(), '1H', '1S', '2S', 'P', '4S', 'P', 'P', 'P').state;
    expect(t.contract).toMatchObject({ level: 4, strain: 'S', declarer: 2 });
    expect(contractOf(t.auction)).toEqual(t.contract);
  });

  it('LAW 41A: the opening lead is made by the defender on the declarer\u2019s left', () => {
    const s = calls(board(), '1C', 'P', '1H', 'P', '2H', 'P', 'P', 'P').state;
    expect(turnOf(s)).toEqual({ seat: 3, hand: 3 });
    const leads = legalActions(s, 3).filter(
      (a): a is Action & { type: 'play' } => a.type === 'play',
    );
    expect(leads.map((a) => a.card).sort((a, b) => a - b)).toEqual(
      [...s.hands[3]].sort((a, b) => a - b),
    );
    for (const seat of [0, 1, 2] as Seat[])
      expect(legalActions(s, seat).filter((a) => a.type === 'play')).toEqual([]);
  });

  it('LAW 20A: every call is announced to all as it is made', () => {
    const step = calls(board(), '1H');
    expect(step.events).toEqual([
      { visibility: { to: 'all' }, event: { type: 'called', seat: 0, call: bid('1H') } },
    ]);
  });
});
