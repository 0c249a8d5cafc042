/**
 * The rollout on the search core (@tavolo/search-core/scala40): one mutable core, reloaded
 * from each world, plays the candidate and then every seat with its built-in policy (`greedy`,
 * or `wary`, which minds what a discard gives the next seat: the Campione's).
 * Many times faster than the reference rollout, which it is compared with in rollouts.test.ts.
 *
 * A play-out the core cannot finish (its policy finding no move for a card owed, as it once did
 * for a joker that only the low end of a sequence let lead to the card taken from the discard:
 * the fixture of search-core's policy.test.ts) is played by the reference rollout instead, so
 * that a gap in the core costs time, never the seat's move.
 */
import { type Scala40Core, type Scala40Policy, loadScala40 } from '@tavolo/search-core/scala40';
import { referenceRollout } from './reference-rollout.js';
import type { Rollout } from './rollout.js';

export const coreRollout = (policy: Scala40Policy = 'greedy'): Rollout => {
  let core: Scala40Core | undefined;
  const fallback = referenceRollout();
  return {
    name: 'core',
    run(world, action, seed) {
      if (core) core.reload(world);
      else {
        core = loadScala40(world);
        core.policy = policy;
      }
      if (!core.applyAction(action)) return null;
      try {
        if (!core.handOver) core.playOut(seed);
      } catch {
        return fallback.run(world, action, seed);
      }
      return core.penalties();
    },
  };
};
