/**
 * The director's console for one event: the arbitro's rulings first (the search a phone at a
 * table needs at once), registrations, the round (pairing, score sheets, publication,
 * printouts), decisions with their reasons, and the standings as the public sees them. Every
 * command is checked in the browser first, then decided by the server.
 */
import { type TournamentEvent, type TournamentState, eventTimeZone } from '@tavolo/tournament';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BridgeEventView } from './bridge-event-view.js';
import { DecisionsList } from './decisions-list.js';
import { DecisionsPanel } from './decisions-panel.js';
import { DirectorGuard } from './director-guard.js';
import { EntrantsPanel } from './entrants-panel.js';
import { EventHeading } from './event-heading.js';
import { ImportPanel } from './import-panel.js';
import { LogPanel } from './log-panel.js';
import { PrizesPanel } from './prizes-panel.js';
import { standingsView } from './event-state.js';
import { RoundPanel } from './round-panel.js';
import { StandingsTable } from './standings-table.js';
import { UpdatedAt } from './updated-at.js';
import { useDirectorCommand } from './use-director-command.js';
import { useLiveEvent } from './use-live-event.js';
import './events.css';

/** The rulings panel carries the catalogue of rulings: it loads on its own, after the console. */
const RulingsPanel = lazy(async () => ({
  default: (await import('./rulings-panel.js')).RulingsPanel,
}));

const RulingsLoading = () => {
  const { t } = useTranslation('events');
  return (
    <section className="panel rulings-panel" aria-labelledby="rulings-panel">
      <h2 id="rulings-panel">{t('rulings.title')}</h2>
      <p aria-busy="true">{t('rulings.loading')}</p>
    </section>
  );
};

const Console = ({
  id,
  state,
  events,
  refresh,
}: {
  readonly id: string;
  readonly state: TournamentState;
  readonly events: readonly TournamentEvent[];
  readonly refresh: () => Promise<void>;
}) => {
  const { t } = useTranslation('events');
  const command = useDirectorCommand(id, state, events, refresh);
  const view = standingsView(state, new Date().toISOString());
  return (
    <>
      <p>
        <Link to={`/events/${encodeURIComponent(id)}`}>{t('console.publicPage')}</Link>
      </p>
      {command.refusal === null ? null : (
        <p className="error refusal" role="alert" data-testid="refusal">
          {command.refusal}
        </p>
      )}
      {command.doubts.length === 0 ? null : (
        // A command with doubts waits for the director to look at them and confirm.
        <div className="error refusal" role="alert" data-testid="doubts">
          <p>{t('console.toConfirm', { count: command.doubts.length })}</p>
          <ul>
            {command.doubts.map((d, i) => (
              <li key={i}>{d}</li>
            ))}
          </ul>
          <button type="button" disabled={command.busy} onClick={() => void command.confirm()}>
            {t('console.confirm')}
          </button>
        </div>
      )}
      <div className="console">
        <Suspense fallback={<RulingsLoading />}>
          <RulingsPanel state={state} command={command} />
        </Suspense>
        <RoundPanel eventId={id} state={state} command={command} />
        <EntrantsPanel state={state} command={command} />
        <ImportPanel state={state} command={command} />
        <DecisionsPanel state={state} command={command} />
        <section className="panel" aria-labelledby="console-standings">
          <h2 id="console-standings">{t('event.standings')}</h2>
          <StandingsTable eventId={id} state={state} view={view} />
          <h3>{t('event.decisions')}</h3>
          <DecisionsList state={state} />
        </section>
        <LogPanel state={state} events={events} command={command} />
        <PrizesPanel eventId={id} state={state} view={view} />
      </div>
    </>
  );
};

export const DirectorConsole = () => {
  const id = useParams().event ?? '';
  const live = useLiveEvent(id);
  return (
    <DirectorGuard>
      <section className="page events">
        {live.status?.tournament.game === 'bridge' ? (
          <BridgeEventView id={id} status={live.status} refresh={live.refresh} director />
        ) : null}
        {live.state === null ? null : <EventHeading state={live.state} />}
        <UpdatedAt
          checkedAt={live.checkedAt}
          error={live.error}
          {...(live.state === null ? {} : { timeZone: eventTimeZone(live.state.config) })}
        />
        {live.state === null ? null : (
          <Console id={id} state={live.state} events={live.events} refresh={live.refresh} />
        )}
      </section>
    </DirectorGuard>
  );
};
