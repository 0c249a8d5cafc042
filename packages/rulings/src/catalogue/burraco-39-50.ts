/** BUR-CH art. 39-50 as catalogue entries. */
import type { Entry } from '../model.js';

export const burraco3950Entries: readonly Entry[] = [];
