/** A bridge pairs event's standings, one table a field, and the state of its score (LAW 79C). */
import type { bridge } from '@tavolo/tournament';
import { useTranslation } from 'react-i18next';
import { bridgeStandingsView } from './bridge-event-model.js';

export const BridgeStandings = ({ state }: { readonly state: bridge.BridgePairsState }) => {
  const { t, i18n } = useTranslation('events');
  const view = bridgeStandingsView(state, new Date().toISOString());
  if ('code' in view) return <p className="error">{view.message}</p>;
  const number = (n: number) =>
    n.toLocaleString(i18n.language, { maximumFractionDigits: 2, minimumFractionDigits: 2 });
  return (
    <>
      <p data-testid="bridge-status">{t(`bridge.status.${view.status}`)}</p>
      {view.fields.map((f) => (
        <div className="table-scroll" key={f.field}>
          <table className="data" data-testid={`bridge-standings-${f.field}`}>
            <caption>{t(`bridge.field.${f.field}`)}</caption>
            <thead>
              <tr>
                <th className="num">{t('standings.rank')}</th>
                <th>{t('bridge.pair')}</th>
                <th className="num">{view.matchpoints ? t('bridge.mp') : t('bridge.imp')}</th>
                {view.matchpoints ? <th className="num">{t('bridge.percent')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {f.standings.map((r) => (
                <tr key={r.pair}>
                  <td className="num">{r.rank}</td>
                  <td>{t('entrant', { id: r.pair, name: r.players.join(' - ') })}</td>
                  <td className="num">{number(r.score)}</td>
                  {view.matchpoints ? <td className="num">{number(r.percentage ?? 0)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </>
  );
};
