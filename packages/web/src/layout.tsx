/** The frame of every page: the name, the main sections, the language and the account. */
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { ErrorBoundary } from './error-boundary.js';
import { LANGS, currentLang, setLang } from './i18n.js';
import { ResumeBanner } from './resume/resume-banner.js';
import { canDirect, useSession } from './session.js';

export const Layout = () => {
  const { t } = useTranslation();
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="app">
      <header className="topbar">
        <Link to="/" className="brand">
          {t('brand')}
        </Link>
        <nav aria-label={t('nav.label')}>
          <NavLink to="/" end>
            {t('nav.tables')}
          </NavLink>
          <NavLink to="/events">{t('nav.events')}</NavLink>
          {user ? <NavLink to="/me/games">{t('nav.myGames')}</NavLink> : null}
          {canDirect(user) ? <NavLink to="/director">{t('nav.director')}</NavLink> : null}
          <NavLink to="/offline">{t('nav.offline')}</NavLink>
        </nav>
        <div className="account">
          <select
            aria-label={t('lang.label')}
            value={currentLang()}
            onChange={(event) => setLang(event.target.value === 'en' ? 'en' : 'it')}
          >
            {LANGS.map((lang) => (
              <option key={lang} value={lang}>
                {t(`lang.${lang}`)}
              </option>
            ))}
          </select>
          {user ? (
            <>
              <span className="user-name" data-testid="user-name">
                {user.guest ? t('account.guestName', { name: user.name }) : user.name}
              </span>
              <button
                type="button"
                className="link"
                onClick={() => void logout().then(() => navigate('/'))}
              >
                {t('account.logout')}
              </button>
            </>
          ) : user === null ? (
            <Link to="/login">{t('account.login')}</Link>
          ) : null}
        </div>
      </header>
      <ResumeBanner />
      <main>
        {/* Keyed by the address, so that leaving a broken page clears the failure. */}
        <ErrorBoundary key={location.pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
    </div>
  );
};
