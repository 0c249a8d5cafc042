/**
 * The event's exports in the director's console, downloaded from the server in the page's
 * language (`lang`): the decisions CSV with its derived reasons in words and the decisions a
 * void took back marked with their void, the standings, the log, and everything as JSON.
 */
import { useTranslation } from 'react-i18next';
import { currentLang } from '../i18n.js';

const EXPORTS = {
  'csv-decisions': 'format=csv&what=decisions',
  'csv-standings': 'format=csv&what=standings',
  'csv-events': 'format=csv&what=events',
  json: 'format=json',
} as const;

/** The export's address, in the language `lang`. */
export const exportUrl = (eventId: string, query: string, lang: string): string =>
  `/api/events/${encodeURIComponent(eventId)}/export?${query}&lang=${lang}`;

export const ExportLinks = ({ eventId }: { readonly eventId: string }) => {
  const { t } = useTranslation('events');
  const lang = currentLang();
  return (
    <>
      <h3>{t('console.exports.title')}</h3>
      <ul className="print-links">
        {Object.entries(EXPORTS).map(([kind, query]) => (
          <li key={kind}>
            <a href={exportUrl(eventId, query, lang)} download data-testid={`export-${kind}`}>
              {t(`console.exports.${kind}`)}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
};
