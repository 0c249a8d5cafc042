/**
 * The life of a round's results and what may still be corrected.
 *
 * States: `playing` (score sheets missing) -> `provisional` (all in, not yet published) ->
 * `official` (published at a recorded time; the correction period of LAW 79C runs, 30 minutes
 * unless the organizer sets another) -> `final` (the period is over).
 *
 * What may be corrected differs by regulation:
 * - S40-CdG art. 24, as written and alone: once delivered, only a calculation error, and only
 *   "se evidenziato prima che l'arbitro abbia effettuato la classifica del turno e
 *   l'accoppiamento per il turno successivo"; inverted scores may be corrected "anche se è stata
 *   stilata la classifica e l'accoppiamento per il turno successivo", if the whole table agrees,
 *   and the next round is played as paired (the director restores it later). The Codice has no
 *   period after publication and no sentence against corrections after the last round, so a
 *   Scala 40 event has neither: the LAW 79C period is a bridge law that nothing in the Codice
 *   adopts. For the last round, which has no next pairing, the round's standings alone close
 *   the calculation errors: Tavolo reads "la classifica del turno" as the round's publication
 *   (a choice: the sentence names the standings and the next pairing together, and the last
 *   round has only the former). The voids of the director's own decisions (penalties,
 *   assigned scores), which art. 24 does not speak of, keep the event's correction period
 *   (`checkPeriod`).
 * - BUR-CH art. 21: a sum or subtraction error, or inverted scores with the whole table's
 *   agreement. In a phase that does not depend on the scores (Mitchell, round robin) the
 *   correction is simply made; in one that does (Danish, knockout, tables by standings) a round
 *   already paired keeps its pairing and the result is corrected. "Non sono ammesse correzioni
 *   agli scores dopo l'ultimo turno di gara": Tavolo reads "after the last round" as after its
 *   correction period, so the last round itself can still be corrected within its period. On
 *   top of art. 21 a Burraco event applies the correction period of LAW 79C to each round.
 * Any other change to a delivered score sheet is refused: the director gives an assigned score
 * or a penalty instead, each with its own reason and article.
 */
import { type Result, err, ok } from '@tavolo/cards';
import type { Movement } from './config.js';
import { type TournamentError, tournamentError } from './error.js';
import { zoneParam } from './event-time.js';
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
 * Whether a void may still take back a decision on the scores of `round` at `now` (void.ts).
 * Burraco, as a correction: not once the last round is final (BUR-CH art. 21), nor once the
 * round's own correction period is over (LAW 79C). Scala 40: art. 24 speaks of the score sheets
 * alone ("Validità degli scores e rettifiche"), not of the director's own decisions (a penalty,
 * an assigned score), so these are taken back within the event's correction period, as its
 * organizer set it, and there is no after-last-round refusal; a void of a score sheet itself
 * waits for the next pairing resting on it to be voided first (void.ts `dependentsOf`).
 */
export const checkPeriod = (
  state: TournamentState,
  round: number,
  now: string,
): Result<null, TournamentError> => {
  const last = state.config.rounds.length;
  if (state.config.game === 'burraco' && roundStatus(state, last, now) === 'final')
    return err(
      tournamentError(
        'after-last-round',
        'BUR-CH art. 21',
        'no correction of the scores after the last round of the event',
        { round: last },
      ),
    );
  const deadline = correctionDeadline(state, round);
  if (deadline !== null && roundStatus(state, round, now) === 'final')
    return err(
      tournamentError(
        'correction-period-over',
        'LAW 79C',
        `the correction period of round ${round} closed at ${deadline}`,
        { round, deadline, ...zoneParam(state.config) },
      ),
    );
  return ok(null);
};

/**
 * S40-CdG art. 24: a calculation error is corrected only "prima che l'arbitro abbia effettuato
 * la classifica del turno e l'accoppiamento per il turno successivo", whatever the time.
 */
