/**
 * The felt as a drop target: a card dragged from the hand onto it goes into the meld being
 * built, onto a meld on it to lay off (`drop.ts` decides what a drop does). While a card is
 * dragged the felt says it takes it.
 */
import {
  type CollisionDetection,
  pointerWithin,
  rectIntersection,
  useDroppable,
} from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { STAGING_DROP_ID, TABLE_DROP_ID, meldOfDropId } from './drop.js';
import { cardOfDragId } from './hand-fan.js';

/**
 * Where a dragged card lands: the innermost target under the pointer (a meld before the felt
 * around it, a card of the hand before the dock); with no pointer (the keyboard), the targets
 * the card overlaps.
 */
export const dropTarget: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  if (within.length === 0) return rectIntersection(args);
  const rank = (id: string | number): number =>
    meldOfDropId(id) !== null ? 0 : cardOfDragId(id) !== null ? 1 : id === STAGING_DROP_ID ? 2 : 3;
  return [...within].sort((a, b) => rank(a.id) - rank(b.id));
};

/** The felt, where a card dragged from the hand goes into the meld being built. */
export const Felt = ({
  dragging,
  children,
}: {
  readonly dragging: boolean;
  readonly children: ReactNode;
}) => {
  const { setNodeRef, isOver } = useDroppable({ id: TABLE_DROP_ID });
  return (
    <div
      ref={setNodeRef}
      className={`felt${dragging ? ' drop-ready' : ''}${isOver ? ' drop-over' : ''}`}
      data-testid="felt"
    >
      {children}
    </div>
  );
};
