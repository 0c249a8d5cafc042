/**
 * What the table's director rules on a bridge board, read from the spectator's `BoardView` the
 * director's page receives: whether the board awaits him (a disputed claim, LAW 70 (2017), or a
 * disagreement on the tricks, LAW 79B) and the tricks his ruling may give the declarer's side,
 * as the engine bounds them (`rulingRange`): from the tricks already won to those plus every
 * trick the claim was about, or 0 to 13 when the tricks themselves are in dispute.
 */
import { type BoardView, sideOf } from '@tavolo/bridge';

export interface RulingChoice {
  /** Why the director is called. */
  readonly reason: 'claim' | 'tricks';
  readonly min: number;
  readonly max: number;
  /** The tricks the play itself gave the declarer's side, the form's first choice. */
  readonly won: number;
}

/** The ruling the board awaits from the director, or null when it awaits none. */
export const rulingChoice = (view: BoardView): RulingChoice | null => {
  if (view.phase !== 'director' || view.contract === null) return null;
  const won = view.tricksWon[sideOf(view.contract.declarer)];
  if (view.claim === null) return { reason: 'tricks', min: 0, max: 13, won };
  return { reason: 'claim', min: won, max: won + view.claim.remaining, won };
};
