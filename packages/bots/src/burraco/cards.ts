/**
 * Card facts the Burraco levels share: faces (the two copies of a card are one face, all jolly
 * one), points, and whether a card fits a meld on the table.
 */
import {
  type CardValues,
  type Meld,
  type MeldRules,
  type MeldView,
  cardPoints,
  extendMeldByOne,
  isMatta,
  mayExtend,
} from '@tavolo/burraco';
import { type CardId, isJoker } from '@tavolo/cards';

/** The face of a card: 0..51 for naturals (suit * 13 + rank - 1), 52 for every jolly. */
export const faceKey = (id: CardId): number => (isJoker(id) ? 52 : id % 54);
export const FACES = 53;

/** The rank 1..13 of a natural face, 0 for the jolly. */
export const faceRank = (face: number): number => (face === 52 ? 0 : (face % 13) + 1);
/** The suit index 0..3 of a natural face, -1 for the jolly. */
export const faceSuit = (face: number): number => (face === 52 ? -1 : Math.floor(face / 13));

export const points = (id: CardId, values: CardValues): number => cardPoints(id, values);

export const handPoints = (ids: readonly CardId[], values: CardValues): number => {
  let sum = 0;
  for (const id of ids) sum += cardPoints(id, values);
  return sum;
};

/** The meld with `id` laid on it, or undefined if it does not fit. */
export const fitOnto = (meld: Meld, id: CardId, rules: MeldRules): Meld | undefined =>
  mayExtend(meld, id, rules) ? extendMeldByOne(meld, id, rules) : undefined;

/**
 * Whether a natural `id` can be laid off on one of `melds` (a matta fits almost anywhere and is
 * judged apart): a discard the opponents' line could use if it took the pile.
 */
export const fitsAny = (melds: readonly MeldView[], id: CardId, rules: MeldRules): boolean => {
  for (const m of melds) if (fitOnto(m.meld, id, rules) !== undefined) return true;
  return false;
};

export { isMatta };
