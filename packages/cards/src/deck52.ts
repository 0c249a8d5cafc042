/**
 * The 52-card French deck of bridge, with its own ids (0..51), kept apart from the 108-card
 * ids of Scala 40 and Burraco (`card.ts`) so that a bridge card can never be read as one of
 * theirs. Canonical order: the suits by bridge rank, clubs, diamonds, hearts, spades; in each
 * suit the ranks 2 .. A (the ace is high). So `id = suitIndex * 13 + (rank - 2)`, and within a
 * suit a higher id is a higher card.
 */
import type { Suit } from './card.js';

/** A card of the 52-card deck: 0..51. */
export type Card52 = number;
/** 2..10, 11 = jack, 12 = queen, 13 = king, 14 = ace. */
export type Rank52 = 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14;

export const DECK52_SIZE = 52;
/** The suits from the lowest to the highest: C D H S. */
export const SUITS52: readonly Suit[] = ['C', 'D', 'H', 'S'];
export const RANKS52: readonly Rank52[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];

const RANK52_CHARS = '23456789TJQKA';

export const isCard52 = (value: unknown): value is Card52 =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < DECK52_SIZE;

export const suit52Of = (card: Card52): Suit => SUITS52[Math.floor(card / 13)] as Suit;
/** The suit's index in C D H S order (0..3). */
export const suit52Index = (card: Card52): number => Math.floor(card / 13);
export const rank52Of = (card: Card52): Rank52 => ((card % 13) + 2) as Rank52;

export const card52 = (suit: Suit, rank: Rank52): Card52 => SUITS52.indexOf(suit) * 13 + (rank - 2);

/** The 52 ids in canonical order. */
export const deck52 = (): Card52[] => Array.from({ length: DECK52_SIZE }, (_, i) => i);

/** `SA`, `HT`, `C2`: suit then rank, as PBN and the bridge oracle write a card. */
export const card52Code = (card: Card52): string =>
  suit52Of(card) + (RANK52_CHARS[card % 13] as string);

export const rank52Char = (rank: Rank52): string => RANK52_CHARS[rank - 2] as string;

/** One rank character (`A`, `t`, `2`); undefined for anything else, the empty string included. */
export const rank52FromChar = (ch: string): Rank52 | undefined => {
  if (ch.length !== 1) return undefined;
  const i = RANK52_CHARS.indexOf(ch.toUpperCase());
  return i < 0 ? undefined : ((i + 2) as Rank52);
};

/** Reads `SA`, `hT`, `H10` (10 also as T); undefined for anything else. */
export const parseCard52 = (text: string): Card52 | undefined => {
  const t = text.trim().toUpperCase();
  const suit = t[0];
  if (suit !== 'C' && suit !== 'D' && suit !== 'H' && suit !== 'S') return undefined;
  const rest = t.slice(1);
  const rank = rest === '10' ? 10 : rest.length === 1 ? rank52FromChar(rest) : undefined;
  return rank === undefined ? undefined : card52(suit, rank);
};
