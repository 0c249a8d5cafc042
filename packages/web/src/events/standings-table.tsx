/** The standings as a table: rank, entrant (a link to its history), VP, MP, rounds, penalties. */
import { type TournamentState, roundVpTable } from '@tavolo/tournament';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StandingsView } from './event-state.js';

export const StandingsTable = ({
  eventId,
  state,
  view,
}: {
  readonly eventId: string;
  readonly state: TournamentState;
  readonly view: StandingsView;
}) => {
  const { t } = useTranslation('events');
  if (view.afterRound === 0) return <p>{t('standings.none')}</p>;
  const mpLabel = state.config.game === 'scala40' ? t('score.negative') : t('score.mp');
  // Standings add up VP from derived or substitute tables too (BUR-CH art. 19): say which.
  const vpTables = new Map<string, { text: string; rounds: number[] }>();
  for (let round = 1; round <= view.afterRound; round++) {
    const table = roundVpTable(state.config, round);
    if (!table) continue;
    const text = t(`vpTable.${table.notice}`, { name: table.name });
    vpTables.set(text, { text, rounds: [...(vpTables.get(text)?.rounds ?? []), round] });
  }
  return (
    <div className="table-scroll">
      <table className="data" data-testid="standings">
        <caption>
          {t(view.final ? 'standings.final' : 'standings.provisional', { round: view.afterRound })}
          {[...vpTables.values()].map(({ text, rounds }) => (
            <span key={text} className="vp-notice" data-testid="vp-notice">
              {t('vpTable.rounds', { count: rounds.length, rounds: rounds.join(', '), text })}
            </span>
          ))}
        </caption>
        <thead>
          <tr>
            <th className="num">{t('standings.rank')}</th>
            <th>{t('standings.entrant')}</th>
            <th className="num">{t('score.vp')}</th>
            <th className="num">{mpLabel}</th>
            <th className="num">{t('standings.rounds')}</th>
            <th className="num">{t('standings.penaltyVp')}</th>
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row) => (
            <tr key={row.entrant}>
              <td className="num">{row.rank}</td>
              <td>
                <Link to={`/events/${encodeURIComponent(eventId)}/entrants/${row.entrant}`}>
                  {t('entrant', { id: row.entrant, name: row.players.join(' - ') })}
                </Link>
                {row.withdrawn ? <span className="tag">{t('standings.withdrawn')}</span> : null}
                {row.decidedBy === null ? null : (
                  <span className="muted"> {t(`tieBreak.${row.decidedBy}`)}</span>
                )}
              </td>
              <td className="num">{row.vp}</td>
              <td className="num">{row.mp}</td>
              <td className="num">{row.rounds}</td>
              <td className="num">
                {row.penaltyVp === 0 ? '' : -row.penaltyVp}
                {row.penaltyMp === 0 ? null : (
                  <span className="muted"> {t('standings.penaltyMp', { mp: -row.penaltyMp })}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
