/**
 * Melds (S40-CdG art. 7-9, 17; S40-REG art. 3-4): reading a meld from the cards a player lays,
 * the joker's value, the opening value, lay-offs and joker replacement.
 *
 * A sequence is a run of one suit over positions 1..14, where positions 1 and 14 are both the
 * ace (low, before the 2, and high, after the K): so a run never wraps (K-A-2 is no sequence),
 * holds at most 14 cards, and at most one natural ace (art. 9: "l'Asso nelle sequenze è unico").
 */
import {
  type CardId,
  type NaturalFace,
  type Rank,
  type Result,
  type RuleError,
  type Suit,
  err,
  faceCode,
  faceOf,
  isCardId,
  isJoker,
  ok,
  RANKS,
  ruleError,
  SUITS,
} from '@tavolo/cards';
import type { RuleOptions, RuleProfile } from './profile.js';

/** A card on the table with the face it shows: its own, or for a joker the one it stands for. */
export interface PlacedCard {
  readonly id: CardId;
  readonly face: NaturalFace;
}

export interface SequenceMeld {
  readonly kind: 'sequence';
  readonly suit: Suit;
  /** Position of the first card: 1 = ace low, 14 = ace high. */
  readonly low: number;
  /** In position order. */
  readonly cards: readonly PlacedCard[];
}

export interface CombinationMeld {
  readonly kind: 'combination';
  readonly rank: Rank;
  readonly cards: readonly PlacedCard[];
}

export type Meld = SequenceMeld | CombinationMeld;

/** A card as a player lays it: a joker may carry a declared value (S40-CdG art. 8). */
export interface MeldCard {
  readonly id: CardId;
  readonly as?: NaturalFace;
}

type MeldRules = Pick<
  RuleOptions,
  'maxJokersPerMeld' | 'jokerDefaultSuit' | 'aceHigh' | 'jokerTakesItsPlace'
>;

/** The highest position of a run: 14 (the ace after the K) where the profile allows it. */
const topPosition = (rules: MeldRules): number => (rules.aceHigh ? 14 : 13);

const ART9 = 'S40-CdG art. 9';

/** A well-formed face, for values that come from outside. */
export const isFace = (value: unknown): value is NaturalFace => {
  if (typeof value !== 'object' || value === null) return false;
  const { rank, suit } = value as Record<string, unknown>;
  return (
    Number.isInteger(rank) &&
    (rank as number) >= 1 &&
    (rank as number) <= 13 &&
    SUITS.includes(suit as Suit)
  );
};

/** A well-formed meld card, for values that come from outside. */
export const isMeldCard = (value: unknown): value is MeldCard => {
  if (typeof value !== 'object' || value === null) return false;
  const { id, as } = value as Record<string, unknown>;
  return isCardId(id) && (as === undefined || isFace(as));
};
const ART8 = 'S40-CdG art. 8';

const rankAt = (position: number): Rank => (position === 14 ? 1 : position) as Rank;
const positionsOf = (rank: Rank, top: number): readonly number[] =>
  rank === 1 && top === 14 ? [1, 14] : [rank];
const sameFace = (a: NaturalFace, b: NaturalFace) => a.rank === b.rank && a.suit === b.suit;

export const highPosition = (meld: SequenceMeld): number => meld.low + meld.cards.length - 1;

export const jokersIn = (meld: Meld): number => meld.cards.filter((c) => isJoker(c.id)).length;

/**
 * A card's value for the opening (S40-CdG art. 7): face value, figures and ten 10, the ace 11
 * except when it stands before the 2 in a sequence (1); a joker is worth the card it stands for.
 */
export const openingValue = (rank: Rank, aceLow: boolean): number =>
  rank === 1 ? (aceLow ? 1 : 11) : rank >= 10 ? 10 : rank;

export const meldPoints = (meld: Meld): number =>
  meld.kind === 'sequence'
    ? meld.cards.reduce((sum, c, i) => sum + openingValue(c.face.rank, meld.low + i === 1), 0)
    : meld.cards.length * openingValue(meld.rank, false);

const jokerLimitError = (rules: MeldRules, jokers: number): RuleError | undefined =>
  rules.maxJokersPerMeld !== null && jokers > rules.maxJokersPerMeld
    ? ruleError(
        'too-many-jokers',
        'S40-REG art. 3.4',
        `at most ${rules.maxJokersPerMeld} joker(s) in one meld`,
      )
    : undefined;

