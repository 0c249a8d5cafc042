/** The events of the Laws at the table (LAW 65, 66, 68-70, 79): see `laws/`. */
import type { Card52 } from '@tavolo/cards';
import type { Seat } from './types.js';

export type LawEvent =
  | {
      readonly type: 'claimed';
      readonly seat: Seat;
      readonly tricks: number;
      readonly statement: string;
      readonly shown: readonly Card52[];
    }
  | { readonly type: 'claim-answered'; readonly seat: Seat; readonly answer: string };
