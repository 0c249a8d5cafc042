/**
 * The draw for seats and first dealer (S40-CdG art. 3; S40-CLUB §A). Each player draws a card
 * from one shuffled deck: the jolly is highest, then A K Q .. 2 (art. 1), and between equal
 * ranks the suit order cuori, quadri, fiori, picche. Players whose cards tie (jokers, or the two
 * copies of one face) draw again from the same deck, keeping their place above the others.
 */
import { type CardId, type ShuffleSeed, SUITS, drawForOrder, faceOf } from '@tavolo/cards';
import type { SeatDraw } from './state.js';

/** Higher is better: the jolly, then A K Q .. 2, then cuori, quadri, fiori, picche. */
const drawStrength = (id: CardId): number => {
  const face = faceOf(id);
  if (!face) return 100;
  const rank = face.rank === 1 ? 14 : face.rank;
  return rank * 4 + (3 - SUITS.indexOf(face.suit));
};

export const drawForSeats = (players: readonly string[], seed: ShuffleSeed): SeatDraw =>
  drawForOrder(players, seed, drawStrength);