/** The suit an undeclared joker takes beside `reference` in a combination (art. 8; S40-CLUB §C). */
export const defaultJokerSuit = (
  rules: MeldRules,
  reference: Suit,
  taken: ReadonlySet<Suit>,
): Suit | undefined => {
  const order: Suit[] =
    rules.jokerDefaultSuit === 'come-quando-fuori-piove'
      ? [1, 2, 3].map((k) => SUITS[(SUITS.indexOf(reference) + k) % 4] as Suit)
      : [SAME_COLOUR[reference], CROSSED[reference], ...SUITS];
  return order.find((s) => !taken.has(s));
};

const SAME_COLOUR: Record<Suit, Suit> = { H: 'D', D: 'H', C: 'S', S: 'C' };
const CROSSED: Record<Suit, Suit> = { H: 'S', S: 'H', D: 'C', C: 'D' };

const readCombination = (
  input: readonly MeldCard[],
  rank: Rank,
  rules: MeldRules,
): Result<CombinationMeld, RuleError> => {
  if (input.length > 4)
    return err(ruleError('combination-too-long', ART9, 'a combination has at most 4 cards'));
  const taken = new Set<Suit>();
  for (const c of input) {
    const face = isJoker(c.id) ? c.as : faceOf(c.id);
    if (!face) continue;
    if (face.rank !== rank)
      return err(
        ruleError(
          'bad-joker-declaration',
          ART8,
          `a joker in a combination of ${rank}s must stand for a ${rank}`,
        ),
      );
    if (taken.has(face.suit))
      return err(
        ruleError('combination-repeated-suit', ART9, 'a combination has cards of different suits'),
      );
    taken.add(face.suit);
  }
  const cards: PlacedCard[] = [];
  for (let i = 0; i < input.length; i++) {
    const c = input[i] as MeldCard;
    const own = isJoker(c.id) ? c.as : faceOf(c.id);
    if (own) {
      cards.push({ id: c.id, face: own });
      continue;
    }
    const reference = referenceSuit(input, i);
    const suit = reference && defaultJokerSuit(rules, reference, taken);
    if (!suit)
      return err(ruleError('combination-repeated-suit', ART9, 'no suit is left for the joker'));
    taken.add(suit);
    cards.push({ id: c.id, face: { rank, suit } });
  }
  return ok({ kind: 'combination', rank, cards });
};

/** The card "laid under" the joker: the nearest natural before it, else the nearest after. */
const referenceSuit = (input: readonly MeldCard[], at: number): Suit | undefined => {
  for (let i = at - 1; i >= 0; i--) {
    const f = faceOf((input[i] as MeldCard).id);
    if (f) return f.suit;
  }
  for (let i = at + 1; i < input.length; i++) {
    const f = faceOf((input[i] as MeldCard).id);
    if (f) return f.suit;
  }
  return undefined;
};

/** Every face as one shared value, so that placing cards allocates nothing. */
const FACE_AT: readonly NaturalFace[] = SUITS.flatMap((suit) =>
  RANKS.map((rank) => ({ rank, suit })),
);
const faceAt = (rank: Rank, suit: Suit): NaturalFace =>
  FACE_AT[SUITS.indexOf(suit) * 13 + rank - 1] as NaturalFace;

/** The face a card must show at a position, or undefined if it cannot stand there. */
const fits = (c: MeldCard, position: number, suit: Suit): NaturalFace | undefined => {
  const face = isJoker(c.id) ? c.as : faceOf(c.id);
  const rank = rankAt(position);
  if (!face) return faceAt(rank, suit);
  return face.rank === rank && face.suit === suit ? faceAt(rank, suit) : undefined;
};

const naturalAceAtBothEnds = (cards: readonly PlacedCard[], low: number): boolean =>
  low === 1 &&
  cards.length === 14 &&
  !isJoker((cards[0] as PlacedCard).id) &&
  !isJoker((cards[13] as PlacedCard).id);

/** Reads the cards in the order given, as consecutive positions. */
const readOrderedSequence = (
  input: readonly MeldCard[],
  suit: Suit,
  top: number,
): SequenceMeld | undefined => {
  const anchorIndex = input.findIndex((c) => !isJoker(c.id) || c.as);
  const anchor = input[anchorIndex] as MeldCard;
  const anchorFace = (isJoker(anchor.id) ? anchor.as : faceOf(anchor.id)) as NaturalFace;
  for (const position of positionsOf(anchorFace.rank, top)) {
    const low = position - anchorIndex;
    if (low < 1 || low + input.length - 1 > top) continue;
    const cards: PlacedCard[] = [];
    for (let i = 0; i < input.length; i++) {
      const face = fits(input[i] as MeldCard, low + i, suit);
      if (!face) break;
      cards.push({ id: (input[i] as MeldCard).id, face });
    }
    if (cards.length === input.length && !naturalAceAtBothEnds(cards, low))
      return { kind: 'sequence', suit, low, cards };
  }
  return undefined;
};

