/**
 * How the players of an individual event split into tables: four at a table (S40-CdG art. 2),
 * and as few tables of three as the count needs (art. 25 lets three play at an incomplete
 * table), numbered last. 4k+1 players sit at three tables of 3, 4k+2 at two, 4k+3 at one; 1, 2
 * and 5 players cannot be split, which is an error value.
 *
 * Explanation codes:
 * - `tables-of-three` {tables, first}: the count is not a multiple of 4, so `tables` tables of
 *   3 from table `first` on (S40-CdG art. 2, 25).
 */
import { type Result, type RuleError, err, ok } from '@tavolo/cards';
import { tournamentError } from '../error.js';
import type { EntrantId, Explanation } from '../pairing.js';

const TABLES_ARTICLE = 'S40-CdG art. 2, 25';

/** The size of each table in table order: the fours, then the threes. */
export const tableSizes = (players: number): Result<readonly number[], RuleError> => {
  const threes = (4 - (players % 4)) % 4;
  const fours = (players - 3 * threes) / 4;
  if (!Number.isSafeInteger(players) || players < 1 || fours < 0)
    return err(
      tournamentError(
        'cannot-form-tables',
        TABLES_ARTICLE,
        `${players} players cannot sit at tables of 4 and 3`,
        { count: players },
      ),
    );
  return ok([...Array<number>(fours).fill(4), ...Array<number>(threes).fill(3)]);
};

export interface FilledTables {
  readonly tables: EntrantId[][];
  readonly explanation: readonly Explanation[];
}

/** The players in order at the tables of 4, then at the tables of 3. */
export const fillTables = (ordered: readonly EntrantId[]): Result<FilledTables, RuleError> => {
  const sizes = tableSizes(ordered.length);
  if (!sizes.ok) return sizes;
  const tables: EntrantId[][] = [];
  let at = 0;
  for (const size of sizes.value) {
    tables.push(ordered.slice(at, at + size));
    at += size;
  }
  const threes = sizes.value.filter((size) => size === 3).length;
  return ok({
    tables,
    explanation:
      threes === 0
        ? []
        : [
            {
              code: 'tables-of-three',
              params: { tables: threes, first: tables.length - threes + 1 },
            },
          ],
  });
};
