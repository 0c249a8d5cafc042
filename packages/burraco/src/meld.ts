/**
 * Melds (BUR-CH art. 7, 10-13): reading a meld from a set of cards, and laying cards off on it.
 *
 * A sequence lies on positions 1..14 of one suit, where 1 and 14 are both the ace (low before
 * the 2, high after the K: art. 12), so it never wraps. A matta is a jolly or any 2 (art. 11);
 * a 2 of the sequence's suit in the place of the 2 is natural, not a matta. A matta laid fills
 * the one gap the naturals leave; with no gap it is free and lies at the lowest position (art. 7,
 * 11: "Le matte libere vanno collocate sempre nella posizione più bassa"), above the run when
 * the run starts at the ace, unless the player puts it on top (`MattaPlace`). Cards may
 * therefore be given in any order. Once on the table a matta keeps its place until the card it
 * stands for replaces it (art. 11: "possono essere sostituiti solo dalla carta della quale fanno
 * le veci"); the matta replaced goes to the lowest free place of the same meld.
 */
import {
  type CardId,
  DECK_SIZE,
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

/**
 * Where a free matta the player lays goes (art. 11): `bottom`, the lowest place, as the rule
 * wants it ("vanno collocate sempre nella posizione più bassa"), or above the run when it starts
 * at the ace; `top`, above the run, which the player may choose "nell'intento di continuare il
 * gioco" and then may not take back. A matta that fills a gap has no choice.
 */
export type MattaPlace = 'bottom' | 'top';

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

export const wildsIn = (meld: Meld): number => {
  let wilds = 0;
  for (const c of meld.cards) if (c.wild) wilds++;
  return wilds;
};

/** The rank shown at a sequence position. */
export const rankAtPosition = (position: number): Rank => (position === 14 ? 1 : position) as Rank;

/**
 * Adds `id` to `ids`, kept in id order: a meld's lists hold a few cards, for which this is
 * cheaper than `sort`, which copies the array at every call.
 */
const pushById = (ids: CardId[], id: CardId): void => {
  let i = ids.length;
  ids.push(id);
  for (; i > 0 && (ids[i - 1] as CardId) > id; i--) ids[i] = ids[i - 1] as CardId;
  ids[i] = id;
};

/**
 * Whether a card is listed twice (as `new Set(ids).size !== ids.length`, NaN included): for the
 * few cards of a meld, comparing pairs is cheaper than building a Set.
 */
const hasDuplicate = (ids: readonly CardId[]): boolean => {
  for (let i = 1; i < ids.length; i++) {
    const id = ids[i] as CardId;
    for (let j = 0; j < i; j++) {
      const other = ids[j] as CardId;
      if (id === other || (id !== id && other !== other)) return true;
    }
  }
  return false;
};

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
  const naturals: CardId[] = [];
  const wilds: CardId[] = [];
  for (const id of ids) pushById(isMatta(id) ? wilds : naturals, id);
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
  const cards: MeldSlot[] = [];
  for (const id of naturals) cards.push({ id, wild: false });
  for (const id of wilds) cards.push({ id, wild: true });
  return ok({ kind: 'combination', rank, cards });
};

/** Why no reading of a sequence fits, kept as a code while reading: the error is built only when returned. */
const NOT_CONSECUTIVE = 0;
const REPEATED = 1;
const TOO_MANY_MATTAS = 2;
const MOVED = 3;
const TOO_LONG = 4;
const MATTA_BOUND = 5;
const NOT_FREE = 6;
const NO_ROOM_ON_TOP = 7;

