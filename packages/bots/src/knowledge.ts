/**
 * What a seat has seen of the current hand: the events visible to it (public ones and its own
 * private ones) from the hand's `hand-started` on. Bots are given this and the seat's view,
 * never the match state; the simulator, the arena and the server build it the same way.
 */
import { type VisibleEvent, visibleTo } from '@tavolo/cards';

export const seatHistory = <Event extends { readonly type: string }>(
  log: readonly VisibleEvent<Event>[],
  seat: number,
): Event[] => {
  let start = 0;
  for (let i = log.length - 1; i >= 0; i--)
    if ((log[i] as VisibleEvent<Event>).event.type === 'hand-started') {
      start = i;
      break;
    }
  const seen: Event[] = [];
  for (let i = start; i < log.length; i++) {
    const e = log[i] as VisibleEvent<Event>;
    if (visibleTo(e, seat)) seen.push(e.event);
  }
  return seen;
};
