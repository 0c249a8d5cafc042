/**
 * The live bridge table (`/tables/:table` when the server's view is a bridge match): the
 * server's `MatchView` of the board in play, its prompt's legal actions and the events the
 * viewer received, drawn by the same table as the offline board. Thin by design: the match line
 * (board n of N, the points of each side, the last board's score), the clock where the table has
 * one and the connection's state around `BridgeTable`; acts go to the server through the live
 * table's `act`.
 */
import type { Action, BridgeEvent, MatchView } from '@tavolo/bridge';
import type { TableState } from '@tavolo/client';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionState } from '../table/connection-state.js';
import type { LiveTable } from '../table/use-table.js';
import { BridgeTable } from './bridge-table.js';
import { bridgeRefusal } from './refusal.js';
import { TurnClock } from './turn-clock.js';

export const LiveBridgeTable = ({
  live,
  state,
}: {
  readonly live: LiveTable;
  readonly state: TableState;
}) => {
  const { t } = useTranslation('bridge');
  const match = state.view as MatchView;
  const events = useMemo(
    () => state.events.flatMap((m) => (m.hidden ? [] : [m.event as BridgeEvent])),
    [state.events],
  );
  const last = match.played[match.played.length - 1];
  return (
    <div className="bridge-page">
      <p className="bridge-match-line" data-testid="bridge-match">
        {t('match.line', {
          n: match.board.board.number,
          boards: match.boards,
          nsValue: match.totals[0],
          ewValue: match.totals[1],
        })}
        {last ? ` · ${t('match.last', { n: last.number, score: last.score })}` : ''}
        <TurnClock status={state.status} names={match.players} you={state.seat} />
        <ConnectionState state={state} />
      </p>
      <BridgeTable
        view={match.board}
        legal={state.legal as readonly Action[]}
        names={match.players}
        events={events}
        busy={live.busy}
        refusal={live.refusal ? bridgeRefusal(t, live.refusal) : null}
        onAct={(action) => void live.act(action)}
      />
    </div>
  );
};
