/**
 * `legalActions` skips work (a quick test before reading a lay-off, only the kinds asked for);
 * this checks it against the plain enumeration it replaced, which reads every candidate meld
 * and every card on every meld of the line, on states reached by random and by eager play.
 */
import { type CardId, SUITS, isJoker, rankOf } from '@tavolo/cards';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action, ActionType } from './action.js';
import { apply } from './engine.js';
import { legalActions, pileUsable } from './legal.js';
import {
  type MeldRules,
  extendMeld,
  isMatta,
  isPinella,
  mayExtend,
  rankAtPosition,
  readMeld,
} from './meld.js';
import { PROFILE_IDS } from './profile.js';
import { type MatchState, type Seat, type TableMeld, sideOf } from './state.js';
import { newMatch } from './test-support.js';
import {
  closingRefusal,
  equalCombinationRefusal,
  handOf,
  playRefusal,
  sideMelds,
} from './turn-rules.js';

// The reference: the enumeration as first written, without shortcuts.

const faceKey = (id: CardId): number => (isJoker(id) ? 52 : id % 54);

const preferring =
  (first: ReadonlySet<CardId>) =>
  (a: CardId, b: CardId): number =>
    (first.has(a) ? 0 : 1) - (first.has(b) ? 0 : 1) || a - b;

const oneOfEachFace = (cards: readonly CardId[]): CardId[] => {
  const seen = new Set<number>();
  return cards.filter((id) => !seen.has(faceKey(id)) && seen.add(faceKey(id)));
};

