/** Links to the printouts (PDF) of the event: they open in a new tab, or download on a phone. */
import type { PrintKind } from '@tavolo/client';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../i18n.js';
import { useSession } from '../session.js';

export const PrintLinks = ({
  eventId,
  kinds,
  round,
}: {
  readonly eventId: string;
  readonly kinds: readonly PrintKind[];
  /** The round of the seating and score sheets; standings follow the last complete round. */
  readonly round: number;
}) => {
  const { t } = useTranslation('events');
  const { http } = useSession();
  const lang = currentLang();
  return (
    <ul className="print-links">
      {kinds.map((kind) => (
        <li key={kind}>
          <a
            href={http.eventPrintUrl(
              eventId,
              kind,
              kind === 'standings' ? { lang } : { round, lang },
            )}
            target="_blank"
            rel="noreferrer"
            data-testid={`print-${kind}`}
          >
            {t(`print.${kind}`, { round })}
          </a>
        </li>
      ))}
    </ul>
  );
};
