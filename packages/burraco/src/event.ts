/**
 * Events: what happened, each with who may see it. A server sends a viewer the events it may
 * see. Hands are private until the count (art. 19); the stock and the pozzetti never show.
 */
import {
  type CardId,
  type VisibleEvent as Visible,
  toAll as everyone,
  toSeat as oneSeat,
} from '@tavolo/cards';
import type { SeatDraw } from './seating.js';
import type { HandResult, MatchOutcome, Seat, Side, TableMeld } from './state.js';

export type GameEvent =
  | { readonly type: 'seats-drawn'; readonly seatDraw: SeatDraw }
  | {
      readonly type: 'hand-started';
      readonly hand: number;
      readonly dealer: Seat;
      readonly upCard: CardId;
      readonly stock: number;
      readonly handSizes: readonly number[];
      readonly pozzetti: readonly number[];
    }
  | { readonly type: 'dealt'; readonly seat: Seat; readonly cards: readonly CardId[] }
  | { readonly type: 'drew'; readonly seat: Seat; readonly stock: number }
  | { readonly type: 'drew-card'; readonly seat: Seat; readonly card: CardId }
  | { readonly type: 'took-pile'; readonly seat: Seat; readonly cards: readonly CardId[] }
  | { readonly type: 'melded'; readonly seat: Seat; readonly meld: TableMeld }
  | {
      readonly type: 'laid-off';
      readonly seat: Seat;
      readonly cards: readonly CardId[];
      readonly meld: TableMeld;
    }
  | {
      readonly type: 'pozzetto-taken';
      readonly seat: Seat;
      readonly side: Side;
      readonly how: 'diretta' | 'con-lo-scarto';
    }
  | { readonly type: 'pozzetto-cards'; readonly seat: Seat; readonly cards: readonly CardId[] }
  | { readonly type: 'discarded'; readonly seat: Seat; readonly card: CardId }
  | { readonly type: 'time-out'; readonly endsAtTurn: number; readonly furtherPlays: number }
  | { readonly type: 'clock-expired'; readonly side: Side; readonly penalty: number }
  | {
      readonly type: 'hand-ended';
      readonly result: HandResult;
      /** The cards left in every hand, shown for the count (art. 19). */
      readonly hands: readonly (readonly CardId[])[];
      readonly totals: readonly [number, number];
    }
  | { readonly type: 'match-ended'; readonly outcome: MatchOutcome };

export type VisibleEvent = Visible<GameEvent>;

// The shared helpers, bound to this game's events so that event literals keep their types.
export const toAll: (event: GameEvent) => VisibleEvent = everyone;
export const toSeat: (seat: Seat, event: GameEvent) => VisibleEvent = oneSeat;
