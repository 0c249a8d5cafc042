/**
 * LAW 66, the review of tricks, as the Law allows it now: the buttons of the reviews open to the
 * viewer (the engine lists them: the current trick until his side plays to the next, his own
 * last card until the next lead, the last trick where the event allows it, every trick and the
 * cards not played once play is over), and what the latest review showed him.
 */
import type { Action, BoardView, BridgeEvent, Seat } from '@tavolo/bridge';
import type { Card52 } from '@tavolo/cards';
import { useTranslation } from 'react-i18next';
import { BridgeCard } from './bridge-card.js';
import { ofInspect, type Shown } from './review-model.js';

export const ReviewButtons = ({
  view,
  legal,
  busy,
  onAct,
}: {
  readonly view: BoardView;
  readonly legal: readonly Action[];
  readonly busy: boolean;
  readonly onAct: (action: Action) => void;
}) => {
  const { t } = useTranslation('bridge');
  const inspections = ofInspect(legal, view);
  if (inspections.length === 0) return null;
  return (
    <div className="review-buttons" role="group" aria-label={t('review.label')}>
      {inspections.map(({ key, action }) => (
        <button
          key={key}
          type="button"
          className="secondary"
          disabled={busy}
          onClick={() => onAct(action)}
        >
          {t(`review.${action.what}`, { n: (action.trick ?? 0) + 1 })}
        </button>
      ))}
    </div>
  );
};

const Cards = ({
  cards,
}: {
  readonly cards: readonly { readonly seat?: Seat; readonly card: Card52 }[];
}) => (
  <div className="review-cards">
    {cards.map(({ card }) => (
      <BridgeCard key={card} card={card} size="small" />
    ))}
  </div>
);

/** What the latest review showed the viewer, with a button to put it away. */
export const ReviewShown = ({
  shown,
  onClose,
}: {
  readonly shown: Shown;
  readonly onClose: () => void;
}) => {
  const { t } = useTranslation('bridge');
  const event: BridgeEvent = shown.event;
  return (
    <section className="review-shown" aria-label={t('review.shown')} data-testid="bridge-review">
      {event.type === 'trick-faced' || event.type === 'trick-inspected' ? (
        <>
          <p>{t('review.trickOf', { n: event.trick + 1 })}</p>
          <Cards cards={event.cards} />
        </>
      ) : event.type === 'own-card-inspected' ? (
        <>
          <p>{t('review.ownCard', { n: event.trick + 1 })}</p>
          <Cards cards={[{ card: event.card }]} />
        </>
      ) : event.type === 'unplayed-inspected' ? (
        event.hands.map((hand, seat) =>
          hand.length > 0 ? (
            <div key={seat} className="unplayed">
              <span>{t(`seats.${seat}`)}</span>
              <Cards cards={hand.map((card) => ({ card }))} />
            </div>
          ) : null,
        )
      ) : null}
      <button type="button" className="link" onClick={onClose}>
        {t('review.close')}
      </button>
    </section>
  );
};
