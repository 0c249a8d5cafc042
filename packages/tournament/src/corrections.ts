/**
 * The life of a round's results and what may still be corrected.
 *
 * States: `playing` (score sheets missing) -> `provisional` (all in, not yet published) ->
 * `official` (published at a recorded time; the correction period of LAW 79C runs, 30 minutes
 * unless the organizer sets another) -> `final` (the period is over).
 *
 * What may be corrected differs by regulation, and Tavolo applies the period on top of both:
 * - S40-CdG art. 24: once delivered, only a calculation error, and only before the director
 *   pairs the next round; inverted scores may be corrected even after, if the whole table
 *   agrees, and the next round is played as paired (the director restores it later).
 * - BUR-CH art. 21: a sum or subtraction error, or inverted scores with the whole table's
 *   agreement. In a phase that does not depend on the scores (Mitchell, round robin) the
 *   correction is simply made; in one that does (Danish, knockout, tables by standings) a round
 *   already paired keeps its pairing and the result is corrected.
 * - Both: no correction once the last round is final ("non sono ammesse correzioni agli scores
 *   dopo l'ultimo turno di gara"); Tavolo reads "after the last round" as after its correction
 *   period, so the last round itself can still be corrected within its period.
 * Any other change to a delivered score sheet is refused: the director gives an assigned score
 * or a penalty instead, each with its own reason and article.
 */
import { type Result, err, ok } from '@tavolo/cards';
import type { Movement } from './config.js';
import { type TournamentError, tournamentError } from './error.js';
import type { CorrectionKind, HandScores } from './event.js';
import type { EntrantId } from './pairing.js';
import { roundComplete } from './scoring.js';
import { type TournamentState, roundState } from './state.js';

export type RoundStatus = 'playing' | 'provisional' | 'official' | 'final';

const MINUTE = 60_000;

/** When the correction period of a published round closes (ISO), or null if unpublished. */
export const correctionDeadline = (state: TournamentState, round: number): string | null => {
  const published = roundState(state, round)?.publishedAt;
  if (!published) return null;
  return new Date(Date.parse(published) + state.config.correctionMinutes * MINUTE).toISOString();
};

export const roundStatus = (state: TournamentState, round: number, now: string): RoundStatus => {
  const deadline = correctionDeadline(state, round);
  if (deadline !== null) return Date.parse(now) < Date.parse(deadline) ? 'official' : 'final';
  return roundComplete(state, round) ? 'provisional' : 'playing';
};

/** Movements whose pairing depends on the standings (BUR-CH art. 21 "danese o similari"). */
export const dependsOnScores = (movement: Movement): boolean =>
  movement.kind === 'danish' ||
  movement.kind === 'knockout' ||
  movement.kind === 'standings-tables';

const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

/** An inversion swaps whole scores between the sides of the table, hand by hand. */
export const isInversion = (before: readonly HandScores[], after: readonly HandScores[]): boolean =>
  before.length === after.length &&
  before.some((h, i) => h.join() !== after[i]?.join()) &&
  before.every((h, i) => sorted(h).join() === sorted(after[i] ?? []).join());

export interface CorrectionRequest {
  readonly round: number;
  readonly table: number;
  readonly hands: readonly HandScores[];
  readonly kind: CorrectionKind;
  readonly agreedBy: readonly EntrantId[];
}

/**
 * Whether the scores of `round` may still change at `now`: not once the last round is final,
 * nor once the round's own correction period is over. A correction and a void that touches the
 * round's scores (void.ts) both go through here.
 */
export const checkPeriod = (
  state: TournamentState,
  round: number,
  now: string,
): Result<null, TournamentError> => {
  const article = state.config.game === 'scala40' ? 'S40-CdG art. 24' : 'BUR-CH art. 21';
  const last = state.config.rounds.length;
  if (roundStatus(state, last, now) === 'final')
    return err(
      tournamentError(
        'after-last-round',
        article,
        'no correction after the last round of the event',
      ),
    );
  if (roundStatus(state, round, now) === 'final')
    return err(
      tournamentError(
        'correction-period-over',
        'LAW 79C',
        `the correction period of round ${round} closed at ${correctionDeadline(state, round)}`,
      ),
    );
  return ok(null);
};

/** Whether a correction may be made now, with the article that allows or refuses it. */
export const checkCorrection = (
  state: TournamentState,
  request: CorrectionRequest,
  now: string,
): Result<null, TournamentError> => {
  const game = state.config.game;
  const article = game === 'scala40' ? 'S40-CdG art. 24' : 'BUR-CH art. 21';
  const refuse = (code: string, message: string, art = article) =>
    err(tournamentError(code, art, message));
  const round = roundState(state, request.round);
  const result = round?.results.get(request.table);
  if (!round || !result)
    return refuse(
      'no-result',
      `round ${request.round} table ${request.table} has no result to correct`,
      'Tavolo',
    );
  const closed = checkPeriod(state, request.round, now);
  if (!closed.ok) return closed;
  if (
    result.hands.length === request.hands.length &&
    !result.hands.some((h, i) => h.join() !== request.hands[i]?.join())
  )
    return err(
      tournamentError(
        'correction-unchanged',
        'Tavolo',
        `round ${request.round} table ${request.table} already has these scores`,
        { round: request.round, table: request.table },
      ),
    );
  const table = round.pairing.tables.find((t) => t.table === request.table);
  const everyone = table?.seats ?? [];
  const nextPaired = state.rounds.length > request.round;
  switch (request.kind) {
    case 'calculation':
      if (game === 'scala40' && nextPaired)
        return refuse(
          'next-round-paired',
          'a calculation error can be corrected only before the next round is paired',
        );
      return ok(null);
    case 'inverted':
      if (!everyone.every((e) => request.agreedBy.includes(e)))
        return refuse(
          'table-must-agree',
          'inverted scores are corrected only if the whole table agrees',
        );
      if (!isInversion(result.hands, request.hands))
        return refuse(
          'not-an-inversion',
          'the new scores are not the old ones swapped between sides',
        );
      return ok(null);
    case 'other':
      return refuse(
        'score-sheet-final',
        game === 'scala40'
          ? 'once delivered, a score sheet can only have a calculation error corrected'
          : 'a delivered score sheet is valid and definitive but for sum errors and inversions',
      );
  }
};
