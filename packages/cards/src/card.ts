/**
 * The physical cards of Tavolo's games: two 54-card French decks, 104 naturals and 4 jokers.
 * Every physical card has its own id (0..107) so that the two copies of a card stay distinct
 * in state, logs and replays. Canonical order: deck 0 then deck 1; in each deck the suits
 * H D C S (the suit rank order of S40-CdG art. 1), ranks A 2 .. K within a suit, then two jokers.
 */

export type Suit = 'H' | 'D' | 'C' | 'S';
/** 1 = ace, 11 = jack, 12 = queen, 13 = king. */
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;
/** A physical card: 0..107. */
export type CardId = number;

export const SUITS: readonly Suit[] = ['H', 'D', 'C', 'S'];
export const RANKS: readonly Rank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
export const CARDS_PER_DECK = 54;
export const DECKS = 2;
export const DECK_SIZE = CARDS_PER_DECK * DECKS;

const RANK_CHARS = 'A23456789TJQK';

export interface NaturalFace {
  readonly rank: Rank;
  readonly suit: Suit;
}

export const isCardId = (value: unknown): value is CardId =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < DECK_SIZE;

export const isJoker = (id: CardId): boolean => id % CARDS_PER_DECK >= 52;

/** The face of a natural card; undefined for a joker. */
export const faceOf = (id: CardId): NaturalFace | undefined => FACES[id];

/** The rank of a natural card (0 for a joker, which has none until it is placed). */
export const rankOf = (id: CardId): Rank | 0 => FACES[id]?.rank ?? 0;

export const suitOf = (id: CardId): Suit | undefined => FACES[id]?.suit;

/** Which of the two decks a card comes from (0 or 1). */
export const deckOf = (id: CardId): 0 | 1 => (id < CARDS_PER_DECK ? 0 : 1);

export const naturalId = (face: NaturalFace, deck: 0 | 1 = 0): CardId =>
  deck * CARDS_PER_DECK + SUITS.indexOf(face.suit) * 13 + (face.rank - 1);

export const jokerIds = (): readonly CardId[] => [52, 53, 106, 107];

/** Both physical copies of a natural face, deck 0 first. */
export const copiesOf = (face: NaturalFace): readonly [CardId, CardId] => [
  naturalId(face, 0),
  naturalId(face, 1),
];

/** Two ids show the same face (the two copies of a natural, or any two jokers). */
export const sameFace = (a: CardId, b: CardId): boolean =>
  isJoker(a) ? isJoker(b) : !isJoker(b) && a % CARDS_PER_DECK === b % CARDS_PER_DECK;

/** The 108 ids in canonical order. */
export const fullDeck = (): CardId[] => Array.from({ length: DECK_SIZE }, (_, i) => i);

export const rankChar = (rank: Rank): string => RANK_CHARS[rank - 1] as string;

export const rankFromChar = (ch: string): Rank | undefined => {
  const i = RANK_CHARS.indexOf(ch);
  return i < 0 ? undefined : ((i + 1) as Rank);
};

export const isSuit = (ch: string): ch is Suit =>
  ch === 'H' || ch === 'D' || ch === 'C' || ch === 'S';

export const faceCode = (face: NaturalFace): string => rankChar(face.rank) + face.suit;

const FACES: readonly (NaturalFace | undefined)[] = Array.from({ length: DECK_SIZE }, (_, id) => {
  const inDeck = id % CARDS_PER_DECK;
  if (inDeck >= 52) return undefined;
  return Object.freeze({
    rank: ((inDeck % 13) + 1) as Rank,
    suit: SUITS[Math.floor(inDeck / 13)] as Suit,
  });
});
