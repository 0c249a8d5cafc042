/**
 * An event's public page, for players and everyone following it: the pairings and table
 * numbers of a round (the current one unless another is chosen) with its results, the
 * standings, the director's decisions and the printouts. It updates by itself.
 */
import { useState } from 'react';
import { eventTimeZone } from '@tavolo/tournament';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BridgeEventView } from './bridge-event-view.js';
import { DecisionsList } from './decisions-list.js';
import { roundView, standingsView } from './event-state.js';
import { EventHeading } from './event-heading.js';
import { PrintLinks } from './print-links.js';
import { RoundTables } from './round-tables.js';
import { StandingsTable } from './standings-table.js';
import { UpdatedAt } from './updated-at.js';
import { useLiveEvent } from './use-live-event.js';
import './events.css';

export const EventPage = () => {
  const { t } = useTranslation('events');
  const id = useParams().event ?? '';
  const live = useLiveEvent(id);
  const [chosenRound, setChosenRound] = useState<number | null>(null);
  const { state } = live;
  if (live.status?.tournament.game === 'bridge')
    return (
      <section className="page events">
        <UpdatedAt checkedAt={live.checkedAt} error={live.error} />
        <BridgeEventView id={id} status={live.status} refresh={live.refresh} />
      </section>
    );
  if (state === null)
    return (
      <section className="page events">
        <UpdatedAt checkedAt={live.checkedAt} error={live.error} />
        {live.error === null ? <p aria-busy="true">{t('common:loading')}</p> : null}
      </section>
    );
  const now = new Date().toISOString();
  const current = state.rounds.length;
  const round = chosenRound !== null && chosenRound <= current ? chosenRound : current;
  const view = round === 0 ? null : roundView(state, round, now);
  return (
    <section className="page events">
      <EventHeading state={state} />
      <UpdatedAt
        checkedAt={live.checkedAt}
        error={live.error}
        timeZone={eventTimeZone(state.config)}
      />
      <h2>{t('event.pairings')}</h2>
      {current > 1 ? (
        <label className="round-choice">
          {t('event.showRound')}{' '}
          <select value={round} onChange={(e) => setChosenRound(Number(e.target.value))}>
            {state.rounds.map((r) => (
              <option key={r.round} value={r.round}>
                {t('round.name', { round: r.round })}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {view === null ? (
        <p>{t('event.notPaired', { entrants: state.entrants.length })}</p>
      ) : (
        <RoundTables eventId={id} game={state.config.game} view={view} />
      )}
      <h2>{t('event.standings')}</h2>
      <StandingsTable eventId={id} state={state} view={standingsView(state, now)} />
      <h2>{t('event.decisions')}</h2>
      <DecisionsList state={state} />
      {current > 0 ? (
        <>
          <h2>{t('event.print')}</h2>
          <PrintLinks eventId={id} kinds={['seating', 'standings']} round={round} />
        </>
      ) : null}
    </section>
  );
};
