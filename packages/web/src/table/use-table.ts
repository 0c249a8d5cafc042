/**
 * The live table as React state: one connection per mounted page, following the table through
 * drops (the client resumes by itself; the page says how the connection stands meanwhile,
 * `connection-state.tsx`), and closed when the page goes away. While the browser says it is
 * offline the connection waits, and tries again the moment the browser is back online. Acts answer a Result; a refusal stays on show until the next
 * act or until the player dismisses it.
 */
import { type Acked, type Result, type TableState, connectTable } from '@tavolo/client';
import type { CallReason, ErrorBody, Pace } from '@tavolo/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface LiveTable {
  readonly state: TableState | null;
  /** An act is on its way: the controls wait for its answer. */
  readonly busy: boolean;
  /** The latest refusal: of an act, or of the table itself (an unknown table). */
  readonly refusal: ErrorBody | null;
  readonly dismissRefusal: () => void;
  /** Plays the actions one after the other, stopping at the first refusal. */
  readonly act: (...actions: readonly unknown[]) => Promise<Result<Acked, ErrorBody> | null>;
  /** Sets the bots' pace (a seat's player); a refusal shows as an act's. None offline. */
  readonly setPace?: (pace: Pace) => void;
  /** Says the count of hand `hand` was closed, so the next hand's clock need not wait. */
  readonly closeCount?: (hand: number) => void;
  /**
   * Calls the table's arbitro (issue 19); answers whether the server took the call (a refusal
   * shows as an act's). None offline.
   */
  readonly callDirector?: (reason: CallReason, text: string) => Promise<boolean>;
}

export const useTable = (table: string, watch: boolean): LiveTable => {
  const [state, setState] = useState<TableState | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<ErrorBody | null>(null);
  const connection = useRef<ReturnType<typeof connectTable> | null>(null);

  useEffect(() => {
    const live = connectTable({ url: globalThis.location.origin, table, watch });
    connection.current = live;
    setState(live.state);
    const unsubscribe = live.subscribe((update) => {
      setState(update.state);
      // The rate limit and protocol trouble resolve themselves; an unknown table does not.
      if (update.type === 'error' && update.error.code === 'no-such-table')
        setRefusal(update.error);
    });
    // An offline browser may keep a dead socket open for minutes: it is dropped at once.
    const offline = () => live.suspend();
    const online = () => live.resume();
    globalThis.addEventListener('offline', offline);
    globalThis.addEventListener('online', online);
    return () => {
      globalThis.removeEventListener('offline', offline);
      globalThis.removeEventListener('online', online);
      unsubscribe();
      live.close();
      connection.current = null;
    };
  }, [table, watch]);

  const act = useCallback(async (...actions: readonly unknown[]) => {
    const live = connection.current;
    if (live === null) return null;
    setBusy(true);
    setRefusal(null);
    let last: Result<Acked, ErrorBody> | null = null;
    try {
      for (const action of actions) {
        last = await live.act(action);
        if (!last.ok) {
          setRefusal(last.error);
          break;
        }
      }
    } finally {
      setBusy(false);
    }
    return last;
  }, []);

  const setPace = useCallback((pace: Pace) => {
    void connection.current?.setPace(pace).then((answer) => {
      if (!answer.ok) setRefusal(answer.error);
    });
  }, []);

  const closeCount = useCallback((hand: number) => connection.current?.closeCount(hand), []);

  const callDirector = useCallback(async (reason: CallReason, text: string) => {
    const live = connection.current;
    if (live === null) return false;
    const answer = await live.callDirector(reason, text);
    if (!answer.ok) setRefusal(answer.error);
    return answer.ok;
  }, []);

  const dismissRefusal = useCallback(() => setRefusal(null), []);
  return { state, busy, refusal, dismissRefusal, act, setPace, closeCount, callDirector };
};
