/**
 * Registration: a player (Scala 40, Burraco individual or singles), a pair or a team at a time,
 * each with surname and first name apart (a surname of several words, "De Luca", stays whole)
 * and, if known, membership number, club, region and category (what an import file holds, the
 * club or region that same-club separation reads, the category of group prizes); with the minutes late for an entry once play has
 * started. The list of entrants, sorted by surname then first name and shown "First Surname",
 * withdrawn ones marked.
 */
import type { Person, TournamentState } from '@tavolo/tournament';
import { entrantName, sortedByName } from '@tavolo/tournament';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectorCommand } from './use-director-command.js';

const PLAYERS_PER_ENTRANT = { individual: 1, singles: 1, pairs: 2, teams: 4 } as const;

interface PersonFields {
  readonly surname: string;
  readonly firstName: string;
  readonly membership: string;
  readonly club: string;
  readonly region: string;
  readonly category: string;
}

const EMPTY: PersonFields = {
  surname: '',
  firstName: '',
  membership: '',
  club: '',
  region: '',
  category: '',
};
const FIELDS = ['surname', 'firstName', 'membership', 'club', 'region', 'category'] as const;
const OPTIONAL = ['membership', 'club', 'region', 'category'] as const;

/** The person a row of fields makes: optional fields left out when empty. */
const personOf = (f: PersonFields): Person => ({
  surname: f.surname,
  firstName: f.firstName,
  ...Object.fromEntries(OPTIONAL.filter((k) => f[k].trim() !== '').map((k) => [k, f[k]])),
});

export const EntrantsPanel = ({
  state,
  command,
}: {
  readonly state: TournamentState;
  readonly command: DirectorCommand;
}) => {
  const { t } = useTranslation('events');
  const size = PLAYERS_PER_ENTRANT[state.config.kind];
  const [rows, setRows] = useState<readonly PersonFields[]>(
    Array.from({ length: size }, () => EMPTY),
  );
  const [lateMinutes, setLateMinutes] = useState('0');
  const started = state.rounds.length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Rows left wholly empty (a team's spare rows) are not players; half-filled ones are
    // refused by the rules with their reason.
    const people = rows.filter((r) => FIELDS.some((f) => r[f].trim() !== '')).map(personOf);
    const late = Number(lateMinutes);
    // Cleared once recorded, also when recorded after the director confirmed its doubts.
    await command.send(
      {
        type: 'register',
        people,
        ...(started && Number.isInteger(late) ? { lateMinutes: late } : {}),
      },
      () => setRows((before) => before.map(() => EMPTY)),
    );
  };

  return (
    <section className="panel" aria-labelledby="entrants-panel">
      <h2 id="entrants-panel">{t('console.entrants', { count: state.entrants.length })}</h2>
      <form className="fields" onSubmit={(e) => void submit(e)} data-testid="register">
        {rows.map((row, i) => (
          <fieldset key={i} className="fields person">
            <legend>{t('console.player', { n: i + 1 })}</legend>
            {FIELDS.map((field) => (
              <label key={field}>
                {t(`console.person.${field}`)}
                <input
                  value={row[field]}
                  required={field === 'surname' || field === 'firstName' ? i < size : false}
                  onChange={(e) =>
                    setRows(rows.map((r, j) => (j === i ? { ...r, [field]: e.target.value } : r)))
                  }
                />
              </label>
            ))}
          </fieldset>
        ))}
        {state.config.kind === 'teams' ? (
          <button type="button" className="secondary" onClick={() => setRows([...rows, EMPTY])}>
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
          {sortedByName(state.entrants).map((e) => (
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
