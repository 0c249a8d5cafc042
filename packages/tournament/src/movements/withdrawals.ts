/**
 * Movements fixed in advance (Mitchell, round robin) schedule tables for entrants who may have
 * withdrawn since. A table whose two sides are both present is played; a side whose opponent
 * has gone rests, as at an incomplete table (BUR-CH art. 47 sends the remaining pair to the
 * "tavolo zoppo" of art. 3); a table with nobody left is not set.
 *
 * Explanation codes:
 * - `bye` {entrant, reason: 'opponent-withdrawn', table, opponent}: the scheduled opponent has
 *   withdrawn, so the entrant rests (BUR-CH art. 47).
 */
import type { EntrantId, Explanation, TableSeating } from '../pairing.js';

export interface ScheduledTable {
  readonly table: number;
  readonly northSouth: EntrantId;
  readonly eastWest: EntrantId;
}

export interface PresentTables {
  readonly tables: readonly TableSeating[];
  readonly byes: readonly EntrantId[];
  readonly explanation: readonly Explanation[];
}

export const seatPresent = (
  scheduled: readonly ScheduledTable[],
  present: ReadonlySet<EntrantId>,
): PresentTables => {
  const tables: TableSeating[] = [];
  const byes: EntrantId[] = [];
  const explanation: Explanation[] = [];
  for (const { table, northSouth, eastWest } of scheduled) {
    const ns = present.has(northSouth);
    const ew = present.has(eastWest);
    if (ns && ew) tables.push({ table, seats: [northSouth, eastWest] });
    else if (ns || ew) {
      const entrant = ns ? northSouth : eastWest;
      byes.push(entrant);
      explanation.push({
        code: 'bye',
        params: {
          entrant,
          reason: 'opponent-withdrawn',
          table,
          opponent: ns ? eastWest : northSouth,
        },
      });
    }
  }
  return { tables, byes, explanation };
};
