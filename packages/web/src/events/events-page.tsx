/**
 * Every tournament on this server, newest first, each linking to its public page, with the day
 * it is held (not the day it was created) in the page's language.
 */
import type { EventSummary } from '@tavolo/client';
import type { ErrorBody } from '@tavolo/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { refusalText } from '../errors.js';
import { useSession } from '../session.js';
import { listedDay } from './event-dates.js';
import './events.css';

export const EventsPage = () => {
  const { t, i18n } = useTranslation('events');
  const { http } = useSession();
  const [events, setEvents] = useState<readonly EventSummary[] | null>(null);
  const [error, setError] = useState<ErrorBody | null>(null);

  useEffect(() => {
    let live = true;
    void http.events().then((answer) => {
      if (!live) return;
      if (answer.ok) setEvents([...answer.value].reverse());
      else setError(answer.error);
    });
    return () => {
      live = false;
    };
  }, [http]);

  return (
    <section className="page events">
      <h1>{t('list.title')}</h1>
      {error === null ? null : <p className="error">{refusalText(t, error)}</p>}
      {events === null ? (
        <p aria-busy="true">{t('common:loading')}</p>
      ) : events.length === 0 ? (
        <p>{t('list.none')}</p>
      ) : (
        <ul className="event-list">
          {events.map((event) => (
            <li key={event.id}>
              <Link to={`/events/${encodeURIComponent(event.id)}`}>{event.name}</Link>
              <span className="muted">
                {' '}
                {t(`common:games.${event.game}`)} · {listedDay(event, i18n.language)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
