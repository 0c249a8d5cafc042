/** "aggiornato alle hh:mm:ss": when the page last heard from the server, and any trouble since. */
import type { ErrorBody } from '@tavolo/protocol';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../errors.js';

export const UpdatedAt = ({
  checkedAt,
  error,
}: {
  readonly checkedAt: Date | null;
  readonly error: ErrorBody | null;
}) => {
  const { t, i18n } = useTranslation('events');
  return (
    <p className="updated" aria-live="polite">
      {checkedAt === null
        ? null
        : t('updatedAt', {
            time: checkedAt.toLocaleTimeString(i18n.language, {
              hour: '2-digit',
              minute: '2-digit',
              second: '2-digit',
            }),
          })}
      {error === null ? null : <span className="error"> {refusalText(t, error)}</span>}
    </p>
  );
};
