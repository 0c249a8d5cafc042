/** Every worked example of the texts, and how many each article holds. */
import type { WorkedExample } from '../example.js';
import { scala40ExampleCount, scala40Examples } from './scala40.js';

export const workedExamples: readonly WorkedExample[] = [...scala40Examples];

export const workedExampleCount: Readonly<Record<string, number>> = { ...scala40ExampleCount };
