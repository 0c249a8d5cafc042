/**
 * What every replay page shares, whatever the game: the step it shows (moved by the buttons,
 * the slider, the list of moves and the arrow keys), the controls, the list of moves, and the
 * footer with the shuffle's proof, the downloads and the other hands of the table.
 */
import type { HandReplay } from '@tavolo/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang } from '../i18n.js';
import { HandFairnessItem } from './fairness.js';

/** The replay to download; its text is in the page's language. */
const replayUrl = (table: string, hand: number, format: 'text' | 'json') =>
  `/api/tables/${encodeURIComponent(table)}/hands/${hand}/replay?format=${format}&download=1${
    format === 'text' ? `&lang=${currentLang()}` : ''
  }`;

/**
 * The step shown (0-based), from `start`; the arrow keys move it, Home and End go to the ends
 * (the slider and form fields keep their own keys).
 */
export const useReplayStep = (
  total: number,
  start: number,
): { readonly at: number; readonly go: (index: number) => void } => {
  const [at, setAt] = useState(start);
  const go = useCallback(
    (index: number) => setAt(Math.min(Math.max(index, 0), total - 1)),
    [total],
  );
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, select, textarea')) return;
      const moves: Record<string, (i: number) => number> = {
        ArrowLeft: (i) => i - 1,
        ArrowRight: (i) => i + 1,
        Home: () => 0,
        End: () => total - 1,
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      setAt((i) => Math.min(Math.max(move(i), 0), total - 1));
    };
    globalThis.addEventListener('keydown', onKey);
    return () => globalThis.removeEventListener('keydown', onKey);
  }, [total]);
  return { at, go };
};

export const ReplayControls = ({
  at,
  total,
  go,
}: {
  readonly at: number;
  readonly total: number;
  readonly go: (index: number) => void;
}) => {
  const { t } = useTranslation('hand');
  return (
    <nav className="replay-controls" aria-label={t('replay.controls')}>
      <div className="replay-buttons">
        <button type="button" className="secondary" onClick={() => go(0)} disabled={at === 0}>
          <span aria-hidden="true">«</span> {t('replay.first')}
        </button>
        <button type="button" onClick={() => go(at - 1)} disabled={at === 0}>
          <span aria-hidden="true">◀</span> {t('replay.previous')}
        </button>
        <button type="button" onClick={() => go(at + 1)} disabled={at >= total - 1}>
          {t('replay.next')} <span aria-hidden="true">▶</span>
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => go(total - 1)}
          disabled={at >= total - 1}
        >
          {t('replay.last')} <span aria-hidden="true">»</span>
        </button>
      </div>
      <label className="replay-slider">
        <span>{t('replay.slider')}</span>
        <input
          type="range"
          min={1}
          max={total}
          value={at + 1}
          onChange={(e) => go(Number(e.target.value) - 1)}
          aria-valuetext={t('replay.counter', { step: at + 1, total })}
        />
      </label>
      <p className="replay-counter" data-step={at + 1}>
        {t('replay.counter', { step: at + 1, total })}
      </p>
      <p className="hint replay-keys">{t('replay.keys')}</p>
    </nav>
  );
};

/** Every move in words, each a button to its step. */
export const ReplayMoves = ({
  texts,
  versions,
  at,
  go,
}: {
  readonly texts: readonly string[];
  readonly versions: readonly number[];
  readonly at: number;
  readonly go: (index: number) => void;
}) => {
  const { t } = useTranslation('hand');
  return (
    <details className="replay-moves">
      <summary>{t('replay.moves')}</summary>
      <ol>
        {texts.map((text, i) => (
          <li key={versions[i] ?? i}>
            <button
              type="button"
              className="link"
              aria-current={i === at ? 'step' : undefined}
              onClick={() => go(i)}
            >
              {text}
            </button>
          </li>
        ))}
      </ol>
    </details>
  );
};

/** The shuffle's proof with its check, the downloads, and links to the table's other hands. */
export const ReplayFooter = ({
  replay,
  hands,
}: {
  readonly replay: HandReplay;
  readonly hands: readonly number[];
}) => {
  const { t } = useTranslation('hand');
  // A bridge table's hands are the boards of its match.
  const boards = replay.game === 'bridge';
  const others = t(boards ? 'replay.otherBoards' : 'replay.otherHands');
  const link = (hand: number) => t(boards ? 'replay.boardLink' : 'replay.handLink', { hand });
  return (
    <>
      <section className="fairness" aria-labelledby="replay-fairness-title">
        <h2 id="replay-fairness-title">{t('fairness.title')}</h2>
        <p className="fairness-explain">{t('fairness.explain')}</p>
        <ul className="fairness-hands">
          <HandFairnessItem
            table={replay.table}
            fairness={replay.fairness}
            {...(boards && { heading: link(replay.hand) })}
          />
        </ul>
      </section>
      <section className="replay-downloads" aria-labelledby="replay-downloads-title">
        <h2 id="replay-downloads-title">{t('replay.downloads')}</h2>
        <p>
          <a href={replayUrl(replay.table, replay.hand, 'text')} download>
            {t('replay.downloadText')}
          </a>{' '}
          <a href={replayUrl(replay.table, replay.hand, 'json')} download>
            {t('replay.downloadJson')}
          </a>
        </p>
      </section>
      {hands.length > 1 ? (
        <nav className="replay-hands" aria-label={others}>
          <h2>{others}</h2>
          <ul>
            {hands.map((hand) => (
              <li key={hand}>
                {hand === replay.hand ? (
                  <span aria-current="page">{link(hand)}</span>
                ) : (
                  <Link to={`/tables/${encodeURIComponent(replay.table)}/hands/${hand}`}>
                    {link(hand)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
};
