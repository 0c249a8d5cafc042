/** A bridge pairs event's movement: each round's tables, their pairs and boards. */
import type { bridge } from '@tavolo/tournament';
import { useTranslation } from 'react-i18next';
import { movementRounds } from './bridge-event-model.js';

export const BridgeMovement = ({ state }: { readonly state: bridge.BridgePairsState }) => {
  const { t } = useTranslation('events');
  return (
    <>
      <p className="muted">{`${state.movement.name} (${state.movement.source})`}</p>
      {movementRounds(state).map((tables, i) => (
        <div className="table-scroll" key={i}>
          <table className="data" data-testid="bridge-movement">
            <caption>{t('round.name', { round: i + 1 })}</caption>
            <thead>
              <tr>
                <th className="num">{t('bridge.table')}</th>
                <th className="num">{t('bridge.ns')}</th>
                <th className="num">{t('bridge.ew')}</th>
                <th>{t('bridge.boards')}</th>
              </tr>
            </thead>
            <tbody>
              {tables.map((row) => (
                <tr key={row.table}>
                  <td className="num">{row.table}</td>
                  <td className="num">{row.ns}</td>
                  <td className="num">{row.ew}</td>
                  <td>{row.boards}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </>
  );
};
