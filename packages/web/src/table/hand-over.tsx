/** The end of a hand as the table shows it: the count, the match's sheet, fairness, replay. */
import type { TableState } from '@tavolo/client';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Fairness } from './fairness.js';
import { type TableModel } from './games/model.js';
import { HandSummary } from './hand-summary.js';
import { ScoreSheet } from './score-sheet.js';

/** The latest hand the match's results count (both engines' views list them); null before. */
export const lastFinishedHand = (view: unknown): number | null => {
  const results = (view as { readonly results?: readonly { readonly hand: number }[] }).results;
  return results?.[results.length - 1]?.hand ?? null;
};

export interface HandOverProps {
  readonly table: string;
  readonly state: TableState;
  readonly model: TableModel;
  readonly hand: number;
  readonly replays: boolean;
  readonly onClose: (() => void) | null;
}

/**
 * The end of a hand: its score, the match's sheet, the shuffle proof and the replay. While the
 * match goes on it is a dialog over the table (the next hand is already dealt behind it); at the
 * end of the match it stays on the page.
 */
export const HandOver = ({ table, state, model, hand, replays, onClose }: HandOverProps) => {
  const { t } = useTranslation('table');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [hand]);
  const panel = (
    <section
      className={`hand-over${onClose ? ' dialog' : ''}`}
      role={onClose ? 'dialog' : undefined}
      aria-modal={onClose ? true : undefined}
      aria-labelledby="hand-over-title"
      data-testid="hand-over"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose?.();
      }}
    >
      <h2 id="hand-over-title" ref={heading} tabIndex={-1}>
        {t(model.status === 'over' ? 'handOver.matchOver' : 'handOver.title', { hand })}
      </h2>
      <HandSummary game={model.game} view={state.view} events={state.events} />
      <ScoreSheet game={model.game} view={state.view} />
      <Fairness table={table} status={state.status} />
      <p className="hand-over-actions">
        {replays ? <Link to={`/tables/${table}/hands/${hand}`}>{t('handOver.replay')}</Link> : null}
        {onClose ? (
          <button type="button" onClick={onClose}>
            {t('handOver.next')}
          </button>
        ) : null}
      </p>
    </section>
  );
  return onClose ? <div className="hand-over-backdrop">{panel}</div> : panel;
};
