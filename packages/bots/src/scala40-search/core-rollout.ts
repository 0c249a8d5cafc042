/**
 * The rollout on the search core (@tavolo/search-core/scala40): one mutable core, reloaded
 * from each world, plays the candidate and then every seat with its built-in greedy policy.
 * Many times faster than the reference rollout, which it is compared with in rollouts.test.ts.
 */
import { type Scala40Core, loadScala40 } from '@tavolo/search-core/scala40';
import type { Rollout } from './rollout.js';

export const coreRollout = (): Rollout => {
  let core: Scala40Core | undefined;
  return {
    name: 'core',
    run(world, action, seed) {
      if (core) core.reload(world);
      else core = loadScala40(world);
      if (!core.applyAction(action)) return null;
      if (!core.handOver) core.playOut(seed);
      return core.penalties();
    },
  };
};
