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
import { type CardId, SUITS, isJoker, rankOf } from '@tavolo/cards';
import type { Action } from './action.js';
import {
  type MeldRules,
  extendMeld,
  isMatta,
  isPinella,
  rankAtPosition,
  readMeld,
} from './meld.js';
import { type MatchState, type Seat, sideOf } from './state.js';
import {
  closingRefusal,
  equalCombinationRefusal,
  handOf,
  playRefusal,
  sideMelds,
} from './turn-rules.js';

/** A key shared by identical cards: the face within a deck, one key for all jolly. */
const faceKey = (id: CardId): number => (isJoker(id) ? 52 : id % 54);

const preferring =
  (first: ReadonlySet<CardId>) =>
  (a: CardId, b: CardId): number =>
    (first.has(a) ? 0 : 1) - (first.has(b) ? 0 : 1) || a - b;

/** One card per face, in preference order. */
const oneOfEachFace = (cards: readonly CardId[]): CardId[] => {
  const seen = new Set<number>();
  return cards.filter((id) => !seen.has(faceKey(id)) && seen.add(faceKey(id)));
};

/** The canonical candidate melds from `cards`, which come in preference order (see above); not validated. */
export const candidateMelds = (cards: readonly CardId[]): CardId[][] => {
  const byFace = new Map<number, CardId[]>();
  for (const id of cards) {
    if (isJoker(id)) continue;
    byFace.set(faceKey(id), [...(byFace.get(faceKey(id)) ?? []), id]);
  }
  const jolly = cards.find(isJoker);
  const wildsBeside = (used: readonly CardId[]): CardId[] => {
    const pinella = cards.find((id) => isPinella(id) && !used.includes(id));
    return [jolly, pinella].filter((id): id is CardId => id !== undefined);
  };
  const found = new Map<string, CardId[]>();
  const add = (set: CardId[]) => found.set([...set].sort((a, b) => a - b).join(','), set);

  for (const [s] of SUITS.entries()) {
    const at = (position: number, low: number): CardId | undefined =>
      byFace.get(s * 13 + rankAtPosition(position) - 1)?.[position === 14 && low === 1 ? 1 : 0];
    for (let low = 1; low <= 14; low++) {
      const run: CardId[] = [];
      const missing: number[] = [];
      for (let high = low; high <= 14; high++) {
        const id = at(high, low);
        if (id === undefined) missing.push(high);
        else run.push(id);
        if (missing.length > 1) break;
        const length = high - low + 1;
        if (missing.length === 0 && length >= 3) add([...run]);
        const gapInside = missing.length === 1 && missing[0] !== low && missing[0] !== high;
        if ((missing.length === 0 && length === 2) || (gapInside && length >= 3))
          for (const wild of wildsBeside(run)) add([...run, wild]);
      }
    }
  }
  for (let rank = 1; rank <= 13; rank++) {
    if (rank === 2) continue;
    const naturals = cards.filter((id) => !isMatta(id) && rankOf(id) === rank);
    for (let k = 3; k <= naturals.length; k++) add(naturals.slice(0, k));
    if (naturals.length >= 2)
      for (const wild of wildsBeside([])) add([naturals[0] as CardId, naturals[1] as CardId, wild]);
  }
  return [...found.values()];
};

type PlayAction = Extract<Action, { type: 'meld' | 'lay-off' }>;

/** The canonical melds and lay-offs `seat` may make now; stops at the first if `firstOnly`. */
export const playActions = (state: MatchState, seat: Seat, firstOnly = false): PlayAction[] => {
  const rules: MeldRules = state.profile.options;
  const owed = state.hand.turn.mustPlayOneOf;
  const hand = [...handOf(state, seat)].sort(preferring(new Set(owed)));
  const usesOwed = (ids: readonly CardId[]) =>
    owed.length === 0 || ids.some((id) => owed.includes(id));
  const own = sideMelds(state, seat);
  const actions: PlayAction[] = [];
  for (const cards of candidateMelds(hand)) {
    if (!usesOwed(cards)) continue;
    const meld = readMeld(cards, rules);
    if (!meld.ok || equalCombinationRefusal(state, seat, meld.value)) continue;
    if (playRefusal(state, seat, cards, [...own.map((m) => m.meld), meld.value])) continue;
    actions.push({ type: 'meld', seat, cards });
    if (firstOnly) return actions;
  }
  for (const target of own) {
    for (const card of oneOfEachFace(hand)) {
      if (!usesOwed([card])) continue;
      const extended = extendMeld(target.meld, [card], rules);
      if (!extended.ok) continue;
      const after = own.map((m) => (m.id === target.id ? extended.value : m.meld));
      if (playRefusal(state, seat, [card], after)) continue;
      actions.push({ type: 'lay-off', seat, meld: target.id, cards: [card] });
      if (firstOnly) return actions;
    }
  }
  return actions;
};

/** Art. 9: the pile may be taken only if a taken card can then be played. */
export const pileUsable = (state: MatchState, seat: Seat): boolean => {
  const pile = state.hand.pile;
  if (pile.length === 0) return false;
  const hands = state.hand.hands.map((cards, s) => (s === seat ? [...cards, ...pile] : cards));
  const taken: MatchState = {
    ...state,
    hand: {
      ...state.hand,
      hands,
      pile: [],
      turn: { seat, phase: 'play', mustPlayOneOf: pile, tookPile: true },
    },
  };
  return playActions(taken, seat, true).length > 0;
};

export const legalActions = (state: MatchState, seat: Seat): Action[] => {
  const turn = state.hand.turn;
  if (state.status !== 'playing' || turn.seat !== seat) return [];
  if (turn.phase === 'draw') {
    const draw: Action[] = [{ type: 'draw', seat }];
    return pileUsable(state, seat) ? [...draw, { type: 'take-pile', seat }] : draw;
  }
  const plays: Action[] = playActions(state, seat);
  if (turn.mustPlayOneOf.length > 0) return plays;
  const hand = [...handOf(state, seat)].sort((a, b) => a - b);
  const discards = oneOfEachFace(hand).filter(
    (card) =>
      hand.length > 1 ||
      !state.hand.pozzettoTaken[sideOf(seat)] ||
      !closingRefusal(
        state,
        seat,
        sideMelds(state, seat).map((m) => m.meld),
        card,
      ),
  );
  return [...plays, ...discards.map((card): Action => ({ type: 'discard', seat, card }))];
};
