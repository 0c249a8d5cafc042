/** The director's pages are for directors and admins; anyone else is told so plainly. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canDirect, useSession } from '../session.js';

export const DirectorGuard = ({ children }: { readonly children: ReactNode }) => {
  const { t } = useTranslation('events');
  const { user } = useSession();
  if (user === undefined) return <p aria-busy="true">{t('common:loading')}</p>;
  if (!canDirect(user))
    return (
      <section className="page narrow">
        <h1>{t('director.title')}</h1>
        <p className="notice" role="alert">
          {user === null ? t('director.loginFirst') : t('director.forbidden')}
        </p>
        {user === null ? <Link to="/login">{t('common:account.login')}</Link> : null}
      </section>
    );
  return <>{children}</>;
};
