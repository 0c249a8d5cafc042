/**
 * Melds (BUR-CH art. 7, 10-13): reading a meld from a set of cards, and laying cards off on it.
 *
 * A sequence lies on positions 1..14 of one suit, where 1 and 14 are both the ace (low before
 * the 2, high after the K: art. 12), so it never wraps. A matta is a jolly or any 2 (art. 11);
 * a 2 of the sequence's suit in the place of the 2 is natural, not a matta. The place of a matta
 * is not chosen by the player but follows from the naturals: it fills the one gap, or, with no
 * gap, it is free and lies at the lowest position (art. 7, 11), above the run when the run
 * starts at the ace. Cards may therefore be given in any order.
 */
import {
  type CardId,
  type Rank,
  type Result,
  type Suit,
  err,
  isJoker,
  ok,
  rankOf,
  suitOf,
} from '@tavolo/cards';
import { type RuleError, PROCEDURE, art, ruleError } from './errors.js';
import type { RuleOptions } from './profile.js';

/** A card in a meld; `wild` for a matta standing for another card. */
export interface MeldSlot {
  readonly id: CardId;
  readonly wild: boolean;
}

export interface SequenceMeld {
  readonly kind: 'sequence';
  readonly suit: Suit;
  /** The position of the first card: 1 = ace low; the last is at most 14 = ace high. */
  readonly low: number;
  /** In position order: card i lies at position low + i. */
  readonly cards: readonly MeldSlot[];
}

export interface CombinationMeld {
  readonly kind: 'combination';
  readonly rank: Rank;
  /** The naturals, then the matta (art. 7: "l'eventuale matta va messa in ultima posizione"). */
  readonly cards: readonly MeldSlot[];
}

export type Meld = SequenceMeld | CombinationMeld;

export type MeldRules = Pick<
  RuleOptions,
  | 'minMeldCards'
  | 'sequenceMaxCards'
  | 'sequenceMaxNaturals'
  | 'combinationMaxCards'
  | 'maxWildsPerMeld'
>;

export const isPinella = (id: CardId): boolean => rankOf(id) === 2;

/** Jolly and pinelle are the mattas (art. 11). */
export const isMatta = (id: CardId): boolean => isJoker(id) || isPinella(id);

export const wildsIn = (meld: Meld): number => meld.cards.filter((c) => c.wild).length;

/** The rank shown at a sequence position. */
export const rankAtPosition = (position: number): Rank => (position === 14 ? 1 : position) as Rank;

const byId = (a: CardId, b: CardId) => a - b;

const tooManyMattas = (rules: MeldRules) =>
  ruleError(
    'too-many-mattas',
    art(10),
    `a meld holds at most ${rules.maxWildsPerMeld} matta (a pinella standing as the natural 2 aside)`,
  );

const readCombination = (
  ids: readonly CardId[],
  rules: MeldRules,
): Result<CombinationMeld, RuleError> => {
  const naturals = ids.filter((id) => !isMatta(id)).sort(byId);
  const wilds = ids.filter(isMatta).sort(byId);
  const rank = rankOf(naturals[0] as CardId);
  if (rank === 0 || naturals.some((id) => rankOf(id) !== rank))
    return err(ruleError('not-a-combination', art(10), 'a combination holds cards of one rank'));
  if (wilds.length > rules.maxWildsPerMeld) return err(tooManyMattas(rules));
  if (ids.length > rules.combinationMaxCards)
    return err(
      ruleError(
        'combination-too-long',
        art(13),
        `a combination has at most ${rules.combinationMaxCards} cards, the matta included`,
      ),
    );
  return ok({
    kind: 'combination',
    rank,
    cards: [
      ...naturals.map((id) => ({ id, wild: false })),
      ...wilds.map((id) => ({ id, wild: true })),
    ],
  });
};

/** Every way to put the natural aces at positions 1 and 14. */
const acePlacements = (aces: readonly CardId[]): readonly (readonly [CardId, number][])[] => {
  const [a, b] = aces as [CardId, CardId];
  if (aces.length === 0) return [[]];
  if (aces.length === 1) return [[[a, 1]], [[a, 14]]];
  return [
    [
      [a, 1],
      [b, 14],
    ],
    [
      [a, 14],
      [b, 1],
    ],
  ];
};

/**
 * Reads a sequence of `suit`. `keep` lists naturals already on the table with their positions:
 * a lay-off must leave them where they are, as naturals. Among the readings, those with a
 * natural 2 come first (art. 11), then the ace low before the ace high.
 */
