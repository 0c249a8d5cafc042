/** The Burraco levels 1 and 2, as `Decide<BurracoPrompt>` functions. */
export { burracoPrincipiante } from './principiante.js';
// Until Esperto lands, level 2 plays as level 1.
export { burracoPrincipiante as burracoEsperto } from './principiante.js';