const sequenceError = (failure: number, rules: MeldRules): RuleError => {
  switch (failure) {
    case REPEATED:
      return ruleError('sequence-repeated-card', art(12), 'a sequence holds each card once');
    case TOO_MANY_MATTAS:
      return tooManyMattas(rules);
    case MOVED:
      return ruleError(
        'meld-cards-move',
        art(11),
        'the naturals of a meld on the table keep their places',
      );
    case MATTA_BOUND:
      return ruleError(
        'matta-stays',
        art(11),
        'a matta on the table keeps its place until the card it stands for replaces it',
      );
    case NOT_FREE:
      return mattaNotFree();
    case NO_ROOM_ON_TOP:
      return ruleError(
        'no-room-on-top',
        art(12),
        'the run ends with the ace after the K: no place above it for the matta',
      );
    case TOO_LONG:
      return ruleError(
        'sequence-too-long',
        art(12),
        `a sequence has at most ${rules.sequenceMaxNaturals} ordered cards plus the matta, from the ace to the ace`,
      );
    default:
      return ruleError(
        'sequence-not-consecutive',
        art(10),
        'a sequence is a run of consecutive cards of one suit; one gap may hold the matta',
      );
  }
};

const mattaNotFree = (): RuleError =>
  ruleError(
    'matta-not-free',
    art(11),
    'only a free matta laid from the hand goes on top: this play has none (a matta filling a gap has its place)',
  );

/** A matta on the table and its place in the run (art. 11: it stays there). */
interface BoundMatta {
  readonly id: CardId;
  readonly at: number;
}

/**
 * Scratch for `readSequence`: the natural at each position 1..14 of the reading being tried, -1
 * for none. Cleared at the start of each reading; a plain table is much cheaper than a Map on
 * this hot path (every candidate meld and lay-off is read).
 */
const AT = new Int16Array(15);

/** Places natural `id` at `position` of `AT`; false if a natural is there already. */
const place = (id: CardId, position: number): boolean => {
  if (AT[position] !== -1) return false;
  AT[position] = id;
  return true;
};

/**
 * Reads a sequence of `suit`. `keep` lists naturals already on the table (`keepIds[i]` at
 * position `keepAt[i]`): a lay-off must leave them where they are, as naturals. `bound` is the
 * matta already on the table: it stays at its place unless a natural laid takes that place,
 * and then it is free and goes to the lowest free place (art. 11). `top` puts the free matta
 * laid from the hand above the run. Among the readings, those with a natural 2 come first (art.
 * 11), then the ace low before the ace high.
 */
