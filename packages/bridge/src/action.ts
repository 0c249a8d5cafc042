/**
 * Every action at a bridge table, with its owner (`ACTION_OWNERS`). A seat's action names the
 * seat of the player who makes it, which is not always the seat on turn: the declarer plays
 * the dummy's cards (`play` with the declarer's seat and a card of the dummy), and the
 * opponents answer a claim off turn. The engine checks each action against the seat it names;
 * the server checks that the sender is that seat's player (or the director for the director's).
 */
import type { Card52 } from '@tavolo/cards';
import type { Call, Seat } from './types.js';

export type Action =
  /** A call in the auction, by the seat on turn. */
  | { readonly type: 'call'; readonly seat: Seat; readonly call: Call }
  /** A card: the seat on turn plays its own, the declarer also plays the dummy's. */
  | { readonly type: 'play'; readonly seat: Seat; readonly card: Card52 }
  /**
   * LAW 68: a claim or concession. `tricks` is how many of the tricks not yet played the
   * claimer's side will win: all of them is a claim, none a concession of all, anything
   * between both. `statement` is the line of play the claimer states (LAW 68C).
   */
  | {
      readonly type: 'claim';
      readonly seat: Seat;
      readonly tricks: number;
      readonly statement: string;
    }
  /**
   * LAW 69A and 68B2: an opponent of the claimer accepts or disputes; the partner of a
   * defender who conceded may object to the concession.
   */
  | {
      readonly type: 'answer-claim';
      readonly seat: Seat;
      readonly answer: 'accept' | 'dispute' | 'object';
    }
  /** LAW 66: a review of tricks, within the times the law allows. */
  | {
      readonly type: 'inspect';
      readonly seat: Seat;
      readonly what: 'current-trick' | 'own-last-card' | 'trick' | 'unplayed';
      /** The trick's index (0-based), for `trick`. */
      readonly trick?: number;
    }
  /**
   * LAW 65B3: having a played card's orientation (won or lost) put right: the declarer at any
   * time, dummy and the defenders only until the lead to the next trick.
   */
  | {
      readonly type: 'point-out-mark';
      readonly seat: Seat;
      /** Whose played card. */
      readonly owner: Seat;
      /** The trick's index (0-based). */
      readonly trick: number;
    }
  /**
   * LAW 65A-65B: a player turns his own card of the trick just completed, won or lost, while
   * quitting it (before the lead to the next trick). Tavolo orients every card itself from the
   * trick's winner; this is how a player (at a live table whose record he keeps, or by
   * mistake) can orient it otherwise, which `point-out-mark` then puts right.
   */
  | {
      readonly type: 'orient-card';
      readonly seat: Seat;
      /** The trick's index (0-based): the last one completed. */
      readonly trick: number;
      readonly mark: 'won' | 'lost';
    }
  /** LAW 79A: a side agrees (or not) on the tricks won, before the board is put away. */
  | { readonly type: 'agree-tricks'; readonly seat: Seat; readonly agree: boolean }
  /** LAW 70 / 79B: the director's ruling on a disputed claim or on the tricks won. */
  | {
      readonly type: 'rule-tricks';
      /** The declarer's side's tricks in the whole board (0..13). */
      readonly declarerTricks: number;
      readonly note: string;
    };

export type ActionType = Action['type'];

/** Who may send each action type (the server's one check of who sends what). */
export const ACTION_OWNERS: Readonly<Record<ActionType, 'seat' | 'director'>> = {
  call: 'seat',
  play: 'seat',
  claim: 'seat',
  'answer-claim': 'seat',
  inspect: 'seat',
  'point-out-mark': 'seat',
  'orient-card': 'seat',
  'agree-tricks': 'seat',
  'rule-tricks': 'director',
};
