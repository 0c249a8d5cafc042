/** A board's outcome in a line: `3SA N =`, `4♠X S -1`, passed out, an adjusted score. */
import type { bridge } from '@tavolo/tournament';
import { useTranslation } from 'react-i18next';
import { overTricks } from './bridge-results.js';

export const BridgeResultText = ({ outcome }: { readonly outcome: bridge.BoardOutcome }) => {
  const { t } = useTranslation('events');
  if (outcome.kind === 'artificial')
    return (
      <>
        {t('bridge.result.artificial', {
          northSouth: t(`bridge.artificial.${outcome.ns}`),
          eastWest: t(`bridge.artificial.${outcome.ew}`),
        })}
      </>
    );
  if (outcome.kind !== 'played') return <>{t(`bridge.outcome.${outcome.kind}`)}</>;
  const { level, strain, doubling, declarer } = outcome.contract;
  const over = overTricks(outcome) ?? 0;
  return (
    <>
      {t('bridge.result.played', {
        contract: `${level}${t(`bridge.strain.${strain}`)}${t(`bridge.doublingShort.${doubling}`)}`,
        declarer: t(`bridge.seatShort.${declarer}`),
        made: over === 0 ? '=' : over > 0 ? `+${over}` : `${over}`,
      })}
      {outcome.conceded
        ? ` ${t('bridge.result.conceded', {
            side: t(`bridge.${outcome.conceded.side}`),
            count: outcome.conceded.tricks,
          })}`
        : null}
    </>
  );
};
