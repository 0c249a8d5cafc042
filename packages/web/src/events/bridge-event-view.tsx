/**
 * A bridge pairs event on its public page and in the director's console. The director registers
 * the pairs, enters, confirms and corrects results, decides LAW 69B withdrawals and publishes the
 * official score; a signed-in player seated at a table enters its boards and confirms or
 * disputes his opponents' entries; everyone sees the standings and the movement. The page
 * refolds the log whenever the status the page polls says it grew, and right after a command.
 */
import type { EventStatus } from '@tavolo/client';
import type { bridge } from '@tavolo/tournament';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session.js';
import { dayOfPlay } from './event-dates.js';
import { BridgeEntryPanel } from './bridge-entry-panel.js';
import { bridgeStateFromLog } from './bridge-event-model.js';
import { BridgeMovement } from './bridge-movement.js';
import { BridgePublishPanel } from './bridge-publish-panel.js';
import { BridgeRegisterPanel } from './bridge-register-panel.js';
import { BridgeResultsPanel } from './bridge-results-panel.js';
import { type BridgeViewer, placeChoices, seatsOf } from './bridge-seats.js';
import { BridgeStandings } from './bridge-standings.js';
import { useBridgeCommand } from './use-bridge-command.js';

const Panels = ({
  id,
  state,
  viewer,
  refresh,
}: {
  readonly id: string;
  readonly state: bridge.BridgePairsState;
  readonly viewer: BridgeViewer;
  readonly refresh: () => Promise<void>;
}) => {
  const command = useBridgeCommand(id, refresh);
  const director = viewer.role === 'director';
  const seated = seatsOf(state, viewer).length > 0;
  return (
    <>
      {command.refusal === null ? null : (
        <p className="error refusal" role="alert" data-testid="refusal">
          {command.refusal}
        </p>
      )}
      <div className="console">
        {director && state.pairs.size < state.movement.pairs ? (
          <BridgeRegisterPanel state={state} command={command} />
        ) : null}
        {(director || seated) && placeChoices(state, viewer, true).length > 0 ? (
          <BridgeEntryPanel state={state} viewer={viewer} command={command} />
        ) : null}
        <BridgePublishPanel id={id} state={state} director={director} command={command} />
        <BridgeResultsPanel state={state} viewer={viewer} command={command} />
      </div>
    </>
  );
};

export const BridgeEventView = ({
  id,
  status,
  refresh,
  director = false,
}: {
  readonly id: string;
  readonly status: EventStatus;
  /** Checks the event's status now (the log is folded again when it grew). */
  readonly refresh: () => Promise<void>;
  /** In the director's console: the director's panels. */
  readonly director?: boolean;
}) => {
  const { t, i18n } = useTranslation('events');
  const { http, user } = useSession();
  const [state, setState] = useState<bridge.BridgePairsState | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const folded = useRef(-1);
  const lastSeq = status.tournament.lastSeq;
  useEffect(() => {
    if (folded.current === lastSeq) return;
    void http.eventLog(id).then((log) => {
      if (!log.ok) return setProblem(log.error.message);
      const replayed = bridgeStateFromLog(log.value);
      if (!replayed.ok) return setProblem(replayed.error.message);
      folded.current = lastSeq;
      setProblem(null);
      setState(replayed.value);
    });
  }, [http, id, lastSeq]);
  if (state === null)
    return problem === null ? <p aria-busy="true">{t('common:loading')}</p> : <p>{problem}</p>;
  const viewer: BridgeViewer = director
    ? { role: 'director' }
    : user
      ? { role: 'player', name: user.name }
      : { role: 'public' };
  return (
    <section data-testid="bridge-event">
      <header className="event-heading">
        <h1>{state.config.name}</h1>
        <p className="muted">
          {t('bridge.summary', {
            date: dayOfPlay(state.config.date, i18n.language),
            pairs: state.pairs.size,
          })}
        </p>
      </header>
      <Panels id={id} state={state} viewer={viewer} refresh={refresh} />
      <h2>{t('event.standings')}</h2>
      {viewer.role === 'director' || state.publishedAt !== null ? (
        <BridgeStandings state={state} />
      ) : (
        // The results travel with the boards until the official score (LAW 79C): the others'
        // log holds only their own tables' results, too few for standings.
        <p className="hint" data-testid="bridge-standings-later">
          {t('bridge.standingsAfterPublication')}
        </p>
      )}
      <h2>{t('bridge.movement')}</h2>
      <BridgeMovement state={state} />
    </section>
  );
};
