/**
 * An event as it is now, kept up to date: its status is polled every few seconds (a small
 * answer), and its log is fetched and folded again only when the status says it grew. Until
 * then the page keeps what it shows, so nothing flickers; the time of the last check is shown
 * as "aggiornato alle".
 */
import type { EventStatus } from '@tavolo/client';
import type { ErrorBody } from '@tavolo/protocol';
import { type TournamentEvent, type TournamentState, replay } from '@tavolo/tournament';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../session.js';
import { eventsFromLog } from './event-state.js';

export const POLL_MS = 3000;

export interface LiveEvent {
  readonly status: EventStatus | null;
  readonly state: TournamentState | null;
  /** The log's events, oldest first (an event's seq is its place, from 1): what a void cites. */
  readonly events: readonly TournamentEvent[];
  /** The last time the server answered. */
  readonly checkedAt: Date | null;
  /** Why the last check failed (the page keeps showing what it had). */
  readonly error: ErrorBody | null;
  /** Checks now, e.g. right after a director's command. */
  readonly refresh: () => Promise<void>;
}

export const useLiveEvent = (id: string): LiveEvent => {
  const { http } = useSession();
  const [shown, setShown] = useState<Omit<LiveEvent, 'refresh'>>({
    status: null,
    state: null,
    events: [],
    checkedAt: null,
    error: null,
  });
  const foldedSeq = useRef(-1);

  const refresh = useCallback(async () => {
    const status = await http.event(id);
    if (!status.ok) {
      setShown((before) => ({ ...before, error: status.error }));
      return;
    }
    const lastSeq = status.value.tournament.lastSeq;
    // A bridge pairs event has its own log, which its own view folds (bridge-event-view.tsx).
    if (lastSeq === foldedSeq.current || status.value.tournament.game === 'bridge') {
      setShown((before) => ({
        ...before,
        status: status.value,
        checkedAt: new Date(),
        error: null,
      }));
      return;
    }
    const log = await http.eventLog(id);
    if (!log.ok) {
      setShown((before) => ({ ...before, error: log.error }));
      return;
    }
    const events = eventsFromLog(log.value);
    const state = events.ok ? replay(events.value) : events;
    if (!state.ok) {
      setShown((before) => ({ ...before, error: state.error }));
      return;
    }
    foldedSeq.current = log.value.at(-1)?.seq ?? 0;
    setShown({
      status: status.value,
      state: state.value,
      events: events.ok ? events.value : [],
      checkedAt: new Date(),
      error: null,
    });
  }, [http, id]);

  useEffect(() => {
    foldedSeq.current = -1;
    void refresh();
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  return { ...shown, refresh };
};
