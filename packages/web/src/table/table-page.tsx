/**
 * The live table, for Scala 40 and Burraco (`/tables/:table`, `?watch=1` to follow it as a
 * spectator). The page renders the server's view as it arrives and plays only what the server
 * would accept: draws, the pile and lay-offs come from the server's list of legal actions, melds
 * built in the staging area are checked by the engine in the browser first. A refusal that still
 * comes back is shown with its article. A dropped connection resumes by itself; meanwhile the
 * table stays on screen with a small indicator.
 */
import type { TableSummary } from '@tavolo/protocol';
import type { TableState } from '@tavolo/client';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { refusalText } from '../errors.js';
import { profileLabel } from '../pages/labels.js';
import { useSession } from '../session.js';
import { useTable } from './use-table.js';
import { Playing } from './playing.js';
import { isBridgeView } from '../bridge/is-bridge-view.js';

// The bridge table and its engine load only for a bridge table.
const LiveBridgeTable = lazy(() =>
  import('../bridge/live-bridge.js').then((m) => ({ default: m.LiveBridgeTable })),
);

export const TablePage = () => {
  const { table = '' } = useParams();
  const [params] = useSearchParams();
  const watch = params.get('watch') === '1';
  const live = useTable(table, watch);
  const { t } = useTranslation('table');
  const state = live.state;
  return (
    <div className="page table-page">
      {state !== null && !state.connected && !live.state?.status ? (
        <p aria-busy="true">{t('connecting')}</p>
      ) : null}
      {live.refusal?.code === 'no-such-table' ? (
        <p className="error" role="alert" data-testid="refusal">
          {refusalText(t, live.refusal)}
        </p>
      ) : state !== null && state.view !== null ? (
        isBridgeView(state.view) ? (
          <Suspense fallback={null}>
            <LiveBridgeTable key={table} live={live} state={state} />
          </Suspense>
        ) : (
          <Playing key={table} live={live} state={state} table={table} watch={watch} />
        )
      ) : (
        <Waiting table={table} state={state} />
      )}
    </div>
  );
};

/** Before the match: who sits where, a place to take, and the link to follow as a spectator. */
const Waiting = ({
  table,
  state,
}: {
  readonly table: string;
  readonly state: TableState | null;
}) => {
  const { t } = useTranslation('table');
  const { http, user } = useSession();
  const [summary, setSummary] = useState<TableSummary | null>(null);
  const [joinError, setJoinError] = useState<string | null>(null);
  const seatsTaken = state?.status?.seats.length ?? 0;
  // Asked once the connection has answered, and again when a seat is taken: a table already
  // in play arrives with its view and never needs this (one request fewer on a first load).
  const connected = state?.connected ?? false;
  useEffect(() => {
    if (!connected) return;
    let current = true;
    void http.table(table).then((answer) => {
      if (current && answer.ok) setSummary(answer.value);
    });
    return () => {
      current = false;
    };
  }, [http, table, connected, seatsTaken]);
  const join = async (slot: number) => {
    setJoinError(null);
    const answer = await http.join(table, slot);
    if (answer.ok) setSummary(answer.value);
    else setJoinError(refusalText(t, answer.error));
  };
  if (summary === null) return <p aria-busy="true">{t('connecting')}</p>;
  const seated = user ? summary.slots.some((s) => s.userId === user.id) : false;
  return (
    <section className="waiting" aria-label={t('waiting.label')} data-testid="waiting">
      <h1>
        {t(`common:games.${summary.game}`)} · {profileLabel(t, summary.profile)}
      </h1>
      <p>{t(`waiting.phase.${summary.phase}`)}</p>
      <ul className="slots">
        {summary.slots.map((slot) => (
          <li key={slot.slot}>
            {slot.name ?? t('waiting.free')}
            {slot.kind === 'bot' ? <span className="seat-badge">{t('seats.bot')}</span> : null}
            {slot.name === null && user && !seated ? (
              <button type="button" onClick={() => void join(slot.slot)}>
                {t('waiting.join')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {!user ? <Link to="/login">{t('waiting.loginToJoin')}</Link> : null}
      {joinError ? (
        <p className="error" role="alert">
          {joinError}
        </p>
      ) : null}
      <p>
        <Link to={`/tables/${table}?watch=1`}>{t('waiting.watch')}</Link>
      </p>
    </section>
  );
};
