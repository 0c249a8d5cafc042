/** BUR-CH art. 22-28 as catalogue entries. */
import type { Entry } from '../model.js';

export const burraco2228Entries: readonly Entry[] = [];
