/** Every worked example of the texts, and how many each article holds. */
import type { WorkedExample } from '../example.js';
import { burraco2228ExampleCount, burraco2228Examples } from './burraco-22-28.js';
import { burraco2931ExampleCount, burraco2931Examples } from './burraco-29-31.js';
import { burraco3237ExampleCount, burraco3237Examples } from './burraco-32-37.js';
import { burraco38ExampleCount, burraco38Examples } from './burraco-38.js';
import { burraco3950ExampleCount, burraco3950Examples } from './burraco-39-50.js';
import { procedureExampleCount, procedureExamples } from './procedure.js';
import { scala40ExampleCount, scala40Examples } from './scala40.js';

export const workedExamples: readonly WorkedExample[] = [
  ...procedureExamples,
  ...scala40Examples,
  ...burraco2228Examples,
  ...burraco2931Examples,
  ...burraco3237Examples,
  ...burraco38Examples,
  ...burraco3950Examples,
];

export const workedExampleCount: Readonly<Record<string, number>> = {
  ...procedureExampleCount,
  ...scala40ExampleCount,
  ...burraco2228ExampleCount,
  ...burraco2931ExampleCount,
  ...burraco3237ExampleCount,
  ...burraco38ExampleCount,
  ...burraco3950ExampleCount,
};
