/**
 * The Scala 40 search core: a mutable, allocation-free copy of one hand for the bots' searches
 * (issue 20). MUTABLE BY DESIGN; never imported by the rules engines, which stay the authority
 * and against which the differential tests (core.test.ts) hold it.
 */
export { Scala40Core, loadScala40 } from './scala40-core.js';
export { actionKey } from './legal.js';
export { type Ending, type Scala40Policy } from './core.js';
