/**
 * The hands on the bridge table: the player's own, by suit from the ace down, its cards buttons
 * when he may play one; and the dummy's, faced from the opening lead (LAW 41D) and laid out in
 * suit rows as on a real table, its cards buttons for the declarer on the dummy's turn (LAW 45B).
 */
import type { Action, Seat } from '@tavolo/bridge';
import type { Card52 } from '@tavolo/cards';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BridgeCard, SuitSymbol, bridgeCardName, isRed, rankText } from './bridge-card.js';
import { bySuit, playAction, sortHand } from './model.js';

interface HandProps {
  readonly cards: readonly Card52[];
  readonly legal: readonly Action[];
  readonly busy: boolean;
  readonly onAct: (action: Action) => void;
}

/** The player's hand, in one row (the cards overlap where the screen is narrow). */
export const OwnHand = ({ cards, legal, busy, onAct }: HandProps) => {
  const { t } = useTranslation('bridge');
  const sorted = sortHand(cards);
  const playing = sorted.some((c) => playAction(legal, c) !== undefined);
  return (
    <section className="bridge-hand" aria-label={t('hand.yours')} data-testid="bridge-hand">
      <div className="bridge-hand-cards" style={{ ['--cards' as string]: sorted.length }}>
        {sorted.map((card) => {
          const action = playAction(legal, card);
          return playing ? (
            <BridgeCard
              key={card}
              card={card}
              highlighted={action !== undefined}
              disabled={busy || action === undefined}
              onPlay={() => action && onAct(action)}
            />
          ) : (
            <BridgeCard key={card} card={card} />
          );
        })}
      </div>
    </section>
  );
};

/** The dummy's hand in four suit rows; its own seat's label heads it. */
export const DummyHand = ({
  seat,
  cards,
  legal,
  busy,
  onAct,
  label,
}: HandProps & { readonly seat: Seat; readonly label: ReactNode }) => {
  const { t } = useTranslation('bridge');
  return (
    <section
      className="bridge-dummy"
      aria-label={t('hand.dummy', { seat: t(`seats.${seat}`) })}
      data-testid="bridge-dummy"
    >
      {label}
      <div className="suit-rows">
        {bySuit(cards).map(([suit, suitCards]) => (
          <div key={suit} className="suit-row">
            <SuitSymbol suit={suit} />
            {suitCards.length === 0 ? <span className="void">—</span> : null}
            {suitCards.map((card) => {
              const action = playAction(legal, card);
              const name = bridgeCardName(t, card);
              const classes = `rank-chip${isRed(card) ? ' red' : ''}${action ? ' playable' : ''}`;
              return action ? (
                <button
                  key={card}
                  type="button"
                  className={classes}
                  aria-label={name}
                  disabled={busy}
                  onClick={() => onAct(action)}
                >
                  {rankText(card)}
                </button>
              ) : (
                <span key={card} className={classes} role="img" aria-label={name}>
                  {rankText(card)}
                </span>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
};