const readSequence = (
  ids: readonly CardId[],
  suit: Suit,
  rules: MeldRules,
  keep: ReadonlyMap<CardId, number> = new Map(),
): Result<SequenceMeld, RuleError> => {
  const fixed = ids.filter((id) => !isMatta(id));
  if (fixed.some((id) => suitOf(id) !== suit))
    return err(ruleError('not-a-sequence', art(10), 'a sequence holds cards of one suit'));
  const suitTwos = ids.filter((id) => isPinella(id) && suitOf(id) === suit).sort(byId);
  const aces = fixed.filter((id) => rankOf(id) === 1).sort(byId);
  const others = fixed.filter((id) => rankOf(id) !== 1);
  let failure = ruleError(
    'sequence-not-consecutive',
    art(10),
    'a sequence is a run of consecutive cards of one suit; one gap may hold the matta',
  );
  if (aces.length > 2)
    return err(ruleError('sequence-repeated-card', art(12), 'a sequence holds each card once'));
  for (const naturalTwo of [...suitTwos, undefined]) {
    for (const aceAt of acePlacements(aces)) {
      const at = new Map<number, CardId>();
      const naturals: [CardId, number][] = [
        ...aceAt,
        ...others.map((id): [CardId, number] => [id, rankOf(id)]),
        ...(naturalTwo === undefined ? [] : [[naturalTwo, 2] as [CardId, number]]),
      ];
      for (const [id, position] of naturals) {
        if (at.has(position))
          failure = ruleError('sequence-repeated-card', art(12), 'a sequence holds each card once');
        at.set(position, id);
      }
      if (at.size !== naturals.length) continue;
      const wilds = ids.filter((id) => isMatta(id) && id !== naturalTwo).sort(byId);
      if (wilds.length > rules.maxWildsPerMeld) {
        failure = tooManyMattas(rules);
        continue;
      }
      if ([...keep].some(([id, position]) => at.get(position) !== id)) {
        failure = ruleError(
          'meld-cards-move',
          art(11),
          'the naturals of a meld on the table keep their places',
        );
        continue;
      }
      const positions = [...at.keys()].sort((x, y) => x - y);
      let low = positions[0] as number;
      let high = positions[positions.length - 1] as number;
      const gaps = high - low + 1 - positions.length;
      if (gaps > wilds.length) continue;
      const free = wilds.length - gaps;
      const below = Math.min(free, low - 1);
      low -= below;
      high += free - below;
      if (
        high > 14 ||
        at.size > rules.sequenceMaxNaturals ||
        high - low + 1 > rules.sequenceMaxCards
      ) {
        failure = ruleError(
          'sequence-too-long',
          art(12),
          `a sequence has at most ${rules.sequenceMaxNaturals} ordered cards plus the matta, from the ace to the ace`,
        );
        continue;
      }
      const spare = [...wilds];
      const cards: MeldSlot[] = [];
      for (let p = low; p <= high; p++) {
        const natural = at.get(p);
        cards.push(
          natural === undefined
            ? { id: spare.shift() as CardId, wild: true }
            : { id: natural, wild: false },
        );
      }
      // A pinella in the place of its own 2 is that natural 2, never a matta (art. 11).
      if (naturalTwo === undefined && suitTwos.some((id) => cards[2 - low]?.id === id)) continue;
      return ok({ kind: 'sequence', suit, low, cards });
    }
  }
  return err(failure);
};

const checkCards = (ids: readonly CardId[], rules: MeldRules): RuleError | undefined => {
  if (new Set(ids).size !== ids.length)
    return ruleError('duplicate-card', PROCEDURE, 'the same card is listed twice');
  if (ids.length < rules.minMeldCards)
    return ruleError('meld-too-short', art(10), `a meld has at least ${rules.minMeldCards} cards`);
  if (ids.every(isMatta))
    return ruleError(
      'meld-of-mattas',
      art(11),
      'no meld of pinelle or jolly ("non si possono calare combinazioni di pinelle o jolly")',
    );
  return undefined;
};

/** Reads a new meld from cards in any order (art. 10-13). */
export const readMeld = (ids: readonly CardId[], rules: MeldRules): Result<Meld, RuleError> => {
  const bad = checkCards(ids, rules);
  if (bad) return err(bad);
  const fixed = ids.filter((id) => !isMatta(id));
  const ranks = new Set(fixed.map(rankOf));
  const suits = new Set(fixed.map(suitOf));
  if (ranks.size === 1) {
    const combination = readCombination(ids, rules);
    if (combination.ok || suits.size > 1) return combination;
    const sequence = readSequence(
      ids,
      fixed[0] !== undefined ? (suitOf(fixed[0]) as Suit) : 'H',
      rules,
    );
    return sequence.ok ? sequence : combination;
  }
  if (suits.size > 1)
    return err(
      ruleError(
        'not-a-meld',
        art(10),
        'a meld is a sequence of one suit or a combination of one rank',
      ),
    );
  return readSequence(ids, suitOf(fixed[0] as CardId) as Suit, rules);
};

