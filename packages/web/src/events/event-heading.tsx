/** An event's name and what it is: game, kind, day of play, rounds played of the total. */
import type { TournamentState } from '@tavolo/tournament';
import { useTranslation } from 'react-i18next';
import { dayOfPlay } from './event-dates.js';

export const EventHeading = ({ state }: { readonly state: TournamentState }) => {
  const { t, i18n } = useTranslation('events');
  const { config } = state;
  return (
    <header className="event-heading">
      <h1>{config.name}</h1>
      <p className="muted">
        {t('event.summary', {
          game: t(`common:games.${config.game}`),
          kind: t(`kind.${config.kind}`),
          date: dayOfPlay(config.date, i18n.language),
          round: state.rounds.length,
          rounds: config.rounds.length,
        })}
      </p>
    </header>
  );
};
