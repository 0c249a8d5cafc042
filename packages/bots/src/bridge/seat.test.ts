import { type Action, apply, createBoard, dealFromOrder, legalActions, view } from '@tavolo/bridge';
import { deck52 } from '@tavolo/cards';
import { describe, expect, it } from 'vitest';
import { chooseForSeat } from '../choose-for-seat.js';

const start = () =>
  createBoard(dealFromOrder(deck52(), { number: 1, dealer: 0, vulnerability: 'none' })).state;

describe('chooseForSeat plays bridge', () => {
  it('answers the index of a legal call for the seat on turn, at every level', () => {
    const state = start();
    const legal = legalActions(state, 0);
    for (const bot of ['principiante', 'esperto', 'campione', 'greedy'] as const) {
      const answer = chooseForSeat({
        game: 'bridge',
        bot,
        seed: 7,
        prompt: { view: view(state, 0), legal },
      });
      expect(answer.ok).toBe(true);
      if (answer.ok) expect(apply(state, legal[answer.value] as Action).ok).toBe(true);
    }
  });

  it('the random bot picks only calls and cards, never a Law action', () => {
    let state = start();
    // North opens 1NT and all pass: the opening lead is East's, who also has Laws' actions.
    for (const call of [
      { type: 'bid', level: 1, strain: 'NT' },
      { type: 'pass' },
      { type: 'pass' },
      { type: 'pass' },
    ] as const) {
      const seat = (state.auction.length % 4) as 0;
      const step = apply(state, { type: 'call', seat, call });
      if (!step.ok) throw new Error(step.error.code);
      state = step.value.state;
    }
    const legal = legalActions(state, 1);
    expect(legal.some((a) => a.type !== 'play')).toBe(true);
    for (let seed = 0; seed < 20; seed++) {
      const answer = chooseForSeat({
        game: 'bridge',
        bot: 'random',
        seed,
        prompt: { view: view(state, 1), legal },
      });
      expect(answer.ok && legal[answer.value]?.type).toBe('play');
    }
  });

  it('refuses a prompt that is not a bridge view, and says when it has nothing to do', () => {
    const state = start();
    const legal = legalActions(state, 0);
    const forged = chooseForSeat({
      game: 'bridge',
      bot: 'esperto',
      seed: 1,
      prompt: { view: { hand: 'x' }, legal },
    });
    expect(forged.ok).toBe(false);
    const east = chooseForSeat({
      game: 'bridge',
      bot: 'esperto',
      seed: 1,
      prompt: {
        view: view(state, 1),
        legal: [{ type: 'inspect', seat: 1, what: 'current-trick' }],
      },
    });
    expect(east.ok ? -1 : east.error.code).toBe('no-bot-action');
  });
});
