/**
 * The legal actions of a seat, enumerated canonically so that the list stays short and a
 * random legal player finishes a hand quickly. Every listed action is accepted by `apply`; the
 * list leaves out actions that only differ by which of two identical cards is used, and melds
 * that differ from a listed one by a matta that could be laid off afterwards. The canonical form:
 *
 * - Identical cards (the two copies of a face; any two jolly): the lowest id, except that while
 *   the art. 9 obligation is open the cards taken from the pile come first.
 * - Melds: every natural run of 3+ cards; a run with one inner gap filled by a matta; two
 *   adjacent naturals with a matta; every combination of the first k naturals of a rank
 *   (k >= 3); two naturals of a rank with a matta. The matta is the first jolly or the first
 *   pinella not already used as a natural 2 (one option of each).
 * - Lay-offs: one card at a time (several cards follow one after the other), except while the
 *   art. 9 obligation is open: a taken natural that does not touch a sequence of the line is
 *   also listed with the cards of the hand that reach it (see `bridgeActions`).
 * - Discards: one card of each face.
 */
import { type CardId, DECK_SIZE, type Suit, isJoker, rankOf, suitOf } from '@tavolo/cards';
import type { Action, ActionType } from './action.js';
import {
  type CardFacts,
  type Meld,
  type MeldRules,
  type MeldSlot,
  type SequenceMeld,
  cardFacts,
  extendMeld,
  extendMeldByOne,
  isPinella,
  mayExtendWith,
  readMeld,
  wildsIn,
} from './meld.js';
import { type MatchState, type Seat, type TableMeld, copyHand, sideOf, withHand } from './state.js';
import {
  closingRefusal,
  equalCombinationRefusal,
  handOf,
  mattaOnTopRefusal,
  playRefusal,
  sideMelds,
} from './turn-rules.js';

/** A key shared by identical cards: the face within a deck, one key for all jolly. */
const faceKey = (id: CardId): number => (isJoker(id) ? 52 : id % 54);

/**
 * The hand in preference order: the cards owed to the pile obligation first, then by id. An
 * insertion sort on keys (owed cards shifted below 0): cheaper, for hands of a few cards, than
 * scanning all ids or sorting with a comparator, and this runs for every listing.
 */
const preferenceOrder = (hand: readonly CardId[], owed: readonly CardId[]): CardId[] => {
  // A copy of the hand's size at once, rather than grown card by card.
  const keys = hand.slice();
  const owing = owed.length > 0;
  if (owing)
    for (let i = 0; i < keys.length; i++)
      if (owed.includes(keys[i] as number)) keys[i] -= DECK_SIZE;
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i] as number;
    let j = i - 1;
    for (; j >= 0 && (keys[j] as number) > key; j--) keys[j + 1] = keys[j] as number;
    keys[j + 1] = key;
  }
  if (owing)
    for (let i = 0; i < keys.length; i++) if ((keys[i] as number) < 0) keys[i] += DECK_SIZE;
  return keys;
};

/** Scratch of `oneOfEachFace`, by face key: all 0 between calls. */
const SEEN = new Uint8Array(53);

/** One card per face, in preference order. */
const oneOfEachFace = (cards: readonly CardId[]): CardId[] => {
  const one: CardId[] = [];
  for (const id of cards) {
    const key = faceKey(id);
    if (SEEN[key] === 1) continue;
    SEEN[key] = 1;
    one.push(id);
  }
  for (const id of one) SEEN[faceKey(id)] = 0;
  return one;
};

/** Scratch tables of `candidateMelds`, all -1 (or 0) between calls: it resets what it sets. */
const FIRST = new Int16Array(52).fill(-1);
const SECOND = new Int16Array(52).fill(-1);
/** By suit: the run positions held (bit p for position p, the ace at 1 and 14). */
const HELD = new Int32Array(4);
/** By rank: the naturals held (pinelle aside). */
const OF_RANK = new Uint8Array(14);