/** The meld with `ids` laid off on it (art. 11: a displaced matta stays in its meld). */
export const extendMeld = (
  meld: Meld,
  ids: readonly CardId[],
  rules: MeldRules,
): Result<Meld, RuleError> => {
  if (ids.length === 0)
    return err(ruleError('no-cards', PROCEDURE, 'a lay-off names at least one card'));
  const all = [...meld.cards.map((c) => c.id), ...ids];
  if (new Set(all).size !== all.length)
    return err(ruleError('duplicate-card', PROCEDURE, 'the same card is listed twice'));
  if (meld.kind === 'combination') {
    const fits = ids.every((id) => isMatta(id) || rankOf(id) === meld.rank);
    return fits
      ? readCombination(all, rules)
      : err(ruleError('not-a-combination', art(10), 'a combination holds cards of one rank'));
  }
  const fast = ids.length === 1 ? extendCleanRun(meld, ids[0] as CardId, rules) : undefined;
  if (fast) return ok(fast);
  const keep = new Map<CardId, number>();
  meld.cards.forEach((c, i) => {
    if (!c.wild) keep.set(c.id, meld.low + i);
  });
  return readSequence(all, meld.suit, rules, keep);
};

/**
 * The common lay-offs, without re-reading the meld: one card onto a run that holds no matta.
 * A natural (not a 2, which may be a matta) goes to the one end it fits; a jolly, or a pinella
 * of another suit, is a free matta and lies below the run, or above it when the run starts at
 * the ace (art. 11). Gives the meld `readSequence` would; undefined when the case is not this
 * simple (a 2 of the run's suit, a run with a matta, an ace that fits both ends).
 */
const extendCleanRun = (
  meld: SequenceMeld,
  id: CardId,
  rules: MeldRules,
): SequenceMeld | undefined => {
  const wild = isMatta(id);
  if (wild ? isPinella(id) && suitOf(id) === meld.suit : suitOf(id) !== meld.suit) return undefined;
  const size = meld.cards.length + 1;
  if (size > rules.sequenceMaxCards || (!wild && size > rules.sequenceMaxNaturals))
    return undefined;
  if (wild && rules.maxWildsPerMeld < 1) return undefined;
  for (const c of meld.cards) if (c.wild || c.id === id) return undefined;
  const high = meld.low + meld.cards.length - 1;
  let below: boolean;
  if (wild) {
    below = meld.low > 1;
    if (!below && high >= 14) return undefined;
  } else {
    const rank = rankOf(id);
    below = (rank === 1 ? 1 : rank) === meld.low - 1;
    if (below === ((rank === 1 ? 14 : rank) === high + 1)) return undefined;
  }
  const card = { id, wild };
  return below
    ? { ...meld, low: meld.low - 1, cards: [card, ...meld.cards] }
    : { ...meld, cards: [...meld.cards, card] };
};

/**
 * A quick test that is false only when `extendMeld(meld, [id])` must fail, so that listing the
 * lay-offs reads the meld again only for cards that may fit. The meld must have room for one
 * more card. A matta needs a free matta place, unless a pinella of the sequence's suit (the new
 * card or the meld's matta) may become its natural 2. A natural must be of the meld's rank, or
 * of its suit and near enough: its place is not held by a natural of the meld (they keep their
 * places), and it is at most one place plus one per matta of the meld beyond its ends (each
 * place left between needs a matta).
 */
export const mayExtend = (meld: Meld, id: CardId, rules: MeldRules): boolean => {
  const cards = meld.cards;
  let wilds = 0;
  for (const c of cards) if (c.wild) wilds++;
  if (meld.kind === 'combination')
    return (
      cards.length < rules.combinationMaxCards &&
      (isMatta(id) ? wilds < rules.maxWildsPerMeld : rankOf(id) === meld.rank)
    );
  if (cards.length >= rules.sequenceMaxCards) return false;
  if (isMatta(id)) {
    if (wilds < rules.maxWildsPerMeld) return true;
    const suitTwo = (card: CardId) => isPinella(card) && suitOf(card) === meld.suit;
    return suitTwo(id) || cards.some((c) => c.wild && suitTwo(c.id));
  }
  if (suitOf(id) !== meld.suit) return false;
  const low = meld.low;
  const high = low + cards.length - 1;
  const fits = (position: number): boolean =>
    position >= low - 1 - wilds &&
    position <= high + 1 + wilds &&
    (position < low || position > high || (cards[position - low] as MeldSlot).wild);
  const rank = rankOf(id);
  return rank === 1 ? fits(1) || fits(14) : fits(rank);
};
