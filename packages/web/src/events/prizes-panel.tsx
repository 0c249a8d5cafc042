/**
 * The end of the event in the director's console: the prize list, allocated from the standings
 * the console shows (after the last complete round; provisional until the event is final) as the
 * server and `tavolo tournament prizes` allocate it (@tavolo/tournament's `prizeAwards`),
 * and the federation's report with the membership numbers (docs/federation-report.md), as CSV
 * tables or one JSON file, downloaded from the server; then the event's own exports.
 */
import { type TournamentState, prizeAwards } from '@tavolo/tournament';
import { useTranslation } from 'react-i18next';
import { type StandingsView, nameOf } from './event-state.js';
import { ExportLinks } from './export-links.js';

/** The report's downloads: each CSV table, and the JSON file that holds both. */
const REPORTS = {
  'csv-standings': '?format=csv&what=standings',
  'csv-results': '?format=csv&what=results',
  'csv-voids': '?format=csv&what=voids',
  json: '?format=json',
} as const;

export const PrizesPanel = ({
  eventId,
  state,
  view,
}: {
  readonly eventId: string;
  readonly state: TournamentState;
  readonly view: StandingsView;
}) => {
  const { t } = useTranslation('events');
  const awards = view.rows.length === 0 ? [] : prizeAwards(state, view.rows);
  const base = `/api/events/${encodeURIComponent(eventId)}/federation-report`;
  return (
    <section className="panel" aria-labelledby="prizes-panel">
      <h2 id="prizes-panel">{t('console.prizes.title')}</h2>
      {awards.length === 0 ? (
        <p>{t('console.prizes.none')}</p>
      ) : (
        <p>
          {t(view.final ? 'console.prizes.final' : 'console.prizes.provisional', {
            round: view.afterRound,
          })}
        </p>
      )}
      {awards.length === 0 ? null : (
        <ol className="prizes" data-testid="prizes">
          {awards.map((a) => (
            <li key={`${a.prize}-${a.row.entrant}`}>
              {t(a.group === undefined ? 'console.prizes.overall' : 'console.prizes.group', {
                prize: a.prize,
                entrant: `${a.row.entrant} ${nameOf(state, a.row.entrant)}`,
                field: a.group?.field ?? '',
                value: a.group?.value ?? '',
              })}
            </li>
          ))}
        </ol>
      )}
      <h3>{t('console.report.title')}</h3>
      <ul className="print-links">
        {Object.entries(REPORTS).map(([kind, query]) => (
          <li key={kind}>
            <a href={`${base}${query}`} download data-testid={`report-${kind}`}>
              {t(`console.report.${kind}`)}
            </a>
          </li>
        ))}
      </ul>
      <ExportLinks eventId={eventId} />
    </section>
  );
};
