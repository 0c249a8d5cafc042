import { type CardId } from '@tavolo/cards';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, createMatch } from './engine.js';
import { legalActions } from './legal.js';
import { PROFILES } from './profile.js';
import type { MatchState, Seat } from './state.js';
import { burracoKind } from './burraco.js';
import { view } from './view.js';

const start = (seed: number, seats: 2 | 4): MatchState => {
  const step = createMatch({
    profile: PROFILES.champion,
    seed: { scheme: 'xoroshiro128plus', seed },
    seating:
      seats === 4
        ? { kind: 'individual', players: ['a', 'b', 'c', 'd'] }
        : { kind: 'singles', players: ['a', 'b'] },
  });
  if (!step.ok) throw new Error(step.error.code);
  return step.value.state;
};

/** The same state with the cards the viewer may not see dealt again among the hidden places. */
const reshuffleHidden = (
  state: MatchState,
  viewer: Seat | null,
  order: readonly number[],
): MatchState => {
  const h = state.hand;
  const hiddenSeats = h.hands.map((_, s) => s !== viewer);
  const hidden: CardId[] = [
    ...h.hands.filter((_, s) => hiddenSeats[s]).flat(),
    ...h.stock,
    ...h.pozzetti.flat(),
  ];
  const keyed = hidden.map((id, i) => ({ id, key: order[i % order.length] ?? 0, i }));
  const mixed = keyed.sort((a, b) => a.key - b.key || a.i - b.i).map((k) => k.id);
  let next = 0;
  const takeN = (n: number) => mixed.slice(next, (next += n));
  const hands = h.hands.map((cards, s) => (hiddenSeats[s] ? takeN(cards.length) : cards));
  const stock = takeN(h.stock.length);
  const pozzetti = h.pozzetti.map((p) => takeN(p.length));
  return { ...state, hand: { ...h, hands, stock, pozzetti } };
};

describe('view', () => {
  it('a seat sees its own hand, the sizes of the others, the pile, the stock size and the pozzetti count', () => {
    const state = start(1, 4);
    const v = view(state, 2);
    expect(v.you).toBe(2);
    expect(v.hand.cards).toEqual(state.hand.hands[2]);
    expect(v.hand.handSizes).toEqual([11, 11, 11, 11]);
    expect(v.hand.stock).toBe(state.hand.stock.length);
    expect(v.hand.pile).toEqual(state.hand.pile);
    expect(v.hand.pozzettiLeft).toBe(2);
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(state.hand.hands[0]));
  });

  it('a spectator sees no hand', () => {
    expect(view(start(1, 4), null).hand.cards).toBeNull();
    expect(view(start(1, 4), 7).you).toBeNull();
  });

  it("view never reveals another seat's hand (the partner's included), the stock order or the pozzetti", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(2 as const, 4 as const),
        fc.integer({ min: 0, max: 120 }),
        fc.array(fc.integer(), { minLength: 1, maxLength: 120 }),
        (seed, seats, steps, order) => {
          let state = start(seed, seats);
          let x = (Math.abs(seed) % 1000) + 1;
          for (let i = 0; i < steps && state.status === 'playing'; i++) {
            const seat = state.hand.turn.seat;
            const actions = legalActions(state, seat);
            x = (x * 48271) % 2147483647;
            const step = apply(state, actions[x % actions.length] as (typeof actions)[number]);
            if (!step.ok) throw new Error(step.error.code);
            state = step.value.state;
          }
          for (const viewer of [...state.players.keys(), null]) {
            const other = reshuffleHidden(state, viewer, order);
            expect(view(other, viewer)).toEqual(view(state, viewer));
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('the melds shown', () => {
  it('are one array for every viewer, kept until someone melds, each with its burraco kind', () => {
    let state = start(11, 4);
    let random = 11;
    let kept = 0;
    for (let move = 0; move < 600 && state.status === 'playing'; move++) {
      const before = view(state, 0).hand.melds;
      const seat = state.hand.turn.seat;
      const legal = legalActions(state, seat);
      random = (random * 1_103_515_245 + 12_345) % 2 ** 31;
      const step = apply(state, legal[random % legal.length] as never);
      if (!step.ok) throw new Error(step.error.code);
      const sameMelds = step.value.state.hand.melds === state.hand.melds;
      state = step.value.state;
      const views = ([0, 1, 2, 3, null] as const).map((viewer) => view(state, viewer).hand.melds);
      for (const melds of views) expect(melds).toBe(views[0]);
      if (sameMelds) {
        expect(views[0]).toBe(before);
        kept += 1;
      }
      expect(views[0]).toEqual(
        state.hand.melds.map((m) => ({
          ...m,
          burraco: burracoKind(m.meld, state.profile.options),
        })),
      );
    }
    expect(kept).toBeGreaterThan(50);
  });
});
