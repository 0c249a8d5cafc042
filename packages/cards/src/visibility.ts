/**
 * Who may see an event: everyone, or one seat. A server sends a viewer the events it may see
 * and a placeholder for the others, so that every viewer's event versions stay contiguous.
 */
export type Visibility = { readonly to: 'all' } | { readonly to: 'seat'; readonly seat: number };

export interface VisibleEvent<Event> {
  readonly visibility: Visibility;
  readonly event: Event;
}

export const toAll = <Event>(event: Event): VisibleEvent<Event> => ({
  visibility: { to: 'all' },
  event,
});

export const toSeat = <Event>(seat: number, event: Event): VisibleEvent<Event> => ({
  visibility: { to: 'seat', seat },
  event,
});

/** Whether `viewer` (a seat, or null for a spectator) may see the event. */
export const visibleTo = (e: VisibleEvent<unknown>, viewer: number | null): boolean =>
  e.visibility.to === 'all' || e.visibility.seat === viewer;
