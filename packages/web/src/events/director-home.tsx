/** The director's start: the events to run, and a new one. */
import type { EventSummary } from '@tavolo/client';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../session.js';
import { DirectorGuard } from './director-guard.js';
import { NewEventForm } from './new-event-form.js';
import './events.css';

const EventLinks = () => {
  const { t } = useTranslation('events');
  const { http } = useSession();
  const [events, setEvents] = useState<readonly EventSummary[]>([]);
  useEffect(() => {
    let live = true;
    void http.events().then((answer) => {
      if (live && answer.ok) setEvents([...answer.value].reverse());
    });
    return () => {
      live = false;
    };
  }, [http]);
  if (events.length === 0) return <p>{t('list.none')}</p>;
  return (
    <ul className="event-list">
      {events.map((event) => (
        <li key={event.id}>
          <Link to={`/director/events/${encodeURIComponent(event.id)}`}>{event.name}</Link>{' '}
          <span className="muted">{t(`common:games.${event.game}`)}</span>
        </li>
      ))}
    </ul>
  );
};

export const DirectorHome = () => {
  const { t } = useTranslation('events');
  return (
    <DirectorGuard>
      <section className="page events">
        <h1>{t('director.title')}</h1>
        <h2>{t('director.events')}</h2>
        <EventLinks />
        <NewEventForm />
      </section>
    </DirectorGuard>
  );
};
