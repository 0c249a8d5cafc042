/** BUR-CH art. 32-37 as catalogue entries. */
import type { Entry } from '../model.js';

export const burraco3237Entries: readonly Entry[] = [];