/**
 * The card at `position` of a run from `low` in the suit starting at face `base`, or -1: the
 * ace at 14 is the second ace after an ace at 1. Reads the tables `candidateMelds` fills.
 */
const runCard = (base: number, position: number, low: number): number =>
  (position === 14
    ? low === 1
      ? SECOND[base]
      : FIRST[base]
    : FIRST[base + position - 1]) as number;

/**
 * The naturals of the run from `low` to `high` in the suit starting at face `base`, but for the
 * place `gap` (0 for none).
 */
const runCards = (base: number, low: number, high: number, gap: number): CardId[] => {
  const run: CardId[] = [];
  for (let p = low; p <= high; p++) if (p !== gap) run.push(runCard(base, p, low));
  return run;
};

/**
 * Adds `set` to `found`. Only sets with a pinella may come twice (as natural 2 and as matta): a
 * later copy takes the place of the first. Sets of distinct cards, of one size and one within
 * the other, are the same; `found` holds a few sets, so comparing is cheaper than keying them.
 */
const addCandidate = (found: CardId[][], set: CardId[]): void => {
  if (set.some(isPinella))
    for (let at = 0; at < found.length; at++) {
      const other = found[at] as CardId[];
      if (other.length === set.length && set.every((id) => other.includes(id))) {
        found[at] = set;
        return;
      }
    }
  found.push(set);
};

/** The first `n` of `cards`, then `id`. */
const withCard = (cards: readonly CardId[], n: number, id: CardId): CardId[] => {
  const set = cards.slice(0, n);
  set.push(id);
  return set;
};

/**
 * The first `n` of `run` with each matta that may join them: the jolly, then the first pinella
 * they do not hold (a run holds at most one, as its natural 2).
 */
const addWithMattas = (
  found: CardId[][],
  run: readonly CardId[],
  n: number,
  jolly: number,
  pinella1: number,
  pinella2: number,
): void => {
  if (jolly !== -1) addCandidate(found, withCard(run, n, jolly));
  const pinella = pinella1 !== -1 && run.includes(pinella1) ? pinella2 : pinella1;
  if (pinella !== -1) addCandidate(found, withCard(run, n, pinella));
};

/**
 * The canonical candidate melds from `cards`, which come in preference order (see above); not
 * validated. Runs on every listing, mostly for hands with none: the hand is read into scratch
 * tables once, and suits and ranks that cannot hold a candidate are skipped.
 */
export const candidateMelds = (cards: readonly CardId[]): CardId[][] => {
  // The first and second copy of each natural face (pinelle too, as natural 2s), the run
  // positions of each suit, the naturals of each rank, and the first mattas, in preference order.
  let jolly = -1;
  let pinella1 = -1;
  let pinella2 = -1;
  for (const id of cards) {
    if (isJoker(id)) {
      if (jolly === -1) jolly = id;
      continue;
    }
    const face = id % 54;
    if (FIRST[face] === -1) FIRST[face] = id;
    else if (SECOND[face] === -1) SECOND[face] = id;
    const rank = (face % 13) + 1;
    HELD[(face / 13) | 0] |= rank === 1 ? (1 << 1) | (1 << 14) : 1 << rank;
    if (rank !== 2) OF_RANK[rank]++;
    else if (pinella1 === -1) pinella1 = id;
    else if (pinella2 === -1) pinella2 = id;
  }
  // Without a matta, only three naturals in a row or of a rank make a candidate.
  const matta = jolly !== -1 || pinella1 !== -1;
  const found: CardId[][] = [];
  for (let s = 0; s < 4; s++) {
    // Every candidate of a suit holds two naturals one or two places apart, or three in a row
    // without a matta: most hands have none in most suits.
    const positions = HELD[s] as number;
    const near = matta ? (positions >> 1) | (positions >> 2) : (positions >> 1) & (positions >> 2);
    if ((positions & near) === 0) continue;
    const base = s * 13;
    for (let low = 1; low <= 14; low++) {
      // A run needs a natural at its first or second place.
      if (((positions >> low) & 3) === 0) continue;
      // The places of the run without a natural: how many, and the first. The run's cards are
      // listed only for a candidate: most runs tried make none.
      let missing = 0;
      let gap = 0;
      for (let high = low; high <= 14; high++) {
        if (runCard(base, high, low) === -1) {
          if (++missing > 1) break;
          gap = high;
        }
        const length = high - low + 1;
        if (missing === 0 && length >= 3) addCandidate(found, runCards(base, low, high, 0));
        const gapInside = missing === 1 && gap !== low && gap !== high;
        if ((missing === 0 && length === 2) || (gapInside && length >= 3))
          addWithMattas(
            found,
            runCards(base, low, high, gap),
            length - missing,
            jolly,
            pinella1,
            pinella2,
          );
      }
    }
  }
  for (let rank = 1; rank <= 13; rank++) {
    const held = OF_RANK[rank] as number;
    if (held < (matta ? 2 : 3)) continue;
    const naturals: CardId[] = [];
    for (const id of cards) if (!isJoker(id) && (id % 54) % 13 === rank - 1) naturals.push(id);
    for (let k = 3; k <= held; k++) addCandidate(found, naturals.slice(0, k));
    addWithMattas(found, naturals, 2, jolly, pinella1, pinella2);
  }
  for (const id of cards) {
    if (isJoker(id)) continue;
    const face = id % 54;
    FIRST[face] = -1;
    SECOND[face] = -1;
    OF_RANK[(face % 13) + 1] = 0;
    HELD[(face / 13) | 0] = 0;
  }
  return found;
};

