/** The director's decisions, each with its reason and article, as everyone may read them. */
import type { TournamentState } from '@tavolo/tournament';
import { useTranslation } from 'react-i18next';
import { decisions, nameOf } from './event-state.js';

export const DecisionsList = ({ state }: { readonly state: TournamentState }) => {
  const { t } = useTranslation('events');
  const list = decisions(state);
  if (list.length === 0) return <p>{t('decisions.none')}</p>;
  return (
    <ul className="decisions" data-testid="decisions">
      {list.map((d, i) => (
        <li key={i}>
          {d.kind === 'correction'
            ? t('decisions.correction', {
                round: d.round,
                table: d.table,
                kind: t(`correctionKind.${d.correction}`),
                reason: d.reason,
              })
            : d.kind === 'sanction'
              ? t('decisions.sanction', {
                  round: d.round,
                  entrant: nameOf(state, d.entrant),
                  player: d.player,
                  level: t(`sanctionLevel.${d.level}`),
                  reason: d.reason,
                  article: d.article,
                })
              : t(`decisions.${d.kind}`, {
                  round: d.round,
                  entrant: nameOf(state, d.entrant),
                  vp: d.vp,
                  mp: d.mp,
                  reason: d.reason,
                  article: d.article,
                })}
        </li>
      ))}
    </ul>
  );
};
