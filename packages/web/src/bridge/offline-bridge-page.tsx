/**
 * `/offline/bridge`: a bridge board against three bots with no network, the engine running in
 * the page. The player sits South; each new board takes the next number, so dealer and
 * vulnerability go round as at a club. `?seed=N` deals a chosen board (for tests and for
 * playing a board again).
 */
import { type BoardView, type BridgeEvent, view } from '@tavolo/bridge';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BridgeTable } from './bridge-table.js';
import { bridgeRefusal } from './refusal.js';
import { type OfflineBoard, playerEvents, startBoard } from './offline-board.js';
import { useOfflineBoard } from './use-offline-board.js';
import { legalActions } from '@tavolo/bridge';

const randomSeed = (): number => crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;

export const OfflineBridgePage = () => {
  const { t } = useTranslation('bridge');
  const [params] = useSearchParams();
  const fixed = Number(params.get('seed'));
  const [round, setRound] = useState(1);
  const [board, setBoard] = useState<OfflineBoard>(() =>
    startBoard(Number.isInteger(fixed) && params.has('seed') ? fixed : randomSeed(), 1),
  );
  const next = () => {
    const number = (round % 16) + 1;
    setRound(round + 1);
    setBoard(startBoard(randomSeed(), number));
  };
  return (
    <div className="page table-page bridge-page">
      <OfflineBridgeTable key={round} start={board} />
      <nav className="bridge-offline-nav" aria-label={t('offline.label')}>
        <button type="button" className="secondary" onClick={next}>
          {t('offline.next')}
        </button>
        <Link to="/offline">{t('offline.back')}</Link>
      </nav>
    </div>
  );
};

const OfflineBridgeTable = ({ start }: { readonly start: OfflineBoard }) => {
  const { t } = useTranslation('bridge');
  const { board, refusal, act } = useOfflineBoard(start);
  const seen: BoardView = useMemo(() => view(board.state, board.you), [board]);
  const events: readonly BridgeEvent[] = useMemo(() => playerEvents(board), [board]);
  const legal = useMemo(() => legalActions(board.state, board.you), [board]);
  const names = [0, 1, 2, 3].map((seat) =>
    seat === board.you ? t('offline.you') : t('offline.bot', { seat: t(`seats.${seat}`) }),
  );
  return (
    <BridgeTable
      view={seen}
      legal={legal}
      names={names}
      events={events}
      busy={false}
      refusal={refusal ? bridgeRefusal(t, refusal) : null}
      onAct={act}
    />
  );
};
