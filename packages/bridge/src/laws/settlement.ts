/**
 * LAW 69A, 69B and 79C at the level of results: pure functions over times (ISO strings) and
 * settled boards, for the tournament and the server.
 * - 69A: agreement is reached "quando un concorrente accetti una richiesta o concessione
 *   dell'avversario, e non sollevi obiezioni prima che la sua linea abbia effettuato una
 *   chiamata nel board successivo o prima che termini il turno, qualunque dei due eventi abbia
 *   a verificarsi per primo" (`agreementStatus`).
 * - 69B: within the correction period of 79C a player may withdraw his agreement to losing a
 *   trick "che la sua linea aveva di fatto vinto" or "avrebbe probabilmente vinto qualora il
 *   gioco fosse continuato"; the board "viene allora nuovamente registrato con tale presa
 *   assegnata alla sua linea". The closing note of our copy adds that no change is made
 *   without a check overseen by the director: the withdrawal is a request
 *   (`requestWithdrawal`) that the director grants (`grantWithdrawal`) or not.
 * - 79C1: the correction period "scade 30 minuti dopo che il punteggio ufficiale sia stato reso
 *   disponibile per il controllo", unless the organizer sets a longer time (an event setting).
 */
import { type Result, type RuleError, ok } from '@tavolo/cards';
import type { BoardResult, BoardState } from '../state.js';
import { type Seat, type Side, sideOf } from '../types.js';
import { claimedDeclarerTricks } from './claim.js';
import { law, refuse } from './table.js';

/** LAW 79C1: the default correction period, in minutes. */
export const DEFAULT_CORRECTION_MINUTES = 30;
const MINUTE = 60_000;

/** When the correction period closes (ISO), counted from the official score's publication. */
export const correctionDeadline = (
  officialAt: string,
  minutes: number = DEFAULT_CORRECTION_MINUTES,
): string => new Date(Date.parse(officialAt) + minutes * MINUTE).toISOString();

/**
 * LAW 79C1: whether a correction may still be made at `now`. Before the official score is
 * available (`officialAt` null) the period has not begun to run, so it is open.
 */
export const correctionPeriodOpen = (
  officialAt: string | null,
  now: string,
  minutes: number = DEFAULT_CORRECTION_MINUTES,
): boolean =>
  officialAt === null || Date.parse(now) < Date.parse(correctionDeadline(officialAt, minutes));

/**
 * LAW 79C2: after the period a scoring error may still be corrected where the regulations
 * provide for it and both the director and the organizer are persuaded beyond reasonable doubt
 * that the record was wrong. `regulationsAllow` is the event's setting.
 */
export const correctionAllowed = (
  period: { readonly officialAt: string | null; readonly minutes: number },
  now: string,
  late: { readonly regulationsAllow: boolean; readonly directorAndOrganizerSure: boolean },
): boolean =>
  correctionPeriodOpen(period.officialAt, now, period.minutes) ||
  (late.regulationsAllow && late.directorAndOrganizerSure);

/**
 * LAW 79B2: a disagreement on the tricks the director was not called to before the round
 * ended is still decided, "ma non vi sarà alcun obbligo di incrementare il punteggio di una
 * linea": whether the director is bound to raise a side's score when he finds for it.
 */
export const mustRaiseScore = (calledAt: string, roundEndAt: string | null): boolean =>
  roundEndAt === null || Date.parse(calledAt) < Date.parse(roundEndAt);

/** What LAW 69A looks at for one contestant who accepted a claim or concession. */
export interface AgreementTimes {
  readonly acceptedAt: string;
  /** His side's first call in the next board, if made. */
  readonly nextCallAt: string | null;
  /** The end of the round, if it has ended. */
  readonly roundEndAt: string | null;
  /** An objection he raised, if any. */
  readonly objectedAt: string | null;
}

export type AgreementStatus = 'pending' | 'final' | 'objected';

/**
 * LAW 69A: `final` once his side has called in the next board or the round has ended,
 * whichever first, with no objection before it; `objected` if he objected before then (the
 * director rules, LAW 79B1); otherwise `pending`.
 */
