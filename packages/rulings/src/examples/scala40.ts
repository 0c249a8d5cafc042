/** The worked examples of S40-CdG art. 10-21. */
import type { WorkedExample } from '../example.js';

/** Examples the text gives, by article, as counted when reading it. */
export const scala40ExampleCount: Readonly<Record<string, number>> = {};

export const scala40Examples: readonly WorkedExample[] = [];