/**
 * Whether the naturals (and declared jokers) stand in order, one place apart, but an undeclared
 * joker's place in that order falls before the first or after the last place of a run.
 */
const jokerWithoutRoom = (input: readonly MeldCard[], suit: Suit, top: number): boolean => {
  if (!input.some((c) => isJoker(c.id) && !c.as)) return false;
  const anchorIndex = input.findIndex((c) => !isJoker(c.id) || c.as);
  const anchor = input[anchorIndex] as MeldCard;
  const anchorFace = (isJoker(anchor.id) ? anchor.as : faceOf(anchor.id)) as NaturalFace;
  return positionsOf(anchorFace.rank, top).some((position) => {
    const low = position - anchorIndex;
    const inOrder = input.every((c, i) => {
      const face = isJoker(c.id) ? c.as : faceOf(c.id);
      const p = low + i;
      return !face || (p >= 1 && p <= top && fits(c, p, suit) !== undefined);
    });
    return inOrder && (low < 1 || low + input.length - 1 > top);
  });
};

/**
 * Reads cards given out of order: fixed cards (naturals and declared jokers) at their positions,
 * undeclared jokers first in the gaps, then extending the run upwards, then downwards.
 */
const readUnorderedSequence = (
  input: readonly MeldCard[],
  suit: Suit,
  top: number,
): Result<SequenceMeld, RuleError> => {
  const fixed = input.filter((c) => !isJoker(c.id) || c.as);
  const free = input.filter((c) => isJoker(c.id) && !c.as);
  const hasAce = fixed.some((c) => (isJoker(c.id) ? c.as : faceOf(c.id))?.rank === 1);
  let failure: RuleError = ruleError(
    'sequence-not-consecutive',
    ART9,
    'a sequence is a run of consecutive cards; its gaps need a joker each',
  );
  for (const aceHigh of hasAce && top === 14 ? [false, true] : [false]) {
    const slots = new Map<number, MeldCard>();
    let clash = false;
    for (const c of fixed) {
      const rank = ((isJoker(c.id) ? c.as : faceOf(c.id)) as NaturalFace).rank;
      const position = rank === 1 && aceHigh ? 14 : rank;
      if (slots.has(position)) clash = true;
      slots.set(position, c);
    }
    if (clash) {
      failure = ruleError(
        'sequence-repeated-card',
        ART9,
        'a sequence cannot hold the same card twice',
      );
      continue;
    }
    const positions = [...slots.keys()].sort((a, b) => a - b);
    let low = positions[0] as number;
    let high = positions[positions.length - 1] as number;
    const gaps = high - low + 1 - positions.length;
    if (gaps > free.length) continue;
    let spare = free.length - gaps;
    const up = Math.min(spare, top - high);
    high += up;
    spare -= up;
    low -= spare;
    if (low < 1) {
      failure = ruleError('sequence-too-long', ART9, `a sequence has at most ${top} cards`);
      continue;
    }
    const jokers = [...free];
    const cards: PlacedCard[] = [];
    for (let p = low; p <= high; p++) {
      const c = slots.get(p) ?? (jokers.shift() as MeldCard);
      cards.push({ id: c.id, face: { rank: rankAt(p), suit } });
    }
    if (naturalAceAtBothEnds(cards, low)) {
      failure = ruleError('ace-unique', ART9, 'a sequence holds the ace only once');
      continue;
    }
    return ok({ kind: 'sequence', suit, low, cards });
  }
  return err(failure);
};

