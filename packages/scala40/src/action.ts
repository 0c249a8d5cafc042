import type { CardId, NaturalFace } from '@tavolo/cards';
import type { MeldCard } from './meld.js';
import type { Seat } from './state.js';

/** A card laid off onto a meld on the table. */
export interface LayOffSpec {
  readonly card: CardId;
  /** The meld's id. */
  readonly meld: number;
  /** For a joker: the card it stands for. */
  readonly as?: NaturalFace;
  /** For a sequence where the card fits both ends (an ace on 2..K). */
  readonly end?: 'low' | 'high';
}

/** What a player does. Every action names the seat that acts. */
export type Action =
  /** Draw the top card of the stock (S40-CdG art. 6). */
  | { readonly type: 'draw'; readonly seat: Seat }
  /** Take the top card of the discard pile (S40-CdG art. 6, 18; S40-REG art. 5.4). */
  | { readonly type: 'take-discard'; readonly seat: Seat }
  /**
   * Lay the opening melds, at least 40 points together (S40-CdG art. 7). `layOffs`, in order
   * after the melds, go onto melds already on the table: so a player closes in one turn without
   * opening, "legando tutte le 13 carte anche senza apertura" (art. 19.2).
   */
  | {
      readonly type: 'open';
      readonly seat: Seat;
      readonly melds: readonly (readonly MeldCard[])[];
      readonly layOffs?: readonly LayOffSpec[];
    }
  /** Lay one more meld after opening. */
  | { readonly type: 'meld'; readonly seat: Seat; readonly cards: readonly MeldCard[] }
  /** Add a card to a meld on the table, anyone's (S40-CdG art. 6). */
  | ({ readonly type: 'lay-off'; readonly seat: Seat } & LayOffSpec)
  /** Put the card a joker stands for in its place and take the joker (S40-CdG art. 6, 8). */
  | {
      readonly type: 'replace-joker';
      readonly seat: Seat;
      readonly card: CardId;
      readonly meld: number;
    }
  /** End the turn; discarding the last card closes the hand (S40-CdG art. 19). */
  | { readonly type: 'discard'; readonly seat: Seat; readonly card: CardId };

export type ActionType = Action['type'];
