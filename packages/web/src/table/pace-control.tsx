/**
 * The bots' pace at the table, which a seat's player may change during the match (slower to
 * follow every move, faster to get to one's turn); spectators see it without the choice.
 */
import { type Pace, PACES, type TableStatus } from '@tavolo/protocol';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface PaceControlProps {
  readonly status: TableStatus | null;
  /** Sets the pace; null where the viewer may not (a spectator, the offline table). */
  readonly onPace: ((pace: Pace) => void) | null;
}

export const PaceControl = ({ status, onPace }: PaceControlProps) => {
  const { t } = useTranslation('table');
  const id = useId();
  const pace = status?.pace;
  if (pace === undefined || status?.phase === 'over' || onPace === null) return null;
  return (
    <span className="pace-control">
      <label htmlFor={id}>{t('pace.label')}</label>{' '}
      <select
        id={id}
        name="pace"
        value={pace}
        data-testid="pace"
        onChange={(event) => onPace(event.target.value as Pace)}
      >
        {PACES.map((p) => (
          <option key={p} value={p}>
            {t(`pace.${p}`)}
          </option>
        ))}
      </select>
    </span>
  );
};
