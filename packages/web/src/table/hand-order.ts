/**
 * The order of the cards in the player's own hand. The server sends the hand as a set; the
 * player arranges it, by suit, by rank or by hand, and the arrangement survives every update:
 * cards that stay keep their place, new cards (a draw, the pile) join at the right.
 */
import { type CardId, faceOf, isJoker } from '@tavolo/cards';

export type SortKey = 'suit' | 'rank';

const SUIT_ORDER = { H: 0, D: 1, C: 2, S: 3 } as const;

/** Jokers last; then by suit and rank, or by rank and suit; twins by id, so the order is total. */
const sortKey = (id: CardId, by: SortKey): readonly number[] => {
  const face = faceOf(id);
  if (face === undefined || isJoker(id)) return [1, 0, 0, id];
  const suit = SUIT_ORDER[face.suit];
  return by === 'suit' ? [0, suit, face.rank, id] : [0, face.rank, suit, id];
};

const compareKeys = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return 0;
};

export const sortHand = (cards: readonly CardId[], by: SortKey): readonly CardId[] =>
  [...cards].sort((a, b) => compareKeys(sortKey(a, by), sortKey(b, by)));

/** The player's arrangement applied to the cards held now: gone cards leave, new ones append. */
export const arrangeHand = (
  arrangement: readonly CardId[],
  cards: readonly CardId[],
): readonly CardId[] => {
  const held = new Set(cards);
  const kept = arrangement.filter((id) => held.has(id));
  const placed = new Set(kept);
  return [...kept, ...cards.filter((id) => !placed.has(id))];
};

/** The arrangement with the card at `from` moved to `to` (both indexes in the arrangement). */
export const moveCard = (
  arrangement: readonly CardId[],
  from: number,
  to: number,
): readonly CardId[] => {
  if (from === to || from < 0 || to < 0 || from >= arrangement.length || to >= arrangement.length)
    return arrangement;
  const next = [...arrangement];
  const [card] = next.splice(from, 1);
  next.splice(to, 0, card as CardId);
  return next;
};
