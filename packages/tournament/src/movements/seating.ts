/**
 * Round 1 (S40-CdG art. 2; BUR-CH art. 2-3): the entrants are put in an order — registration,
 * the director's list, or a draw that anyone can replay from the published seed — and the
 * order fills the tables.
 *
 * - Line events (pairs, teams, singles): table 1 N/S, table 1 E/W, table 2 N/S, ... An odd
 *   count leaves the last entrant in the order alone at the highest-numbered table: it rests
 *   in round 1 (BUR-CH art. 3: "il tavolo con il numero più alto verrà assegnato alla coppia
 *   iscritta per ultima (se si usa il sorteggio all'ultimo estratto)").
 * - Individual events (Scala 40): tables of 4 in order, then the tables of 3 the count needs
 *   (see table-sizes.ts). A player's seat at the table is then drawn there (S40-CdG art. 3), so
 *   `seats` lists the table's players in the order, not their seats.
 *
 * The draw is `shuffle(entrants in registration order, seed, 'tournament-seating')` of
 * @tavolo/cards: position 0 is the first drawn.
 *
 * Explanation codes:
 * - `seating` {method: 'registration' | 'director' | 'draw', entrants, tables}: how round 1 was
 *   seated.
 * - `seating-draw` {scheme, label}: the draw's seed scheme and label, to replay it.
 * - `bye` {entrant, reason: 'last-in-order', table}: an odd count of pairs; the last in the
 *   order takes the highest table alone and rests (BUR-CH art. 3).
 * - `tables-of-three` {tables, first}: see table-sizes.ts.
 */
import {
  type Result,
  type RuleError,
  type ShuffleSeed,
  err,
  ok,
  shuffle,
  validateSeed,
} from '@tavolo/cards';
import type { EntrantId, Explanation, Pairing, TableSeating } from '../pairing.js';
import { badInput, checkEntrants } from './checks.js';
import { fillTables } from './table-sizes.js';

/** The label of the seating draw: one seed can serve other draws under other labels. */
export const SEATING_DRAW_LABEL = 'tournament-seating';

/** How round 1 is ordered (S40-CdG art. 2 "Assegnazione dei posti"; BUR-CH art. 2). */
export type SeatingOrder =
  | { readonly kind: 'registration' }
  /** The director's list: the same entrants as registered, in the director's order. */
  | { readonly kind: 'director'; readonly order: readonly EntrantId[] }
  | { readonly kind: 'draw'; readonly seed: ShuffleSeed };

/** Lines put two sides at a table (N/S, E/W); individual events seat 3 or 4 players. */
export type SeatingFormat = 'line' | 'individual';

export interface SeatingInput {
  /** In registration order. */
  readonly entrants: readonly EntrantId[];
  readonly format: SeatingFormat;
  readonly order: SeatingOrder;
}

/** The entrants in the order that fills the tables. */
export const seatingOrder = (
  entrants: readonly EntrantId[],
  order: SeatingOrder,
): Result<readonly EntrantId[], RuleError> => {
  const problem = checkEntrants(entrants, 'the entrants');
  if (problem) return err(problem);
  switch (order.kind) {
    case 'registration':
      return ok(entrants);
    case 'director': {
      const listed = checkEntrants(order.order, "the director's list");
      if (listed) return err(listed);
      const registered = new Set(entrants);
      const listedSet = new Set(order.order);
      const missing = entrants.filter((e) => !listedSet.has(e));
      const unknown = order.order.filter((e) => !registered.has(e));
      if (missing.length > 0 || unknown.length > 0)
        return err(
          badInput(
            'pairing-order-entrants',
            `the director's list must hold the registered entrants: missing [${missing.join(', ')}], unknown [${unknown.join(', ')}]`,
            { missing: missing.join(', ') || '–', unknown: unknown.join(', ') || '–' },
          ),
        );
      return ok(order.order);
    }
    case 'draw': {
      const seed = validateSeed(order.seed);
      if (!seed.ok) return err(badInput('pairing-seed', `the seating draw: ${seed.error.message}`));
      // A per-hand master orders deals, not draws: its secrets exist only hand by hand.
      if (seed.value.scheme === 'hmac-sha256-hands-v1')
        return err(
          badInput(
            'pairing-seed-scheme',
            'the seating draw takes an hmac-sha256-v1 or xoroshiro128plus seed',
          ),
        );
      return ok(shuffle(entrants, seed.value, SEATING_DRAW_LABEL));
    }
    default:
      return err(
        badInput('pairing-seating-order', 'the seating order is registration, director or draw'),
      );
  }
};

const lineTables = (ordered: readonly EntrantId[]): Pairing => {
  const tables: TableSeating[] = [];
  for (let i = 0; i + 1 < ordered.length; i += 2)
    tables.push({ table: tables.length + 1, seats: [ordered[i], ordered[i + 1]] as EntrantId[] });
  const last = ordered.length % 2 === 1 ? ordered[ordered.length - 1] : undefined;
  return {
    round: 1,
    tables,
    byes: last === undefined ? [] : [last],
    explanation:
      last === undefined
        ? []
        : [
            {
              code: 'bye',
              params: { entrant: last, reason: 'last-in-order', table: tables.length + 1 },
            },
          ],
  };
};

const individualTables = (ordered: readonly EntrantId[]): Result<Pairing, RuleError> => {
  const filled = fillTables(ordered);
  if (!filled.ok) return filled;
  return ok({
    round: 1,
    tables: filled.value.tables.map((seats, t) => ({ table: t + 1, seats })),
    byes: [],
    explanation: filled.value.explanation,
  });
};

/** The tables of round 1. */
export const seatFirstRound = (input: SeatingInput): Result<Pairing, RuleError> => {
  if (input.format !== 'line' && input.format !== 'individual')
    return err(badInput('pairing-format', 'the format is line or individual'));
  const ordered = seatingOrder(input.entrants, input.order);
  if (!ordered.ok) return ordered;
  if (input.format === 'line' && ordered.value.length < 2)
    return err(
      badInput('pairing-line-entrants', 'a line event needs at least 2 entrants', {
        entrants: ordered.value.length,
      }),
    );
  const seated =
    input.format === 'line' ? ok(lineTables(ordered.value)) : individualTables(ordered.value);
  if (!seated.ok) return seated;
  const header: Explanation[] = [
    {
      code: 'seating',
      params: {
        method: input.order.kind,
        entrants: ordered.value.length,
        tables: seated.value.tables.length,
      },
    },
  ];
  if (input.order.kind === 'draw')
    header.push({
      code: 'seating-draw',
      params: { scheme: input.order.seed.scheme, label: SEATING_DRAW_LABEL },
    });
  return ok({ ...seated.value, explanation: [...header, ...seated.value.explanation] });
};
