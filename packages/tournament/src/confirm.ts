/**
 * Unlikely but possible decisions: a result far outside what the game and profile produce, a
 * name that looks like one already registered, an assigned score that changes what the rest of
 * the table gets. The command states its doubts and goes ahead only when the director repeats
 * it with `confirm`; the events then record which doubts were confirmed, so the log shows that
 * a person looked at them. Impossible decisions are refused outright and never reach here.
 */
import { err } from '@tavolo/cards';
import type { Outcome } from './decision.js';
import { type Doubt, tournamentError } from './error.js';
import type { TournamentEvent } from './event.js';

export const CONFIRM_REQUIRED = 'confirm-required';

/** A request that may carry the director's confirmation. */
export interface Confirmable {
  readonly confirm?: boolean;
}

/**
 * Runs `decide` when there is nothing to confirm or the director confirmed; else refuses with
 * `confirm-required` listing the doubts. The codes of the confirmed doubts, each once, are
 * written on every event decided.
 */
export const unlessDoubted = (
  doubts: readonly Doubt[],
  request: Confirmable,
  decide: () => Outcome,
): Outcome => {
  if (doubts.length === 0) return decide();
  if (request.confirm !== true)
    return err({
      ...tournamentError(
        CONFIRM_REQUIRED,
        doubts[0]?.article ?? 'Tavolo',
        `confirm to go ahead: ${doubts.map((d) => d.message).join('; ')}`,
        { count: doubts.length },
      ),
      doubts,
    });
  const decided = decide();
  if (!decided.ok) return decided;
  // Each kind of doubt once: a code raised by several seats or hands was confirmed once.
  const confirmed = [...new Set(doubts.map((d) => d.code))];
  return {
    ok: true,
    value: decided.value.map((e): TournamentEvent => ({ ...e, confirmed })),
  };
};
