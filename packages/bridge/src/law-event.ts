/**
 * The events of the Laws at the table (LAW 65, 66, 68-70, 79): see `laws/`. Each is sent with
 * its audience (`VisibleEvent`): what the Law faces to all goes to all, what it shows one
 * player (his own last card, a review of tricks) goes to that seat alone.
 */
import type { Card52 } from '@tavolo/cards';
import type { Seat, Side } from './types.js';

/** A card as it lies in a trick: the hand it came from and the card. */
export interface LawTrickCard {
  readonly seat: Seat;
  readonly card: Card52;
}

export type LawEvent =
  /** LAW 68 (2017): a claim or concession, its statement and the claimer's cards (to all). */
  | {
      readonly type: 'claimed';
      readonly seat: Seat;
      readonly tricks: number;
      readonly statement: string;
      readonly shown: readonly Card52[];
    }
  /** LAW 69A, 68B2 (2017): an answer to the claim (to all). */
  | {
      readonly type: 'claim-answered';
      readonly seat: Seat;
      readonly answer: 'accept' | 'dispute' | 'object';
    }
  /** LAW 68B2 (2017): the defender's partner objected; no claim, no concession, play goes on. */
  | { readonly type: 'claim-void'; readonly seat: Seat }
  /**
   * LAW 68D (2017) at a table without a director (`BoardOptions.director`): `seat` disputed
   * the claim, which is void; play goes on.
   */
  | { readonly type: 'claim-withdrawn'; readonly seat: Seat; readonly article: string }
  /** LAW 69A: both opponents accepted; the board is scored with the claimed tricks. */
  | { readonly type: 'claim-agreed'; readonly declarerTricks: number }
  /** LAW 68D (2017), 79B: the director is called. */
  | {
      readonly type: 'director-called';
      readonly seat: Seat;
      readonly reason: 'claim-disputed' | 'tricks-disputed';
      readonly article: string;
    }
  /** LAW 70 (2017), 79B2: the director's ruling on the tricks. */
  | {
      readonly type: 'tricks-ruled';
      readonly declarerTricks: number;
      readonly note: string;
      readonly article: string;
    }
  /** LAW 79A: a side's answer on the tricks won. */
  | { readonly type: 'tricks-agreed'; readonly side: Side; readonly agree: boolean }
  /**
   * LAW 79B at a table without a director (`BoardOptions.director`): a side did not agree, and
   * the tricks as played stand.
   */
  | { readonly type: 'tricks-stand'; readonly declarerTricks: number; readonly article: string }
  /** LAW 79A: both sides agreed; the board may be put away. */
  | { readonly type: 'board-agreed'; readonly declarerTricks: number }
  /** LAW 65B: a player turned his own card of the trick just completed. */
  | {
      readonly type: 'card-oriented';
      readonly seat: Seat;
      readonly trick: number;
      readonly mark: 'won' | 'lost';
    }
  /** LAW 65B3: a wrongly oriented card put right at a player's request. */
  | {
      readonly type: 'mark-corrected';
      readonly seat: Seat;
      readonly owner: Seat;
      readonly trick: number;
      readonly mark: 'won' | 'lost';
    }
  /** LAW 66A: the cards of the current trick faced again (to all). */
  | {
      readonly type: 'trick-faced';
      readonly seat: Seat;
      readonly trick: number;
      readonly cards: readonly LawTrickCard[];
    }
  /** LAW 66B: a player's own last card, shown to him only (inspected, not exposed). */
  | {
      readonly type: 'own-card-inspected';
      readonly seat: Seat;
      readonly trick: number;
      readonly card: Card52;
    }
  /** LAW 66C (the event's option) and 66D: a quitted trick reviewed by one player. */
  | {
      readonly type: 'trick-inspected';
      readonly seat: Seat;
      readonly trick: number;
      readonly cards: readonly LawTrickCard[];
    }
  /** LAW 66D: after play, the cards not played, by seat, shown to the player who asks. */
  | {
      readonly type: 'unplayed-inspected';
      readonly seat: Seat;
      readonly hands: readonly (readonly Card52[])[];
    };
