/**
 * One physical card as the page draws it: the rank and suit in the corner and in the middle,
 * red or black, or the joker; face down when the viewer may not see it. Its accessible name is
 * the card in words ("10 di cuori"), so that screen readers and tests read what a player reads.
 * Twins (the same face from the two decks) look alike, as on a real table.
 */
import { type CardId, faceOf, isJoker, rankChar } from '@tavolo/cards';
import type { TFunction } from 'i18next';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import './card.css';

const SUIT_SYMBOLS = { H: '♥', D: '♦', C: '♣', S: '♠' } as const;

/** Rank as printed on the card: A, 2…10, J, Q, K. */
export const rankLabel = (rank: number): string =>
  rank === 10 ? '10' : rankChar(rank as Parameters<typeof rankChar>[0]);

/** The card in words, in the page's language. */
export const cardName = (t: TFunction, id: CardId): string => {
  const face = faceOf(id);
  if (face === undefined || isJoker(id)) return t('table:cards.joker');
  return t('table:cards.name', {
    rank: t(`table:cards.ranks.${face.rank}`),
    suit: t(`table:cards.suits.${face.suit}`),
  });
};

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'id'> {
  readonly card?: CardId;
  /** The back of the card (a hidden card, the stock). */
  readonly faceDown?: boolean;
  readonly selected?: boolean;
  /** The last play, or a card that can be used now. */
  readonly highlighted?: boolean;
  readonly size?: 'small' | 'normal';
  /** Renders as a button that can be focused and pressed. */
  readonly onPress?: () => void;
  readonly disabled?: boolean;
}

export const Card = ({
  card,
  faceDown = false,
  selected = false,
  highlighted = false,
  size = 'normal',
  onPress,
  disabled = false,
  className,
  ...rest
}: CardProps) => {
  const { t } = useTranslation();
  const classes = ['card', size];
  if (selected) classes.push('selected');
  if (highlighted) classes.push('highlighted');
  if (className) classes.push(className);
  const hidden = faceDown || card === undefined;
  const face = hidden ? undefined : faceOf(card);
  const joker = !hidden && isJoker(card);
  if (hidden) classes.push('back');
  else if (joker) classes.push('joker');
  else if (face?.suit === 'H' || face?.suit === 'D') classes.push('red');
  const label = hidden ? t('table:cards.back') : cardName(t, card);
  const body = hidden ? null : joker ? (
    <>
      <span className="corner">★</span>
      <span className="pip">{t('table:cards.jokerShort')}</span>
    </>
  ) : face ? (
    <>
      <span className="corner">
        {rankLabel(face.rank)}
        <br />
        {SUIT_SYMBOLS[face.suit]}
      </span>
      <span className="pip">{SUIT_SYMBOLS[face.suit]}</span>
    </>
  ) : null;
  if (onPress)
    return (
      <button
        type="button"
        className={classes.join(' ')}
        aria-label={label}
        aria-pressed={selected}
        disabled={disabled}
        onClick={onPress}
        {...rest}
      >
        {body}
      </button>
    );
  return (
    <span className={classes.join(' ')} role="img" aria-label={label} {...rest}>
      {body}
    </span>
  );
};
