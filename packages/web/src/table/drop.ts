/**
 * What a card dragged out of the hand does where it is dropped: on the felt (or the staging
 * area) it goes into the meld being built; on a meld it is laid off there when the server's list
 * of legal actions offers one way only, and when it offers several (an end of a run, what a
 * jolly stands for) the meld's own buttons choose; on another card of the hand it rearranges the
 * hand. A drop the rules refuse says why. The dragged card carries the selection with it when
 * it is part of it.
 */
import type { CardId } from '@tavolo/cards';
import type { TableMove } from './games/model.js';
import { cardOfDragId } from './hand-fan.js';

/** The felt as a drop target: a card dropped on it goes into the meld being built. */
export const TABLE_DROP_ID = 'table';
/** The staging area as a drop target. */
export const STAGING_DROP_ID = 'staging';

/** The drop target of a meld on the table. */
export const meldDropId = (meld: number): string => `meld-drop-${meld}`;

export const meldOfDropId = (id: string | number): number | null => {
  const match = /^meld-drop-(\d+)$/.exec(String(id));
  return match ? Number(match[1]) : null;
};

export type DropOutcome =
  | { readonly kind: 'stage'; readonly cards: readonly CardId[] }
  | { readonly kind: 'lay-off'; readonly action: unknown }
  | { readonly kind: 'choose'; readonly cards: readonly CardId[] }
  | { readonly kind: 'refuse'; readonly reason: 'not-on-meld' | 'not-now' }
  | { readonly kind: 'arrange'; readonly card: CardId; readonly before: CardId }
  | { readonly kind: 'none' };

export interface Drop {
  /** The drag id of the card dragged. */
  readonly active: string | number;
  /** The drop target's id, null when dropped nowhere. */
  readonly over: string | number | null;
  /** The cards selected in the hand. */
  readonly selected: readonly CardId[];
  /** The moves the table offers for these cards (the game's `tableMoves`). */
  readonly movesFor: (cards: readonly CardId[]) => readonly TableMove[];
  /** The viewer's play phase: lay-offs can be made now. */
  readonly playPhase: boolean;
}

export const dropOutcome = ({ active, over, selected, movesFor, playPhase }: Drop): DropOutcome => {
  const card = cardOfDragId(active);
  if (card === null || over === null) return { kind: 'none' };
  const cards = selected.includes(card) ? selected : [card];
  if (over === TABLE_DROP_ID || over === STAGING_DROP_ID) return { kind: 'stage', cards };
  const meld = meldOfDropId(over);
  if (meld !== null) {
    const moves = movesFor(cards).filter((m) => m.meld === meld);
    const only = moves.length === 1 ? moves[0] : undefined;
    if (only !== undefined) return { kind: 'lay-off', action: only.action };
    if (moves.length > 1) return { kind: 'choose', cards };
    return { kind: 'refuse', reason: playPhase ? 'not-on-meld' : 'not-now' };
  }
  const before = cardOfDragId(over);
  return before === null || before === card ? { kind: 'none' } : { kind: 'arrange', card, before };
};