const referenceCandidates = (cards: readonly CardId[]): CardId[][] => {
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

const referencePlays = (state: MatchState, seat: Seat): Action[] => {
  const rules: MeldRules = state.profile.options;
  const owed = state.hand.turn.mustPlayOneOf;
  const hand = [...handOf(state, seat)].sort(preferring(new Set(owed)));
  const usesOwed = (ids: readonly CardId[]) =>
    owed.length === 0 || ids.some((id) => owed.includes(id));
  const own = sideMelds(state, seat);
  const actions: Action[] = [];
  for (const cards of referenceCandidates(hand)) {
    if (!usesOwed(cards)) continue;
    const meld = readMeld(cards, rules);
    if (!meld.ok || equalCombinationRefusal(state, seat, meld.value)) continue;
    const after = [...own.map((m) => m.meld), meld.value];
    if (playRefusal(state, seat, cards, () => after)) continue;
    actions.push({ type: 'meld', seat, cards });
  }
  for (const target of own) {
    for (const card of oneOfEachFace(hand)) {
      if (!usesOwed([card])) continue;
      const extended = extendMeld(target.meld, [card], rules);
      if (!extended.ok) continue;
      const after = own.map((m) => (m.id === target.id ? extended.value : m.meld));
      if (playRefusal(state, seat, [card], () => after)) continue;
      actions.push({ type: 'lay-off', seat, meld: target.id, cards: [card] });
    }
  }
  if (owed.length > 0)
    for (const target of own) actions.push(...referenceBridges(state, seat, hand, target));
  return actions;
};

/** Art. 9: a taken natural laid off with the cards of the hand that reach its sequence. */
const referenceBridges = (
  state: MatchState,
  seat: Seat,
  hand: readonly CardId[],
  target: TableMeld,
): Action[] => {
  const meld = target.meld;
  if (meld.kind !== 'sequence') return [];
  const own = sideMelds(state, seat);
  const owed = state.hand.turn.mustPlayOneOf;
  const places = (id: CardId): number[] => {
    if (isJoker(id) || SUITS[Math.floor((id % 54) / 13)] !== meld.suit) return [];
    const rank = rankOf(id);
    return rank === 1 ? [1, 14] : [rank];
  };
  const high = meld.low + meld.cards.length - 1;
  const actions: Action[] = [];
  for (const card of oneOfEachFace(hand)) {
    if (!owed.includes(card) || (isMatta(card) && !isPinella(card))) continue;
    for (const p of places(card)) {
      if (p >= meld.low - 1 && p <= high + 1) continue;
      const naturals = meld.cards.flatMap((c, i) => (c.wild ? [] : [meld.low + i]));
      const between =
        p < meld.low
          ? range(p + 1, Math.min(...naturals) - 1)
          : range(Math.max(...naturals) + 1, p - 1);
      const found = between.map((q) => hand.find((h) => h !== card && places(h).includes(q)));
      const bridge = found.filter((id): id is CardId => id !== undefined);
      const missing = found.length - bridge.length;
      if (missing > 1) continue;
      const mattas = [
        hand.find(isJoker),
        hand.find((h) => isPinella(h) && h !== card && !bridge.includes(h)),
      ].filter((id): id is CardId => id !== undefined);
      // The meld's matta moves to the place left only once its own card has replaced it.
      const wildAt = meld.cards.findIndex((c) => c.wild);
      const replacing = hand.find(
        (h) => h !== card && !bridge.includes(h) && places(h).includes(meld.low + wildAt),
      );
      const sets = [
        [card, ...bridge],
        ...(missing === 1 && wildAt >= 0 && replacing !== undefined
          ? [[card, ...bridge, replacing]]
          : []),
        ...(missing === 1
          ? mattas.map((m) => [card, ...bridge, m])
          : mattas.flatMap((m) => bridge.map((b) => [card, ...bridge.filter((x) => x !== b), m]))),
      ];
      for (const cards of sets) {
        const extended = extendMeld(meld, cards, state.profile.options);
        if (!extended.ok) continue;
        const after = own.map((m) => (m.id === target.id ? extended.value : m.meld));
        if (playRefusal(state, seat, cards, () => after)) continue;
        actions.push({ type: 'lay-off', seat, meld: target.id, cards });
      }
    }
  }
  return actions;
};

const range = (from: number, to: number): number[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

const referencePileUsable = (state: MatchState, seat: Seat): boolean => {
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
  return referencePlays(taken, seat).length > 0;
};

const referenceLegal = (state: MatchState, seat: Seat): Action[] => {
  const turn = state.hand.turn;
  if (state.status !== 'playing' || turn.seat !== seat) return [];
  if (turn.phase === 'draw') {
    const draw: Action[] = [{ type: 'draw', seat }];
    return referencePileUsable(state, seat) ? [...draw, { type: 'take-pile', seat }] : draw;
  }
  const plays = referencePlays(state, seat);
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

// The states.

const TYPES: readonly ActionType[] = ['draw', 'take-pile', 'meld', 'lay-off', 'discard'];

/** Random play, or eager play: the pile whenever it may be taken, the longest meld, any lay-off. */
const chooser = (seed: number, eager: boolean) => {
  let x = (Math.abs(seed) % 2147483647) + 1;
  const random = (n: number) => {
    x = (x * 48271) % 2147483647;
    return x % n;
  };
  return (actions: readonly Action[]): Action => {
    const pick = (type: ActionType) => actions.filter((a) => a.type === type);
    const length = (a: Action) => (a.type === 'meld' ? a.cards.length : 0);
    const preferred = eager
      ? [
          ...pick('take-pile'),
          ...pick('meld').sort((a, b) => length(b) - length(a)),
          ...pick('lay-off'),
        ][0]
      : undefined;
    return preferred ?? (actions[random(actions.length)] as Action);
  };
};

describe('legalActions against the plain enumeration', () => {
  it('lists the same actions in the same order, for all kinds and for each kind asked alone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROFILE_IDS),
        fc.integer(),
        fc.constantFrom(2 as const, 4 as const),
        fc.boolean(),
        (profile, seed, seats, eager) => {
          let state = newMatch(profile, seed, seats);
          const choose = chooser(seed, eager);
          for (let i = 0; i < 400 && state.status === 'playing'; i++) {
            const seat = state.hand.turn.seat;
            const actions = legalActions(state, seat);
            expect(actions).toEqual(referenceLegal(state, seat));
            for (const type of TYPES)
              expect(legalActions(state, seat, new Set([type]))).toEqual(
                actions.filter((a) => a.type === type),
              );
            expect(legalActions(state, seat, new Set(['meld', 'discard']))).toEqual(
              actions.filter((a) => a.type === 'meld' || a.type === 'discard'),
            );
            if (state.hand.turn.phase === 'draw')
              expect(pileUsable(state, seat)).toBe(referencePileUsable(state, seat));
            const step = apply(state, choose(actions));
            if (!step.ok) throw new Error(step.error.code);
            state = step.value.state;
          }
        },
      ),
      { numRuns: 24 },
    );
  });

  it('mayExtend is false only for cards that extendMeld refuses', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PROFILE_IDS), fc.integer(), (profile, seed) => {
        let state = newMatch(profile, seed, 4);
        const choose = chooser(seed, true);
        const rules = state.profile.options;
        for (let i = 0; i < 300 && state.status === 'playing'; i++) {
          if (i % 8 === 0)
            for (const { meld } of state.hand.melds)
              for (let card = 0; card < 108; card++)
                if (!meld.cards.some((c) => c.id === card) && !mayExtend(meld, card, rules))
                  expect(extendMeld(meld, [card], rules).ok).toBe(false);
          const step = apply(state, choose(legalActions(state, state.hand.turn.seat)));
          if (!step.ok) throw new Error(step.error.code);
          state = step.value.state;
        }
      }),
      { numRuns: 6 },
    );
  });
});
