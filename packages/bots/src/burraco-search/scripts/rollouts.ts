/** The rollouts the scripts can be told to use, by name. */
import { coreRollout } from '../core-rollout.js';
import { type Rollout, referenceRollout } from '../rollout.js';

export const rolloutNamed = (name: string | undefined): Rollout => {
  if (name === undefined || name === 'core') return coreRollout();
  if (name === 'reference') return referenceRollout;
  throw new Error(`no rollout called ${name}: core or reference`);
};
