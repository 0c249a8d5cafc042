/** The moves of the hand in words, newest last, read out politely to screen readers. */
import type { Message } from '@tavolo/protocol';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from './games/model.js';
import { loggedMoveText } from './move-text.js';

interface MoveLogProps {
  readonly game: Game;
  readonly events: readonly Message[];
  readonly players: readonly string[];
  readonly you: number | null;
}

export const MoveLog = ({ game, events, players, you }: MoveLogProps) => {
  const { t } = useTranslation('table');
  const end = useRef<HTMLOListElement>(null);
  const lines = events.flatMap((m) => {
    const text = loggedMoveText(t, game, m, players, you);
    return text === null ? [] : [{ version: m.version, text }];
  });
  useEffect(() => {
    const list = end.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lines.length]);
  return (
    <section className="move-log" aria-label={t('log.label')} data-testid="move-log">
      <h2>{t('log.title')}</h2>
      {/* A scrolling box is reached by the keyboard too, to read back with the arrows. */}
      <ol ref={end} aria-live="polite" tabIndex={0}>
        {lines.map((line) => (
          <li key={line.version}>{line.text}</li>
        ))}
      </ol>
    </section>
  );
};
