/** Scala 40's levels 1 and 2, as `Decide` functions over a seat's prompt. */
export { scala40Esperto } from './esperto.js';
export { scala40Principiante } from './principiante.js';