type PlayAction = Extract<Action, { type: 'meld' | 'lay-off' }>;

/** The canonical melds from `hand` (in preference order) that `seat` may make now; the first only if `firstOnly`. */
const meldActions = (
  state: MatchState,
  seat: Seat,
  hand: readonly CardId[],
  own: readonly TableMeld[],
  firstOnly: boolean,
  actions: PlayAction[],
): void => {
  const rules: MeldRules = state.profile.options;
  const owed = state.hand.turn.mustPlayOneOf;
  for (const cards of candidateMelds(hand)) {
    if (owed.length > 0 && !usesOneOf(cards, owed)) continue;
    const meld = readMeld(cards, rules);
    if (!meld.ok || equalCombinationRefusal(state, seat, meld.value)) continue;
    if (meldRefusal(state, seat, cards, own, meld.value)) continue;
    actions.push({ type: 'meld', seat, cards });
    if (firstOnly) return;
  }
};

/*
 * The refusals of a listed play, with the line's melds after it built only if asked. Out of the
 * listing loops: a closure there would capture the loop's variables, and V8 then allocates their
 * scope at every pass, for every candidate and every card tried.
 */

const usesOneOf = (cards: readonly CardId[], owed: readonly CardId[]): boolean =>
  cards.some((id) => owed.includes(id));

const meldRefusal = (
  state: MatchState,
  seat: Seat,
  cards: readonly CardId[],
  own: readonly TableMeld[],
  placed: Meld,
) => playRefusal(state, seat, cards, () => [...own.map((m) => m.meld), placed]);

const layOffRefusal = (
  state: MatchState,
  seat: Seat,
  cards: readonly CardId[],
  own: readonly TableMeld[],
  target: TableMeld,
  extended: Meld,
) =>
  playRefusal(state, seat, cards, () => own.map((m) => (m.id === target.id ? extended : m.meld)));

/** One bit per suit, for masks of the suits held (compared, not looked up by key: cheaper). */
const suitBit = (suit: Suit | undefined): number =>
  suit === 'H' ? 1 : suit === 'D' ? 2 : suit === 'C' ? 4 : suit === 'S' ? 8 : 0;

