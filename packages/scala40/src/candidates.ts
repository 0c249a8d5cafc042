/**
 * Melds a hand could form, as faces (twins interchangeable): the candidates that openings,
 * melds and closings are searched among, and the pool that turns them back into cards.
 */
import { type CardId, type NaturalFace, type Rank, type Suit, faceOf, SUITS } from '@tavolo/cards';
import { type MeldCard, defaultJokerSuit, openingValue } from './meld.js';
import type { RuleOptions } from './profile.js';

/** A natural face as 0..51 (suit-major, as in the deck's canonical order). */
export const faceKey = (face: NaturalFace): number => SUITS.indexOf(face.suit) * 13 + face.rank - 1;

export type Slot = { readonly key: number } | { readonly joker: NaturalFace };

/** Shared slot values, so that listing candidates allocates only the candidates themselves. */
const NATURAL_SLOTS: readonly Slot[] = Array.from({ length: 52 }, (_, key) => ({ key }));
const JOKER_SLOTS: readonly Slot[] = Array.from({ length: 52 }, (_, key) => ({
  joker: { rank: ((key % 13) + 1) as Rank, suit: SUITS[Math.floor(key / 13)] as Suit },
}));

/** A meld the hand could form, described by faces so that twins stay interchangeable. */
export interface Candidate {
  /** In meld order: a natural face key, or a joker standing for a face. */
  readonly slots: readonly Slot[];
  readonly points: number;
  readonly jokers: number;
}

export interface Pool {
  /** Available ids per face key, the id to use first at the end. */
  readonly byFace: Map<number, CardId[]>;
  readonly jokers: CardId[];
}

export const poolOf = (cards: readonly CardId[], first?: CardId): Pool => {
  const byFace = new Map<number, CardId[]>();
  const jokers: CardId[] = [];
  const sorted = [...cards].sort((a, b) => b - a);
  for (const id of sorted) {
    if (id === first) continue;
    const face = faceOf(id);
    if (!face) jokers.push(id);
    else {
      const key = faceKey(face);
      const ids = byFace.get(key);
      if (ids) ids.push(id);
      else byFace.set(key, [id]);
    }
  }
  if (first !== undefined) {
    const face = faceOf(first);
    if (!face) jokers.push(first);
    else byFace.set(faceKey(face), [...(byFace.get(faceKey(face)) ?? []), first]);
  }
  return { byFace, jokers };
};

/** Takes the cards of a candidate out of the pool (which must hold them). */
export const materialize = (candidate: Candidate, pool: Pool): MeldCard[] =>
  candidate.slots.map((slot) =>
    'key' in slot
      ? { id: (pool.byFace.get(slot.key) as CardId[]).pop() as CardId }
      : { id: pool.jokers.pop() as CardId, as: slot.joker },
  );

/** Every meld the cards can form, in canonical form. */
export const candidateMelds = (cards: readonly CardId[], rules: RuleOptions): Candidate[] => {
  const counts = new Array<number>(52).fill(0);
  const perSuit = [0, 0, 0, 0];
  let jokers = 0;
  for (const id of cards) {
    const face = faceOf(id);
    if (!face) jokers++;
    else {
      const key = faceKey(face);
      counts[key]++;
      perSuit[Math.floor(key / 13)]++;
    }
  }
  const maxJokers = Math.min(jokers, rules.maxJokersPerMeld ?? 14);
  const out: Candidate[] = [];
  // Listing runs on every move: suits and ranks that cannot make a meld are skipped unseen.
  const has = new Array<boolean>(15);
  // The ace after the K where the profile allows it (S40-CdG art. 9; not S40-CLUB §C).
  const top = rules.aceHigh ? 14 : 13;
  for (let s = 0; s < 4; s++) {
    const naturalsInSuit = perSuit[s] as number;
    if (naturalsInSuit === 0 || naturalsInSuit + maxJokers < 3) continue;
    const base = s * 13;
    for (let p = 1; p <= 14; p++) has[p] = (counts[base + (p === 14 ? 0 : p - 1)] as number) > 0;
    for (let low = 1; low <= top - 2; low++) {
      let missing = 0;
      let naturals = 0;
      for (let high = low; high <= top; high++) {
        // A natural ace stands at one end only (S40-CdG art. 9): at 14 after a low ace, a joker.
        if (has[high] && !(high === 14 && low === 1)) naturals++;
        else missing++;
        if (missing > maxJokers) break;
        if (high - low < 2 || naturals === 0) continue;
        const slots: Slot[] = [];
        let points = 0;
        for (let p = low; p <= high; p++) {
          const key = base + (p === 14 ? 0 : p - 1);
          points += openingValue((p === 14 ? 1 : p) as Rank, p === 1);
          slots.push(
            has[p] && !(p === 14 && low === 1)
              ? (NATURAL_SLOTS[key] as Slot)
              : (JOKER_SLOTS[key] as Slot),
          );
        }
        out.push({ slots, points, jokers: missing });
      }
    }
  }
  for (let rank = 1; rank <= 13; rank++) {
    let presentCount = 0;
    for (let s = 0; s < 4; s++) if ((counts[s * 13 + rank - 1] as number) > 0) presentCount++;
    if (presentCount === 0 || presentCount + maxJokers < 3) continue;
    const present = SUITS.filter((_, s) => (counts[s * 13 + rank - 1] as number) > 0);
    for (let mask = 1; mask < 1 << present.length; mask++) {
      const suits = present.filter((_, i) => mask & (1 << i));
      for (let j = 0; j <= maxJokers; j++) {
        const size = suits.length + j;
        if (size < 3 || size > 4) continue;
        const taken = new Set<Suit>(suits);
        const slots: Slot[] = suits.map(
          (suit) => NATURAL_SLOTS[SUITS.indexOf(suit) * 13 + rank - 1] as Slot,
        );
        for (let k = 0; k < j; k++) {
          const suit = defaultJokerSuit(rules, suits[suits.length - 1] as Suit, taken) as Suit;
          taken.add(suit);
          slots.push(JOKER_SLOTS[SUITS.indexOf(suit) * 13 + rank - 1] as Slot);
        }
        out.push({ slots, points: size * openingValue(rank as Rank, false), jokers: j });
      }
    }
  }
  return out;
};

const naturalCount = (c: Candidate, key: number) =>
  c.slots.reduce((n, s) => n + ('key' in s && s.key === key ? 1 : 0), 0);

/** Whether the remaining counts can supply the candidate. */
export const supplies = (c: Candidate, counts: number[], jokers: number): boolean =>
  c.jokers <= jokers &&
  c.slots.every((s) => !('key' in s) || (counts[s.key] as number) >= naturalCount(c, s.key));

export const take = (c: Candidate, counts: number[], sign: 1 | -1) => {
  for (const s of c.slots) if ('key' in s) counts[s.key] = (counts[s.key] as number) - sign;
};

export const usesCard = (c: Candidate, card: CardId): boolean => {
  const face = faceOf(card);
  return face ? c.slots.some((s) => 'key' in s && s.key === faceKey(face)) : c.jokers > 0;
};

export const cardsOf = (cards: readonly CardId[]) => {
  const counts = new Array<number>(52).fill(0);
  let jokers = 0;
  for (const id of cards) {
    const face = faceOf(id);
    if (face) counts[faceKey(face)]++;
    else jokers++;
  }
  return { counts, jokers };
};
