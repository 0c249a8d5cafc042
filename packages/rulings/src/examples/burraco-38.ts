/**
 * The worked examples of BUR-CH art. 38.
 *
 * Art. 38 gives none: its cases (A 1.A.1.1.1 to 1.B.2.2, B, C, D, E 1.1 to B.2.2) are stated as
 * rules, with no "Esempio", "Es.", "N.B." or numbered list of concrete cards (counted when
 * reading the text from "Art. 38" to the line before "Art. 39"). The rulings are tested through
 * `consult` in catalogue/burraco-38.test.ts instead.
 */
import type { WorkedExample } from '../example.js';

/** Examples the text gives, by article ("BUR-CH art. 29 A2,1"), as counted when reading it. */
export const burraco38ExampleCount: Readonly<Record<string, number>> = {};

export const burraco38Examples: readonly WorkedExample[] = [];