/** The canonical lay-offs of `faces` (one card per face, in preference order) on `own`; the first only if `firstOnly`. */
const layOffActions = (
  state: MatchState,
  seat: Seat,
  faces: readonly CardId[],
  own: readonly TableMeld[],
  firstOnly: boolean,
  actions: PlayAction[],
): void => {
  const rules: MeldRules = state.profile.options;
  const owed = state.hand.turn.mustPlayOneOf;
  // While the pile obligation is open, only a taken card may be laid off. Each card's facts
  // are read once for all the melds it is tried on; with them, the suits and ranks of the
  // naturals, and whether there is a matta: most melds of the line take none of the cards, and
  // are passed over without trying each.
  const cards: CardFacts[] = [];
  let suits = 0;
  let ranks = 0;
  let matta = false;
  for (const id of faces) {
    if (owed.length > 0 && !owed.includes(id)) continue;
    const facts = cardFacts(id);
    cards.push(facts);
    if (facts.matta) matta = true;
    else {
      suits |= suitBit(facts.suit);
      ranks |= 1 << facts.rank;
    }
  }
  for (const target of own) {
    const meld = target.meld;
    const held = meld.kind === 'sequence' ? suits & suitBit(meld.suit) : ranks & (1 << meld.rank);
    if (held === 0 && !matta) continue;
    const wilds = wildsIn(meld);
    for (const facts of cards) {
      if (!mayExtendWith(meld, facts, rules, wilds)) continue;
      const card = facts.id;
      const extended = extendMeldByOne(meld, card, rules);
      if (!extended || layOffRefusal(state, seat, [card], own, target, extended)) continue;
      actions.push({ type: 'lay-off', seat, meld: target.id, cards: [card] });
      if (firstOnly) return;
    }
  }
};

/**
 * The run positions of `id` in a sequence of `suit` (the ace at both ends, a pinella of the suit
 * as its natural 2), as a bit mask; 0 for a matta or a card of another suit.
 */
const positionsIn = (id: CardId, suit: Suit): number => {
  if (isJoker(id) || suitOf(id) !== suit) return 0;
  const rank = rankOf(id);
  return rank === 1 ? (1 << 1) | (1 << 14) : 1 << rank;
};

/**
 * Art. 9 ("almeno una delle carte raccolte deve essere giocata"): the lay-offs that bring a taken
 * natural `card` to the sequence `meld` it does not touch, with cards of `hand` (in preference
 * order): the naturals of the places between (the first card of each face), all of them or all
 * but one; and all of them but one with a matta (the first jolly, the first other pinella) in its
 * place. The places between reach the meld's naturals, since a matta at its end may give way to
 * one; without a matta of the hand, one place left may take the meld's own matta, once the card
 * it stands for, from the hand, has replaced it (art. 11). Not validated.
 */
const bridges = (meld: SequenceMeld, card: CardId, hand: readonly CardId[]): CardId[][] => {
  const low = meld.low;
  const high = low + meld.cards.length - 1;
  const first = low + meld.cards.findIndex((c) => !c.wild);
  let last = high;
  while ((meld.cards[last - low] as MeldSlot).wild) last--;
  const positions = positionsIn(card, meld.suit);
  const sets: CardId[][] = [];
  for (let p = 1; p <= 14; p++) {
    if ((positions & (1 << p)) === 0 || (p >= low - 1 && p <= high + 1)) continue;
    const bridge: CardId[] = [];
    let missing = 0;
    for (let q = p < low ? p + 1 : last + 1; q <= (p < low ? first - 1 : p - 1); q++) {
      const id = hand.find((h) => h !== card && (positionsIn(h, meld.suit) & (1 << q)) !== 0);
      if (id !== undefined) bridge.push(id);
      else if (++missing > 1) break;
    }
    if (missing > 1) continue;
    sets.push([card, ...bridge]);
    // The meld's matta keeps its place unless its own card takes it; then it is free to fill
    // the one place left (art. 11).
    const wildAt = meld.cards.findIndex((c) => c.wild);
    const replacing =
      missing === 1 && wildAt >= 0
        ? hand.find(
            (h) =>
              h !== card &&
              !bridge.includes(h) &&
              (positionsIn(h, meld.suit) & (1 << (low + wildAt))) !== 0,
          )
        : undefined;
    if (replacing !== undefined) sets.push([card, ...bridge, replacing]);
    const jolly = hand.find(isJoker);
    const pinella = hand.find((h) => isPinella(h) && h !== card && !bridge.includes(h));
    for (const matta of [jolly, pinella]) {
      if (matta === undefined) continue;
      if (missing === 1) sets.push([card, ...bridge, matta]);
      else
        for (let i = 0; i < bridge.length; i++)
          sets.push([card, ...bridge.slice(0, i), ...bridge.slice(i + 1), matta]);
    }
  }
  return sets;
};

