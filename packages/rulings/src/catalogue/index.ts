/** The whole catalogue, in the order of the texts: Scala 40, then Burraco. */
import type { Entry } from '../model.js';
import { scala40Entries } from './scala40.js';

export const catalogue: readonly Entry[] = [...scala40Entries];

export const entryById = (id: string): Entry | undefined => catalogue.find((e) => e.id === id);
