import fc from 'fast-check';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { type MatchState, brokenInvariants, legalActions, view } from '@tavolo/burraco';
import { type SeatKnowledge, seatKnowledge } from './knowledge.js';
import { type Decision, playedDecisions } from './real-play.js';
import { sampleWorld } from './world.js';

const arbitraryDecision = fc
  .record({
    profile: fc.constantFrom('champion' as const, 'fibur' as const),
    seating: fc.constantFrom('pairs' as const, 'individual' as const, 'singles' as const),
    seed: fc.integer({ min: 1, max: 1_000_000 }),
    randomSeats: fc.constantFrom(0, 0.5, 1),
    at: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
  })
  .map((o) => {
    const decisions = playedDecisions(o);
    return decisions[Math.floor(o.at * decisions.length)] as Decision;
  });

/** The cards of the places the seat cannot see, in the true state. */
const hiddenCards = (state: MatchState, k: SeatKnowledge): number[] => {
  const h = state.hand;
  const fromHands = h.hands.flatMap((cards, s) =>
    cards.filter((id) => !(k.known[s] as readonly number[]).includes(id)),
  );
  return [...fromHands, ...h.pozzetti.flat(), ...h.stock].sort((a, b) => a - b);
};

describe('what a seat knows (BUR-CH art. 9: the pile stays visible, its takers known)', () => {
  it('is true of the state the prompt came from', () => {
    fc.assert(
      fc.property(arbitraryDecision, ({ state, prompt }) => {
        const k = seatKnowledge(prompt.view, prompt.history);
        expect(k).not.toBeNull();
        if (!k) return;
        k.known.forEach((cards, s) => {
          for (const id of cards) expect(state.hand.hands[s]).toContain(id);
        });
        expect(k.unseen).toEqual(hiddenCards(state, k));
        expect(k.unknownInHand).toEqual(
          state.hand.hands.map((cards, s) => cards.length - (k.known[s] as number[]).length),
        );
        expect(k.stock).toBe(state.hand.stock.length);
        expect(k.pozzetti).toEqual(state.hand.pozzetti.map((p) => p.length));
        expect(k.turnsWithoutDraw).toBe(state.hand.turnsWithoutDraw);
      }),
      { numRuns: 40 },
    );
  });

  it('is none when the prompt does not add up', () => {
    const [first] = playedDecisions({ profile: 'champion', seating: 'pairs', seed: 3 });
    if (!first) throw new Error('no decision');
    const { view: v, history } = first.prompt;
    const twice = { ...v, hand: { ...v.hand, pile: [...v.hand.pile, v.hand.cards?.[0] ?? 0] } };
    expect(seatKnowledge(twice, history)).toBeNull();
    expect(seatKnowledge({ ...v, hand: { ...v.hand, stock: v.hand.stock + 1 } }, history)).toBe(
      null,
    );
  });
});

describe('a sampled world', () => {
  it('shows the seat its own view and offers it the same legal actions, for any seed', () => {
    fc.assert(
      fc.property(arbitraryDecision, fc.integer(), ({ seat, prompt }, seed) => {
        const k = seatKnowledge(prompt.view, prompt.history);
        if (!k) throw new Error('unreadable prompt');
        const world = sampleWorld(k, prompt.view, xoroshiro128plus(seed));
        expect(brokenInvariants(world)).toEqual([]);
        expect(view(world, seat)).toEqual(prompt.view);
        expect(legalActions(world, seat)).toEqual(prompt.legal);
      }),
      { numRuns: 60 },
    );
  });

  it('holds the face-down pozzetti (art. 23) where the view says they are', () => {
    const held = playedDecisions({ profile: 'champion', seating: 'pairs', seed: 1 }).filter(
      (d) => d.prompt.view.hand.unseenPozzetti.length > 0,
    );
    expect(held.length).toBeGreaterThan(0);
    for (const { seat, prompt } of held) {
      const k = seatKnowledge(prompt.view, prompt.history);
      if (!k) throw new Error('unreadable prompt');
      const world = sampleWorld(k, prompt.view, xoroshiro128plus(seat));
      expect(view(world, seat)).toEqual(prompt.view);
      expect(legalActions(world, seat)).toEqual(prompt.legal);
    }
  });

  it('deals the unseen cards uniformly: each lands in the stock as often as its share', () => {
    const [, , , , decision] = playedDecisions({ profile: 'fibur', seating: 'singles', seed: 9 });
    if (!decision) throw new Error('no decision');
    const k = seatKnowledge(decision.prompt.view, decision.prompt.history);
    if (!k) throw new Error('unreadable prompt');
    const card = k.unseen[0] as number;
    const rng = xoroshiro128plus(42);
    const runs = 4000;
    let inStock = 0;
    for (let i = 0; i < runs; i++)
      if (sampleWorld(k, decision.prompt.view, rng).hand.stock.includes(card)) inStock++;
    const share = k.stock / k.unseen.length;
    // Four standard deviations of a binomial count.
    expect(Math.abs(inStock / runs - share)).toBeLessThan(
      4 * Math.sqrt((share * (1 - share)) / runs),
    );
  });
});
