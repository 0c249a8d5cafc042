/**
 * A bridge hand as the bidding bot weighs it: high-card points (A 4, K 3, Q 2, J 1), the
 * length of each suit, whether it is balanced, and the shortness points a hand adds when it
 * has found a trump fit. Suits are indices 0..3 (C D H S), as `suit52Index` gives them.
 */
import { type Card52, rank52Of, suit52Index } from '@tavolo/cards';
import type { Strain } from '@tavolo/bridge';

export type SuitIndex = 0 | 1 | 2 | 3;
export const SUIT_INDICES: readonly SuitIndex[] = [0, 1, 2, 3];
export const SUIT_STRAINS: readonly Strain[] = ['C', 'D', 'H', 'S'];

/** The suit index of a strain, or null for no trump. */
export const suitOfStrain = (strain: Strain): SuitIndex | null =>
  strain === 'NT' ? null : (SUIT_STRAINS.indexOf(strain) as SuitIndex);

export const isMajor = (suit: number): boolean => suit === 2 || suit === 3;

export const hcpOf = (cards: readonly Card52[]): number =>
  cards.reduce((sum, c) => sum + Math.max(0, rank52Of(c) - 10), 0);

/** The four suit lengths, clubs first. */
export const lengthsOf = (cards: readonly Card52[]): [number, number, number, number] => {
  const lengths: [number, number, number, number] = [0, 0, 0, 0];
  for (const c of cards) lengths[suit52Index(c) as SuitIndex] += 1;
  return lengths;
};

/** 4-3-3-3, 4-4-3-2 or 5-3-3-2: no void, no singleton, at most one doubleton. */
export const isBalanced = (lengths: readonly number[]): boolean =>
  lengths.every((l) => l >= 2) && lengths.filter((l) => l === 2).length <= 1;

/** The cards of one suit, highest first. */
export const suitCards = (cards: readonly Card52[], suit: number): Card52[] =>
  cards.filter((c) => suit52Index(c) === suit).sort((a, b) => b - a);

/**
 * Points for shortness once a trump fit is found (void 3, singleton 2, doubleton 1), counted
 * outside the trump suit.
 */
export const shortnessPoints = (lengths: readonly number[], trump: number): number =>
  lengths.reduce(
    (sum, l, suit) => sum + (suit === trump ? 0 : l === 0 ? 3 : l === 1 ? 2 : l === 2 ? 1 : 0),
    0,
  );

/** One point for each card beyond the fifth in a suit: for a hand that plays its own suit. */
export const lengthPoints = (lengths: readonly number[]): number =>
  lengths.reduce((sum, l) => sum + Math.max(0, l - 5), 0);

/** The longest suit, the higher-ranking of equals. */
export const longestSuit = (lengths: readonly number[]): SuitIndex => {
  let best: SuitIndex = 3;
  for (const s of [2, 1, 0] as const) if ((lengths[s] ?? 0) > (lengths[best] ?? 0)) best = s;
  return best;
};

export interface HandFacts {
  readonly hcp: number;
  readonly lengths: readonly [number, number, number, number];
  readonly balanced: boolean;
}

export const factsOf = (cards: readonly Card52[]): HandFacts => {
  const lengths = lengthsOf(cards);
  return { hcp: hcpOf(cards), lengths, balanced: isBalanced(lengths) };
};
