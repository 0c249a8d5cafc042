/**
 * The director's other decisions about an entrant, each with its reason: a withdrawal, a late
 * arrival (the rules derive its score), a sanction, a penalty in MP or VP, an assigned score.
 */
import type { TournamentCommand, TournamentState } from '@tavolo/tournament';
import { entrantName } from '@tavolo/tournament';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectorCommand } from './use-director-command.js';

const ACTIONS = ['sanction', 'penalize', 'assign', 'late', 'withdraw'] as const;
type Action = (typeof ACTIONS)[number];
/** BUR-CH art. 50's levels: richiamo, ammonizione, espulsione (the codes stay English). */
const LEVELS = ['caution', 'warning', 'expulsion'] as const;
/**
 * What the rest of the table gets with an assigned score (direct.ts): unsaid, the rules keep a
 * sheet's scores as played and refuse at a table without one until the director says.
 */
const OTHERS = ['', 'played', 'own', 'walkover'] as const;

export const DecisionsPanel = ({
  state,
  command,
}: {
  readonly state: TournamentState;
  readonly command: DirectorCommand;
}) => {
  const { t } = useTranslation('events');
  const [action, setAction] = useState<Action>('sanction');
  const [entrant, setEntrant] = useState(state.entrants[0]?.id ?? '');
  const [player, setPlayer] = useState('');
  const [level, setLevel] = useState<(typeof LEVELS)[number]>('caution');
  const [reason, setReason] = useState('');
  const [article, setArticle] = useState('');
  const [mp, setMp] = useState('0');
  const [vp, setVp] = useState('0');
  const [minutes, setMinutes] = useState('0');
  const [during, setDuring] = useState(false);
  const [others, setOthers] = useState<(typeof OTHERS)[number]>('');
  const chosen = state.entrants.find((e) => e.id === entrant) ?? state.entrants[0];
  const players = chosen?.players ?? [];
  const round = state.rounds.length;
  const number = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : NaN);

  const commandOf = (id: string): TournamentCommand => {
    const cited = article.trim();
    switch (action) {
      case 'sanction':
        return {
          type: 'sanction',
          entrant: id,
          player: players.includes(player) ? player : (players[0] ?? ''),
          level,
          breach: reason,
          ...(cited === '' ? {} : { article: cited }),
        };
      case 'penalize':
        return {
          type: 'penalize',
          entrant: id,
          mp: number(mp),
          vp: number(vp),
          reason,
          article: cited,
          round,
        };
      case 'assign':
        return {
          type: 'assign',
          entrant: id,
          round,
          mp: number(mp),
          vp: number(vp),
          reason,
          article: cited,
          ...(others === '' ? {} : { others }),
        };
      case 'late':
        return { type: 'late', entrant: id, minutes: number(minutes) };
      case 'withdraw':
        return { type: 'withdraw', entrant: id, reason, during };
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen === undefined) return;
    await command.send(commandOf(chosen.id), () => setReason(''));
  };

  if (state.entrants.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="decisions-panel">
      <h2 id="decisions-panel">{t('console.decisions')}</h2>
      <form className="fields" onSubmit={(e) => void submit(e)} data-testid="decision">
        <label>
          {t('console.action')}
          <select value={action} onChange={(e) => setAction(e.target.value as Action)}>
            {ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(`action.${a}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('console.entrant')}
          <select value={chosen?.id ?? ''} onChange={(e) => setEntrant(e.target.value)}>
            {state.entrants.map((e) => (
              <option key={e.id} value={e.id}>
                {t('entrant', { id: e.id, name: entrantName(e.players) })}
              </option>
            ))}
          </select>
        </label>
        {action === 'sanction' ? (
          <>
            {players.length > 1 ? (
              <label>
                {t('console.sanctionedPlayer')}
                <select value={player} onChange={(e) => setPlayer(e.target.value)}>
                  {players.map((p) => (
                    <option key={p} value={p}>
                      {p}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            <label>
              {t('console.level')}
              <select value={level} onChange={(e) => setLevel(e.target.value as typeof level)}>
                {LEVELS.map((l) => (
                  <option key={l} value={l}>
                    {t(`sanctionLevel.${l}`)}
                  </option>
                ))}
              </select>
            </label>
          </>
        ) : null}
        {action === 'penalize' || action === 'assign' ? (
          <>
            <label>
              {t('score.mp')}
              <input
                inputMode="numeric"
                size={5}
                value={mp}
                onChange={(e) => setMp(e.target.value)}
              />
            </label>
            <label>
              {t('score.vp')}
              <input
                inputMode="numeric"
                size={4}
                value={vp}
                onChange={(e) => setVp(e.target.value)}
              />
            </label>
          </>
        ) : null}
        {action === 'assign' ? (
          <label>
            {t('console.others')}
            <select
              value={others}
              onChange={(e) => setOthers(e.target.value as (typeof OTHERS)[number])}
            >
              {OTHERS.map((o) => (
                <option key={o} value={o}>
                  {t(`assignOthers.${o === '' ? 'unsaid' : o}`)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {action === 'late' ? (
          <label>
            {t('console.minutes')}
            <input
              inputMode="numeric"
              size={4}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
            />
          </label>
        ) : null}
        {action === 'withdraw' ? (
          <label className="check">
            <input type="checkbox" checked={during} onChange={(e) => setDuring(e.target.checked)} />{' '}
            {t('console.during')}
          </label>
        ) : null}
        {action === 'late' ? null : (
          <label>
            {t(action === 'sanction' ? 'console.breach' : 'console.reason')}
            <input value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
        )}
        {action === 'late' || action === 'withdraw' ? null : (
          <label>
            {t('console.article')}
            <input value={article} onChange={(e) => setArticle(e.target.value)} />
          </label>
        )}
        <button type="submit" disabled={command.busy}>
          {t(`action.${action}`)}
        </button>
      </form>
    </section>
  );
};
