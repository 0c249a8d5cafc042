/** BUR-CH art. 38 as catalogue entries. */
import type { Entry } from '../model.js';

export const burraco38Entries: readonly Entry[] = [];
