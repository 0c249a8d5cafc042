/**
 * Scala 40 search core: face codes and card values. MUTABLE BY DESIGN (the search core's
 * modules keep their state in reused typed arrays); never used by the rules engines, which stay
 * the authority (@tavolo/scala40).
 *
 * A face code is 0..51 for a natural card, suit-major as the engine's `faceKey` (H D C S, ace
 * to king: 13 * suit + rank - 1), and 52 for a joker. The two decks' copies of a natural share
 * its code, and the four jokers share 52: the core counts cards, it does not name them.
 */
import { type CardId, type NaturalFace, type Rank, type Suit, SUITS } from '@tavolo/cards';

export const JOKER = 52;
export const FACES = 53;

/** The face code of a card id: the deck's canonical order is the codes' order (card.ts). */
export const codeOfId = (id: CardId): number => {
  const inDeck = id % 54;
  return inDeck >= 52 ? JOKER : inDeck;
};

const SUIT_INDEX: Readonly<Record<Suit, number>> = { H: 0, D: 1, C: 2, S: 3 };

export const codeOfFace = (face: NaturalFace): number => SUIT_INDEX[face.suit] * 13 + face.rank - 1;

/** Shared face values, so that turning codes into engine faces allocates nothing. */
const FACE_VALUES: readonly NaturalFace[] = Array.from({ length: 52 }, (_, code) => ({
  rank: ((code % 13) + 1) as Rank,
  suit: SUITS[Math.floor(code / 13)] as Suit,
}));

export const faceOfCode = (code: number): NaturalFace => FACE_VALUES[code] as NaturalFace;

export const rankOfCode = (code: number): number => (code % 13) + 1;
export const suitOfCode = (code: number): number => (code / 13) | 0;

/** The rank shown at a sequence position (14 is the ace after the K). */
export const rankAt = (position: number): number => (position === 14 ? 1 : position);

/** The code of the card at `position` of a sequence of `suit`. */
export const codeAt = (suit: number, position: number): number =>
  suit * 13 + (position === 14 ? 0 : position - 1);

/** Opening value (S40-CdG art. 7): the ace 11, or 1 before the 2; figures and ten 10. */
export const openingValue = (rank: number, aceLow: boolean): number =>
  rank === 1 ? (aceLow ? 1 : 11) : rank >= 10 ? 10 : rank;

/** Penalty value in hand (S40-CdG art. 22): joker 25, ace 11, figures and ten 10. */
export const penaltyOfCode = (code: number): number => {
  if (code === JOKER) return 25;
  const rank = (code % 13) + 1;
  return rank === 1 ? 11 : rank >= 10 ? 10 : rank;
};

/**
 * The suit an undeclared joker takes beside a card of suit `reference` in a combination, given
 * the suits `taken` (a 4-bit mask): as the engine's `defaultJokerSuit` (S40-CdG art. 8;
 * S40-CLUB §C). -1 when every suit is taken.
 */
export const defaultJokerSuit = (comeQuando: boolean, reference: number, taken: number): number => {
  if (comeQuando) {
    for (let k = 1; k <= 3; k++) {
      const s = (reference + k) & 3;
      if ((taken & (1 << s)) === 0) return s;
    }
    return -1;
  }
  const same = reference ^ 1;
  if ((taken & (1 << same)) === 0) return same;
  const crossed = 3 - reference;
  if ((taken & (1 << crossed)) === 0) return crossed;
  for (let s = 0; s < 4; s++) if ((taken & (1 << s)) === 0) return s;
  return -1;
};

/** A face code as notation (`TH`, `JK`), for keys and messages. */
export const codeName = (code: number): string =>
  code === JOKER ? 'JK' : `${'A23456789TJQK'[code % 13]}${'HDCS'[(code / 13) | 0]}`;
