/** Links to the printouts (PDF) of the event: they open in a new tab, or download on a phone. */
import type { PrintKind } from '@tavolo/client';
import type { TournamentState } from '@tavolo/tournament';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../i18n.js';
import { useSession } from '../session.js';

/**
 * The director's printouts for `round`: its score sheets, seating list and table cards, the
 * standings; the guide cards when the round is of a Mitchell phase; the referee's reports once
 * a sanction needs one (BUR-CH art. 50: an ammonizione or an espulsione) or a ruling was given at
 * a table (the report lists the rulings after the sanctions' pages). The reports of the
 * richiami, optional (art. 50: "con referto facoltativo"), are a link of their own
 * (`withCautionReports`).
 */
export const directorPrintKinds = (state: TournamentState, round: number): readonly PrintKind[] => [
  'scoresheets',
  'seating',
  'standings',
  'table-cards',
  ...(state.config.rounds[round - 1]?.movement.kind === 'mitchell'
    ? (['guide-cards'] as const)
    : []),
  ...(state.sanctions.some((s) => s.level !== 'caution') || state.rulings.length > 0
    ? (['referee-reports'] as const)
    : []),
];

/** Whether to offer the referee's reports with the richiami too: once one was given. */
export const withCautionReports = (state: TournamentState): boolean =>
  state.sanctions.some((s) => s.level === 'caution');

/** Printouts of the whole event rather than of one round. */
const EVENT_WIDE: readonly PrintKind[] = ['standings', 'referee-reports'];

export const PrintLinks = ({
  eventId,
  kinds,
  round,
  cautions,
}: {
  readonly eventId: string;
  readonly kinds: readonly PrintKind[];
  /** The round of the seating, score sheets and cards; standings follow the last complete round. */
  readonly round: number;
  /** Also the referee's reports with the richiami, whose report is optional. */
  readonly cautions?: boolean;
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
              EVENT_WIDE.includes(kind) ? { lang } : { round, lang },
            )}
            target="_blank"
            rel="noreferrer"
            data-testid={`print-${kind}`}
          >
            {t(`print.${kind}`, { round })}
          </a>
        </li>
      ))}
      {cautions === true ? (
        <li>
          <a
            href={http.eventPrintUrl(eventId, 'referee-reports', { lang, cautions: true })}
            target="_blank"
            rel="noreferrer"
            data-testid="print-referee-reports-cautions"
          >
            {t('print.referee-reports-cautions')}
          </a>
        </li>
      ) : null}
    </ul>
  );
};
