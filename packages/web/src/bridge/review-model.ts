/**
 * The reviews of LAW 66 open to a seat, one button each, and the latest thing a review showed
 * it (its events: the current trick faced to all, the rest to the seat alone).
 */
import type { Action, BoardView, BridgeEvent } from '@tavolo/bridge';

type Inspect = Extract<Action, { readonly type: 'inspect' }>;

/**
 * The inspections listed for the viewer, in the Law's order. During play a quitted trick is
 * reviewed only where the event allows the last one; after play every trick is, and the
 * buttons are the last trick and the cards not played (the others through the same list).
 */
export const ofInspect = (
  legal: readonly Action[],
  view: BoardView,
): readonly { readonly key: string; readonly action: Inspect }[] => {
  const inspect = legal.filter((a): a is Inspect => a.type === 'inspect');
  // The last quitted trick: the one before the trick under way, or the last if it is complete.
  const last = view.tricks.findLastIndex((t) => t.winner !== null);
  const order = ['current-trick', 'own-last-card', 'trick', 'unplayed'] as const;
  return order.flatMap((what) =>
    inspect
      .filter((a) => a.what === what && (what !== 'trick' || a.trick === last))
      .map((action) => ({ key: `${what}-${action.trick ?? ''}`, action })),
  );
};

export type InspectionEvent = Extract<
  BridgeEvent,
  { type: 'trick-faced' | 'trick-inspected' | 'own-card-inspected' | 'unplayed-inspected' }
>;

export interface Shown {
  /** The event's place among the events seen, to put it away until the next review. */
  readonly index: number;
  readonly event: InspectionEvent;
}

const INSPECTIONS = new Set([
  'trick-faced',
  'trick-inspected',
  'own-card-inspected',
  'unplayed-inspected',
]);

/** The latest review shown to the viewer, if any came after `since` (an index of events). */
export const latestReview = (events: readonly BridgeEvent[], since: number): Shown | null => {
  for (let i = events.length - 1; i >= since && i >= 0; i--) {
    const event = events[i] as BridgeEvent;
    if (INSPECTIONS.has(event.type)) return { index: i, event: event as InspectionEvent };
    // A card played since puts the review away (the trick moved on).
    if (event.type === 'played') return null;
  }
  return null;
};
