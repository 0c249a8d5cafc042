/**
 * A round's tables, as the room's board shows them: the table number, who sits there, and each
 * entrant's MP and VP once the score sheet is in; then who rests. Entrants link to their history.
 * VP from a derived or substitute table (BUR-CH art. 19) are marked, and the caption says which.
 */
import type { Game, RoundVpTable } from '@tavolo/tournament';
import type { ReactNode } from 'react';
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

/** The mark beside VP from a derived or substitute table; the caption explains it. */
const VpMark = ({ table }: { readonly table: RoundVpTable }) => {
  const { t } = useTranslation('events');
  const text = t(`vpTable.${table.notice}`, { name: table.name });
  return (
    <sup className="vp-mark" title={text} aria-label={text}>
      *
    </sup>
  );
};

/** The rows of one table (or of the byes): its heading cell once, then a row per entrant. */
const SeatGroup = ({
  eventId,
  seats,
  heading,
  testId,
}: {
  readonly eventId: string;
  readonly seats: readonly SeatView[];
  readonly heading: ReactNode;
  readonly testId?: string;
}) => (
  <tbody className="table-group" data-testid={testId}>
    {seats.map((seat, i) => (
      <tr key={seat.entrant}>
        {i === 0 ? heading : null}
        <td>
          <EntrantLink eventId={eventId} seat={seat} />
        </td>
        <td className="num">{seat.score?.mp ?? '—'}</td>
        <td className="num">
          {seat.score?.vp ?? '—'}
          {seat.score?.vpTable ? <VpMark table={seat.score.vpTable} /> : null}
        </td>
      </tr>
    ))}
  </tbody>
);

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
          {view.vpTable ? (
            <span className="vp-notice" data-testid="vp-notice">
              * {t(`vpTable.${view.vpTable.notice}`, { name: view.vpTable.name })}
            </span>
          ) : null}
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
          <SeatGroup
            key={table.table}
            eventId={eventId}
            seats={table.seats}
            testId={`table-${table.table}`}
            heading={
              <th scope="rowgroup" rowSpan={table.seats.length} className="num table-number">
                {table.table}
                {table.corrected ? <span className="tag">{t('round.corrected')}</span> : null}
              </th>
            }
          />
        ))}
        {view.byes.length > 0 ? (
          <SeatGroup
            eventId={eventId}
            seats={view.byes}
            heading={
              <th scope="rowgroup" rowSpan={view.byes.length}>
                {t('round.bye')}
              </th>
            }
          />
        ) : null}
      </table>
    </div>
  );
};
