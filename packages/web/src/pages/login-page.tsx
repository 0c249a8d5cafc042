/**
 * `/login`: log in, sign up or enter as a guest, then back to the page that sent the user here
 * (`?next=`), else the lobby. The three ways are tabs, so that a phone shows one form at a time.
 */
import { type KeyboardEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../session.js';
import { AccountForm } from './account-form.js';
import { safeNext } from './credentials.js';
import { GuestForm } from './guest-form.js';
import './pages.css';

const TABS = ['login', 'register', 'guest'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

export const LoginPage = () => {
  const { t } = useTranslation('lobby');
  const { user } = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const id = useId();
  const mode = params.get('mode');
  const tab: Tab = isTab(mode) ? mode : 'login';
  const next = safeNext(params.get('next'));
  const entered = () => void navigate(next, { replace: true });

  const choose = (chosen: Tab) =>
    setParams(
      (before) => {
        const after = new URLSearchParams(before);
        after.set('mode', chosen);
        return after;
      },
      { replace: true },
    );

  // The tab list's arrow keys, as the WAI-ARIA tabs pattern has them.
  const onTabKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const chosen = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] ?? 'login';
    choose(chosen);
    document.getElementById(`${id}-tab-${chosen}`)?.focus();
  };

  return (
    <section className="page narrow login-page">
      <h1>{t('login.title')}</h1>
      {user ? (
        <p className="notice">
          {t('login.already', { name: user.name })}{' '}
          <button type="button" className="link" onClick={entered}>
            {t('login.continue')}
          </button>
        </p>
      ) : null}
      <div className="tabs" role="tablist" aria-label={t('login.tabs')} onKeyDown={onTabKey}>
        {TABS.map((each) => (
          <button
            key={each}
            id={`${id}-tab-${each}`}
            type="button"
            role="tab"
            aria-selected={each === tab}
            aria-controls={`${id}-panel`}
            tabIndex={each === tab ? 0 : -1}
            className={each === tab ? 'tab selected' : 'tab'}
            onClick={() => choose(each)}
          >
            {t(`login.tab.${each}`)}
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        className="tab-panel"
        role="tabpanel"
        aria-labelledby={`${id}-tab-${tab}`}
      >
        {tab === 'guest' ? (
          <GuestForm onEntered={entered} />
        ) : (
          <AccountForm key={tab} mode={tab} onEntered={entered} />
        )}
      </div>
    </section>
  );
};
