/** The director's decisions, each with its reason and article, as everyone may read them. */
import type { Note, TournamentState } from '@tavolo/tournament';
import { useTranslation } from 'react-i18next';
import { decisions, nameOf } from './event-state.js';

export const DecisionsList = ({ state }: { readonly state: TournamentState }) => {
  const { t } = useTranslation('events');
  const list = decisions(state);
  // A reason the rules wrote is said from its code; a director's own, as typed.
  const said = (d: { readonly reason: string; readonly note?: Note }) =>
    d.note ? t(`messages:tournament.reasons.${d.note.code}`, d.note.params) : d.reason;
  if (list.length === 0) return <p>{t('decisions.none')}</p>;
  return (
    <ul className="decisions" data-testid="decisions">
      {list.map((d, i) => (
        <li key={i}>
          {d.kind === 'ruling'
            ? t(d.player === null ? 'decisions.ruling' : 'decisions.rulingPlayer', {
                round: d.round,
                table: d.table,
                entrant: nameOf(state, d.entrant),
                player: d.player,
                article: d.article,
                ruling: d.ruling,
              })
            : d.kind === 'correction'
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
                    reason: said(d),
                    article: d.article,
                  })
                : t(`decisions.${d.kind}`, {
                    round: d.round,
                    entrant: nameOf(state, d.entrant),
                    vp: d.vp,
                    mp: d.mp,
                    reason: said(d),
                    article: d.article,
                  })}
        </li>
      ))}
    </ul>
  );
};
