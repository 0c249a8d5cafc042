/**
 * `/me/games`: the tables the user sat at, newest first, with a link back to each table and to
 * the replay of every hand already finished there.
 */
import type { PlayedGame } from '@tavolo/protocol';
import type { HttpResult } from '@tavolo/client';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../session.js';
import { loginPath } from './credentials.js';
import { profileLabel } from './labels.js';
import { refusalText } from '../errors.js';
import './pages.css';

/** The finished hands of one table, asked for once the row is shown. */
const FinishedHands = ({ game }: { readonly game: PlayedGame }) => {
  const { t } = useTranslation('lobby');
  const { http } = useSession();
  const [hands, setHands] = useState<readonly number[] | undefined>(undefined);

  useEffect(() => {
    if (game.phase === 'waiting') return;
    let live = true;
    void http.hands(game.table).then((answer) => {
      if (live && answer.ok) setHands(answer.value);
    });
    return () => {
      live = false;
    };
  }, [http, game.table, game.phase]);

  if (hands === undefined || hands.length === 0)
    return <span className="hint">{t('myGames.noHands')}</span>;
  return (
    <ul className="hands">
      {hands.map((hand) => (
        <li key={hand}>
          <Link to={`/tables/${game.table}/hands/${hand}`}>{t('myGames.hand', { n: hand })}</Link>
        </li>
      ))}
    </ul>
  );
};

export const MyGamesPage = () => {
  const { t, i18n } = useTranslation('lobby');
  const { http, user } = useSession();
  const [games, setGames] = useState<HttpResult<readonly PlayedGame[]> | undefined>(undefined);
  const userId = user?.id;

  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    void http.myGames().then((answer) => {
      if (live) setGames(answer);
    });
    return () => {
      live = false;
    };
  }, [http, userId]);

  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const body = () => {
    if (user === null)
      return (
        <p className="notice">
          {t('myGames.needSession')} <Link to={loginPath('/me/games')}>{t('myGames.login')}</Link>
        </p>
      );
    if (games === undefined) return <p aria-busy="true">{t('common:loading')}</p>;
    if (!games.ok)
      return (
        <p className="error" role="alert">
          {t('myGames.loadError', { reason: refusalText(t, games.error) })}
        </p>
      );
    if (games.value.length === 0)
      return (
        <p className="empty">
          {t('myGames.empty')} <Link to="/">{t('myGames.toTables')}</Link>
        </p>
      );
    return (
      <div className="table-scroll">
        <table className="data my-games">
          <thead>
            <tr>
              <th scope="col">{t('myGames.columns.date')}</th>
              <th scope="col">{t('myGames.columns.game')}</th>
              <th scope="col" className="num">
                {t('myGames.columns.seat')}
              </th>
              <th scope="col">{t('myGames.columns.phase')}</th>
              <th scope="col">{t('myGames.columns.hands')}</th>
              <th scope="col">{t('myGames.columns.table')}</th>
            </tr>
          </thead>
          <tbody>
            {games.value.map((game) => (
              <tr key={game.table} data-table={game.table}>
                <td>{date.format(new Date(game.createdAt))}</td>
                <td>
                  {t(`common:games.${game.game}`)}
                  <small className="hint block">{profileLabel(t, game.profile)}</small>
                </td>
                <td className="num">{game.seat === null ? t('myGames.noSeat') : game.seat + 1}</td>
                <td>
                  {t(`phase.${game.phase}`)}
                  {game.abandoned ? (
                    <small className="hint block">{t('myGames.abandoned')}</small>
                  ) : null}
                </td>
                <td>
                  <FinishedHands game={game} />
                </td>
                <td>
                  <Link to={`/tables/${game.table}`}>{t('myGames.open')}</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  };

  return (
    <section className="page my-games-page">
      <h1>{t('myGames.title')}</h1>
      {body()}
    </section>
  );
};
