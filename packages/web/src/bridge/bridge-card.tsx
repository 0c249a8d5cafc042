/**
 * A bridge card (the 52-card deck's ids): rank and suit in the corner and in the middle, red
 * for hearts and diamonds, drawn with the table's card styles. Its accessible name is the card
 * in words ("asso di picche"), as the other games' cards.
 */
import { type Card52, rank52Of, suit52Of } from '@tavolo/cards';
import type { TFunction } from 'i18next';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import '../table/card.css';

export const SUIT_SYMBOLS = { S: '♠', H: '♥', D: '♦', C: '♣' } as const;

/** A rank as printed on a bridge card: 2…10, J, Q, K, A. */
export const rankText = (card: Card52): string => {
  const rank = rank52Of(card);
  return rank <= 10 ? String(rank) : (['J', 'Q', 'K', 'A'][rank - 11] as string);
};

export const isRed = (card: Card52): boolean => {
  const suit = suit52Of(card);
  return suit === 'H' || suit === 'D';
};

/** The card in words, in the page's language. */
export const bridgeCardName = (t: TFunction, card: Card52): string =>
  t('bridge:cards.name', {
    rank: t(`bridge:cards.ranks.${rank52Of(card)}`),
    suit: t(`table:cards.suits.${suit52Of(card)}`),
  });

interface BridgeCardProps extends Omit<HTMLAttributes<HTMLElement>, 'onClick'> {
  readonly card: Card52;
  readonly size?: 'small' | 'normal';
  readonly highlighted?: boolean;
  /** A card that can be played now: a button. */
  readonly onPlay?: () => void;
  readonly disabled?: boolean;
}

export const BridgeCard = ({
  card,
  size = 'normal',
  highlighted = false,
  onPlay,
  disabled = false,
  className,
  ...rest
}: BridgeCardProps) => {
  const { t } = useTranslation();
  const classes = ['card', 'bridge-card', size];
  if (isRed(card)) classes.push('red');
  if (highlighted) classes.push('highlighted');
  if (className) classes.push(className);
  const symbol = SUIT_SYMBOLS[suit52Of(card)];
  const body = (
    <>
      <span className="corner">
        {rankText(card)}
        <br />
        {symbol}
      </span>
      <span className="pip">{symbol}</span>
    </>
  );
  const label = bridgeCardName(t, card);
  if (onPlay)
    return (
      <button
        type="button"
        className={classes.join(' ')}
        aria-label={label}
        disabled={disabled}
        onClick={onPlay}
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

/** A suit symbol in its colour, for calls and suit rows. */
export const SuitSymbol = ({ suit }: { readonly suit: keyof typeof SUIT_SYMBOLS }) => (
  <span className={suit === 'H' || suit === 'D' ? 'suit red' : 'suit'} aria-hidden="true">
    {SUIT_SYMBOLS[suit]}
  </span>
);
