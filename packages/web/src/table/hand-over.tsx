/** The end of a hand as the table shows it: the count, the match's sheet, fairness, replay. */
import type { TableState } from '@tavolo/client';
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Fairness } from './fairness.js';
import { type TableModel } from './games/model.js';
import { HandSummary } from './hand-summary.js';
import { ScoreSheet } from './score-sheet.js';
import './hand-over.css';

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
 * match goes on it is a modal dialog over the table (the next hand is already dealt behind it):
 * the rest of the page is inert, Tab goes round inside it, Escape closes it, and the focus goes
 * back where it was (or to the hand, when that is gone). At the end of the match it stays on
 * the page.
 */
export const HandOver = ({ table, state, model, hand, replays, onClose }: HandOverProps) => {
  const { t } = useTranslation('table');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [hand]);
  const content = (
    <>
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
    </>
  );
  return onClose ? (
    <ModalDialog onClose={onClose}>{content}</ModalDialog>
  ) : (
    <section className="hand-over" aria-labelledby="hand-over-title" data-testid="hand-over">
      {content}
    </section>
  );
};

/** What Tab reaches inside `root`, in order. */
const tabbable = (root: HTMLElement): HTMLElement[] =>
  [
    ...root.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
    ),
  ].filter(
    (e) => !e.matches(':disabled') && e.tabIndex >= 0 && e.getClientRects().length > 0 && !e.inert,
  );

/** Where the focus goes when the dialog closes and the element it came from is gone. */
const focusHand = () =>
  document.querySelector<HTMLElement>('[data-testid="hand"] [data-testid="hand-card"]')?.focus();

/**
 * The native modal `<dialog>` (`showModal`): the browser makes the rest of the page inert and
 * turns Escape into a `cancel`, which closes through `onClose` like the dialog's own button. Tab
 * wraps round at its ends rather than leaving for the browser's own controls.
 */
const ModalDialog = ({
  onClose,
  children,
}: {
  readonly onClose: () => void;
  readonly children: ReactNode;
}) => {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  /** The page took the dialog away (closed, or the match's end): its `close` says nothing. */
  const leaving = useRef(false);
  // Before the paint, and undone while the dialog is still in the page.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    leaving.current = false;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    return () => {
      leaving.current = true;
      // Closed first: the page behind is inert, and takes no focus, while it is open.
      if (element.open) element.close();
      // Back where the focus was, or to the hand when that is gone (a new deal, say).
      if (before?.isConnected && before !== document.body) before.focus();
      else focusHand();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className="hand-over dialog"
      aria-labelledby="hand-over-title"
      data-testid="hand-over"
      onCancel={(event) => {
        event.preventDefault();
        close.current();
      }}
      // Closed by the browser itself (an Escape it would not let be refused): closed for us too.
      onClose={() => {
        if (!leaving.current) close.current();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Tab' || !dialog.current) return;
        const inside = tabbable(dialog.current);
        const first = inside[0];
        const last = inside[inside.length - 1];
        if (!first || !last) return;
        const at = document.activeElement;
        if (event.shiftKey && (at === first || !dialog.current.contains(at))) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (at === last || !dialog.current.contains(at))) {
          event.preventDefault();
          first.focus();
        }
      }}
    >
      {children}
    </dialog>
  );
};
