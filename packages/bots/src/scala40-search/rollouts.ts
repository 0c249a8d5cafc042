/** The rollouts by name, for the scripts and the tests. */
import { coreRollout } from './core-rollout.js';
import { referenceRollout } from './reference-rollout.js';
import type { Rollout } from './rollout.js';

export const rolloutNamed = (name: string): Rollout =>
  name === 'reference' ? referenceRollout() : coreRollout();
