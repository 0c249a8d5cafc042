/**
 * The rollout on the search core (@tavolo/search-core/burraco): the world copied into the
 * core's mutable hand, the candidate applied, the rest of the hand played by one of the core's
 * built-in policies (`greedy`, the reference greedy bot's; `wary`, which also minds what a
 * discard feeds the next seat). One core per rollout object, reloaded for every rollout: the
 * core is mutable by design, and nothing of it escapes a call.
 */
import { type BurracoCore, type BurracoPolicy, loadBurraco } from '@tavolo/search-core/burraco';
import type { Rollout } from './rollout.js';

/** A rollout with its own core (a search running in one thread needs one). */
export const coreRollout = (policy: BurracoPolicy = 'greedy'): Rollout => {
  let core: BurracoCore | undefined;
  return {
    play(world, action, seed) {
      if (core) core.reload(world);
      else core = loadBurraco(world);
      core.policy = policy;
      if (!core.applyAction(action)) return null;
      if (!core.handOver) core.playOut(seed);
      const [a, b] = core.sideTotals();
      return [a, b];
    },
  };
};
