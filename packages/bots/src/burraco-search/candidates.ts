/**
 * The moves the search weighs: every legal action when they are few, else the best few by a
 * cheap ordering (melds by size, then lay-offs, then the discards the greedy player would
 * rather make), always with the Esperto's choice first and the greedy player's next, so
 * that a tie keeps the Esperto's.
 */
import { type Action, type CardValues, cardPoints, isMatta } from '@tavolo/burraco';
import type { CardId } from '@tavolo/cards';
import { connections } from '../hand-shape.js';

/** How much a move looks worth before any search; higher first. */
const cheapScore = (action: Action, hand: readonly CardId[], values: CardValues): number => {
  switch (action.type) {
    case 'take-pile':
      return 2_000;
    case 'draw':
      return 1_900;
    case 'meld':
      return 1_000 + 10 * action.cards.length;
    case 'lay-off':
      return 500 + action.cards.length;
    case 'discard':
      // The greedy player's discard cost: points, less for connected cards; mattas are kept.
      return (
        (isMatta(action.card) ? -100 : 0) +
        cardPoints(action.card, values) -
        4 * connections(action.card, hand)
      );
    default:
      return -10_000;
  }
};

/**
 * Indices into `legal`: the `preferred` ones first (the Esperto's and the greedy player's
 * choices), then the others by cheap score, at most `max` in all.
 */
export const candidateIndices = (
  legal: readonly Action[],
  preferred: readonly number[],
  hand: readonly CardId[],
  values: CardValues,
  max: number,
): number[] => {
  const first = [...new Set(preferred.filter((i) => i >= 0 && i < legal.length))];
  const others = legal
    .map((action, index) => ({ index, score: cheapScore(action, hand, values) }))
    .filter((c) => !first.includes(c.index))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((c) => c.index);
  return [...first, ...others].slice(0, Math.max(1, max));
};
