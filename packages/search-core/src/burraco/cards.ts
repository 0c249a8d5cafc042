/**
 * Card facts for the Burraco search core, as tables by card id (0..107, two decks of 54; 52 and
 * 53 of each deck are the jolly). MUTABLE-CORE MODULE: part of the search core, which is mutable
 * by design and never used by the rules engines (@tavolo/burraco stays the authority).
 */
import { DECK_SIZE, SUITS, rankOf, suitOf } from '@tavolo/cards';

export const DECK = DECK_SIZE;
/** The face of a card: 0..51 for the naturals (suit * 13 + rank - 1), 52 for every jolly. */
export const FACE = new Uint8Array(DECK);
/** Rank 1..13, 0 for a jolly. */
export const RANK = new Uint8Array(DECK);
/** Suit index in SUITS order (H D C S), 4 for a jolly. */
export const SUIT = new Uint8Array(DECK);
/** Jolly or any 2 (BUR-CH art. 11). */
export const MATTA = new Uint8Array(DECK);
export const JOKER = new Uint8Array(DECK);

for (let id = 0; id < DECK; id++) {
  const rank = rankOf(id);
  const suit = suitOf(id);
  RANK[id] = rank;
  SUIT[id] = suit === undefined ? 4 : SUITS.indexOf(suit);
  FACE[id] = suit === undefined ? 52 : (SUIT[id] as number) * 13 + rank - 1;
  JOKER[id] = suit === undefined ? 1 : 0;
  MATTA[id] = suit === undefined || rank === 2 ? 1 : 0;
}

/** The face as the keys name it: the card code without its deck ("7H", "JK"). */
const RANK_CHARS = 'A23456789TJQK';
export const faceName = (face: number): string =>
  face === 52 ? 'JK' : `${RANK_CHARS[face % 13]}${SUITS[(face / 13) | 0]}`;

/** Suit letter to index. */
export const SUITS_OF: Readonly<Record<string, number>> = { H: 0, D: 1, C: 2, S: 3 };
