/**
 * The bridge table for one seat, drawn from its `BoardView`, its legal actions and the events it
 * has received: the head (board, contract, tricks, turn), the felt (seats, auction or trick,
 * dummy), the side panel (bidding box, claim, review, agreement, result) and the player's hand.
 * It sends only actions from the legal list it is given, so the offline table (the engine in
 * the page) and the live one (the server's prompt) draw it alike.
 */
import type { Action, BoardView, BridgeEvent } from '@tavolo/bridge';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardHead } from './board-head.js';
import { Agreement, BoardResult, DirectorCalled, NoDirector } from './board-end.js';
import { BiddingBox } from './calls.js';
import { ClaimForm, ClaimShown } from './claim.js';
import { BridgeFelt } from './felt.js';
import { OwnHand } from './hands.js';
import { ReviewButtons, ReviewShown } from './review.js';
import { latestReview } from './review-model.js';
import { boardEvents } from './model.js';
import './bridge.css';
import './bridge-parts.css';
import './bridge-screens.css';

export interface BridgeTableProps {
  readonly view: BoardView;
  readonly legal: readonly Action[];
  /** The players' names by seat (N E S W). */
  readonly names: readonly string[];
  /** The events the viewer has received, oldest first (hidden ones left out). */
  readonly events: readonly BridgeEvent[];
  readonly busy: boolean;
  /** The latest refusal, in the viewer's words. */
  readonly refusal: string | null;
  readonly onAct: (action: Action) => void;
}

export const BridgeTable = ({
  view,
  legal,
  names,
  events,
  busy,
  refusal,
  onAct,
}: BridgeTableProps) => {
  const { t } = useTranslation('bridge');
  const [reviewedUpTo, setReviewedUpTo] = useState(0);
  const seen = useMemo(() => boardEvents(events), [events]);
  const shown = useMemo(() => latestReview(seen, reviewedUpTo), [seen, reviewedUpTo]);
  const calling = view.phase === 'auction' && legal.some((a) => a.type === 'call');
  const over = view.phase === 'ended';
  return (
    <div className={`bridge-screen phase-${view.phase}`} data-testid="bridge-table">
      <BoardHead view={view} names={names} />
      <div className="bridge-main">
        <BridgeFelt
          view={view}
          names={names}
          events={seen}
          legal={legal}
          busy={busy}
          onAct={onAct}
        />
        <aside className="bridge-side" aria-label={t('side.label')}>
          {calling ? <BiddingBox legal={legal} busy={busy} onAct={onAct} /> : null}
          <ClaimShown view={view} legal={legal} busy={busy} onAct={onAct} names={names} />
          <DirectorCalled view={view} />
          <NoDirector view={view} events={seen} names={names} />
          <Agreement view={view} legal={legal} busy={busy} onAct={onAct} />
          <BoardResult view={view} />
          {shown ? (
            <ReviewShown shown={shown} onClose={() => setReviewedUpTo(shown.index + 1)} />
          ) : null}
          {refusal ? (
            <p className="error" role="alert" data-testid="refusal">
              {refusal}
            </p>
          ) : null}
          <div className="law-tools">
            {!over ? (
              <ClaimForm
                key={view.tricks.length}
                view={view}
                legal={legal}
                busy={busy}
                onAct={onAct}
                onOpen={() => {
                  if (shown) setReviewedUpTo(shown.index + 1);
                }}
              />
            ) : null}
            <ReviewButtons view={view} legal={legal} busy={busy} onAct={onAct} />
          </div>
        </aside>
      </div>
      <div className="bridge-own">
        {view.hand !== null ? (
          <OwnHand cards={view.hand} legal={legal} busy={busy} onAct={onAct} />
        ) : null}
      </div>
    </div>
  );
};
