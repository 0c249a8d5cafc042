import { type CardId, faceOf } from '@tavolo/cards';

/**
 * How much a card helps the rest of a hand: partners of its rank in other suits, and near
 * neighbours in its suit. Jokers count as well connected. Bots keep well-connected cards.
 */
export const connections = (card: CardId, hand: readonly CardId[]): number => {
  const face = faceOf(card);
  if (!face) return 10;
  let links = 0;
  for (const other of hand) {
    if (other === card) continue;
    const f = faceOf(other);
    if (!f || f.rank === face.rank) {
      if (f && f.suit !== face.suit) links += 2;
      continue;
    }
    const gap = Math.abs(f.rank - face.rank);
    if (f.suit === face.suit && gap <= 2) links += 3 - gap;
  }
  return links;
};
