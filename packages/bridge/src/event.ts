/** The events of a board, each sent to whom may see it (`VisibleEvent` from @tavolo/cards). */
import type { Card52 } from '@tavolo/cards';
import type { LawEvent } from './law-event.js';
import type { Call, Contract, Seat } from './types.js';

export type PlayEvent =
  | { readonly type: 'dealt'; readonly seat: Seat; readonly cards: readonly Card52[] }
  | { readonly type: 'called'; readonly seat: Seat; readonly call: Call }
  | { readonly type: 'auction-ended'; readonly contract: Contract | null }
  | { readonly type: 'played'; readonly seat: Seat; readonly card: Card52 };

export type BridgeEvent = PlayEvent | LawEvent;
