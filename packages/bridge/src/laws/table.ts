/**
 * What the Laws at the table read from a board: its tricks, who is declarer and dummy, and
 * how to refuse an action with the Law it breaks.
 */
import { type RuleError, err, ruleError } from '@tavolo/cards';
import { TRICKS } from '../play.js';
import type { BoardState, Trick } from '../state.js';
import { type Seat, type Side, partnerOf, sideOf } from '../types.js';

export { TRICKS } from '../play.js';
/** `law('66B')` cites our Italian copy; `law2017('68B2')` the 2017 Laws it lacks. */
export { law, law2017 } from '../errors.js';

export const refuse = (
  code: string,
  article: string,
  message: string,
): { readonly ok: false; readonly error: RuleError } => err(ruleError(code, article, message));

export const isComplete = (trick: Trick | undefined): boolean =>
  trick !== undefined && trick.winner !== null;

/** The index of the last completed trick, or -1 before the first is complete. */
export const lastCompleted = (state: BoardState): number => {
  for (let i = state.tricks.length - 1; i >= 0; i--) if (isComplete(state.tricks[i])) return i;
  return -1;
};

export const completedTricks = (state: BoardState): number =>
  state.tricks.filter((t) => t.winner !== null).length;

/** The tricks not yet complete (a trick in progress counts as not played). */
export const remainingTricks = (state: BoardState): number => TRICKS - completedTricks(state);

export const tricksWonBy = (state: BoardState, side: Side): number =>
  state.tricks.filter((t) => t.winner !== null && sideOf(t.winner) === side).length;

/** Whether any card has been played to the trick after `index` (its lead). */
export const nextTrickLed = (state: BoardState, index: number): boolean =>
  (state.tricks[index + 1]?.cards.length ?? 0) > 0;

export const declarerOf = (state: BoardState): Seat | null => state.contract?.declarer ?? null;

export const dummyOf = (state: BoardState): Seat | null =>
  state.contract === null ? null : partnerOf(state.contract.declarer);

export const isDummy = (state: BoardState, seat: Seat): boolean => dummyOf(state) === seat;

/** The declarer's side's tricks in the play so far. */
export const declarerTricksPlayed = (state: BoardState): number =>
  state.contract === null ? 0 : tricksWonBy(state, sideOf(state.contract.declarer));

/** Play is over (LAW 66D): every phase after the play and the claim. */
export const playEnded = (state: BoardState): boolean =>
  state.phase === 'agreement' || state.phase === 'director' || state.phase === 'ended';
