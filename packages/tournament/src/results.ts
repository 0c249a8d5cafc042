/**
 * Score sheets: a table's result as delivered, signed by the table (S40-CdG art. 23, BUR-CH art.
 * 20), checked for what the game can produce (plausibility.ts), and its corrections
 * (corrections.ts: S40-CdG art. 24, BUR-CH art. 21).
 */
import { type Confirmable, unlessDoubted } from './confirm.js';
import { type CorrectionRequest, checkCorrection } from './corrections.js';
import type { HandScores, Stamp } from './event.js';
import type { EntrantId } from './pairing.js';
import { checkTableSheet } from './plausibility.js';
import { linesOf } from './scoring.js';
import { type TournamentState, entrantById, roundState } from './state.js';
import {
  type Outcome,
  type Problem,
  problem,
  refuse,
  refuseFor,
  stamped,
  withStamp,
} from './decision.js';

const handsProblem = (
  state: TournamentState,
  round: number,
  sides: number,
  hands: readonly HandScores[],
): Problem | null => {
  const expected = state.config.rounds[round - 1]?.hands ?? 0;
  if (!Array.isArray(hands) || hands.length !== expected)
    return problem('hands-count', `round ${round} has ${expected} hands per table`, {
      round,
      count: expected,
    });
  for (const [i, hand] of hands.entries()) {
    const at = { hand: i + 1 };
    if (!Array.isArray(hand) || hand.length !== sides)
      return problem('hand-sides', `hand ${i + 1} has one score for each of the ${sides} sides`, {
        ...at,
        count: sides,
      });
    if (!hand.every((x) => Number.isInteger(x)))
      return problem('hand-whole', `hand ${i + 1}: scores are whole numbers`, at);
    if (state.config.game === 'scala40' && hand.some((x) => x < 0))
      return problem('hand-negative', `hand ${i + 1}: negative points are 0 or more`, at);
    if (state.config.game === 'burraco' && hand.some((x) => x % 5 !== 0))
      return problem('hand-fives', `hand ${i + 1}: Burraco scores are multiples of 5`, at);
  }
  return null;
};

/** Sides that each need a signature: every player (Scala 40), one per line (Burraco). */
const signatureProblem = (
  state: TournamentState,
  round: number,
  seats: readonly EntrantId[],
  signedBy: readonly EntrantId[],
): Problem | null => {
  if (!Array.isArray(signedBy) || signedBy.some((s) => !seats.includes(s)))
    return problem('signed-by-outsider', 'only players of the table sign its score sheet');
  // S40-CdG art. 23, every player signs; one who walked out during the round (art. 25) left
  // the others to finish it, and they sign.
  const finished = (s: EntrantId) => entrantById(state, s)?.leftDuringRound !== round;
  if (state.config.game === 'scala40')
    return seats.filter(finished).every((s) => signedBy.includes(s))
      ? null
      : problem('signed-by-everyone', 'the score sheet is signed by every player of the table');
  const lines = linesOf(state, { table: 0, seats });
  return lines.every((line) => line.some((s) => signedBy.includes(s)))
    ? null
    : problem(
        'signed-by-each-line',
        'the score sheet is signed by at least one player of each line',
      );
};

export interface ResultEntry extends Confirmable {
  readonly round: number;
  readonly table: number;
  readonly hands: readonly HandScores[];
  readonly signedBy: readonly EntrantId[];
}

export const enterResult = (state: TournamentState, entry: ResultEntry, stamp: Stamp): Outcome =>
  withStamp(state, stamp, () => {
    const round = roundState(state, entry.round);
    const table = round?.pairing.tables.find((t) => t.table === entry.table);
    const where = { round: entry.round, table: entry.table };
    if (!round || !table)
      return refuse('unknown-table', `round ${entry.round} has no table ${entry.table}`, where);
    if (round.results.has(entry.table))
      return refuse(
        'already-entered',
        `table ${entry.table} already has a result: correct it instead`,
        where,
      );
    if (round.walkovers.has(entry.table))
      return refuse('walkover', `table ${entry.table} has an assigned score`, where);
    const sides = state.config.game === 'scala40' ? table.seats.length : 2;
    const handProblem = handsProblem(state, entry.round, sides, entry.hands);
    if (handProblem) return refuseFor('bad-scores', handProblem);
    const article = state.config.game === 'scala40' ? 'S40-CdG art. 23' : 'BUR-CH art. 20';
    const signature = signatureProblem(state, entry.round, table.seats, entry.signedBy);
    if (signature) return refuseFor('not-signed', signature, article);
    const figures = checkTableSheet(state, round, table, entry.hands, stamp.at);
    if (!figures.ok) return figures;
    return unlessDoubted(figures.value, entry, () =>
      stamped(stamp, {
        type: 'result-entered',
        round: entry.round,
        table: entry.table,
        hands: entry.hands,
        signedBy: entry.signedBy,
      }),
    );
  });

export const correctResult = (
  state: TournamentState,
  request: CorrectionRequest & { readonly reason: string } & Confirmable,
  stamp: Stamp,
): Outcome =>
  withStamp(state, stamp, () => {
    const round = roundState(state, request.round);
    const table = round?.pairing.tables.find((t) => t.table === request.table);
    const where = { round: request.round, table: request.table };
    if (!round || !table)
      return refuse('unknown-table', `round ${request.round} has no table ${request.table}`, where);
    if (typeof request.reason !== 'string' || request.reason.trim() === '')
      return refuse('reason-required', 'a correction is recorded with its reason', where);
    const sides = state.config.game === 'scala40' ? table.seats.length : 2;
    const handProblem = handsProblem(state, request.round, sides, request.hands);
    if (handProblem) return refuseFor('bad-scores', handProblem);
    const allowed = checkCorrection(state, request, stamp.at);
    if (!allowed.ok) return allowed;
    const figures = checkTableSheet(state, round, table, request.hands, stamp.at);
    if (!figures.ok) return figures;
    return unlessDoubted(figures.value, request, () =>
      stamped(stamp, {
        type: 'result-corrected',
        round: request.round,
        table: request.table,
        hands: request.hands,
        kind: request.kind,
        agreedBy: request.agreedBy,
        reason: request.reason,
      }),
    );
  });