export const agreementStatus = (times: AgreementTimes, now: string): AgreementStatus => {
  const limits = [times.nextCallAt, times.roundEndAt]
    .filter((t): t is string => t !== null && Date.parse(t) <= Date.parse(now))
    .map((t) => Date.parse(t));
  const closedAt = limits.length > 0 ? Math.min(...limits) : null;
  const objected = times.objectedAt !== null && Date.parse(times.objectedAt) <= Date.parse(now);
  if (objected && (closedAt === null || Date.parse(times.objectedAt as string) < closedAt))
    return 'objected';
  return closedAt === null ? 'pending' : 'final';
};

/** A board settled by an agreed claim or concession, as a result of the event. */
export interface SettledClaim {
  readonly result: BoardResult;
  /** The tricks each side (NS, EW) agreed to lose by the claim or concession. */
  readonly conceded: readonly [number, number];
}

/** The settled claim of a board that ended by one, or null. */
export const settledClaim = (state: BoardState): SettledClaim | null => {
  const c = state.claim;
  if (state.result?.by !== 'claim' || c === null) return null;
  const claimerSide = sideOf(c.claimer);
  const lost = c.remaining - c.tricks;
  return {
    result: { ...state.result, declarerTricks: claimedDeclarerTricks(state, c) },
    conceded: claimerSide === 0 ? [lost, c.tricks] : [c.tricks, lost],
  };
};

/** LAW 69B: a withdrawal of agreement, as a player asks the director for it. */
export interface WithdrawalRequest {
  readonly seat: Seat;
  /** How many of the tricks his side agreed to lose he asks back. */
  readonly tricks: number;
  readonly ground: 'won-in-fact' | 'would-probably-have-won';
  readonly at: string;
}

/** The correction period a request is judged against (79C: the event's setting). */
export interface CorrectionPeriod {
  readonly officialAt: string | null;
  readonly minutes: number;
}

/** LAW 69B: whether the request may go to the director; the request itself when it may. */
export const requestWithdrawal = (
  board: SettledClaim,
  request: WithdrawalRequest,
  period: CorrectionPeriod,
): Result<WithdrawalRequest, RuleError> => {
  const side: Side = sideOf(request.seat);
  if (!correctionPeriodOpen(period.officialAt, request.at, period.minutes))
    return refuse('correction-period-over', law('69B'), 'the correction period (LAW 79C) is over');
  if (board.conceded[side] === 0)
    return refuse('nothing-conceded', law('69B'), 'his side agreed to lose no trick');
  if (
    !Number.isInteger(request.tricks) ||
    request.tricks < 1 ||
    request.tricks > board.conceded[side]
  )
    return refuse(
      'withdrawal-tricks',
      law('69B'),
      `his side agreed to lose ${board.conceded[side]} tricks; he may ask back 1 to that many`,
    );
  return ok(request);
};

/**
 * LAW 69B: the director grants `granted` of the requested tricks (1..request.tricks); the board
 * is scored again with them to the requester's side, as the director's result.
 */
export const grantWithdrawal = (
  board: SettledClaim,
  request: WithdrawalRequest,
  granted: number,
): Result<SettledClaim, RuleError> => {
  const side = sideOf(request.seat);
  if (!Number.isInteger(granted) || granted < 1 || granted > request.tricks)
    return refuse('grant-tricks', law('69B'), `the director grants 1 to ${request.tricks} tricks`);
  const contract = board.result.contract;
  if (contract === null) return refuse('no-contract', law('69B'), 'a passed board has no tricks');
  const towardsDeclarer = sideOf(contract.declarer) === side ? granted : -granted;
  const conceded: [number, number] = [board.conceded[0], board.conceded[1]];
  conceded[side] -= granted;
  return ok({
    result: {
      contract,
      declarerTricks: board.result.declarerTricks + towardsDeclarer,
      by: 'director',
    },
    conceded,
  });
};
