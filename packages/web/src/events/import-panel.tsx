/**
 * Import of entrants from a CSV file (a list kept in a spreadsheet, saved as CSV): the file is
 * read in the browser and tried at once against the event as shown (@tavolo/tournament's
 * `planImport`, the same function the server decides with), so the director sees line by line
 * what would change: new entrants, those already registered, errors. "Import" then sends the
 * one command that registers them all, or nothing.
 */
import { type ImportPlan, type TournamentState, planImport } from '@tavolo/tournament';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { doubtText, refusalText } from '../errors.js';
import { useSession } from '../session.js';
import type { DirectorCommand } from './use-director-command.js';

export const ImportPanel = ({
  state,
  command,
}: {
  readonly state: TournamentState;
  readonly command: DirectorCommand;
}) => {
  const { t } = useTranslation('events');
  const { user } = useSession();
  const [file, setFile] = useState<{ readonly name: string; readonly csv: string } | null>(null);
  const plan: ImportPlan | null =
    file === null
      ? null
      : planImport(
          state,
          { csv: file.csv },
          { at: new Date().toISOString(), by: user?.name ?? '' },
        );

  const choose = async (chosen: File | undefined) => {
    setFile(chosen === undefined ? null : { name: chosen.name, csv: await chosen.text() });
  };
  const send = async () => {
    if (file === null) return;
    await command.send({ type: 'import', csv: file.csv }, () => setFile(null));
  };

  return (
    <section className="panel" aria-labelledby="import-panel">
      <h2 id="import-panel">{t('console.import.title')}</h2>
      <p>{t('console.import.format')}</p>
      <label>
        {t('console.import.file')}
        <input
          type="file"
          accept=".csv,text/csv"
          data-testid="import-file"
          onChange={(e) => void choose(e.target.files?.[0])}
        />
      </label>
      {plan === null ? null : (
        <div data-testid="import-plan">
          <p>
            {t('console.import.summary', {
              entrants: plan.entrants.length,
              duplicates: plan.duplicates.length,
              problems: plan.problems.length,
              doubts: plan.doubts.length,
            })}
          </p>
          <ul>
            {plan.problems.map((p, i) => (
              <li key={`p${i}`} className="error">
                {t('console.import.atLine', {
                  line: p.line,
                  text: refusalText(t, { code: p.code, message: p.message, params: p.params }),
                })}
              </li>
            ))}
            {plan.doubts.map((d, i) => (
              <li key={`d${i}`}>
                {t('console.import.atLine', { line: d.line, text: doubtText(t, d) })}
              </li>
            ))}
            {plan.entrants.map((e) => (
              <li key={e.entrant}>
                {t('console.import.newEntrant', {
                  lines: e.lines.join(', '),
                  entrant: e.entrant,
                  players: e.players.join(' – '),
                })}
              </li>
            ))}
            {plan.duplicates.map((d) => (
              <li key={`r${d.entrant}`}>
                {t('console.import.duplicate', {
                  lines: d.lines.join(', '),
                  entrant: d.entrant,
                  players: d.players.join(' – '),
                })}
              </li>
            ))}
          </ul>
          <button
            type="button"
            disabled={command.busy || plan.problems.length > 0 || plan.entrants.length === 0}
            onClick={() => void send()}
          >
            {t('console.import.send', { count: plan.entrants.length, file: file?.name ?? '' })}
          </button>
        </div>
      )}
    </section>
  );
};
