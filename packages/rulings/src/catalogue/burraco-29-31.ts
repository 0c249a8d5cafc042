/** BUR-CH art. 29-31 as catalogue entries. */
import type { Entry } from '../model.js';

export const burraco2931Entries: readonly Entry[] = [];
