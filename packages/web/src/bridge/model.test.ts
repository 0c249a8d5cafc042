import {
  type Action,
  type BoardState,
  type Seat,
  apply,
  createBoard,
  dealBoard,
  legalActions,
  turnOf,
  view,
} from '@tavolo/bridge';
import { card52, rank52Of, suit52Of } from '@tavolo/cards';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  auctionRows,
  bySuit,
  callAction,
  dummyCards,
  levelOpen,
  placeOf,
  promptOf,
  resultScore,
  seatAt,
  sortHand,
  tableTrick,
} from './model.js';

const board = (seed: number, number = 1) =>
  createBoard(dealBoard({ scheme: 'xoroshiro128plus', seed }, number)).state;

const must = (state: BoardState, action: Action): BoardState => {
  const step = apply(state, action);
  if (!step.ok) throw new Error(step.error.message);
  return step.value.state;
};

/** The board after `calls` from the dealer on. */
const called = (state: BoardState, calls: readonly Action['type'][] | readonly string[]) =>
  calls.reduce((s, text) => {
    const seat = turnOf(s)?.seat as Seat;
    const call =
      text === 'P'
        ? { type: 'pass' as const }
        : text === 'X'
          ? { type: 'double' as const }
          : { type: 'bid' as const, level: Number(text[0]) as 1, strain: text.slice(1) as 'NT' };
    return must(s, { type: 'call', seat, call });
  }, state);

describe('the hand as shown', () => {
  it('is sorted by suit, spades hearts diamonds clubs, each from the ace down', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const hand = board(seed).hands[0];
        const sorted = sortHand(hand);
        expect([...sorted].sort((a, b) => a - b)).toEqual([...hand].sort((a, b) => a - b));
        const order = (c: number) => ['S', 'H', 'D', 'C'].indexOf(suit52Of(c)) * 100 - rank52Of(c);
        for (let i = 1; i < sorted.length; i++)
          expect(order(sorted[i] as number)).toBeGreaterThan(order(sorted[i - 1] as number));
      }),
      { numRuns: 50 },
    );
  });

  it('groups a hand into four suit rows, a void as an empty row', () => {
    const rows = bySuit([card52('S', 14), card52('C', 2), card52('S', 10)]);
    expect(rows).toEqual([
      ['S', [card52('S', 14), card52('S', 10)]],
      ['H', []],
      ['D', []],
      ['C', [card52('C', 2)]],
    ]);
  });
});

describe('the seats on the screen', () => {
  it('put the viewer at the bottom and his left-hand opponent on the left (clockwise play)', () => {
    for (const you of [0, 1, 2, 3] as const) {
      expect(placeOf(you, you)).toBe('bottom');
      expect(placeOf(you, ((you + 1) % 4) as Seat)).toBe('left');
      expect(placeOf(you, ((you + 2) % 4) as Seat)).toBe('top');
      for (const place of ['bottom', 'left', 'top', 'right'] as const)
        expect(placeOf(you, seatAt(you, place))).toBe(place);
    }
    expect(placeOf(null, 0)).toBe('top');
  });
});

describe('the auction and the bidding box', () => {
  it('LAW 18: writes the calls in four columns from the dealer', () => {
    const state = called(board(3, 2), ['1S', 'P', '2S']);
    // Board 2: East deals.
    expect(state.deal.dealer).toBe(1);
    const rows = auctionRows(state.deal.dealer, state.auction);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[0]).toBeNull();
    expect(rows[0]?.[1]).toEqual({ type: 'bid', level: 1, strain: 'S' });
    expect(rows[0]?.[3]).toEqual({ type: 'bid', level: 2, strain: 'S' });
  });

  it('LAW 27: enables only sufficient bids, and a double only of an opponent', () => {
    const state = called(board(5), ['1NT']);
    const seat = turnOf(state)?.seat as Seat;
    const legal = legalActions(state, seat);
    expect(callAction(legal, { type: 'bid', level: 1, strain: 'S' })).toBeUndefined();
    expect(callAction(legal, { type: 'bid', level: 2, strain: 'C' })).toBeDefined();
    expect(callAction(legal, { type: 'double' })).toBeDefined();
    expect(callAction(legal, { type: 'redouble' })).toBeUndefined();
    expect(levelOpen(legal, 1)).toBe(false);
    expect(levelOpen(legal, 7)).toBe(true);
    // The partner of the bidder may not double his partner.
    const partnerTurn = called(state, ['P']);
    const partner = turnOf(partnerTurn)?.seat as Seat;
    expect(callAction(legalActions(partnerTurn, partner), { type: 'double' })).toBeUndefined();
  });
});

describe('the play as shown', () => {
  const played = () => {
    // North deals board 1: 1NT by North, three passes; East leads.
    let state = called(board(7), ['1NT', 'P', 'P', 'P']);
    const events: { type: 'played'; seat: Seat; card: number }[] = [];
    for (let i = 0; i < 4; i++) {
      const turn = turnOf(state);
      if (turn === null) throw new Error('no turn');
      const action = legalActions(state, turn.seat).find((a) => a.type === 'play');
      if (action?.type !== 'play') throw new Error('no card');
      events.push({ type: 'played', seat: turn.hand, card: action.card });
      state = must(state, action);
    }
    return { state, events };
  };

  it('LAW 41D: the dummy is faced only once the opening lead is', () => {
    const state = called(board(7), ['1NT', 'P', 'P', 'P']);
    expect(dummyCards(view(state, 1))).toBeNull();
    const lead = legalActions(state, 1).find((a) => a.type === 'play') as Action;
    expect(dummyCards(view(must(state, lead), 1))).toHaveLength(13);
  });

  it("LAW 45B: tells the declarer to play from the dummy on the dummy's turn", () => {
    const state = called(board(7), ['1NT', 'P', 'P', 'P']);
    const lead = legalActions(state, 1).find((a) => a.type === 'play') as Action;
    const after = must(state, lead);
    expect(promptOf(view(after, 0))).toEqual({ kind: 'play-dummy', dummy: 2 });
    expect(promptOf(view(after, 2))).toEqual({ kind: 'wait', seat: 0, hand: 2 });
  });

  it('LAW 66C: shows the trick just completed until the next lead, then lays it face down', () => {
    const { state, events } = played();
    const shown = tableTrick(view(state, 2), events);
    expect(shown?.cards.map((c) => c.card)).toEqual(events.map((e) => e.card));
    expect(shown?.winner).not.toBeNull();
    const turn = turnOf(state);
    const next = legalActions(state, turn?.seat as Seat).find((a) => a.type === 'play') as Action;
    const led = tableTrick(view(must(state, next), 2), events);
    expect(led?.cards).toHaveLength(1);
  });

  it('LAW 77: scores a passed-out board 0 and a made contract for its side', () => {
    const passed = called(board(9), ['P', 'P', 'P', 'P']);
    expect(resultScore(view(passed, 0))).toBe(0);
  });
});
