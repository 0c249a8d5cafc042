/**
 * Scala 40 Campione (level 3): PIMC search over the hidden cards, from the seat's prompt alone.
 * `scala40Campione` is the level the registry maps `campione` to.
 */
import type { Decide, Scala40Prompt } from '../level.js';
import { coreRollout } from './core-rollout.js';
import { decideWith } from './search.js';

export { type SeatKnowledge, readKnowledge } from './knowledge.js';
export { coreRollout } from './core-rollout.js';
export { type Rollout } from './rollout.js';
export { referenceRollout } from './reference-rollout.js';
export {
  DEFAULT_ITERATIONS,
  MAX_CANDIDATES,
  type SearchStats,
  candidatesOf,
  decideWith,
  handScore,
  search,
} from './search.js';
export { sampleWorld } from './world.js';

/**
 * Rollouts on the search core (one mutable core per Campione, reloaded for every rollout), with
 * the `wary` policy: the Esperto's safe discards carried into the play-outs (search-core wary.ts).
 */
export const scala40Campione: Decide<Scala40Prompt> = decideWith(coreRollout('wary'));
