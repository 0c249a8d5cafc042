/** The whole catalogue, in the order of the texts: Scala 40, then Burraco. */
import type { Entry } from '../model.js';
import { burraco2228Entries } from './burraco-22-28.js';
import { burraco2931Entries } from './burraco-29-31.js';
import { burraco3237Entries } from './burraco-32-37.js';
import { burraco38Entries } from './burraco-38.js';
import { burraco3950Entries } from './burraco-39-50.js';
import { procedureBurracoEntries, procedureScala40Entries } from './procedure.js';
import { scala40Entries } from './scala40.js';

export const catalogue: readonly Entry[] = [
  ...procedureScala40Entries,
  ...scala40Entries,
  ...procedureBurracoEntries,
  ...burraco2228Entries,
  ...burraco2931Entries,
  ...burraco3237Entries,
  ...burraco38Entries,
  ...burraco3950Entries,
];

const byId = new Map(catalogue.map((e) => [e.id, e]));

export const entryById = (id: string): Entry | undefined => byId.get(id);
