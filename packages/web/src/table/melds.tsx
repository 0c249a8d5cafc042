/**
 * The melds on the table, grouped by player (Scala 40) or by line (Burraco). Each joker shows
 * the card it stands for; a Burraco run of seven or more shows its kind of burraco (BUR-CH
 * art. 14). When the selected cards can go on a meld, the meld offers the moves the server
 * allows: lay off (at one end or the other), replace the joker. A card (or the selection)
 * dragged from the hand onto a meld is laid off there when the server allows one way only.
 */
import { useDroppable } from '@dnd-kit/core';
import { naturalId } from '@tavolo/cards';
import { useTranslation } from 'react-i18next';
import { Card, cardName } from './card.js';
import type { MeldModel, TableModel, TableMove } from './games/model.js';
import { meldDropId } from './drop.js';
import { TABLE_KEYS } from './table-keys.js';

interface MeldsProps {
  readonly model: TableModel;
  readonly highlighted: ReadonlySet<number>;
  readonly moves: readonly TableMove[];
  readonly onMove: (move: TableMove) => void;
  readonly busy: boolean;
}

export const Melds = ({ model, highlighted, moves, onMove, busy }: MeldsProps) => {
  const { t } = useTranslation('table');
  return (
    // Focusable: the melds scroll inside the felt, and a keyboard must be able to scroll them.
    <section className="melds" aria-label={t('melds.label')} data-testid="melds" tabIndex={0}>
      {model.groups.map((group) => (
        <div className="meld-group" key={group.owner}>
          <h3>
            {group.seats.map((seat) => model.players[seat]).join(' · ')}
            {model.pozzetti?.taken[group.owner] ? (
              <span className="seat-badge">{t('melds.pozzettoTaken')}</span>
            ) : null}
          </h3>
          {group.melds.length === 0 ? (
            <p className="melds-empty">{t('melds.none')}</p>
          ) : (
            <ul className="meld-list">
              {group.melds.map((meld) => (
                <MeldView
                  key={meld.id}
                  meld={meld}
                  highlighted={highlighted.has(meld.id)}
                  moves={moves.filter((m) => m.meld === meld.id)}
                  onMove={onMove}
                  busy={busy}
                />
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
};

interface MeldViewProps {
  readonly meld: MeldModel;
  readonly highlighted: boolean;
  readonly moves: readonly TableMove[];
  readonly onMove: (move: TableMove) => void;
  readonly busy: boolean;
}

const MeldView = ({ meld, highlighted, moves, onMove, busy }: MeldViewProps) => {
  const { t } = useTranslation('table');
  const label = t(`melds.${meld.kind}`);
  const { setNodeRef, isOver } = useDroppable({ id: meldDropId(meld.id) });
  const moveLabel = (move: TableMove): string => {
    if (move.kind === 'replace-joker') return t('actions.replaceJoker');
    const as = move.as ? cardName(t, naturalId(move.as)) : null;
    if (move.matta && as) return t(`actions.layOffMatta.${move.matta}`, { card: as });
    if (move.end && as) return t(`actions.layOffEndAs.${move.end}`, { card: as });
    if (move.end) return t(`actions.layOffEnd.${move.end}`);
    if (as) return t('actions.layOffAs', { card: as });
    return t('actions.layOff');
  };
  return (
    <li
      ref={setNodeRef}
      className={`meld${highlighted ? ' last-play' : ''}${moves.length > 0 ? ' target' : ''}${isOver ? ' drop-over' : ''}`}
      data-testid={`meld-${meld.id}`}
      aria-label={label}
    >
      <div className="meld-cards">
        {meld.cards.map((card) => (
          <span key={card.id} className="meld-card">
            <Card card={card.id} size="small" />
            {card.standsFor ? (
              <span className="stands-for">
                {card.standsFor.suit
                  ? cardName(t, naturalId({ rank: card.standsFor.rank, suit: card.standsFor.suit }))
                  : t(`cards.ranks.${card.standsFor.rank}`)}
              </span>
            ) : null}
          </span>
        ))}
      </div>
      {meld.burraco ? (
        <span className={`burraco-kind ${meld.burraco}`}>{t(`melds.burraco.${meld.burraco}`)}</span>
      ) : null}
      {moves.length > 0 ? (
        <div className="meld-moves">
          {moves.map((move, i) => (
            <button
              key={i}
              type="button"
              disabled={busy}
              aria-keyshortcuts={TABLE_KEYS.layOff}
              onClick={() => onMove(move)}
            >
              {moveLabel(move)}
            </button>
          ))}
        </div>
      ) : null}
    </li>
  );
};
