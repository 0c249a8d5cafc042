/**
 * What a seat is made to do when its time runs out at an online table with a clock. The Laws
 * set no time limits (LAW 90 lets the organizer set them and the director penalise slow play);
 * the online rooms play on for the player who stalls, so Tavolo does, with the move that takes
 * the least from him and changes nothing he did not say:
 * - in the auction, a pass (always legal, LAW 18-19);
 * - in the play, his lowest legal card (of the suit led when he can follow, LAW 44C), from the
 *   dummy when it is the dummy's turn (the declarer plays it, LAW 45);
 * - asked about a claim, a dispute, or the objection of the conceder's partner (LAW 68B2): an
 *   agreement to lose tricks is never given by silence (LAW 69A needs an acceptance);
 * - asked to agree the tricks (LAW 79A), agreement with the tricks as played, which the table's
 *   record already holds.
 * Nothing else (a claim, a review, a mark put right) is ever played for him.
 */
import { rank52Of, suit52Index } from '@tavolo/cards';
import type { Action } from './action.js';
import { type MatchState, legalActions, seatsToAct } from './match.js';
import type { Seat } from './types.js';

type Play = Extract<Action, { readonly type: 'play' }>;

/** The lowest card by rank, clubs before diamonds before hearts before spades on a tie. */
const lowest = (plays: readonly Play[]): Play | undefined =>
  [...plays].sort(
    (a, b) => rank52Of(a.card) - rank52Of(b.card) || suit52Index(a.card) - suit52Index(b.card),
  )[0];

/** The actions played for `seat` when its limit runs out; none when it has nothing to do. */
export const timeOutActions = (match: MatchState, seat: Seat): readonly Action[] => {
  if (!seatsToAct(match).includes(seat)) return [];
  const legal = legalActions(match, seat);
  const pick = (): Action | undefined => {
    switch (match.board.phase) {
      case 'auction':
        return legal.find((a) => a.type === 'call' && a.call.type === 'pass');
      case 'play':
        return lowest(legal.filter((a): a is Play => a.type === 'play'));
      case 'claim':
        return (
          legal.find((a) => a.type === 'answer-claim' && a.answer === 'dispute') ??
          legal.find((a) => a.type === 'answer-claim' && a.answer === 'object')
        );
      case 'agreement':
        return legal.find((a) => a.type === 'agree-tricks' && a.agree);
      default:
        return undefined;
    }
  };
  const action = pick();
  return action === undefined ? [] : [action];
};
