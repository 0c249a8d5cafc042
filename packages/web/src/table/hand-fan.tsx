/**
 * The player's own hand as a fan of cards: a card is selected by a click, a tap, Enter or
 * Space; the hand is arranged by dragging a card (mouse or touch), by Shift+←/→ on a focused
 * card, or sorted by suit or by rank. A card dragged onto the staging area goes into the meld
 * being built, and onto a meld to lay it off there (the drag itself is handled by the page's
 * DndContext, which also holds the felt, the melds and the staging area). On a narrow screen
 * the cards go on rows of cards at least 44 px wide; on a wide one they go on one row, and
 * overlap when they do not fit.
 */
import { type CardId } from '@tavolo/cards';
import { SortableContext, horizontalListSortingStrategy, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from './card.js';
import type { SortKey } from './hand-order.js';
import { TABLE_KEYS } from './table-keys.js';

/** The drag id of a card of the hand (dnd-kit ids; a bare 0 would read as no id). */
export const dragId = (card: CardId): string => `card-${card}`;

export const cardOfDragId = (id: string | number): CardId | null => {
  const match = /^card-(\d+)$/.exec(String(id));
  return match ? Number(match[1]) : null;
};

interface HandFanProps {
  readonly cards: readonly CardId[];
  readonly selected: ReadonlySet<CardId>;
  /** Cards just received (a draw, the pile), marked until the next move. */
  readonly fresh: ReadonlySet<CardId>;
  readonly onToggle: (card: CardId) => void;
  readonly onMove: (from: number, to: number) => void;
  readonly onSort: (by: SortKey) => void;
  /** What goes on the hand's bar before its own tools: the viewer's seat, the turn's actions. */
  readonly children?: ReactNode;
}

export const HandFan = ({
  cards,
  selected,
  fresh,
  onToggle,
  onMove,
  onSort,
  children,
}: HandFanProps) => {
  const { t } = useTranslation('table');
  return (
    <section className="hand" aria-label={t('hand.label')} data-testid="hand">
      <div className="hand-tools">
        {children}
        <span className="hand-count">{t('hand.count', { count: cards.length })}</span>
        <button
          type="button"
          className="secondary"
          aria-keyshortcuts={TABLE_KEYS.sortSuit}
          onClick={() => onSort('suit')}
        >
          {t('hand.sortSuit')}
        </button>
        <button
          type="button"
          className="secondary"
          aria-keyshortcuts={TABLE_KEYS.sortRank}
          onClick={() => onSort('rank')}
        >
          {t('hand.sortRank')}
        </button>
      </div>
      <p className="hand-help" id="hand-help">
        {t('hand.help')} <span className="hand-keys">{t('hand.keys')}</span>
      </p>
      <SortableContext items={cards.map(dragId)} strategy={horizontalListSortingStrategy}>
        <ul className="fan">
          {cards.map((card, index) => (
            <FanCard
              key={card}
              card={card}
              index={index}
              count={cards.length}
              selected={selected.has(card)}
              fresh={fresh.has(card)}
              onToggle={onToggle}
              onMove={onMove}
            />
          ))}
        </ul>
      </SortableContext>
    </section>
  );
};

interface FanCardProps {
  readonly card: CardId;
  readonly index: number;
  readonly count: number;
  readonly selected: boolean;
  readonly fresh: boolean;
  readonly onToggle: (card: CardId) => void;
  readonly onMove: (from: number, to: number) => void;
}

const FanCard = ({ card, index, count, selected, fresh, onToggle, onMove }: FanCardProps) => {
  const { setNodeRef, listeners, transform, transition, isDragging } = useSortable({
    id: dragId(card),
  });
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const to = index + step;
    if (event.shiftKey) {
      if (to >= 0 && to < count) onMove(index, to);
      return;
    }
    const fan = event.currentTarget.closest('.fan');
    const next = fan?.querySelectorAll<HTMLElement>('button.card')[to];
    next?.focus();
  };
  return (
    <li
      ref={setNodeRef}
      className={`fan-slot${isDragging ? ' dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      {...listeners}
    >
      <Card
        card={card}
        selected={selected}
        highlighted={fresh}
        onPress={() => onToggle(card)}
        onKeyDown={onKeyDown}
        aria-describedby="hand-help"
        data-testid="hand-card"
      />
    </li>
  );
};