const readSequence = (
  ids: readonly CardId[],
  suit: Suit,
  rules: MeldRules,
  top = false,
  keepIds: readonly CardId[] = [],
  keepAt: readonly number[] = [],
  bound?: BoundMatta,
): Result<SequenceMeld, RuleError> => {
  // Pinelle of the suit (each may be the natural 2) and natural aces, by id; mattas counted.
  const suitTwos: CardId[] = [];
  const aces: CardId[] = [];
  let mattas = 0;
  for (const id of ids) {
    if (isMatta(id)) {
      mattas++;
      if (isPinella(id) && suitOf(id) === suit) pushById(suitTwos, id);
    } else if (suitOf(id) !== suit)
      return err(ruleError('not-a-sequence', art(10), 'a sequence holds cards of one suit'));
    else if (rankOf(id) === 1) pushById(aces, id);
  }
  // "L'Asso può essere posto prima del 2 o dopo il K" (art. 12): one ace, at one end; a matta
  // may stand for the other (the text's 14 cards end with the matta after the K).
  if (aces.length > 1)
    return err(
      ruleError(
        'sequence-two-aces',
        art(12),
        'a sequence holds one ace, before the 2 or after the K',
      ),
    );
  const placements = aces.length === 0 ? 1 : 2;
  let failure = NOT_CONSECUTIVE;
  // Each pinella of the suit as the natural 2, then none (t === suitTwos.length).
  for (let t = 0; t <= suitTwos.length; t++) {
    const naturalTwo = suitTwos[t];
    for (let a = 0; a < placements; a++) {
      AT.fill(-1);
      // Placement a = 0 puts the ace at 1, a = 1 at 14.
      let distinct = true;
      if (aces.length > 0) distinct = place(aces[0] as CardId, a === 0 ? 1 : 14);
      for (const id of ids) {
        if (isMatta(id)) continue;
        const rank = rankOf(id);
        if (rank !== 1) distinct = place(id, rank) && distinct;
      }
      if (naturalTwo !== undefined) distinct = place(naturalTwo, 2) && distinct;
      if (!distinct) {
        failure = REPEATED;
        continue;
      }
      const wildCount = naturalTwo === undefined ? mattas : mattas - 1;
      if (wildCount > rules.maxWildsPerMeld) {
        failure = TOO_MANY_MATTAS;
        continue;
      }
      let moved = false;
      for (let k = 0; k < keepIds.length; k++)
        if (AT[keepAt[k] as number] !== keepIds[k]) moved = true;
      if (moved) {
        failure = MOVED;
        continue;
      }
      // The matta on the table stays at its place, unless a natural takes it (art. 11).
      const released = bound !== undefined && AT[bound.at] !== -1;
      const fixedAt = bound === undefined || released ? 0 : bound.at;
      if (bound !== undefined && !released && bound.id === naturalTwo) {
        failure = MATTA_BOUND;
        continue;
      }
      let low = fixedAt === 0 ? 15 : fixedAt;
      let high = fixedAt;
      let naturals = 0;
      for (let p = 1; p <= 14; p++) {
        if (AT[p] === -1) continue;
        naturals++;
        if (p < low) low = p;
        if (p > high) high = p;
      }
      const placed = fixedAt === 0 ? 0 : 1;
      const gaps = high - low + 1 - naturals - placed;
      if (gaps > wildCount - placed) {
        if (placed === 1 && gaps <= wildCount) failure = MATTA_BOUND;
        continue;
      }
      const free = wildCount - placed - gaps;
      // On top goes a matta laid from the hand; one replaced goes to the lowest free place.
      if (top && (free === 0 || (released && bound?.id !== naturalTwo))) {
        failure = NOT_FREE;
        continue;
      }
      const below = top ? 0 : Math.min(free, low - 1);
      low -= below;
      high += free - below;
      if (top && high > 14) {
        failure = NO_ROOM_ON_TOP;
        continue;
      }
      if (
        high > 14 ||
        naturals > rules.sequenceMaxNaturals ||
        high - low + 1 > rules.sequenceMaxCards
      ) {
        failure = TOO_LONG;
        continue;
      }
      const spare: CardId[] = [];
      for (const id of ids)
        if (isMatta(id) && id !== naturalTwo && (fixedAt === 0 || id !== bound?.id))
          pushById(spare, id);
      const cards: MeldSlot[] = [];
      let next = 0;
      for (let p = low; p <= high; p++) {
        const natural = AT[p] as number;
        cards.push(
          p === fixedAt
            ? { id: (bound as BoundMatta).id, wild: true }
            : natural === -1
              ? { id: spare[next++] as CardId, wild: true }
              : { id: natural, wild: false },
        );
      }
      // A pinella in the place of its own 2 is that natural 2, never a matta (art. 11).
      if (naturalTwo === undefined && suitTwos.some((id) => cards[2 - low]?.id === id)) continue;
      return ok({ kind: 'sequence', suit, low, cards });
    }
  }
  return err(sequenceError(failure, rules));
};

