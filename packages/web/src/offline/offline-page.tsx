/**
 * `/offline`: a hand against the bots with no network at all. The page and its scripts come
 * from the service worker's cache; the engine and the bots are this page's own chunk, loaded
 * when the page is first shown. The table is the live table's own, fed by the local match.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refusalText } from '../errors.js';
import { Playing } from '../table/playing.js';
import '../table/table-styles.css';
import './offline.css';
import { SelectField } from '../pages/fields.js';
import {
  type OfflineGame,
  type OfflineLevel,
  type OfflineMatch,
  OFFLINE_LEVELS,
  startOffline,
} from './offline-match.js';
import { useOfflineTable } from './use-offline-table.js';

const GAMES: readonly OfflineGame[] = ['scala40', 'burraco'];

const randomSeed = (): number => crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;

export const OfflinePage = () => {
  const { t } = useTranslation('table');
  const navigate = useNavigate();
  const [match, setMatch] = useState<OfflineMatch | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Each new match is a new table: its key resets the table's own state.
  const [round, setRound] = useState(0);
  const [level, setLevel] = useState<OfflineLevel>('esperto');
  const start = (game: OfflineGame) => {
    const bot = (n: number) => t('offline.bot', { n });
    const names = [t('offline.you'), bot(1), bot(2), bot(3)] as const;
    const started = startOffline(game, names, randomSeed(), level);
    if (started.ok) {
      setFailure(null);
      setMatch(started.value);
      setRound(round + 1);
    } else setFailure(refusalText(t, started.error));
  };
  const choices = (
    <p className="offline-games">
      {GAMES.map((game) => (
        <button key={game} type="button" onClick={() => start(game)}>
          {t('offline.start', { game: t(`common:games.${game}`) })}
        </button>
      ))}
      <button type="button" onClick={() => void navigate('/offline/bridge')}>
        {t('bridge:offline.start')}
      </button>
    </p>
  );
  return (
    <div className="page table-page offline-page">
      {match === null ? (
        <>
          <h1>{t('offline.title')}</h1>
          <p>{t('offline.intro')}</p>
          {/* The next matches keep the level: the row under the table stays one short row. */}
          <SelectField
            label={t('offline.level')}
            name="level"
            value={level}
            options={OFFLINE_LEVELS}
            optionLabel={(option) => t(`lobby:bots.${option}`)}
            onChange={setLevel}
          />
          {choices}
        </>
      ) : (
        <>
          <OfflineTable key={round} match={match} />
          <section className="offline-again" aria-label={t('offline.again')}>
            {choices}
          </section>
        </>
      )}
      {failure ? (
        <p className="error" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
};

const OfflineTable = ({ match }: { readonly match: OfflineMatch }) => {
  const live = useOfflineTable(match);
  if (live.state === null) return null;
  return <Playing live={live} state={live.state} table="offline" watch={false} replays={false} />;
};