/** Whether natural `card` of `meld`'s suit lies beyond the places next to its ends. */
const farFrom = (meld: SequenceMeld, card: CardId): boolean => {
  const positions = positionsIn(card, meld.suit);
  const low = meld.low - 1;
  const high = meld.low + meld.cards.length;
  // The positions below `low` and above `high`, as bits.
  const outside = ((1 << low) - 1) | ~((1 << (high + 1)) - 1);
  return (positions & outside) !== 0;
};

/**
 * While the art. 9 obligation is open, the `bridges` of each taken card onto the line's
 * sequences that `seat` may lay off now; the first only if `firstOnly`.
 */
const bridgeActions = (
  state: MatchState,
  seat: Seat,
  hand: readonly CardId[],
  own: readonly TableMeld[],
  firstOnly: boolean,
  actions: PlayAction[],
): void => {
  const rules: MeldRules = state.profile.options;
  const owed = state.hand.turn.mustPlayOneOf;
  // The taken cards lead `hand` (they are all in it while owed): one of each of their faces.
  const taken = oneOfEachFace(hand.slice(0, owed.length));
  for (const target of own) {
    if (target.meld.kind !== 'sequence') continue;
    for (const card of taken) {
      // Most taken cards are of another suit, or touch the run: no bridge to try.
      if (!farFrom(target.meld, card)) continue;
      for (const cards of bridges(target.meld, card, hand)) {
        const extended = extendMeld(target.meld, cards, rules);
        if (!extended.ok || layOffRefusal(state, seat, cards, own, target, extended.value))
          continue;
        actions.push({ type: 'lay-off', seat, meld: target.id, cards });
        if (firstOnly) return;
      }
    }
  }
};

/**
 * The canonical melds and lay-offs `seat` may make now, or only those of the kinds in `only`;
 * stops at the first if `firstOnly`.
 */
export const playActions = (
  state: MatchState,
  seat: Seat,
  only?: ReadonlySet<ActionType>,
  firstOnly = false,
): PlayAction[] => {
  const melds = only === undefined || only.has('meld');
  const own = sideMelds(state, seat);
  const layOffs = (only === undefined || only.has('lay-off')) && own.length > 0;
  // Nothing to list (lay-offs asked for while the line has no meld): skip ordering the hand.
  if (!melds && !layOffs) return [];
  const hand = preferenceOrder(handOf(state, seat), state.hand.turn.mustPlayOneOf);
  const actions: PlayAction[] = [];
  if (melds) meldActions(state, seat, hand, own, firstOnly, actions);
  if (layOffs && !(firstOnly && actions.length > 0))
    layOffActions(state, seat, oneOfEachFace(hand), own, firstOnly, actions);
  const owing = state.hand.turn.mustPlayOneOf.length > 0;
  if (layOffs && owing && !(firstOnly && actions.length > 0))
    bridgeActions(state, seat, hand, own, firstOnly, actions);
  return actions;
};

/** The last answer of `pileUsable`. */
let lastPile: { state?: MatchState; seat?: Seat; usable: boolean } = { usable: false };

/**
 * Art. 9: the pile may be taken only if a taken card can then be played. Lay-offs are tried
 * first, as they are cheaper to find than melds.
 */