const readSequence = (
  input: readonly MeldCard[],
  suit: Suit,
  rules: MeldRules,
): Result<SequenceMeld, RuleError> => {
  const top = topPosition(rules);
  if (input.length > top)
    return err(ruleError('sequence-too-long', ART9, `a sequence has at most ${top} cards`));
  for (const c of input) {
    if (isJoker(c.id) && c.as && c.as.suit !== suit)
      return err(
        ruleError(
          'bad-joker-declaration',
          ART8,
          `a joker in a sequence of ${suit} must stand for a card of ${suit}`,
        ),
      );
  }
  const ordered = readOrderedSequence(input, suit, top);
  if (ordered) return ok(ordered);
  if (rules.jokerTakesItsPlace && jokerWithoutRoom(input, suit, top))
    return err(
      ruleError(
        'joker-no-room',
        'S40-CLUB §C',
        'the joker takes the place it occupies, and there is no card for that place',
      ),
    );
  // Two natural aces never make one run, whatever the order (art. 9: "l'Asso [...] è unico").
  const aces = input.filter((c) => !isJoker(c.id) && faceOf(c.id)?.rank === 1).length;
  if (aces > 1) return err(ruleError('ace-unique', ART9, 'a sequence holds the ace only once'));
  const read = readUnorderedSequence(input, suit, top);
  // Where the ace goes before the 2 only (S40-CLUB §C), say so of a run it would end after the K.
  if (!read.ok && top === 13 && readSequence(input, suit, { ...rules, aceHigh: true }).ok)
    return err(
      ruleError(
        'ace-after-king',
        'S40-CLUB §C',
        'the ace goes before the 2 only, never after the K',
      ),
    );
  // A, 2 and K together are a full A..K run (art. 9: A-2-...-K-Matta) or a wrap, which fails.
  const ranks = input.flatMap((c) => (isJoker(c.id) ? [] : [(faceOf(c.id) as NaturalFace).rank]));
  if (
    !read.ok &&
    read.error.code === 'sequence-not-consecutive' &&
    ranks.includes(1) &&
    ranks.includes(13) &&
    ranks.includes(2)
  )
    return err(
      ruleError(
        'sequence-wraps',
        ART9,
        'the ace joins the 2 or the K, never both: K-A-2 is not a sequence',
      ),
    );
  return read;
};

/**
 * Reads a meld from cards in the order the player gives them. An undeclared joker takes the
 * place it occupies in that order; if the cards are not in order, the run is completed as
 * `readUnorderedSequence` says. With a single natural card and jokers, the meld is a sequence
 * when the order reads as one, otherwise a combination (a declaration settles it).
 */
export const readMeld = (input: readonly MeldCard[], rules: MeldRules): Result<Meld, RuleError> => {
  if (!input.every(isMeldCard))
    return err(
      ruleError(
        'bad-card',
        'Tavolo',
        'a meld card is a card id (0-107) with, for a joker, an optional face',
      ),
    );
  if (input.length < 3)
    return err(ruleError('meld-too-short', ART9, 'a meld has at least three cards'));
  if (new Set(input.map((c) => c.id)).size !== input.length)
    return err(ruleError('duplicate-card', 'Tavolo', 'the same card is listed twice'));
  for (const c of input) {
    if (!isJoker(c.id) && c.as)
      return err(
        ruleError(
          'bad-joker-declaration',
          ART8,
          `only a joker takes a declared value, not ${faceCode(faceOf(c.id) as NaturalFace)}`,
        ),
      );
  }
  const naturals = input.flatMap((c) => (isJoker(c.id) ? [] : [faceOf(c.id) as NaturalFace]));
  if (naturals.length === 0)
    return err(
      ruleError('meld-only-jokers', 'S40-REG art. 3.3', 'a meld of jokers only is not allowed'),
    );
  const limit = jokerLimitError(rules, input.length - naturals.length);
  if (limit) return err(limit);

  const first = naturals[0] as NaturalFace;
  const oneRank = naturals.every((f) => f.rank === first.rank);
  const oneSuit = naturals.every((f) => f.suit === first.suit);
  const declared = input.find((c) => isJoker(c.id) && c.as)?.as;
  if (oneRank && oneSuit && naturals.length > 1)
    return err(
      ruleError('combination-repeated-suit', ART9, 'a combination has cards of different suits'),
    );
  if (oneRank && !oneSuit) return readCombination(input, first.rank, rules);
  if (oneSuit && !oneRank) return readSequence(input, first.suit, rules);
  if (!oneRank && !oneSuit)
    return err(
      ruleError(
        'not-a-meld',
        ART9,
        'a meld is a sequence of one suit or a combination of one rank',
      ),
    );
  // One natural card and jokers: a declaration, then the order given, decides.
  if (declared) {
    return declared.rank === first.rank && declared.suit !== first.suit
      ? readCombination(input, first.rank, rules)
      : readSequence(input, first.suit, rules);
  }
  const ordered = readOrderedSequence(input, first.suit, topPosition(rules));
  return ordered ? ok(ordered) : readCombination(input, first.rank, rules);
};

/** Refusals that rest on a profile option: their article is the profile's citation of it. */
const OPTION_OF: Readonly<Record<string, keyof RuleOptions>> = {
  'meld-only-jokers': 'maxJokersPerMeld',
  'ace-after-king': 'aceHigh',
  'joker-no-room': 'jokerTakesItsPlace',
};

/**
 * `readMeld` under a profile: a refusal that rests on one of its options cites the article the
 * profile gives for that option (a meld of jokers only is S40-REG 3.3 on fisca-101, S40-CdG art.
 * 9 on fisca-gara).
 */
