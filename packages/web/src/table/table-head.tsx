/**
 * The table's head, one line on a wide or short screen: the game, its profile and the hand;
 * whose turn it is; the connection's state; the bots' pace and the clock's sound for a seat's
 * player; the button that opens the move log where it does not sit beside the felt.
 */
import type { TableState } from '@tavolo/client';
import type { Pace } from '@tavolo/protocol';
import { useTranslation } from 'react-i18next';
import { profileLabel } from '../pages/labels.js';
import { ClockSound } from './clock-sound.js';
import { ConnectionState } from './connection-state.js';
import type { TableModel } from './games/model.js';
import { PaceControl } from './pace-control.js';
import { TurnIndicator } from './turn-indicator.js';

interface TableHeadProps {
  readonly model: TableModel;
  readonly state: TableState;
  readonly yourTurn: boolean;
  readonly watch: boolean;
  /** Sets the bots' pace; null for a spectator and at the offline table. */
  readonly onPace: ((pace: Pace) => void) | null;
  readonly logOpen: boolean;
  readonly onLog: (open: boolean) => void;
}

export const TableHead = ({
  model,
  state,
  yourTurn,
  watch,
  onPace,
  logOpen,
  onLog,
}: TableHeadProps) => {
  const { t } = useTranslation('table');
  return (
    <header className="table-head">
      <h1>
        {t(`common:games.${model.game}`)} · {profileLabel(t, model.profile)} ·{' '}
        {t('head.hand', { hand: model.handNumber })}
      </h1>
      <TurnIndicator model={model} yourTurn={yourTurn} />
      <ConnectionState state={state} />
      {watch ? <span className="seat-badge">{t('head.watching')}</span> : null}
      <PaceControl status={state.status} onPace={onPace} />
      <ClockSound status={state.status} you={model.you} />
      <button
        type="button"
        className="secondary log-toggle"
        aria-expanded={logOpen}
        aria-controls="move-log-panel"
        data-testid="log-toggle"
        onClick={() => onLog(!logOpen)}
      >
        {t(logOpen ? 'log.hide' : 'log.show')}
      </button>
    </header>
  );
};