const checkCards = (ids: readonly CardId[], rules: MeldRules): RuleError | undefined => {
  if (hasDuplicate(ids))
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

/**
 * Reads a new meld from cards in any order (art. 10-13); `place` says where a free matta goes
 * (art. 11), and `top` is refused where the meld has no free matta.
 */
export const readMeld = (
  ids: readonly CardId[],
  rules: MeldRules,
  place: MattaPlace = 'bottom',
): Result<Meld, RuleError> => {
  const read = readNewMeld(ids, rules, place === 'top');
  return place === 'top' && read.ok && read.value.kind === 'combination'
    ? err(mattaNotFree())
    : read;
};

const readNewMeld = (
  ids: readonly CardId[],
  rules: MeldRules,
  top: boolean,
): Result<Meld, RuleError> => {
  const bad = checkCards(ids, rules);
  if (bad) return err(bad);
  // Whether the naturals (there is one at least) share one rank, and one suit.
  let first: CardId | undefined;
  let oneRank = true;
  let oneSuit = true;
  for (const id of ids) {
    if (isMatta(id)) continue;
    if (first === undefined) first = id;
    else {
      if (rankOf(id) !== rankOf(first)) oneRank = false;
      if (suitOf(id) !== suitOf(first)) oneSuit = false;
    }
  }
  if (oneRank) {
    const combination = readCombination(ids, rules);
    if (combination.ok || !oneSuit) return combination;
    const suit = first !== undefined ? (suitOf(first) as Suit) : 'H';
    const sequence = readSequence(ids, suit, rules, top);
    return sequence.ok ? sequence : combination;
  }
  if (!oneSuit)
    return err(
      ruleError(
        'not-a-meld',
        art(10),
        'a meld is a sequence of one suit or a combination of one rank',
      ),
    );
  return readSequence(ids, suitOf(first as CardId) as Suit, rules, top);
};

/**
 * One card laid off on `meld` without re-reading it, in the common cases: the new meld, null
 * for a refusal, or undefined for a case left to the full reading (which also says why).
 */
const fastLayOff = (meld: Meld, id: CardId, rules: MeldRules): Meld | null | undefined =>
  meld.kind === 'combination'
    ? extendCombination(meld, id, rules)
    : (extendCleanRun(meld, id, rules) ?? extendOneMattaRun(meld, id, rules));

/**
 * The meld with `ids` laid off on it (art. 11: the matta on the table keeps its place until its
 * own card replaces it, and then stays in its meld); `place` says where a free matta laid from
 * the hand goes.
 */
export const extendMeld = (
  meld: Meld,
  ids: readonly CardId[],
  rules: MeldRules,
  place: MattaPlace = 'bottom',
): Result<Meld, RuleError> => {
  if (ids.length === 0)
    return err(ruleError('no-cards', PROCEDURE, 'a lay-off names at least one card'));
  if (place === 'top')
    return meld.kind === 'combination' ? err(mattaNotFree()) : readExtended(meld, ids, rules, true);
  // The common case first, before listing the cards: the fast paths refuse a card already in
  // the meld, so a duplicate still gets its error below.
  if (ids.length === 1) {
    const fast = fastLayOff(meld, ids[0] as CardId, rules);
    if (fast) return ok(fast);
  }
  return readExtended(meld, ids, rules);
};

/**
 * `extendMeld` of one card for listings, which need no error: a refusal of the fast paths is
 * final here, where `extendMeld` reads the meld again to say why.
 */
export const extendMeldByOne = (meld: Meld, id: CardId, rules: MeldRules): Meld | undefined => {
  const fast = fastLayOff(meld, id, rules);
  if (fast !== undefined) return fast ?? undefined;
  const read = readExtended(meld, [id], rules);
  return read.ok ? read.value : undefined;
};

/**
 * The full reading of `meld` with `ids` laid off on it: the naturals of a run keep their places,
 * and so does its matta unless a natural takes its place.
 */
const readExtended = (
  meld: Meld,
  ids: readonly CardId[],
  rules: MeldRules,
  top = false,
): Result<Meld, RuleError> => {
  const all: CardId[] = [];
  for (const c of meld.cards) all.push(c.id);
  for (const id of ids) all.push(id);
  if (hasDuplicate(all))
    return err(ruleError('duplicate-card', PROCEDURE, 'the same card is listed twice'));
  if (meld.kind === 'combination') {
    const fits = ids.every((id) => isMatta(id) || rankOf(id) === meld.rank);
    return fits
      ? readCombination(all, rules)
      : err(ruleError('not-a-combination', art(10), 'a combination holds cards of one rank'));
  }
  const keepIds: CardId[] = [];
  const keepAt: number[] = [];
  let bound: BoundMatta | undefined;
  meld.cards.forEach((c, i) => {
    if (c.wild) bound = { id: c.id, at: meld.low + i };
    else {
      keepIds.push(c.id);
      keepAt.push(meld.low + i);
    }
  });
  return readSequence(all, meld.suit, rules, top, keepIds, keepAt, bound);
};

/**
 * One card onto a combination, without re-reading it: a natural of its rank joins the naturals,
 * a matta the mattas, each in id order as `readCombination` orders them (art. 7: the matta
 * last). Undefined when the card does not simply fit (another rank, no room, a matta too many,
 * a card already there), so that the full reading gives the error.
 */
const extendCombination = (
  meld: CombinationMeld,
  id: CardId,
  rules: MeldRules,
): CombinationMeld | undefined => {
  const cards = meld.cards;
  if (cards.length >= rules.combinationMaxCards) return undefined;
  const wild = isMatta(id);
  if (!wild && rankOf(id) !== meld.rank) return undefined;
  let wilds = 0;
  for (const c of cards) {
    if (c.id === id) return undefined;
    if (c.wild) wilds++;
  }
  if (wild && wilds >= rules.maxWildsPerMeld) return undefined;
  const laid: MeldSlot[] = [];
  let placed = false;
  for (const c of cards) {
    // The new card goes before the first card of its kind with a higher id, or before the mattas.
    if (!placed && (wild ? c.wild && c.id > id : c.wild || c.id > id)) {
      laid.push({ id, wild });
      placed = true;
    }
    laid.push(c);
  }
  if (!placed) laid.push({ id, wild });
  return { kind: 'combination', rank: meld.rank, cards: laid };
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
 * The other common lay-off, without re-reading the meld: a natural other than a 2 onto a run of
 * its suit that holds one matta, a jolly or a pinella of another suit (art. 11). The naturals
 * and the matta keep their places: the card goes at an end, or takes the matta's place if it is
 * the card the matta stands for, and the matta then goes to the lowest free place (below the
 * run, or above it when the run starts at the ace). An ace lies low if it may, else high, as
 * `readSequence` tries them. Gives the meld `readSequence` would, or null where it refuses the
 * card; undefined for anything else (an ace onto a run that holds one; a pinella of the run's
 * suit, which may become its natural 2).
 */
const extendOneMattaRun = (
  meld: SequenceMeld,
  id: CardId,
  rules: MeldRules,
): SequenceMeld | null | undefined => {
  const rank = rankOf(id);
  if (rank === 0 || rank === 2 || suitOf(id) !== meld.suit || rules.maxWildsPerMeld < 1)
    return undefined;
  const cards = meld.cards;
  let wildAt = -1;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i] as MeldSlot;
    if (c.id === id) return undefined;
    if (!c.wild) {
      if (rank === 1 && rankOf(c.id) === 1) return undefined;
      continue;
    }
    if (wildAt !== -1 || isSuitTwo(c.id, meld.suit)) return undefined;
    wildAt = i;
  }
  if (wildAt === -1) return undefined;
  const naturals = cards.length;
  if (naturals > rules.sequenceMaxNaturals || naturals + 1 > rules.sequenceMaxCards)
    return undefined;
  if (rank !== 1) return layNatural(meld, wildAt, id, rank);
  return layNatural(meld, wildAt, id, 1) ?? layNatural(meld, wildAt, id, 14);
};

