/**
 * The draw for seats and first dealer (BUR-CH art. 4). Each player draws a card from the two
 * shuffled decks (label `seat-draw`). The jolly is highest, then 2 A K Q J 10 .. 3 (art. 1),
 * and between equal ranks the suits cuori, quadri, fiori, picche. Players holding identical
 * cards (two copies of a face, or two jolly) draw again, keeping their place above the others.
 *
 * - Formed pairs: the highest card chooses line and place (Tavolo seats him at 0) and is served
 *   by the opponent with the lower card, who deals (seat 3, at his right); partners sit opposite.
 * - Pairs to form: the highest chooses (seat 0), the others follow in the order of play by their
 *   cards, and the lowest deals.
 * - One against one (art. 2, "tornei singoli"): the higher card plays first, the lower deals.
 *
 * So the first dealer is always the last seat and seat 0 plays first.
 */
import {
  type CardDraw,
  type CardId,
  type ShuffleSeed,
  SUITS,
  drawForOrder,
  faceOf,
} from '@tavolo/cards';

export type SeatingRequest =
  | {
      readonly kind: 'pairs';
      readonly pairs: readonly [readonly [string, string], readonly [string, string]];
    }
  | { readonly kind: 'individual'; readonly players: readonly [string, string, string, string] }
  | { readonly kind: 'singles'; readonly players: readonly [string, string] };

export interface SeatDraw extends CardDraw {
  /** Player names by seat. */
  readonly seats: readonly string[];
  readonly dealer: number;
}

/** Higher is better: jolly, then 2 A K .. 3, suits H D C S. */
export const drawStrength = (id: CardId): number => {
  const face = faceOf(id);
  if (!face) return 100;
  const rank = face.rank === 2 ? 15 : face.rank === 1 ? 14 : face.rank;
  return rank * 4 + (3 - SUITS.indexOf(face.suit));
};

export const playersOf = (request: SeatingRequest): readonly string[] =>
  request.kind === 'pairs' ? request.pairs.flat() : request.players;

/** The cards each player draws, in the given order, and the ranking they make. */
export const drawCards = (players: readonly string[], seed: ShuffleSeed): CardDraw =>
  drawForOrder(players, seed, drawStrength);

export const drawForSeats = (request: SeatingRequest, seed: ShuffleSeed): SeatDraw => {
  const { draws, ranking } = drawCards(playersOf(request), seed);
  let seats: readonly string[] = ranking;
  if (request.kind === 'pairs') {
    const first = ranking[0] as string;
    const ownPair = request.pairs.find((pair) => pair.includes(first)) as readonly [string, string];
    const partner = ownPair[0] === first ? ownPair[1] : ownPair[0];
    const [higher, lower] = ranking.filter((p) => !ownPair.includes(p)) as [string, string];
    seats = [first, higher, partner, lower];
  }
  return {
    draws,
    ranking,
    seats,
    dealer: seats.length - 1,
  };
};
