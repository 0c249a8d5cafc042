/**
 * The lobby's open tables, kept current: read again every few seconds and whenever the page
 * comes back into view, so that a place taken by someone else disappears by itself.
 */
import type { ErrorBody, GameName, TableSummary } from '@tavolo/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../session.js';
import { loginPath } from './credentials.js';
import { Refusal } from './fields.js';
import { botSeatLabel, handsLabel, paceLabel, profileLabel, timeControlLabel } from './labels.js';
import { refusalText } from '../errors.js';
import {
  type PhaseFilter,
  canJoin,
  isSeated,
  mayDirect,
  phasesOf,
  seatCounts,
} from './lobby-tables.js';

const REFRESH_MS = 4000;

export interface TablesState {
  readonly tables: readonly TableSummary[] | undefined;
  readonly error: ErrorBody | null;
  readonly updatedAt: Date | null;
  readonly refresh: () => void;
}

export const useTables = (
  game: GameName | 'all',
  phase: PhaseFilter,
  refreshMs = REFRESH_MS,
): TablesState => {
  const { http } = useSession();
  const [tables, setTables] = useState<readonly TableSummary[] | undefined>(undefined);
  const [error, setError] = useState<ErrorBody | null>(null);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const [generation, setGeneration] = useState(0);
  const refresh = useCallback(() => setGeneration((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    const load = async () => {
      const answer = await http.tables({
        ...(game === 'all' ? {} : { game }),
        phase: phasesOf(phase),
      });
      if (!live) return;
      if (answer.ok) {
        setTables(answer.value);
        setError(null);
        setUpdatedAt(new Date());
      } else setError(answer.error);
    };
    void load();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void load();
    }, refreshMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void load();
    };
    globalThis.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      clearInterval(timer);
      globalThis.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [http, game, phase, refreshMs, generation]);

  return { tables, error, updatedAt, refresh };
};

/**
 * The way to the director's page of a started table, for whoever may direct it (its creator or a
 * director of the server, not seated at it: `mayDirect`).
 */
export const DirectLink = ({ table }: { readonly table: TableSummary }) => {
  const { t } = useTranslation('lobby');
  const { user } = useSession();
  return mayDirect(table, user) ? (
    <Link
      className="button secondary"
      to={`/tables/${table.id}/director`}
      data-testid="direct-table"
    >
      {t('list.direct')}
    </Link>
  ) : null;
};

const TableItem = ({ table }: { readonly table: TableSummary }) => {
  const { t } = useTranslation('lobby');
  const { http, user } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const userId = user?.id;
  const seated = isSeated(table, userId);
  const { free, bots } = seatCounts(table);
  const game = t(`common:games.${table.game}`);
  const profile = profileLabel(t, table.profile);

  const join = async () => {
    setBusy(true);
    setRefusal(null);
    const answer = await http.join(table.id);
    setBusy(false);
    if (answer.ok) void navigate(`/tables/${table.id}`);
    else setRefusal(refusalText(t, answer.error, table.game));
  };

  return (
    <li className="table-item" data-table={table.id}>
      <div className="table-head">
        <h3 className="game-name">{game}</h3>
        <span className={`phase phase-${table.phase}`}>{t(`phase.${table.phase}`)}</span>
      </div>
      <div className="table-profile">
        {table.hands === undefined
          ? profile
          : `${profile} · ${handsLabel(t, table.game, table.hands)}`}
      </div>
      <div className="table-clock">{timeControlLabel(t, table.timeControl)}</div>
      {bots > 0 ? <div className="table-pace">{paceLabel(t, table.pace)}</div> : null}
      <ul className="slots" aria-label={t('list.seats')}>
        {table.slots.map((slot) => (
          <li
            key={slot.slot}
            className={`slot slot-${slot.kind}${slot.name === null ? ' free' : ''}`}
          >
            {slot.name === null
              ? t('list.freePlace')
              : slot.kind === 'bot'
                ? botSeatLabel(t, slot)
                : slot.userId === userId
                  ? t('list.you', { name: slot.name })
                  : slot.name}
          </li>
        ))}
      </ul>
      <div className="table-actions">
        {table.phase === 'waiting' && free > 0 ? (
          <span className="free-count">{t('list.free', { count: free })}</span>
        ) : null}
        {seated ? (
          <Link className="button" to={`/tables/${table.id}`}>
            {t('list.open')}
          </Link>
        ) : canJoin(table, userId) ? (
          user ? (
            <button type="button" disabled={busy} onClick={() => void join()}>
              {busy ? t('list.joining') : t('list.join')}
            </button>
          ) : user === null ? (
            <Link className="button" to={loginPath('/')}>
              {t('list.loginToJoin')}
            </Link>
          ) : null
        ) : null}
        {table.phase === 'waiting' || seated ? null : (
          <Link className="button secondary" to={`/tables/${table.id}?watch=1`}>
            {t('list.watch')}
          </Link>
        )}
        <DirectLink table={table} />
      </div>
      <Refusal text={refusal} />
    </li>
  );
};

export const TableList = ({ tables }: { readonly tables: readonly TableSummary[] }) => {
  const { t } = useTranslation('lobby');
  return tables.length === 0 ? (
    <p className="empty">{t('list.empty')}</p>
  ) : (
    <ul className="table-list">
      {tables.map((table) => (
        <TableItem key={table.id} table={table} />
      ))}
    </ul>
  );
};
