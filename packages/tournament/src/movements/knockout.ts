/**
 * A seeded knockout (the README's table of pairing systems for BUR-CH art. 2): the bracket is
 * filled in the standard order, 1 v 16, 8 v 9, 4 v 13, 5 v 12, ... so that seeds 1 and 2 can
 * meet only in the final, 1 to 4 only in the semi-finals, and so on. When the count is not a
 * power of two the bracket is filled up with empty places at the bottom, so the top seeds have
 * a bye in the first stage (and only there). Each later stage pairs the winners of the stage
 * before, bracket neighbours against each other; the better seed sits N/S. A walkover is
 * recorded as a winner like any other.
 *
 * Explanation codes:
 * - `knockout` {stage, stages}: stage `stage` of `stages` (the last is the final).
 * - `bye` {entrant, reason: 'top-seed', seed}: an empty place in the bracket; the seed goes
 *   through to the next stage.
 */
import { type Result, type RuleError, err, ok } from '@tavolo/cards';
import type { EntrantId, Explanation, Pairing, TableSeating } from '../pairing.js';
import { badInput, checkEntrants, checkWhole } from './checks.js';

export interface KnockoutBracket {
  /** The seeding, best first (seed 1 first); fixed for the whole knockout. */
  readonly seeds: readonly EntrantId[];
  /**
   * The winners of each stage played, first stage first: one per match, in any order. Seeds
   * that had a bye may be listed or left out.
   */
  readonly winners: readonly (readonly EntrantId[])[];
}

/** Seeds (1-based) in bracket order for a power-of-two `size`: [1, 8, 4, 5, 2, 7, 3, 6] for 8. */
export const bracketOrder = (size: number): number[] => {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
};

/** Stages of a knockout of `count` entrants: the rounds to one winner. */
export const knockoutStages = (count: number): number => Math.ceil(Math.log2(count));

/** The pairing of the next stage of the knockout, played as round `round` of the event. */
export const knockout = (round: number, bracket: KnockoutBracket): Result<Pairing, RuleError> => {
  const problem =
    checkWhole(round, 1, 'the round') ??
    checkEntrants(bracket.seeds, 'the seeds') ??
    (Array.isArray(bracket.winners)
      ? null
      : badInput('pairing-winners-list', 'the winners are listed stage by stage'));
  if (problem) return err(problem);
  const count = bracket.seeds.length;
  if (count < 2)
    return err(
      badInput('pairing-knockout-entrants', 'a knockout needs at least 2 entrants', {
        entrants: count,
      }),
    );
  const stages = knockoutStages(count);
  const stage = bracket.winners.length + 1;
  if (stage > stages)
    return err(
      badInput(
        'pairing-knockout-over',
        `the knockout is over: it has ${stages} stages, all played`,
        {
          stages,
        },
      ),
    );

  const seedOf = new Map(bracket.seeds.map((e, i) => [e, i + 1]));
  let places: (EntrantId | null)[] = bracketOrder(2 ** stages).map(
    (seed) => bracket.seeds[seed - 1] ?? null,
  );
  for (const [played, listed] of bracket.winners.entries()) {
    const listedProblem = checkEntrants(listed, `the winners of stage ${played + 1}`);
    if (listedProblem) return err(listedProblem);
    const won = new Set(listed);
    const advancing: (EntrantId | null)[] = [];
    for (let i = 0; i < places.length; i += 2) {
      const [a, b] = [places[i] ?? null, places[i + 1] ?? null];
      if (a === null || b === null) {
        advancing.push(a ?? b);
        continue;
      }
      if (won.has(a) === won.has(b))
        return err(
          badInput(
            'pairing-one-winner',
            `stage ${played + 1}: name one winner of ${a} v ${b}, not ${won.has(a) ? 2 : 0}`,
            { stage: played + 1, first: a, second: b, named: won.has(a) ? 2 : 0 },
          ),
        );
      advancing.push(won.has(a) ? a : b);
    }
    const stranger = listed.find((e) => !advancing.includes(e));
    if (stranger !== undefined)
      return err(
        badInput(
          'pairing-winner-stranger',
          `stage ${played + 1}: ${stranger} did not play a match of that stage`,
          { stage: played + 1, entrant: stranger },
        ),
      );
    places = advancing;
  }

  const tables: TableSeating[] = [];
  const byes: EntrantId[] = [];
  const explanation: Explanation[] = [{ code: 'knockout', params: { stage, stages } }];
  for (let i = 0; i < places.length; i += 2) {
    const [a, b] = [places[i] ?? null, places[i + 1] ?? null];
    if (a !== null && b !== null) {
      const aFirst = (seedOf.get(a) as number) < (seedOf.get(b) as number);
      tables.push({ table: tables.length + 1, seats: aFirst ? [a, b] : [b, a] });
    } else {
      const entrant = (a ?? b) as EntrantId;
      byes.push(entrant);
      explanation.push({
        code: 'bye',
        params: { entrant, reason: 'top-seed', seed: seedOf.get(entrant) as number },
      });
    }
  }
  return ok({ round, tables, byes, explanation });
};
