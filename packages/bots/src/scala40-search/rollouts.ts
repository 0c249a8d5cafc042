/**
 * The rollouts the scripts can be told to use, by name: `core` (the Campione's, on the search
 * core with the wary policy), `core-greedy` (the core with the greedy one) and `reference` (the
 * rules engine with the greedy bot).
 */
import { coreRollout } from './core-rollout.js';
import { referenceRollout } from './reference-rollout.js';
import type { Rollout } from './rollout.js';

export const rolloutNamed = (name: string): Rollout => {
  if (name === 'core') return coreRollout('wary');
  if (name === 'core-greedy') return coreRollout('greedy');
  if (name === 'reference') return referenceRollout();
  throw new Error(`no rollout called ${name}: core, core-greedy or reference`);
};
