/**
 * The draw for seats and first dealer (S40-CdG art. 3; S40-CLUB §A). Each player draws a card
 * from one shuffled deck: the jolly is highest, then A K Q .. 2 (art. 1), and between equal
 * ranks the suit order cuori, quadri, fiori, picche. Players whose cards tie (jokers, or the two
 * copies of one face) draw again from the same deck, keeping their place above the others.
 */
import {
  type CardId,
  type ShuffleSeed,
  DECK_SIZE,
  SUITS,
  faceOf,
  permutation,
} from '@tavolo/cards';
import type { SeatDraw } from './state.js';

/** Higher is better. */
const drawStrength = (id: CardId): number => {
  const face = faceOf(id);
  if (!face) return 100;
  const rank = face.rank === 1 ? 14 : face.rank;
  return rank * 4 + (3 - SUITS.indexOf(face.suit));
};

export const drawForSeats = (players: readonly string[], seed: ShuffleSeed): SeatDraw => {
  const deck = permutation(seed, 'seat-draw', DECK_SIZE);
  let next = 0;
  const drawn = new Map<string, CardId[]>(players.map((p) => [p, []]));
  const rank = (group: readonly string[]): string[] => {
    if (group.length <= 1) return [...group];
    const cards = group.map((p) => {
      const card = deck[next++ % DECK_SIZE] as CardId;
      (drawn.get(p) as CardId[]).push(card);
      return { p, strength: drawStrength(card) };
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
