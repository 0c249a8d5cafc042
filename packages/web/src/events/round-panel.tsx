/**
 * The round in the director's hands: pair the next one (round 1 by registration order or a
 * reproducible draw) with the movement's explanation, type each table's score sheet, publish.
 */
import type { TournamentState } from '@tavolo/tournament';
import { configClock, roundComplete } from '@tavolo/tournament';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { explanationText, explanationWarns } from './explanation.js';
import { nameOf } from './event-state.js';
import { PrintLinks, directorPrintKinds, withCautionReports } from './print-links.js';
import { ResultEntry } from './result-entry.js';
import type { DirectorCommand } from './use-director-command.js';

export const RoundPanel = ({
  eventId,
  state,
  command,
}: {
  readonly eventId: string;
  readonly state: TournamentState;
  readonly command: DirectorCommand;
}) => {
  const { t } = useTranslation('events');
  const [seating, setSeating] = useState<'registration' | 'draw'>('registration');
  const [seed, setSeed] = useState('');
  const current = state.rounds.at(-1);
  const total = state.config.rounds.length;
  const canPairNext =
    state.rounds.length < total && (current === undefined || roundComplete(state, current.round));

  const pairNext = () =>
    command.send(
      state.rounds.length === 0 && seating === 'draw'
        ? {
            type: 'pair',
            seating: { kind: 'draw', seed: { scheme: 'hmac-sha256-v1', secret: seed } },
          }
        : { type: 'pair' },
    );

  return (
    <section className="panel" aria-labelledby="round-panel">
      <h2 id="round-panel">
        {current === undefined ? t('console.noRound') : t('round.name', { round: current.round })}
      </h2>
      {current === undefined ? null : (
        <>
          {current.pairing.explanation.length > 0 ? (
            <details open>
              <summary>{t('console.why')}</summary>
              <ul data-testid="explanation">
                {current.pairing.explanation.map((e, i) => (
                  <li key={i} className={explanationWarns(e) ? 'explanation-warning' : undefined}>
                    {explanationText(t, e)}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          {current.pairing.byes.map((id) => (
            <p key={id}>{t('console.bye', { entrant: nameOf(state, id) })}</p>
          ))}
          <div className="entries">
            {current.pairing.tables.map((table) => (
              <div key={`${current.round}-${table.table}`} className="entry-card">
                <h3>
                  {t('console.table', { table: table.table })}
                  {current.results.has(table.table) ? (
                    <span className="tag status-provisional">{t('console.entered')}</span>
                  ) : null}
                </h3>
                <ResultEntry
                  key={`${current.results.get(table.table)?.corrections ?? -1}`}
                  state={state}
                  round={current.round}
                  table={table}
                  send={command.send}
                  busy={command.busy}
                />
              </div>
            ))}
          </div>
          <p>
            {current.publishedAt === null ? (
              <button
                type="button"
                disabled={command.busy || !roundComplete(state, current.round)}
                onClick={() => void command.send({ type: 'publish', round: current.round })}
              >
                {t('console.publish', { round: current.round })}
              </button>
            ) : (
              <span className="tag status-official">
                {t('console.published', {
                  // On the clock of the event's room, whatever the browser's zone.
                  time: configClock(state.config, current.publishedAt),
                })}
              </span>
            )}
          </p>
          <PrintLinks
            eventId={eventId}
            kinds={directorPrintKinds(state, current.round)}
            round={current.round}
            cautions={withCautionReports(state)}
          />
        </>
      )}
      {state.rounds.length < total ? (
        <div className="fields pair-next">
          {state.rounds.length === 0 ? (
            <>
              <label>
                {t('console.seating')}
                <select
                  value={seating}
                  onChange={(e) => setSeating(e.target.value === 'draw' ? 'draw' : 'registration')}
                >
                  <option value="registration">{t('explain.values.registration')}</option>
                  <option value="draw">{t('explain.values.draw')}</option>
                </select>
              </label>
              {seating === 'draw' ? (
                <label>
                  {t('console.seed')}
                  <input value={seed} onChange={(e) => setSeed(e.target.value)} />
                </label>
              ) : null}
            </>
          ) : null}
          <button
            type="button"
            disabled={!canPairNext || command.busy}
            onClick={() => void pairNext()}
          >
            {state.rounds.length === 0
              ? t('console.seatFirst')
              : t('console.pairNext', { round: state.rounds.length + 1 })}
          </button>
          {current && current.publishedAt === null ? (
            // Pairing publishes the round before it (S40-CdG art. 24): say so before the click.
            <span className="hint" data-testid="pair-publishes">
              {t('console.pairPublishes', { round: current.round })}
            </span>
          ) : null}
        </div>
      ) : null}
    </section>
  );
};