/**
 * Natural `id` laid at `position` of `meld`, whose one matta is `cards[wildAt]` (see
 * `extendOneMattaRun`); null if it may not lie there. The matta keeps its place, so the card
 * goes at an end of the run, or in the matta's place: then the card the matta stood for takes
 * it, and the matta goes to the lowest free place (art. 11).
 */
const layNatural = (
  meld: SequenceMeld,
  wildAt: number,
  id: CardId,
  position: number,
): SequenceMeld | null => {
  const cards = meld.cards;
  const low = meld.low;
  const high = low + cards.length - 1;
  const natural: MeldSlot = { id, wild: false };
  const suit = meld.suit;
  if (position === low - 1)
    return { kind: 'sequence', suit, low: position, cards: [natural, ...cards] };
  if (position === high + 1) return { kind: 'sequence', suit, low, cards: [...cards, natural] };
  if (position !== low + wildAt) return null;
  const matta = cards[wildAt] as MeldSlot;
  const replaced = cards.map((c, i) => (i === wildAt ? natural : c));
  if (low > 1) return { kind: 'sequence', suit, low: low - 1, cards: [matta, ...replaced] };
  return high < 14 ? { kind: 'sequence', suit, low, cards: [...replaced, matta] } : null;
};

/**
 * A quick test that is false only when `extendMeld(meld, [id])` must fail, so that listing the
 * lay-offs reads the meld again only for cards that may fit. The meld must have room for one
 * more card. A matta needs a free matta place, unless a pinella of the sequence's suit (the new
 * card or the meld's matta) may become its natural 2. A natural must be of the meld's rank, or
 * of its suit and at one end of the run or in the place of its matta: the naturals and the
 * matta of a run keep their places (art. 11), so the run has no other place free.
 */
