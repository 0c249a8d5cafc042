/**
 * The rollout on the reference engine: `apply` for every move, the greedy bot (which reads the
 * whole state, allowed inside a determinized world) for every seat after the candidate. Slow,
 * and the authority the search core's rollout is compared with.
 */
import { type MatchState, apply } from '@tavolo/scala40';
import { greedyBot } from '../greedy.js';
import type { Rollout } from './rollout.js';

/** A hand that is not over after this many moves is a bug in the engine or the bot. */
const MAX_MOVES = 20_000;

export const referenceRollout = (): Rollout => {
  const bot = greedyBot();
  return {
    name: 'reference',
    run(world, action, seed) {
      // The seed orders the world's reshuffles.
      const start: MatchState = { ...world, seed: { scheme: 'xoroshiro128plus', seed } };
      const hands = start.results.length;
      const first = apply(start, action);
      if (!first.ok) return null;
      let state = first.value.state;
      for (let moves = 0; state.results.length === hands; moves++) {
        if (moves >= MAX_MOVES) throw new Error('a rollout did not end its hand');
        const step = apply(state, bot.choose(state, state.hand.turn.seat));
        if (!step.ok)
          throw new Error(`the rollout policy chose a refused move: ${step.error.code}`);
        state = step.value.state;
      }
      return (state.results[hands] as MatchState['results'][number]).penalties;
    },
  };
};
