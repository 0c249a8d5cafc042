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
 * - Lay-offs: one card at a time (several cards follow one after the other).
 * - Discards: one card of each face.
 */
import { type CardId, DECK_SIZE, SUITS, isJoker } from '@tavolo/cards';
import type { Action, ActionType } from './action.js';
import {
  type Meld,
  type MeldRules,
  cardFacts,
  extendMeld,
  isPinella,
  mayExtendWith,
  readMeld,
} from './meld.js';
import { type MatchState, type Seat, type TableMeld, copyHand, sideOf, withHand } from './state.js';
import {
  closingRefusal,
  equalCombinationRefusal,
  handOf,
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
  const keys: number[] = [];
  for (const id of hand) keys.push(owed.length > 0 && owed.includes(id) ? id - DECK_SIZE : id);
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i] as number;
    let j = i - 1;
    for (; j >= 0 && (keys[j] as number) > key; j--) keys[j + 1] = keys[j] as number;
    keys[j + 1] = key;
  }
  for (let i = 0; i < keys.length; i++) if ((keys[i] as number) < 0) keys[i] += DECK_SIZE;
  return keys;
};

/** One card per face, in preference order. */
const oneOfEachFace = (cards: readonly CardId[]): CardId[] => {
  const seen: boolean[] = [];
  const one: CardId[] = [];
  for (const id of cards) {
    const key = faceKey(id);
    if (seen[key]) continue;
    seen[key] = true;
    one.push(id);
  }
  return one;
};

/** The canonical candidate melds from `cards`, which come in preference order (see above); not validated. */
/** Scratch tables of `candidateMelds`, all -1 (or 0) between calls: it resets what it sets. */
const FIRST: number[] = new Array<number>(52).fill(-1);
const SECOND: number[] = new Array<number>(52).fill(-1);

/**
 * The card at `position` of a run from `low` in the suit starting at face `base`, or undefined:
 * the ace at 14 is the second ace after an ace at 1. Reads the tables `candidateMelds` fills.
 */
const runCard = (base: number, position: number, low: number): CardId | undefined => {
  const id =
    position === 14 ? (low === 1 ? SECOND[base] : FIRST[base]) : FIRST[base + position - 1];
  return id === -1 ? undefined : id;
};

export const candidateMelds = (cards: readonly CardId[]): CardId[][] => {
  // The first and second copy of each natural face (pinelle too, as natural 2s; -1 for none),
  // the run positions held in each suit (bit p for position p, the ace at 1 and 14), the
  // naturals held of each rank, and the mattas, all in preference order.
  const first = FIRST;
  const second = SECOND;
  const held = [0, 0, 0, 0];
  const ofRank = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const pinelle: CardId[] = [];
  let jolly: CardId | undefined;
  for (const id of cards) {
    if (isJoker(id)) {
      jolly ??= id;
      continue;
    }
    const face = id % 54;
    if (first[face] === -1) {
      first[face] = id;
    } else if (second[face] === -1) second[face] = id;
    const rank = (face % 13) + 1;
    (held[Math.floor(face / 13)] as number) |= rank === 1 ? (1 << 1) | (1 << 14) : 1 << rank;
    if (rank === 2) pinelle.push(id);
    else (ofRank[rank] as number)++;
  }
  const wildsBeside = (used: readonly CardId[]): CardId[] => {
    const pinella = pinelle.find((id) => !used.includes(id));
    const wilds: CardId[] = [];
    if (jolly !== undefined) wilds.push(jolly);
    if (pinella !== undefined) wilds.push(pinella);
    return wilds;
  };
  // Only sets with a pinella may come twice (as natural 2 and as matta): a later copy takes
  // the place of the first.
  const found: CardId[][] = [];
  // Where the sets with a pinella lie in `found`: a few, so comparing them is cheaper than
  // keying each by its sorted ids.
  const withPinella: number[] = [];
  const add = (set: CardId[]) => {
    if (!set.some(isPinella)) {
      found.push(set);
      return;
    }
    for (const at of withPinella) {
      const other = found[at] as CardId[];
      // Sets of distinct cards: of one size, and one within the other, they are the same.
      if (other.length === set.length && set.every((id) => other.includes(id))) {
        found[at] = set;
        return;
      }
    }
    withPinella.push(found.push(set) - 1);
  };

  for (let s = 0; s < SUITS.length; s++) {
    // Every candidate of a suit holds two naturals one or two places apart: most hands have
    // none in most suits.
    const positions = held[s] as number;
    if ((positions & ((positions >> 1) | (positions >> 2))) === 0) continue;
    const base = s * 13;
    for (let low = 1; low <= 14; low++) {
      // A run needs a natural at its first or second place.
      if (((positions >> low) & 3) === 0) continue;
      const run: CardId[] = [];
      // The places of the run without a natural: how many, and the first.
      let missing = 0;
      let gap = 0;
      for (let high = low; high <= 14; high++) {
        const id = runCard(base, high, low);
        if (id !== undefined) run.push(id);
        else if (++missing > 1) break;
        else gap = high;
        const length = high - low + 1;
        if (missing === 0 && length >= 3) add(run.slice());
        const gapInside = missing === 1 && gap !== low && gap !== high;
        if ((missing === 0 && length === 2) || (gapInside && length >= 3))
          for (const wild of wildsBeside(run)) add([...run, wild]);
      }
    }
  }
  for (let rank = 1; rank <= 13; rank++) {
    if ((ofRank[rank] as number) < 2) continue;
    const naturals = cards.filter((id) => !isJoker(id) && (id % 54) % 13 === rank - 1);
    for (let k = 3; k <= naturals.length; k++) add(naturals.slice(0, k));
    for (const wild of wildsBeside([])) add([naturals[0] as CardId, naturals[1] as CardId, wild]);
  }
  for (const id of cards) {
    if (isJoker(id)) continue;
    first[id % 54] = -1;
    second[id % 54] = -1;
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
  const ownMelds = () => own.map((m) => m.meld);
  for (const cards of candidateMelds(hand)) {
    if (owed.length > 0 && !cards.some((id) => owed.includes(id))) continue;
    const meld = readMeld(cards, rules);
    if (!meld.ok || equalCombinationRefusal(state, seat, meld.value)) continue;
    const placed = meld.value;
    if (playRefusal(state, seat, cards, () => [...ownMelds(), placed])) continue;
    actions.push({ type: 'meld', seat, cards });
    if (firstOnly) return;
  }
};

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
  // are read once for all the melds it is tried on.
  const cards = (owed.length === 0 ? faces : faces.filter((c) => owed.includes(c))).map(cardFacts);
  for (const target of own) {
    for (const facts of cards) {
      if (!mayExtendWith(target.meld, facts, rules)) continue;
      const card = facts.id;
      const extended = extendMeld(target.meld, [card], rules);
      if (!extended.ok) continue;
      const after = (): Meld[] => own.map((m) => (m.id === target.id ? extended.value : m.meld));
      if (playRefusal(state, seat, [card], after)) continue;
      actions.push({ type: 'lay-off', seat, meld: target.id, cards: [card] });
      if (firstOnly) return;
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
  return actions;
};

const LAY_OFFS_FIRST: readonly ReadonlySet<ActionType>[] = [
  new Set<ActionType>(['lay-off']),
  new Set<ActionType>(['meld']),
];

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
  const usable = LAY_OFFS_FIRST.some((kind) => playActions(taken, seat, kind, true).length > 0);
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
  if (plays.length > 0 || turn.mustPlayOneOf.length > 0) return plays;
  const discards: Action[] = [];
  discardActions(state, seat, faces, discards);
  return discards;
};
