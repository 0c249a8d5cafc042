/**
 * The offline match as the live table's `LiveTable`, so that the table's components play it
 * unchanged: an act is the player's action and the bots' answers, applied at once; a refusal is
 * the engine's rule error, shown as the server's would be.
 */
import type { Acked, Result } from '@tavolo/client';
import type { ErrorBody } from '@tavolo/protocol';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { LiveTable } from '../table/use-table.js';
import { type OfflineMatch, offlineTableState, playOffline } from './offline-match.js';

export const useOfflineTable = (start: OfflineMatch): LiveTable => {
  const [match, setMatch] = useState(start);
  const current = useRef(start);
  const [refusal, setRefusal] = useState<ErrorBody | null>(null);

  const act = useCallback(async (...actions: readonly unknown[]) => {
    setRefusal(null);
    let last: Result<Acked, ErrorBody> | null = null;
    for (const action of actions) {
      const next = playOffline(current.current, action);
      if (!next.ok) {
        const { code, message, article } = next.error;
        last = { ok: false, error: { code, message, article } };
        setRefusal(last.error);
        break;
      }
      current.current = next.value;
      last = { ok: true, value: { version: next.value.events.length } };
    }
    setMatch(current.current);
    return last;
  }, []);

  const state = useMemo(() => offlineTableState(match), [match]);
  const dismissRefusal = useCallback(() => setRefusal(null), []);
  return { state, busy: false, refusal, dismissRefusal, act };
};
