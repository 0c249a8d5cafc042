/** The events of a board, each sent to whom may see it (`VisibleEvent` from @tavolo/cards). */
import type { Card52 } from '@tavolo/cards';
import type { LawEvent } from './law-event.js';
import type { Call, Contract, Seat, Vulnerability } from './types.js';

export type PlayEvent =
  /** To all: the board is on the table, with its number, dealer and vulnerability. */
  | {
      readonly type: 'board-started';
      readonly number: number;
      readonly dealer: Seat;
      readonly vulnerability: Vulnerability;
    }
  /** To its seat only: the thirteen cards it holds. */
  | { readonly type: 'dealt'; readonly seat: Seat; readonly cards: readonly Card52[] }
  | { readonly type: 'called'; readonly seat: Seat; readonly call: Call }
  /** The contract reached, or null when the board is passed out (LAW 22A). */
  | { readonly type: 'auction-ended'; readonly contract: Contract | null }
  /** `seat` is the hand the card came from (the dummy's for a card the declarer played from it). */
  | { readonly type: 'played'; readonly seat: Seat; readonly card: Card52 }
  /** To all, once the opening lead is faced (LAW 41D): the dummy's cards, all thirteen. */
  | { readonly type: 'dummy-exposed'; readonly seat: Seat; readonly cards: readonly Card52[] }
  /** A trick is complete (LAW 44E, 44F); `trick` is its index from 0. */
  | { readonly type: 'trick-won'; readonly trick: number; readonly winner: Seat }
  /** The thirteenth trick is quitted: the tricks are to be agreed (LAW 79A). */
  | {
      readonly type: 'play-ended';
      readonly contract: Contract;
      readonly declarerTricks: number;
    };

export type BridgeEvent = PlayEvent | LawEvent;
