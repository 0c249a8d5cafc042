/**
 * On every page, a banner while one of the user's games is in progress, with one tap back to
 * its table (not on that table's own page). The user's games are read again on each change of
 * page, when the page comes back into view, and every 45 s while it is in view; sooner (2 s)
 * after a failed read, or while one of them is a table about to start (`waiting`), so that the
 * banner comes as soon as its match does.
 */
import type { PlayedGame } from '@tavolo/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { profileLabel } from '../pages/labels.js';
import { useSession } from '../session.js';
import { gamesToResume } from './games-to-resume.js';
import './resume-banner.css';

const REFRESH_MS = 45_000;
const SOON_MS = 2_000;
/** At most this many reads in a row come sooner: a table that waits for players may wait long. */
const SOON_TRIES = 15;

interface Loaded {
  /** Whose games they are: a page that changes account shows none of the last one's. */
  readonly userId: string;
  readonly games: readonly PlayedGame[];
}

export const ResumeBanner = () => {
  const { t } = useTranslation('lobby');
  const { http, user } = useSession();
  const { pathname } = useLocation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const userId = user?.id;

  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    let soon: ReturnType<typeof setTimeout> | undefined;
    let tries = 0;
    const load = async () => {
      const answer = await http.myGames();
      if (!live) return;
      // A failed read keeps what was shown, and is tried again soon.
      if (answer.ok) setLoaded({ userId, games: answer.value });
      const again = !answer.ok || answer.value.some((g) => g.phase === 'waiting');
      tries = again ? tries + 1 : 0;
      if (again && tries <= SOON_TRIES) {
        clearTimeout(soon);
        soon = setTimeout(() => void load(), SOON_MS);
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void load();
    };
    void load();
    const timer = setInterval(onVisible, REFRESH_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      clearInterval(timer);
      clearTimeout(soon);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [http, userId, pathname]);

  if (userId === undefined || loaded?.userId !== userId) return null;
  const games = gamesToResume(loaded.games, pathname);
  const [first, ...others] = games;
  if (first === undefined) return null;
  return (
    <aside className="resume-banner" aria-label={t('resume.label')} data-testid="resume-banner">
      <p>
        {t(first.phase === 'paused' ? 'resume.paused' : 'resume.playing', {
          game: t(`common:games.${first.game}`),
          profile: profileLabel(t, first.profile),
        })}
      </p>
      <Link className="resume-link" to={`/tables/${first.table}`}>
        {t('resume.back')}
      </Link>
      {others.length > 0 ? (
        <Link className="resume-more" to="/me/games">
          {t('resume.more', { count: others.length })}
        </Link>
      ) : null}
    </aside>
  );
};
