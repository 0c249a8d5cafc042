import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <section className="page narrow">
      <h1>{t('notFound.title')}</h1>
      <Link to="/">{t('notFound.back')}</Link>
    </section>
  );
};
