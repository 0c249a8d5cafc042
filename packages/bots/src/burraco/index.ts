/** The Burraco levels 1 and 2, as `Decide<BurracoPrompt>` functions. */
export { burracoEsperto } from './esperto.js';
export { burracoPrincipiante } from './principiante.js';
