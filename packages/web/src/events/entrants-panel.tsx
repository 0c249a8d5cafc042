/**
 * Registration: a player (Scala 40, Burraco individual or singles), a pair or a team at a time,
 * with the minutes late for an entry once play has started; the list of entrants, withdrawn
 * ones marked.
 */
import type { TournamentState } from '@tavolo/tournament';
import { entrantName } from '@tavolo/tournament';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectorCommand } from './use-director-command.js';

const PLAYERS_PER_ENTRANT = { individual: 1, singles: 1, pairs: 2, teams: 4 } as const;

export const EntrantsPanel = ({
  state,
  command,
}: {
  readonly state: TournamentState;
  readonly command: DirectorCommand;
}) => {
  const { t } = useTranslation('events');
  const size = PLAYERS_PER_ENTRANT[state.config.kind];
  const [names, setNames] = useState<readonly string[]>(Array.from({ length: size }, () => ''));
  const [lateMinutes, setLateMinutes] = useState('0');
  const started = state.rounds.length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const players = names.map((n) => n.trim()).filter((n) => n !== '');
    const late = Number(lateMinutes);
    const recorded = await command.send({
      type: 'register',
      players,
      ...(started && Number.isInteger(late) ? { lateMinutes: late } : {}),
    });
    if (recorded) setNames(names.map(() => ''));
  };

  return (
    <section className="panel" aria-labelledby="entrants-panel">
      <h2 id="entrants-panel">{t('console.entrants', { count: state.entrants.length })}</h2>
      <form className="fields" onSubmit={(e) => void submit(e)} data-testid="register">
        {names.map((name, i) => (
          <label key={i}>
            {t('console.player', { n: i + 1 })}
            <input
              value={name}
              onChange={(e) => setNames(names.map((n, j) => (j === i ? e.target.value : n)))}
            />
          </label>
        ))}
        {state.config.kind === 'teams' ? (
          <button type="button" className="secondary" onClick={() => setNames([...names, ''])}>
            {t('console.addPlayer')}
          </button>
        ) : null}
        {started ? (
          <label>
            {t('console.lateMinutes')}
            <input
              inputMode="numeric"
              size={3}
              value={lateMinutes}
              onChange={(e) => setLateMinutes(e.target.value)}
            />
          </label>
        ) : null}
        <button type="submit" disabled={command.busy}>
          {t('console.register')}
        </button>
      </form>
      {state.entrants.length === 0 ? null : (
        <ol className="entrants" data-testid="entrants">
          {state.entrants.map((e) => (
            <li key={e.id}>
              {t('entrant', { id: e.id, name: entrantName(e.players) })}
              {e.leftFromRound === null ? null : (
                <span className="tag">{t('console.leftFrom', { round: e.leftFromRound })}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};
