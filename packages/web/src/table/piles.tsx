/**
 * The middle of the table: the stock (only its size shows), the discard pile (Scala 40: its top,
 * the pile being kept squared, S40-REG art. 5.4, which the seat on turn may spread where the
 * profile allows it, S40-CdG art. 6, 18; Burraco: every card, overlapping, BUR-CH art. 9) and the
 * Burraco pozzetti. Drawing is a button here, offered only when the server lists it. The discard
 * pile can always be tapped by a seated player (its cards, or its button): it is taken when the
 * server lists the move, else the engine's reason shows beside it (not your turn, already drawn,
 * S40-CdG art. 6 before opening, BUR-CH art. 9 when no taken card could be played).
 */
import type { CardId } from '@tavolo/cards';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from './card.js';
import { burraco as burracoRules, sideOf } from './games/burraco.js';
import type { TableModel } from './games/model.js';
import { scala40 } from './games/scala40.js';
import { loadReasons } from './reasons.js';
import { TABLE_KEYS } from './table-keys.js';

interface PilesProps {
  readonly model: TableModel;
  readonly highlighted: ReadonlySet<CardId>;
  readonly onDraw: (() => void) | null;
  readonly onTakeDiscard: (() => void) | null;
}

export const Piles = ({ model, highlighted, onDraw, onTakeDiscard }: PilesProps) => {
  const { t } = useTranslation('table');
  const burraco = model.game === 'burraco';
  // Scala 40: the seat on turn spreads the pile on demand; the view offers it only then.
  const [spreadAsked, setSpreadAsked] = useState(false);
  const inspectable = (model.pileToInspect?.length ?? 0) > 1 ? model.pileToInspect : null;
  const spread = burraco || (spreadAsked && inspectable !== null);
  const shown = !burraco && spread && inspectable ? inspectable : model.discard;
  // The pile is squared up again when the turn passes.
  useEffect(() => {
    if (inspectable === null) setSpreadAsked(false);
  }, [inspectable]);
  // Why the pile may not be taken, shown on a tap until the turn moves on.
  const [refusal, setRefusal] = useState<string | null>(null);
  const moment = `${model.handNumber}:${model.turn.seat}:${model.turn.phase}`;
  useEffect(() => setRefusal(null), [moment]);
  const seated = model.you !== null && model.status === 'playing';
  const refuse = () =>
    void loadReasons().then((reasons) =>
      setRefusal(
        reasons.takeHint(t, model, (burraco ? burracoRules : scala40).messageValues(model)),
      ),
    );
  const onTap = onTakeDiscard ?? (seated ? refuse : undefined);
  return (
    <div className="piles">
      <section className="pile stock" aria-label={t('piles.stock')} data-testid="stock">
        <Card faceDown />
        <span className="pile-count">{t('piles.stockCount', { count: model.stock })}</span>
        {onDraw ? (
          <button type="button" aria-keyshortcuts={TABLE_KEYS.draw} onClick={onDraw}>
            {t('actions.draw')}
          </button>
        ) : null}
      </section>
      <section
        className={`pile discard${spread ? ' spread' : ''}`}
        aria-label={t(burraco ? 'piles.discardPile' : 'piles.discard')}
        data-testid="discard-pile"
      >
        <div className="discard-cards" onClick={onTap}>
          {shown.length === 0 ? (
            <span className="pile-empty">{t('piles.empty')}</span>
          ) : (
            shown.map((card) => <Card key={card} card={card} highlighted={highlighted.has(card)} />)
          )}
        </div>
        {!burraco && model.discardSize > 1 ? (
          <span className="pile-count">
            {t('piles.discardCount', { count: model.discardSize })}
          </span>
        ) : null}
        {inspectable ? (
          <button
            type="button"
            aria-expanded={spread}
            data-testid="spread-pile"
            onClick={() => setSpreadAsked(!spread)}
          >
            {t(spread ? 'piles.squareUp' : 'piles.spread')}
          </button>
        ) : null}
        {onTap ? (
          <button
            type="button"
            aria-keyshortcuts={TABLE_KEYS.take}
            aria-disabled={onTakeDiscard ? undefined : true}
            aria-describedby={onTakeDiscard ? undefined : 'take-refusal'}
            data-testid="take-discard"
            onClick={onTap}
          >
            {t(burraco ? 'actions.takePile' : 'actions.takeDiscard')}
          </button>
        ) : null}
        {seated ? (
          <span className="pile-refusal" id="take-refusal" role="status" data-testid="take-refusal">
            {refusal}
          </span>
        ) : null}
      </section>
      {model.pozzetti ? (
        <section className="pile pozzetti" aria-label={t('piles.pozzetti')} data-testid="pozzetti">
          <div className="discard-cards" onClick={onTap}>
            {Array.from({ length: model.pozzetti.left }, (_, i) => (
              <Card key={i} faceDown size="small" />
            ))}
          </div>
          <span className="pile-count">
            {t('piles.pozzettiLeft', { count: model.pozzetti.left })}
          </span>
          {model.pozzetti.taken.map((taken, side) =>
            taken ? (
              <span key={side} className="seat-badge">
                {model.you !== null && sideOf(model.you) === side
                  ? t('piles.pozzettoTakenYou')
                  : t('piles.pozzettoTaken', { line: side + 1 })}
              </span>
            ) : null,
          )}
        </section>
      ) : null}
    </div>
  );
};
