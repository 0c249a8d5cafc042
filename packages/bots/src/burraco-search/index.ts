/**
 * Burraco Campione (level 3): PIMC search over the hidden cards, from the seat's prompt alone,
 * its rollouts on the search core. `burracoCampione` is the level's `Decide`; the registry
 * (levels.ts) wires it.
 */
import type { Budget, BurracoPrompt, Decide } from '../level.js';
import { coreRollout } from './core-rollout.js';
import { type SearchSettings, searchTrace } from './search.js';

/**
 * Worlds per decision when no budget is given (each world plays every candidate): the same
 * seed gives the same decision. Measured with scripts/times.ts on one core: p50 9 ms, p99
 * 45 ms of CPU per decision with a choice (16 worlds: p99 about 100 ms).
 */
export const CAMPIONE_BURRACO_ITERATIONS = 8;

/** The most candidate moves weighed in one decision. */
export const CAMPIONE_BURRACO_CANDIDATES = 6;

/** Standard errors by which another move must beat the Esperto's (see search.ts). */
export const CAMPIONE_BURRACO_MARGIN = 2;

export const CAMPIONE_BURRACO_DEFAULT_BUDGET: Budget = {
  kind: 'iterations',
  iterations: CAMPIONE_BURRACO_ITERATIONS,
};

export const CAMPIONE_BURRACO_SETTINGS: SearchSettings = {
  rollout: coreRollout('wary'),
  maxCandidates: CAMPIONE_BURRACO_CANDIDATES,
  defaultBudget: CAMPIONE_BURRACO_DEFAULT_BUDGET,
  margin: CAMPIONE_BURRACO_MARGIN,
};

export const burracoCampione: Decide<BurracoPrompt> = (prompt, options) =>
  searchTrace(prompt, options, CAMPIONE_BURRACO_SETTINGS).index;

export { type SeatKnowledge, seatKnowledge } from './knowledge.js';
export { coreRollout } from './core-rollout.js';
export { type Rollout, referenceRollout } from './rollout.js';
export { type SearchSettings, type SearchTrace, searchTrace } from './search.js';
export { sampleWorld } from './world.js';
