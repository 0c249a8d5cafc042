/** The worked examples of BUR-CH art. 39-50. */
import type { WorkedExample } from '../example.js';

/** Examples the text gives, by article ("BUR-CH art. 29 A2,1"), as counted when reading it. */
export const burraco3950ExampleCount: Readonly<Record<string, number>> = {};

export const burraco3950Examples: readonly WorkedExample[] = [];
