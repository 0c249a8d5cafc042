/** The rollouts the scripts can be told to use, by name. */
import { type Rollout, referenceRollout } from '../rollout.js';

export const rolloutNamed = (name: string | undefined): Rollout => {
  if (name === undefined || name === 'reference') return referenceRollout;
  throw new Error(`no rollout called ${name}: reference`);
};