const calculationOpen = (state: TournamentState, round: number): Result<null, TournamentError> =>
  standingsMade(state, round)
    ? err(
        tournamentError(
          'next-round-paired',
          'S40-CdG art. 24',
          `round ${round}'s standings and the next pairing are made: a calculation error can no longer be corrected`,
          { round },
        ),
      )
    : ok(null);

/**
 * S40-CdG art. 24: the round's standings and the next round's pairing are made (for the last
 * round, which has no next pairing: its standings, that is its publication).
 */
const standingsMade = (state: TournamentState, round: number): boolean =>
  state.rounds.length > round ||
  (round === state.config.rounds.length &&
    (roundState(state, round)?.publishedAt ?? null) !== null);

/**
 * What may still be corrected in a round's delivered score sheets at `now`, and by which
 * article, as `checkCorrection` decides it: at Scala 40 (S40-CdG art. 24, no period) a
 * calculation error until the round's standings and the next pairing are made, an inversion
 * the whole table agrees on at any time; at Burraco (BUR-CH art. 21) both while the round's
 * correction period runs (LAW 79C) and the last round is not final. Anything else never.
 */
export interface OpenCorrections {
  readonly article: 'S40-CdG art. 24' | 'BUR-CH art. 21';
  readonly calculation: boolean;
  readonly inverted: boolean;
}

export const openCorrections = (
  state: TournamentState,
  round: number,
  now: string,
): OpenCorrections => {
  if (state.config.game === 'scala40')
    return {
      article: 'S40-CdG art. 24',
      calculation: !standingsMade(state, round),
      inverted: true,
    };
  const open = checkPeriod(state, round, now).ok;
  return { article: 'BUR-CH art. 21', calculation: open, inverted: open };
};

/**
 * What a round leaves open to correction, as the reports and exports give it: at Burraco the end
 * of its correction period (`correctionsUntil`, LAW 79C) and what BUR-CH art. 21 allows until
 * then; at Scala 40, which has no period (S40-CdG art. 24 alone), `correctionsUntil` is null and
 * `corrections` says whether a calculation error may still be corrected.
 */
export const correctionsWindow = (
  state: TournamentState,
  round: number,
  now: string,
): { readonly correctionsUntil: string | null; readonly corrections: OpenCorrections } => ({
  correctionsUntil: state.config.game === 'scala40' ? null : correctionDeadline(state, round),
  corrections: openCorrections(state, round, now),
});

/** Whether a correction may be made now, with the article that allows or refuses it. */
export const checkCorrection = (
  state: TournamentState,
  request: CorrectionRequest,
  now: string,
): Result<null, TournamentError> => {
  const game = state.config.game;
  const article = game === 'scala40' ? 'S40-CdG art. 24' : 'BUR-CH art. 21';
  const at = { round: request.round, table: request.table };
  const refuse = (code: string, message: string, art = article) =>
    err(tournamentError(code, art, message, at));
  const round = roundState(state, request.round);
  const result = round?.results.get(request.table);
  if (!round || !result)
    return refuse(
      'no-result',
      `round ${request.round} table ${request.table} has no result to correct`,
      'Tavolo',
    );
  // Burraco: the period first, whatever the kind. Scala 40: art. 24 closes only the
  // calculation errors (below); an inversion is corrected at any time.
  if (game === 'burraco') {
    const closed = checkPeriod(state, request.round, now);
    if (!closed.ok) return closed;
  }
  if (
    result.hands.length === request.hands.length &&
    !result.hands.some((h, i) => h.join() !== request.hands[i]?.join())
  )
    return refuse(
      'correction-unchanged',
      `round ${request.round} table ${request.table} already has these scores`,
      'Tavolo',
    );
  const table = round.pairing.tables.find((t) => t.table === request.table);
  const everyone = table?.seats ?? [];
  switch (request.kind) {
    case 'calculation':
      return game === 'scala40' ? calculationOpen(state, request.round) : ok(null);
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
