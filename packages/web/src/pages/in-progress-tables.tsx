/**
 * The lobby's matches being played: the user's own first and marked, with a link back to each,
 * and everyone else's to watch. Read every 15 s (the open tables beside it, every few seconds).
 */
import type { TableSummary } from '@tavolo/protocol';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../session.js';
import { botSeatLabel, paceLabel, profileLabel } from './labels.js';
import { inProgressFirst, isSeated, seatCounts } from './lobby-tables.js';
import { DirectLink, useTables } from './table-list.js';

const REFRESH_MS = 15_000;
/** At most this many are listed; the filter "playing" lists them all. */
const SHOWN = 6;

const InProgressItem = ({ table }: { readonly table: TableSummary }) => {
  const { t } = useTranslation('lobby');
  const { user } = useSession();
  const yours = isSeated(table, user?.id);
  const players = table.slots
    .map((slot) => (slot.kind === 'bot' ? botSeatLabel(t, slot) : slot.name))
    .filter((name) => name !== null);
  return (
    <li className={`in-progress-item${yours ? ' yours' : ''}`} data-in-progress={table.id}>
      <div className="table-head">
        <h3 className="game-name">{t(`common:games.${table.game}`)}</h3>
        {yours ? <span className="yours-mark">{t('inProgress.yours')}</span> : null}
        <span className={`phase phase-${table.phase}`}>{t(`phase.${table.phase}`)}</span>
      </div>
      <div className="table-profile">{profileLabel(t, table.profile)}</div>
      <div className="in-progress-players">{players.join(', ')}</div>
      {seatCounts(table).bots > 0 ? (
        <div className="table-pace">{paceLabel(t, table.pace)}</div>
      ) : null}
      <div className="table-actions">
        {yours ? (
          <Link className="button" to={`/tables/${table.id}`}>
            {t('inProgress.back')}
          </Link>
        ) : (
          <Link className="button secondary" to={`/tables/${table.id}?watch=1`}>
            {t('list.watch')}
          </Link>
        )}
        <DirectLink table={table} />
      </div>
    </li>
  );
};

export const InProgressTables = () => {
  const { t } = useTranslation('lobby');
  const { user } = useSession();
  const id = useId();
  const { tables } = useTables('all', 'playing', REFRESH_MS);
  const playing = inProgressFirst(tables ?? [], user?.id);
  if (playing.length === 0) return null;
  return (
    <section className="in-progress" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('inProgress.title')}</h2>
      <ul className="in-progress-list">
        {playing.slice(0, SHOWN).map((table) => (
          <InProgressItem key={table.id} table={table} />
        ))}
      </ul>
      {playing.length > SHOWN ? (
        <Link to="/?phase=playing">{t('inProgress.all', { count: playing.length })}</Link>
      ) : null}
    </section>
  );
};
