import type { CardId } from '@tavolo/cards';
import { useEffect, useRef, useState } from 'react';

/** Cards that arrived in the hand since the last change (a draw, the pile), to mark them. */
export const useFreshCards = (cards: readonly CardId[], hand: number): ReadonlySet<CardId> => {
  const before = useRef<{ readonly hand: number; readonly cards: readonly CardId[] } | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<CardId>>(new Set());
  useEffect(() => {
    const previous = before.current;
    before.current = { hand, cards };
    if (previous === null || previous.hand !== hand) {
      setFresh(new Set());
      return;
    }
    const had = new Set(previous.cards);
    const added = cards.filter((c) => !had.has(c));
    if (added.length > 0 || cards.length < previous.cards.length) setFresh(new Set(added));
  }, [cards, hand]);
  return fresh;
};
