/**
 * How the table's connection stands, in the table's header: offline (the browser says so: the
 * connection waits for the network), reconnecting (with the seconds to the next attempt, or
 * while one is on its way), and back (said briefly once the connection is restored, then gone).
 * Nothing while all is well, nor at the offline game (its state, which no server is behind, has
 * no `retryAt`). One polite live region: the countdown itself is not read out every second,
 * only the state.
 */
import type { TableState } from '@tavolo/client';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import './connection-state.css';

/** How long "back" stays on show. */
export const BACK_SHOWN_MS = 4_000;

type Shown = 'offline' | 'reconnecting' | 'back' | null;

const subscribeOnline = (changed: () => void) => {
  globalThis.addEventListener('online', changed);
  globalThis.addEventListener('offline', changed);
  return () => {
    globalThis.removeEventListener('online', changed);
    globalThis.removeEventListener('offline', changed);
  };
};

/** The browser's own word on the network (`navigator.onLine`), kept current. */
const useOnline = (): boolean =>
  useSyncExternalStore(
    subscribeOnline,
    () => globalThis.navigator.onLine,
    () => true,
  );

/** The time now, every quarter of a second while `running`. */
const useNow = (running: boolean): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running]);
  return now;
};

/** "back" for a while after the connection returned from a drop seen on this page. */
const useBack = (connected: boolean): boolean => {
  const [back, setBack] = useState(false);
  const wasDown = useRef(false);
  useEffect(() => {
    if (!connected) {
      wasDown.current = true;
      setBack(false);
      return;
    }
    if (!wasDown.current) return;
    wasDown.current = false;
    setBack(true);
    const timer = setTimeout(() => setBack(false), BACK_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [connected]);
  return back;
};

/** What to say, from the most pressing down. */
const shownOf = (state: TableState, online: boolean, back: boolean): Shown => {
  if (state.retryAt === undefined) return null;
  if (!online) return 'offline';
  if (!state.connected) return 'reconnecting';
  return back ? 'back' : null;
};

export const ConnectionState = ({ state }: { readonly state: TableState }) => {
  const { t } = useTranslation('table');
  const online = useOnline();
  const back = useBack(state.connected);
  const retryAt = state.retryAt ?? null;
  const now = useNow(!state.connected && retryAt !== null);
  const shown = shownOf(state, online, back);
  const seconds =
    retryAt === null || state.connected ? 0 : Math.max(0, Math.ceil((retryAt - now) / 1000));
  return (
    <p
      className={`connection-state${shown ? ` ${shown}` : ''}`}
      role="status"
      data-state={shown ?? 'connected'}
    >
      {shown === 'offline' ? (
        <span data-testid="connection-offline">{t('connection.offline')}</span>
      ) : shown === 'reconnecting' ? (
        <span data-testid="reconnecting">
          {t('connection.lost')}{' '}
          <span className="connection-countdown" aria-hidden="true" data-seconds={seconds}>
            {seconds > 0 ? t('connection.retryIn', { count: seconds }) : t('connection.retrying')}
          </span>
        </span>
      ) : shown === 'back' ? (
        <span data-testid="connection-back">{t('connection.back')}</span>
      ) : null}
    </p>
  );
};
