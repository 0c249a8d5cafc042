/**
 * The clock of a bridge table that has one: the time left to the seat that must call, play or
 * answer, counted from the server's deadline (table/clock.ts), in its warning colour for the
 * last seconds, and the beep a second for the player whose time it is (ClockSound). When it
 * runs out the server plays for the seat (@tavolo/bridge time-out.ts): the page says what.
 */
import type { TableStatus } from '@tavolo/protocol';
import { useTranslation } from 'react-i18next';
import { ClockSound } from '../table/clock-sound.js';
import { clockText, deadlineLeft, isWarning, useNow } from '../table/clock.js';

export const TurnClock = ({
  status,
  names,
  you,
}: {
  readonly status: TableStatus | null;
  readonly names: readonly string[];
  readonly you: number | null;
}) => {
  const { t } = useTranslation('bridge');
  const deadline = status?.deadline ?? null;
  const now = useNow(deadline !== null);
  if (deadline === null) return null;
  const left = deadlineLeft(deadline, now);
  const name = names[deadline.seat] ?? t(`seats.${deadline.seat}`);
  return (
    <>
      <span
        className={`bridge-clock${isWarning(left) ? ' warning' : ''}`}
        role="timer"
        data-testid="bridge-clock"
        title={t('clock.explain')}
      >
        {t(deadline.phase === 'grace' ? 'clock.grace' : 'clock.turn', {
          name,
          left: clockText(left),
        })}
      </span>
      <ClockSound status={status} you={you} />
    </>
  );
};
