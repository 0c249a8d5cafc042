/**
 * Tells the player that the clock played for them (BUR-CH art. 46: the time ran out, the table
 * drew and discarded in their name), until their next move of their own.
 */
import type { Message } from '@tavolo/protocol';
import { useTranslation } from 'react-i18next';
import { forcedPlay } from './move-text.js';

interface ForcedNoticeProps {
  readonly events: readonly Message[];
  readonly you: number | null;
}

export const ForcedNotice = ({ events, you }: ForcedNoticeProps) => {
  const { t } = useTranslation('table');
  const play = forcedPlay(events, you);
  if (play === null) return null;
  return (
    <p className="forced-notice" role="alert" data-testid="forced-notice">
      {t(`forced.${play}`)}
    </p>
  );
};
