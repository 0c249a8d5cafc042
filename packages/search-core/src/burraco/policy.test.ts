/**
 * The core's built-in greedy policy plays the ideas of the greedy reference bot
 * (@tavolo/bots burraco-bots.ts): the pile when it holds three cards or more and can be used
 * (BUR-CH art. 9), the longest meld, else the first lay-off, else the costliest loose card, never
 * a matta while another card will do (art. 15). Today it makes the very same choices: every move
 * of a play-out is the bot's move in the same position, and the engine accepts it.
 */
import { describe, expect, it } from 'vitest';
import { burracoGreedyBot } from '@tavolo/bots';
import {
  type MatchState,
  PROFILES,
  type ProfileId,
  type SeatingRequest,
  apply,
  createMatch,
  legalActions,
} from '@tavolo/burraco';
import { actionKey, loadBurraco } from './index.js';

const SEATINGS: readonly SeatingRequest[] = [
  {
    kind: 'pairs',
    pairs: [
      ['a', 'c'],
      ['b', 'd'],
    ],
  },
  { kind: 'individual', players: ['a', 'b', 'c', 'd'] },
  { kind: 'singles', players: ['a', 'b'] },
];

const deal = (profile: ProfileId, seating: SeatingRequest, seed: number): MatchState => {
  const created = createMatch({
    profile: PROFILES[profile],
    seating,
    seed: { scheme: 'xoroshiro128plus', seed },
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
};

describe('the greedy play-out', () => {
  for (const profile of ['champion', 'fibur'] as const)
    for (const seating of SEATINGS)
      it(`plays the greedy bot's moves to the same totals (${profile}, ${seating.kind})`, () => {
        const bot = burracoGreedyBot();
        for (let seed = 0; seed < 8; seed++) {
          let state = deal(profile, seating, seed);
          const core = loadBurraco(state);
          while (state.results.length === 0) {
            const seat = state.hand.turn.seat;
            const mine = core.greedyAction();
            expect(actionKey(mine), `seed ${seed}`).toBe(actionKey(bot.choose(state, seat)));
            const next = apply(state, mine);
            if (!next.ok) throw new Error(next.error.message);
            expect(core.applyAction(mine)).toBe(true);
            state = next.value.state;
          }
          const result = state.results[0];
          expect(core.sideTotals()).toEqual([result?.scores[0].total, result?.scores[1].total]);
          expect(core.closer).toBe(result?.closer);
          // playOut from the deal reaches the same end.
          core.reload(deal(profile, seating, seed));
          core.playOut(seed);
          expect(core.handOver).toBe(true);
          expect(core.sideTotals()).toEqual([result?.scores[0].total, result?.scores[1].total]);
        }
      });
});

describe('the wary play-out', () => {
  /**
   * Whether the card just discarded feeds the next seat: taking the pile, he may lay it off on
   * his line's melds at once (the engine's legal moves say so).
   */
  const feeds = (state: MatchState, card: number): boolean => {
    const seat = state.hand.turn.seat;
    const taken = apply(state, { type: 'take-pile', seat });
    if (!taken.ok) return false;
    return legalActions(taken.value.state, seat).some(
      (a) => a.type === 'lay-off' && a.cards.length === 1 && a.cards[0] === card,
    );
  };

  /** A whole hand by `policy` in the core, every move checked by the engine; discards that fed. */
  const fed = (policy: 'greedy' | 'wary', profile: ProfileId, seed: number) => {
    const seating = SEATINGS[0] as SeatingRequest;
    let state = deal(profile, seating, seed);
    const core = loadBurraco(state);
    core.policy = policy;
    let feeding = 0;
    let discards = 0;
    while (state.results.length === 0) {
      const action = core.greedyAction();
      const next = apply(state, action);
      if (!next.ok) throw new Error(`${policy} ${action.type}: ${next.error.message}`);
      expect(core.applyAction(action)).toBe(true);
      state = next.value.state;
      if (action.type === 'discard' && state.results.length === 0) {
        discards++;
        if (feeds(state, action.card)) feeding++;
      }
    }
    return { feeding, discards };
  };

  it('plays legal moves only, and fewer of its discards can be laid off at once by the next seat', () => {
    const total = { greedy: 0, wary: 0 };
    for (const profile of ['champion', 'fibur'] as const)
      for (let seed = 0; seed < 12; seed++) {
        total.greedy += fed('greedy', profile, seed).feeding;
        total.wary += fed('wary', profile, seed).feeding;
      }
    // 263 against 186 over these 24 hands when written.
    expect(total.wary).toBeLessThan(total.greedy * 0.85);
  });
});
