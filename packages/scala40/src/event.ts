/**
 * Events: what happened in a match, each with who may see it (see `Visibility` in
 * @tavolo/cards).
 */
import {
  type CardId,
  type NaturalFace,
  type VisibleEvent as Visible,
  toAll as everyone,
  toSeat as oneSeat,
} from '@tavolo/cards';
import type { HandResult, Seat, SeatDraw, TableMeld } from './state.js';

export type GameEvent =
  | {
      readonly type: 'seats-drawn';
      readonly seatDraw: SeatDraw;
      readonly players: readonly string[];
      readonly dealer: Seat;
    }
  | {
      readonly type: 'hand-started';
      readonly hand: number;
      readonly dealer: Seat;
      readonly cutBy: Seat;
      readonly upCard: CardId;
      readonly stock: number;
      readonly handSizes: readonly number[];
    }
  | { readonly type: 'dealt'; readonly seat: Seat; readonly cards: readonly CardId[] }
  | { readonly type: 'drew'; readonly seat: Seat }
  | { readonly type: 'drew-card'; readonly seat: Seat; readonly card: CardId }
  | { readonly type: 'took-discard'; readonly seat: Seat; readonly card: CardId }
  | {
      readonly type: 'opened';
      readonly seat: Seat;
      readonly melds: readonly TableMeld[];
      readonly points: number;
    }
  | { readonly type: 'melded'; readonly seat: Seat; readonly meld: TableMeld }
  | {
      readonly type: 'laid-off';
      readonly seat: Seat;
      readonly meld: number;
      readonly card: CardId;
      readonly face: NaturalFace;
      readonly end?: 'low' | 'high';
    }
  | {
      readonly type: 'joker-replaced';
      readonly seat: Seat;
      readonly meld: number;
      readonly card: CardId;
      readonly joker: CardId;
    }
  | { readonly type: 'discarded'; readonly seat: Seat; readonly card: CardId }
  | { readonly type: 'stock-reshuffled'; readonly stock: number; readonly pile: readonly CardId[] }
  | {
      readonly type: 'hand-ended';
      readonly result: HandResult;
      /** Every hand is shown at the end for the count (S40-CdG art. 22). */
      readonly hands: readonly (readonly CardId[])[];
      readonly totals: readonly number[];
      readonly eliminated: readonly Seat[];
    }
  | {
      readonly type: 'match-ended';
      readonly winner: Seat | null;
      readonly totals: readonly number[];
      /** Art. 22 table VP by seat, for a tournament table of 3-5 hands. */
      readonly vp: readonly number[] | null;
    };

export type VisibleEvent = Visible<GameEvent>;

// The shared helpers, bound to this game's events so that event literals keep their types.
export const toAll: (event: GameEvent) => VisibleEvent = everyone;
export const toSeat: (seat: Seat, event: GameEvent) => VisibleEvent = oneSeat;
