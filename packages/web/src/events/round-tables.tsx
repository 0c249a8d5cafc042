/**
 * A round's tables, as the room's board shows them: the table number, who sits there, and each
 * entrant's MP and VP once the score sheet is in; then who rests. Entrants link to their history.
 */
import type { Game } from '@tavolo/tournament';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RoundView, SeatView } from './event-state.js';

export const EntrantLink = ({
  eventId,
  seat,
}: {
  readonly eventId: string;
  readonly seat: SeatView;
}) => {
  const { t } = useTranslation('events');
  return (
    <Link to={`/events/${encodeURIComponent(eventId)}/entrants/${seat.entrant}`}>
      {t('entrant', { id: seat.entrant, name: seat.name })}
    </Link>
  );
};

export const RoundTables = ({
  eventId,
  game,
  view,
}: {
  readonly eventId: string;
  readonly game: Game;
  readonly view: RoundView;
}) => {
  const { t } = useTranslation('events');
  const mpLabel = game === 'scala40' ? t('score.negative') : t('score.mp');
  return (
    <div className="table-scroll">
      <table className="data round-tables" data-testid={`round-${view.round}`}>
        <caption>
          {t('round.caption', { round: view.round, hands: view.hands })}{' '}
          <span className={`tag status-${view.status}`}>{t(`roundStatus.${view.status}`)}</span>
        </caption>
        <thead>
          <tr>
            <th className="num">{t('round.table')}</th>
            <th>{t('round.seats')}</th>
            <th className="num">{mpLabel}</th>
            <th className="num">{t('score.vp')}</th>
          </tr>
        </thead>
        {view.tables.map((table) => (
          <tbody key={table.table} data-testid={`table-${table.table}`} className="table-group">
            {table.seats.map((seat, i) => (
              <tr key={seat.entrant}>
                {i === 0 ? (
                  <th scope="rowgroup" rowSpan={table.seats.length} className="num table-number">
                    {table.table}
                    {table.corrected ? <span className="tag">{t('round.corrected')}</span> : null}
                  </th>
                ) : null}
                <td>
                  <EntrantLink eventId={eventId} seat={seat} />
                </td>
                <td className="num">{seat.score?.mp ?? '—'}</td>
                <td className="num">{seat.score?.vp ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        ))}
        {view.byes.length > 0 ? (
          <tbody className="table-group">
            {view.byes.map((seat, i) => (
              <tr key={seat.entrant}>
                {i === 0 ? (
                  <th scope="rowgroup" rowSpan={view.byes.length}>
                    {t('round.bye')}
                  </th>
                ) : null}
                <td>
                  <EntrantLink eventId={eventId} seat={seat} />
                </td>
                <td className="num">{seat.score?.mp ?? '—'}</td>
                <td className="num">{seat.score?.vp ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        ) : null}
      </table>
    </div>
  );
};
