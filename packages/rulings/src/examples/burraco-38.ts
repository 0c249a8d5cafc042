/** The worked examples of BUR-CH art. 38. */
import type { WorkedExample } from '../example.js';

/** Examples the text gives, by article ("BUR-CH art. 29 A2,1"), as counted when reading it. */
export const burraco38ExampleCount: Readonly<Record<string, number>> = {};

export const burraco38Examples: readonly WorkedExample[] = [];
