/** One entrant's event: every round's table, opponents (and partners), MP and VP; its rank. */
import { eventTimeZone } from '@tavolo/tournament';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { entrantHistory, nameOf, standingsView } from './event-state.js';
import { UpdatedAt } from './updated-at.js';
import { useLiveEvent } from './use-live-event.js';
import './events.css';

export const PlayerHistoryPage = () => {
  const { t } = useTranslation('events');
  const params = useParams();
  const id = params.event ?? '';
  const entrant = params.entrant ?? '';
  const live = useLiveEvent(id);
  const { state } = live;
  const back = <Link to={`/events/${encodeURIComponent(id)}`}>{t('history.back')}</Link>;
  if (state === null)
    return (
      <section className="page events">
        {back}
        <UpdatedAt checkedAt={live.checkedAt} error={live.error} />
      </section>
    );
  if (!state.entrants.some((e) => e.id === entrant))
    return (
      <section className="page events">
        {back}
        <p className="error">{t('history.unknown', { entrant })}</p>
      </section>
    );
  const rows = entrantHistory(state, entrant);
  const standing = standingsView(state, new Date().toISOString()).rows.find(
    (r) => r.entrant === entrant,
  );
  const mpLabel = state.config.game === 'scala40' ? t('score.negative') : t('score.mp');
  return (
    <section className="page events">
      {back}
      <h1>{t('entrant', { id: entrant, name: nameOf(state, entrant) })}</h1>
      <p className="muted">{state.config.name}</p>
      <UpdatedAt
        checkedAt={live.checkedAt}
        error={live.error}
        timeZone={eventTimeZone(state.config)}
      />
      {standing === undefined ? null : (
        <p data-testid="history-rank">
          {t('history.rank', { rank: standing.rank, vp: standing.vp, mp: standing.mp })}
        </p>
      )}
      {rows.length === 0 ? (
        <p>{t('history.none')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data" data-testid="history">
            <thead>
              <tr>
                <th className="num">{t('history.round')}</th>
                <th className="num">{t('round.table')}</th>
                <th>{t('history.opponents')}</th>
                <th className="num">{mpLabel}</th>
                <th className="num">{t('score.vp')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.round}>
                  <td className="num">{row.round}</td>
                  <td className="num">{row.table ?? t('round.bye')}</td>
                  <td>
                    {row.opponents
                      .map((o) => t('entrant', { id: o.entrant, name: o.name }))
                      .join(', ')}
                    {row.partners.length > 0
                      ? ` ${t('history.partner', { names: row.partners.map((p) => p.name).join(', ') })}`
                      : null}
                  </td>
                  <td className="num">{row.score?.mp ?? '—'}</td>
                  <td className="num">{row.score?.vp ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
};
