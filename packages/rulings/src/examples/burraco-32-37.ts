/** The worked examples of BUR-CH art. 32-37. */
import type { WorkedExample } from '../example.js';

/** Examples the text gives, by article ("BUR-CH art. 29 A2,1"), as counted when reading it. */
export const burraco3237ExampleCount: Readonly<Record<string, number>> = {};

export const burraco3237Examples: readonly WorkedExample[] = [];
