import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { legalActions } from '@tavolo/scala40';
import type { Scala40Bot } from './bot.js';

/** Picks uniformly among the legal actions, from its own seeded generator. */
export const randomLegalBot = (seed: number): Scala40Bot => {
  const rng = xoroshiro128plus(seed);
  return {
    name: 'random-legal',
    choose(state, seat) {
      const actions = legalActions(state, seat);
      const action = actions[uniformInt(rng, 0, actions.length - 1)];
      if (!action) throw new Error(`seat ${seat} has no legal action`);
      return action;
    },
  };
};
