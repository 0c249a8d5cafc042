/**
 * What every pairing keeps, whatever movement made it (or a director who edited it by hand):
 * each active entrant sits at one table or rests, nobody else is named, table numbers are used
 * once. Property tests check every movement against it; a user interface can check an edited
 * pairing with it before publishing.
 */
import type { EntrantId, Pairing } from '../pairing.js';

/** The broken invariants, in English; empty when the pairing is sound. */
export const pairingProblems = (pairing: Pairing, active: readonly EntrantId[]): string[] => {
  const problems: string[] = [];
  const activeSet = new Set(active);
  const placed = new Map<EntrantId, string>();
  const place = (entrant: EntrantId, where: string): void => {
    const before = placed.get(entrant);
    if (before !== undefined) problems.push(`${entrant} is placed twice: ${before} and ${where}`);
    else placed.set(entrant, where);
    if (!activeSet.has(entrant)) problems.push(`${entrant} at ${where} is not an active entrant`);
  };
  const numbers = new Set<number>();
  for (const { table, seats } of pairing.tables) {
    if (!Number.isSafeInteger(table) || table < 1)
      problems.push(`table ${table} is not numbered 1 or more`);
    if (numbers.has(table)) problems.push(`table ${table} is set twice`);
    numbers.add(table);
    if (seats.length < 2) problems.push(`table ${table} seats fewer than 2 entrants`);
    for (const entrant of seats) place(entrant, `table ${table}`);
  }
  for (const entrant of pairing.byes) place(entrant, 'the byes');
  for (const entrant of active)
    if (!placed.has(entrant)) problems.push(`${entrant} is neither seated nor resting`);
  return problems;
};
