/**
 * The Burraco search core: a mutable, allocation-free copy of one hand for the bots' searches
 * (issue 20). MUTABLE BY DESIGN; never imported by the rules engines, which stay the authority
 * and against which the differential tests (core.test.ts) hold it.
 */
export { type BurracoPolicy, BurracoCore, actionKey, loadBurraco } from './burraco-core.js';
export type { Ending } from './core.js';