export const mayExtend = (meld: Meld, id: CardId, rules: MeldRules): boolean =>
  mayExtendWith(meld, cardFacts(id), rules);

/** What `mayExtend` reads of a card: read once for a card tried on several melds. */
export interface CardFacts {
  readonly id: CardId;
  readonly rank: Rank | 0;
  readonly suit: Suit | undefined;
  readonly matta: boolean;
}

const readFacts = (id: CardId): CardFacts => ({
  id,
  rank: rankOf(id),
  suit: suitOf(id),
  matta: isMatta(id),
});

/** Each card's facts, read once: listings try every card of a hand on every meld of its line. */
const FACTS: readonly CardFacts[] = Array.from({ length: DECK_SIZE }, (_, id) => readFacts(id));

export const cardFacts = (id: CardId): CardFacts => FACTS[id] ?? readFacts(id);

/**
 * `mayExtend` for a card whose facts are read already; `wilds`, the meld's mattas, may be
 * counted once by a caller trying several cards on one meld.
 */
export const mayExtendWith = (
  meld: Meld,
  card: CardFacts,
  rules: MeldRules,
  wilds: number = wildsIn(meld),
): boolean => {
  // The cheap refusals first (wrong rank or suit): most pairs tried when listing end there.
  const cards = meld.cards;
  if (meld.kind === 'combination') {
    if (cards.length >= rules.combinationMaxCards) return false;
    return card.matta ? wilds < rules.maxWildsPerMeld : card.rank === meld.rank;
  }
  if (cards.length >= rules.sequenceMaxCards) return false;
  if (!card.matta && card.suit !== meld.suit) return false;
  if (card.matta) {
    if (wilds < rules.maxWildsPerMeld) return true;
    if (card.rank === 2 && card.suit === meld.suit) return true;
    for (const c of cards) if (c.wild && isSuitTwo(c.id, meld.suit)) return true;
    return false;
  }
  const rank = card.rank;
  return rank === 1 ? fitsAt(meld, 1) || fitsAt(meld, 14) : fitsAt(meld, rank);
};

const isSuitTwo = (id: CardId, suit: Suit): boolean => isPinella(id) && suitOf(id) === suit;

/** Whether a natural may lie at `position` of `meld` (see `mayExtend`). */
const fitsAt = (meld: SequenceMeld, position: number): boolean => {
  const low = meld.low;
  const high = low + meld.cards.length - 1;
  return (
    position === low - 1 ||
    position === high + 1 ||
    (position >= low && position <= high && (meld.cards[position - low] as MeldSlot).wild)
  );
};
