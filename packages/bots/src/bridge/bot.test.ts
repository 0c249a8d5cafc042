import {
  type Action,
  type Seat,
  type Vulnerability,
  apply,
  createBoard,
  dealFromOrder,
  legalActions,
  view,
} from '@tavolo/bridge';
import { deck52 } from '@tavolo/cards';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseBridgeAction } from './bot.js';
import { type BridgeChooser, botChooser, playBoard } from './self-play.js';

const boardArb = fc.record({
  order: fc.shuffledSubarray(deck52(), { minLength: 52, maxLength: 52 }),
  dealer: fc.constantFrom<Seat>(0, 1, 2, 3),
  vulnerability: fc.constantFrom<Vulnerability>('none', 'ns', 'ew', 'all'),
  /** Which seats a random player holds (the others are bots). */
  random: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  picks: fc.array(fc.nat(), { minLength: 1, maxLength: 64 }),
});

/** A player choosing any legal call or card (a pass half the time in the auction). */
const randomPlayer = (picks: readonly number[]): BridgeChooser => {
  let i = 0;
  return (_v, legal) => {
    const moves = legal.flatMap((a, k) => (a.type === 'call' || a.type === 'play' ? [k] : []));
    if (moves.length === 0) return legal.findIndex((a) => a.type === 'agree-tricks' && a.agree);
    const v = picks[i++ % picks.length] ?? 0;
    const first = legal[moves[0] as number] as Action;
    if (first.type === 'call' && v % 2 === 0) return moves[0] as number;
    return moves[v % moves.length] as number;
  };
};

/** The bot, checked at every decision: a call or a card whenever the seat has one to make. */
const checkedBot: BridgeChooser = (v, legal, history) => {
  const index = botChooser(v, legal, history);
  const hasMove = legal.some((a) => a.type === 'call' || a.type === 'play');
  if (hasMove) {
    const chosen = legal[index];
    if (chosen === undefined || (chosen.type !== 'call' && chosen.type !== 'play'))
      throw new Error(`the bot answered ${index} with calls or cards to make`);
  }
  return index;
};

describe('the bridge bot at any table', () => {
  it('LAW 17-22, 44: never makes an illegal call or play, and every board ends (four bots, or bots beside random players)', () => {
    fc.assert(
      fc.property(boardArb, (b) => {
        const deal = dealFromOrder(b.order, {
          number: 1,
          dealer: b.dealer,
          vulnerability: b.vulnerability,
        });
        const choosers = b.random.map((r) =>
          r ? randomPlayer(b.picks) : checkedBot,
        ) as unknown as Parameters<typeof playBoard>[1];
        // playBoard throws if the engine refuses an action a seat chose.
        const { state } = playBoard(deal, choosers);
        expect(state.phase).toBe('ended');
        const result = state.result;
        expect(result).not.toBeNull();
        if (state.contract === null) expect(result?.contract).toBeNull();
        else {
          expect(result?.declarerTricks).toBeGreaterThanOrEqual(0);
          expect(result?.declarerTricks).toBeLessThanOrEqual(13);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('LAW 41D: the opening leader decides without the dummy, even from a view that shows it', () => {
    fc.assert(
      fc.property(boardArb, (b) => {
        const deal = dealFromOrder(b.order, { number: 1, dealer: 0, vulnerability: 'none' });
        // The bots bid to a contract; stop at the opening lead.
        let state = createBoard(deal).state;
        while (state.phase === 'auction') {
          const seat = (state.auction.length % 4) as Seat;
          const legal = legalActions(state, seat);
          const step = apply(state, legal[chooseBridgeAction(view(state, seat), legal)] as Action);
          if (!step.ok) throw new Error(step.error.code);
          state = step.value.state;
        }
        if (state.phase !== 'play' || state.contract === null) return;
        const leader = ((state.contract.declarer + 1) % 4) as Seat;
        const legal = legalActions(state, leader);
        const seen = view(state, leader);
        const dummy = state.hands[(state.contract.declarer + 2) % 4] ?? [];
        const shown = chooseBridgeAction({ ...seen, dummyHand: dummy }, legal);
        const hidden = chooseBridgeAction({ ...seen, dummyHand: null }, legal);
        expect(legal[shown]).toEqual(legal[hidden]);
      }),
      { numRuns: 30 },
    );
  });

  it('answers -1 for a seat with nothing to do, and for a spectator', () => {
    const deal = dealFromOrder(deck52(), { number: 1, dealer: 0, vulnerability: 'none' });
    const state = createBoard(deal).state;
    // East is not on turn in the auction: he has no call to make.
    expect(chooseBridgeAction(view(state, 1), legalActions(state, 1))).toBe(-1);
    expect(chooseBridgeAction(view(state, null), legalActions(state, 0))).toBe(-1);
    expect(chooseBridgeAction(view(state, 0), legalActions(state, 0))).toBeGreaterThanOrEqual(0);
  });
});
