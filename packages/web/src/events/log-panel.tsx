/**
 * The event's log in the director's console, newest first: every decision with its number, time
 * (in the event's zone) and director, those taken back marked with the void that did it, and a
 * "void" action on each decision in force. A void is a new event citing the number, with the
 * reason typed above the list; the rules refuse it, with the list, while later decisions rest
 * on it (void.ts), and the browser says so before anything is sent.
 */
import { type TournamentEvent, type TournamentState, eventTimeZone } from '@tavolo/tournament';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roomClock } from './event-dates.js';
import { logLines } from './log-lines.js';
import type { DirectorCommand } from './use-director-command.js';

export const LogPanel = ({
  state,
  events,
  command,
}: {
  readonly state: TournamentState;
  readonly events: readonly TournamentEvent[];
  readonly command: DirectorCommand;
}) => {
  const { t, i18n } = useTranslation('events');
  const [reason, setReason] = useState('');
  const zone = eventTimeZone(state.config);
  const voidIt = (target: number) =>
    void command.send({ type: 'void', target, reason }, () => setReason(''));

  return (
    <section className="panel log-panel" aria-labelledby="log-panel">
      <h2 id="log-panel">{t('console.log.title')}</h2>
      <p className="hint">{t('console.log.help')}</p>
      <label>
        {t('console.log.reason')}
        <input value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      <ol className="event-log" data-testid="log">
        {logLines(events, state).map((line) => (
          <li
            key={line.seq}
            data-testid={`log-${line.seq}`}
            className={line.voidedBy === null ? undefined : 'voided'}
          >
            <span className="log-text">
              {t('console.log.line', {
                seq: line.seq,
                time: roomClock(line.at, zone, i18n.language, true),
                by: line.by,
                text: t(`log.${line.key}`, line.values),
              })}
            </span>
            {line.voidedBy === null ? null : (
              <span className="tag">{t('console.log.voidedBy', { seq: line.voidedBy })}</span>
            )}
            {line.voidable ? (
              <button
                type="button"
                className="secondary"
                disabled={command.busy}
                onClick={() => voidIt(line.seq)}
              >
                {t('console.log.void', { seq: line.seq })}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
};
