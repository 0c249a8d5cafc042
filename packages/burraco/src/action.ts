import type { CardId } from '@tavolo/cards';
import type { MattaPlace } from './meld.js';
import type { Seat, Side } from './state.js';

/** What a player does (every player action names its seat), or what the director does. */
export type Action =
  /** Draw the top card of the stock (BUR-CH art. 7, 8). */
  | { readonly type: 'draw'; readonly seat: Seat }
  /** Take the whole discard pile, then play a taken card first (art. 9). */
  | { readonly type: 'take-pile'; readonly seat: Seat }
  /**
   * Lay a new meld; its cards in any order (art. 10-13). `matta`: where a free matta goes,
   * at the bottom (the default, art. 11) or on top; putting it on top obliges the player to lay,
   * before discarding, the cards he holds that continue the run upward.
   */
  | {
      readonly type: 'meld';
      readonly seat: Seat;
      readonly cards: readonly CardId[];
      readonly matta?: MattaPlace;
    }
  /** Add cards to a meld of one's own line (art. 11); `matta` as for `meld`. */
  | {
      readonly type: 'lay-off';
      readonly seat: Seat;
      readonly meld: number;
      readonly cards: readonly CardId[];
      readonly matta?: MattaPlace;
    }
  /** End the turn; discarding the last card takes the pozzetto or closes (art. 18). */
  | { readonly type: 'discard'; readonly seat: Seat; readonly card: CardId }
  /** The director announces the time-out (art. 16). */
  | { readonly type: 'time-out' }
  /** The director: a line's chess clock ran out this hand (art. 46). */
  | { readonly type: 'clock-expired'; readonly side: Side };

export type ActionType = Action['type'];
