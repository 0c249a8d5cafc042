/**
 * The guide of a Mitchell phase, for the cards left on its tables (BUR-CH art. 2: N/S the
 * "coppia fissa", E/W the "coppia mobile"): for each table and round of the phase, who plays
 * there and where the table's E/W go for the next round. It is the movement itself
 * (`mitchell`), run from the phase's first round as paired with every pair present: the
 * planned movement. A withdrawal or a second rest changes a round's tables later, and the
 * round's seating list says so.
 */
import { type Result, err, ok } from '@tavolo/cards';
import { type TournamentError, tournamentError } from './error.js';
import { mitchell } from './movements/mitchell.js';
import type { EntrantId, Pairing } from './pairing.js';
import type { TournamentState } from './state.js';

export interface GuideRound {
  readonly round: number;
  /** The E/W pair at the table this round (at the phantom table: the pair that rests). */
  readonly eastWest: EntrantId | null;
  /** Where that pair plays the next round: a table, `rest`, or null after the phase's last. */
  readonly next: number | 'rest' | null;
}

export interface GuideTable {
  readonly table: number;
  /** The N/S pair, there the whole phase; null at the phantom table of an odd count. */
  readonly northSouth: EntrantId | null;
  readonly rounds: readonly GuideRound[];
}

export interface MitchellGuide {
  /** The phase's first and last rounds of the event. */
  readonly first: number;
  readonly last: number;
  /** Tables E/W move up after each round. */
  readonly step: number;
  readonly tables: readonly GuideTable[];
}

const ARTICLE = 'BUR-CH art. 2';

/** Where E/W pair `pair` plays in `pairing`: its table, `rest`, or undefined. */
const placeOf = (pairing: Pairing, pair: EntrantId): number | 'rest' | undefined =>
  pairing.byes.includes(pair) ? 'rest' : pairing.tables.find((t) => t.seats[1] === pair)?.table;

/** The guide of the Mitchell phase that `round` belongs to, once its first round is paired. */
export const mitchellGuide = (
  state: TournamentState,
  round: number,
): Result<MitchellGuide, TournamentError> => {
  const plans = state.config.rounds;
  const movement = plans[round - 1]?.movement;
  if (movement?.kind !== 'mitchell')
    return err(
      tournamentError('not-mitchell', ARTICLE, `round ${round} is not a Mitchell round`, {
        round,
      }),
    );
  // A phase is the run of consecutive rounds with the same movement (as `pair` reads it).
  const key = JSON.stringify(movement);
  const same = (r: number) => JSON.stringify(plans[r - 1]?.movement) === key;
  let first = round;
  while (first > 1 && same(first - 1)) first--;
  let last = round;
  while (last < plans.length && same(last + 1)) last++;
  const base = state.rounds[first - 1]?.pairing;
  if (!base)
    return err(
      tournamentError('not-paired', ARTICLE, `round ${first} has not been paired`, {
        round: first,
      }),
    );
  const everyone = [...base.tables.flatMap((t) => t.seats), ...base.byes];
  const pairings: Pairing[] = [];
  for (let r = first; r <= last; r++) {
    const paired = mitchell(
      { round: r, totalRounds: plans.length, ranking: everyone, history: [], byeHistory: [] },
      { base, roundInPhase: r - first + 1, phaseRounds: last - first + 1, step: movement.step },
    );
    if (!paired.ok)
      return err(
        tournamentError(paired.error.code, paired.error.article, paired.error.message, {
          round: r,
        }),
      );
    pairings.push(paired.value);
  }
  const numbers = base.tables.map((t) => t.table).sort((a, b) => a - b);
  const phantom = base.byes.length > 0 ? (numbers.at(-1) ?? 0) + 1 : null;
  const tables = [...numbers, ...(phantom === null ? [] : [phantom])].map((table): GuideTable => ({
    table,
    northSouth: base.tables.find((t) => t.table === table)?.seats[0] ?? null,
    rounds: pairings.map((pairing, i): GuideRound => {
      const eastWest =
        table === phantom
          ? (pairing.byes[0] ?? null)
          : (pairing.tables.find((t) => t.table === table)?.seats[1] ?? null);
      const following = pairings[i + 1];
      return {
        round: first + i,
        eastWest,
        next:
          following === undefined || eastWest === null
            ? null
            : (placeOf(following, eastWest) ?? null),
      };
    }),
  }));
  return ok({ first, last, step: movement.step, tables });
};