export const readProfileMeld = (
  input: readonly MeldCard[],
  profile: RuleProfile,
): Result<Meld, RuleError> => {
  const read = readMeld(input, profile.options);
  const option = read.ok ? undefined : OPTION_OF[read.error.code];
  return read.ok || option === undefined
    ? read
    : err({ ...read.error, article: profile.citations[option].article });
};

/** Where a card could be laid off on a meld. */
export interface Placement {
  readonly face: NaturalFace;
  /** For a sequence, the end it goes to. */
  readonly end?: 'low' | 'high';
}

/**
 * The ways `card` can be laid off on `meld` (S40-CdG art. 6, 9). A declared value (`as`)
 * restricts a joker to that face.
 */
export const layOffPlacements = (
  meld: Meld,
  card: MeldCard,
  rules: MeldRules,
): readonly Placement[] => {
  // Called for every card against every meld when moves are listed: the common "does not
  // fit" answers allocate nothing.
  const joker = isJoker(card.id);
  const face = joker ? card.as : faceOf(card.id);
  if (meld.kind === 'combination') {
    if (meld.cards.length >= 4 || (face && face.rank !== meld.rank)) return NO_PLACEMENT;
    if (face && meld.cards.some((c) => c.face.suit === face.suit)) return NO_PLACEMENT;
    if (joker && jokerLimitError(rules, jokersIn(meld) + 1)) return NO_PLACEMENT;
    if (face) return [{ face }];
    const taken = new Set(meld.cards.map((c) => c.face.suit));
    const last = meld.cards[meld.cards.length - 1] as PlacedCard;
    const suit = defaultJokerSuit(rules, last.face.suit, taken);
    return suit ? [{ face: faceAt(meld.rank, suit) }] : NO_PLACEMENT;
  }
  if (face && face.suit !== meld.suit) return NO_PLACEMENT;
  if (joker && jokerLimitError(rules, jokersIn(meld) + 1)) return NO_PLACEMENT;
  const high = highPosition(meld);
  // The run reaches both aces only at 14 cards; then the new end and the other end may not
  // both be natural aces (art. 9).
  const otherEndNatural = (end: 'low' | 'high') =>
    meld.cards.length === 13 &&
    !joker &&
    !isJoker((end === 'high' ? meld.cards[0] : meld.cards[12])?.id as CardId);
  const atHigh =
    high < topPosition(rules) && !(high + 1 === 14 && otherEndNatural('high'))
      ? fits(card, high + 1, meld.suit)
      : undefined;
  const atLow =
    meld.low > 1 && !(meld.low - 1 === 1 && otherEndNatural('low'))
      ? fits(card, meld.low - 1, meld.suit)
      : undefined;
  if (!atHigh && !atLow) return NO_PLACEMENT;
  const placements: Placement[] = [];
  if (atHigh) placements.push({ face: atHigh, end: 'high' });
  if (atLow) placements.push({ face: atLow, end: 'low' });
  return placements;
};

const NO_PLACEMENT: readonly Placement[] = [];

const extend = (meld: SequenceMeld, card: PlacedCard, end: 'low' | 'high'): SequenceMeld =>
  end === 'high'
    ? { ...meld, cards: [...meld.cards, card] }
    : { ...meld, low: meld.low - 1, cards: [card, ...meld.cards] };

/** The meld with `card` added where `placement` says (which must come from layOffPlacements). */
export const addToMeld = (meld: Meld, card: CardId, placement: Placement): Meld => {
  const placed = { id: card, face: placement.face };
  if (meld.kind === 'combination') return { ...meld, cards: [...meld.cards, placed] };
  return extend(meld, placed, placement.end ?? 'high');
};

/**
 * Replaces the joker that stands for `card`'s face (S40-CdG art. 8: "solo dalla carta della
 * quale fa le veci"); undefined if the meld has no such joker.
 */
export const replaceJoker = (
  meld: Meld,
  card: CardId,
): { meld: Meld; joker: CardId } | undefined => {
  const face = faceOf(card);
  if (!face) return undefined;
  const at = meld.cards.findIndex((c) => isJoker(c.id) && sameFace(c.face, face));
  if (at < 0) return undefined;
  const joker = (meld.cards[at] as PlacedCard).id;
  const cards = meld.cards.map((c, i) => (i === at ? { id: card, face } : c));
  return { meld: { ...meld, cards }, joker };
};

/** The meld as notation, jokers with their value: `TH JH QH JK=KH`. */
export const meldCodes = (meld: Meld): string[] =>
  meld.cards.map((c) => (isJoker(c.id) ? `JK=${faceCode(c.face)}` : faceCode(c.face)));