export const pileUsable = (state: MatchState, seat: Seat): boolean => {
  const pile = state.hand.pile;
  if (pile.length === 0) return false;
  // States are never changed in place, so the answer for the last state asked holds: a player
  // asks before taking the pile and `apply` asks again for the same state.
  if (state === lastPile.state && seat === lastPile.seat) return lastPile.usable;
  const hands = state.hand.hands.map((cards, s) => (s === seat ? [...cards, ...pile] : cards));
  const hand = copyHand(state.hand);
  hand.hands = hands;
  hand.pile = [];
  hand.turn = { seat, phase: 'play', mustPlayOneOf: pile, tookPile: true };
  const taken = withHand(state, hand);
  const own = sideMelds(taken, seat);
  const ordered = preferenceOrder(handOf(taken, seat), pile);
  const found: PlayAction[] = [];
  if (own.length > 0) layOffActions(taken, seat, oneOfEachFace(ordered), own, true, found);
  if (found.length === 0) meldActions(taken, seat, ordered, own, true, found);
  if (found.length === 0 && own.length > 0) bridgeActions(taken, seat, ordered, own, true, found);
  const usable = found.length > 0;
  lastPile = { state, seat, usable };
  return usable;
};

/**
 * Every legal action of `seat` now (none when it is not the seat's turn). `only` limits the
 * answer to some kinds of action, for players that look for one kind at a time: the kinds not
 * asked for are not computed at all.
 */
export const legalActions = (
  state: MatchState,
  seat: Seat,
  only?: ReadonlySet<ActionType>,
): Action[] => {
  const wanted = (type: ActionType) => only === undefined || only.has(type);
  const turn = state.hand.turn;
  if (state.status !== 'playing' || turn.seat !== seat) return [];
  if (turn.phase === 'draw') {
    const draws: Action[] = wanted('draw') ? [{ type: 'draw', seat }] : [];
    if (wanted('take-pile') && pileUsable(state, seat)) draws.push({ type: 'take-pile', seat });
    return draws;
  }
  const plays: Action[] = wanted('meld') || wanted('lay-off') ? playActions(state, seat, only) : [];
  if (turn.mustPlayOneOf.length > 0 || !wanted('discard')) return plays;
  discardActions(state, seat, oneOfEachFace(preferenceOrder(handOf(state, seat), [])), plays);
  return plays;
};

/** Adds the discards of `faces` (one card per face, in preference order) to `actions`. */
const discardActions = (
  state: MatchState,
  seat: Seat,
  faces: readonly CardId[],
  actions: Action[],
): void => {
  // No discard while a run whose matta the player put on top can be continued (art. 11).
  if (mattaOnTopRefusal(state, seat)) return;
  // Only the last card may close, and only a line with its pozzetto closes (art. 18).
  const closing = handOf(state, seat).length === 1 && state.hand.pozzettoTaken[sideOf(seat)];
  for (const card of faces) {
    if (
      closing &&
      closingRefusal(
        state,
        seat,
        sideMelds(state, seat).map((m) => m.meld),
        card,
      )
    )
      continue;
    actions.push({ type: 'discard', seat, card });
  }
};

/**
 * For a greedy player in its play phase, one query instead of three listings that would each
 * order the hand again: every meld `legalActions` lists; if none, the first lay-off it lists;
 * if none either, its discards. Each in the order `legalActions` gives them.
 */
export const greedyPlayOptions = (state: MatchState, seat: Seat): Action[] => {
  const turn = state.hand.turn;
  if (state.status !== 'playing' || turn.seat !== seat || turn.phase !== 'play') return [];
  const own = sideMelds(state, seat);
  const hand = preferenceOrder(handOf(state, seat), turn.mustPlayOneOf);
  const plays: PlayAction[] = [];
  meldActions(state, seat, hand, own, false, plays);
  if (plays.length > 0) return plays;
  const faces = oneOfEachFace(hand);
  layOffActions(state, seat, faces, own, true, plays);
  if (plays.length === 0 && turn.mustPlayOneOf.length > 0)
    bridgeActions(state, seat, hand, own, true, plays);
  if (plays.length > 0 || turn.mustPlayOneOf.length > 0) return plays;
  const discards: Action[] = [];
  discardActions(state, seat, faces, discards);
  return discards;
};
