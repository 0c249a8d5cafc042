import type { CardId } from './card.js';
import { DECK_SIZE } from './card.js';
import { type ShuffleSeed, permutation } from './shuffle.js';

export interface CardDraw {
  /** Cards drawn by each player (more than one after a tie), in the players' given order. */
  readonly draws: readonly { readonly player: string; readonly cards: readonly CardId[] }[];
  /** Players from the strongest card to the weakest. */
  readonly ranking: readonly string[];
}

/**
 * The draw that seats players and picks the first dealer: each player draws a card from one
 * deck shuffled with the label `seat-draw`, in the order given; players whose cards are equally
 * strong draw again from the same deck, keeping their place above the others. `strength`
 * is the game's order of the cards (higher is better).
 */
export const drawForOrder = (
  players: readonly string[],
  seed: ShuffleSeed,
  strength: (card: CardId) => number,
): CardDraw => {
  const deck = permutation(seed, 'seat-draw', DECK_SIZE);
  let next = 0;
  const drawn = new Map<string, CardId[]>(players.map((p) => [p, []]));
  const rank = (group: readonly string[]): string[] => {
    if (group.length <= 1) return [...group];
    const cards = group.map((p) => {
      const card = deck[next++ % DECK_SIZE] as CardId;
      (drawn.get(p) as CardId[]).push(card);
      return { p, strength: strength(card) };
    });
    const strengths = [...new Set(cards.map((c) => c.strength))].sort((a, b) => b - a);
    return strengths.flatMap((s) => rank(cards.filter((c) => c.strength === s).map((c) => c.p)));
  };
  const ranking = rank(players);
  return {
    draws: players.map((player) => ({ player, cards: drawn.get(player) as CardId[] })),
    ranking,
  };
};
