import fc from 'fast-check';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { legalActions, view } from '@tavolo/burraco';
import { burracoEsperto } from '../burraco/index.js';
import { chooseGreedyIndex } from '../seat-bots.js';
import { CAMPIONE_BURRACO_SETTINGS, burracoCampione } from './index.js';
import { type Decision, playedDecisions } from './real-play.js';
import { seatKnowledge } from './knowledge.js';
import { searchTrace } from './search.js';
import { sampleWorld } from './world.js';

const few = { kind: 'iterations', iterations: 2 } as const;

/** Decisions with a choice to make, from a match of one hand. */
const arbitraryChoice = fc
  .record({
    profile: fc.constantFrom('champion' as const, 'fibur' as const),
    seating: fc.constantFrom('pairs' as const, 'individual' as const, 'singles' as const),
    seed: fc.integer({ min: 1, max: 1_000_000 }),
    randomSeats: fc.constantFrom(0, 0.5),
    at: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
  })
  .map((o) => {
    const decisions = playedDecisions(o);
    const choices = decisions.filter((d) => d.prompt.legal.length > 1);
    return (choices[Math.floor(o.at * choices.length)] ?? decisions[0]) as Decision;
  });

describe('Burraco Campione', () => {
  it('chooses a legal action, the same one for the same prompt, seed and iterations', () => {
    fc.assert(
      fc.property(arbitraryChoice, fc.integer(), ({ prompt }, seed) => {
        const index = burracoCampione(prompt, { seed, budget: few });
        expect(Number.isInteger(index)).toBe(true);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(prompt.legal.length);
        expect(burracoCampione(prompt, { seed, budget: few })).toBe(index);
      }),
      { numRuns: 15 },
    );
  });

  it("weighs the Esperto's choice first, the greedy one too, every candidate in the same worlds", () => {
    fc.assert(
      fc.property(arbitraryChoice, ({ prompt }) => {
        const trace = searchTrace(prompt, { seed: 1, budget: few }, CAMPIONE_BURRACO_SETTINGS);
        const greedy = chooseGreedyIndex('burraco', prompt.view, prompt.legal);
        if (!greedy.ok) throw new Error('greedy refused the prompt');
        if (trace.candidates.length > 0) {
          expect(trace.candidates[0]).toBe(burracoEsperto(prompt, { seed: 1 }));
          expect(trace.candidates).toContain(greedy.value);
          expect(new Set(trace.candidates).size).toBe(trace.candidates.length);
          expect(trace.candidates.length).toBeLessThanOrEqual(
            CAMPIONE_BURRACO_SETTINGS.maxCandidates,
          );
          expect(trace.worlds).toBe(2);
          expect(trace.candidates).toContain(trace.index);
        }
      }),
      { numRuns: 15 },
    );
  });

  it('thinks within a time budget', () => {
    const decision = playedDecisions({ profile: 'champion', seating: 'pairs', seed: 5 }).find(
      (d) => d.prompt.legal.length > 3,
    );
    if (!decision) throw new Error('no decision with a choice');
    const start = performance.now();
    const trace = searchTrace(
      decision.prompt,
      { seed: 3, budget: { kind: 'time', ms: 40 } },
      CAMPIONE_BURRACO_SETTINGS,
    );
    const spent = performance.now() - start;
    expect(trace.index).toBeGreaterThanOrEqual(0);
    expect(trace.index).toBeLessThan(decision.prompt.legal.length);
    // One rollout may run past the deadline; a hand's rollout takes a few milliseconds.
    expect(spent).toBeLessThan(40 + 100);
  });

  it('never sees what it must not: another deal of the hidden cards gives the same decision', () => {
    fc.assert(
      fc.property(arbitraryChoice, fc.integer(), ({ seat, prompt }, seed) => {
        const knowledge = seatKnowledge(prompt.view, prompt.history);
        if (!knowledge) throw new Error('unreadable prompt');
        // The hidden cards dealt again, consistently with what the seat knows: the same seat
        // asked in that state gets the same view, legal actions and events.
        const other = sampleWorld(knowledge, prompt.view, xoroshiro128plus(seed));
        const asked = {
          view: view(other, seat),
          legal: legalActions(other, seat),
          history: prompt.history,
        };
        expect(burracoCampione(asked, { seed, budget: few })).toBe(
          burracoCampione(prompt, { seed, budget: few }),
        );
      }),
      { numRuns: 10 },
    );
  });

  it('plays the only legal action without searching', () => {
    const only = playedDecisions({ profile: 'fibur', seating: 'singles', seed: 2 }).find(
      (d) => d.prompt.legal.length === 1,
    );
    if (!only) throw new Error('no forced decision');
    expect(burracoCampione(only.prompt, { seed: 0 })).toBe(0);
  });

  it('answers -1 for a prompt that is not a Burraco seat', () => {
    const [first] = playedDecisions({ profile: 'champion', seating: 'pairs', seed: 4 });
    if (!first) throw new Error('no decision');
    const scala40Like = { ...first.prompt, view: { hand: { cards: [] } } };
    expect(burracoCampione(scala40Like as never, { seed: 0 })).toBe(-1);
    const alien = { ...first.prompt, legal: [{ kind: 'nothing' }] };
    expect(burracoCampione(alien as never, { seed: 0 })).toBe(-1);
  });

  it("plays as the Esperto when the prompt's cards do not add up", () => {
    const decision = playedDecisions({ profile: 'champion', seating: 'pairs', seed: 6 }).find(
      (d) => d.prompt.legal.length > 3,
    );
    if (!decision) throw new Error('no decision with a choice');
    const { view: seen } = decision.prompt;
    const broken = { ...decision.prompt, view: { ...seen, hand: { ...seen.hand, stock: 500 } } };
    expect(burracoCampione(broken, { seed: 0, budget: few })).toBe(
      burracoEsperto(broken, { seed: 0 }),
    );
  });
});
