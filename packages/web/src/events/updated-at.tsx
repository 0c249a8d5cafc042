/**
 * "aggiornato alle hh:mm:ss": when the page last heard from the server, on the clock of the
 * event's room (`timeZone`; the default zone until the event is loaded), and any trouble since.
 */
import type { ErrorBody } from '@tavolo/protocol';
import { DEFAULT_TIME_ZONE } from '@tavolo/tournament';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../errors.js';
import { roomClock } from './event-dates.js';

export const UpdatedAt = ({
  checkedAt,
  error,
  timeZone = DEFAULT_TIME_ZONE,
}: {
  readonly checkedAt: Date | null;
  readonly error: ErrorBody | null;
  readonly timeZone?: string;
}) => {
  const { t, i18n } = useTranslation('events');
  return (
    <p className="updated" aria-live="polite">
      {checkedAt === null
        ? null
        : t('updatedAt', {
            time: roomClock(checkedAt, timeZone, i18n.language, true),
          })}
      {error === null ? null : <span className="error"> {refusalText(t, error)}</span>}
    </p>
  );
};
