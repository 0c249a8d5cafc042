import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from '@tavolo/scala40';
import { scala40Esperto } from '../scala40/index.js';
import { chooseGreedyIndex } from '../seat-bots.js';
import { readKnowledge } from './knowledge.js';
import { playedPrompts } from './play-prompts.js';
import { coreRollout } from './core-rollout.js';
import { MAX_CANDIDATES, candidatesOf, handScore, search } from './search.js';

const rollout = coreRollout();
// Decisions from play with a choice to make, some early in the hand and some late.
const prompts = [
  ...playedPrompts('fisca-gara', 4, 11, 1),
  ...playedPrompts('fisca-101', 3, 12, 1, true),
]
  .map(({ prompt }) => prompt)
  .filter((p) => p.legal.length > 1);
const iterations = (n: number) => ({ kind: 'iterations', iterations: n }) as const;

describe('Scala 40 Campione', () => {
  it('answers a legal index, and the same one for the same prompt, seed and iterations', () => {
    fc.assert(
      fc.property(fc.constantFrom(...prompts), fc.integer(), (prompt, seed) => {
        const a = search(prompt, { seed, budget: iterations(4) }, rollout);
        const b = search(prompt, { seed, budget: iterations(4) }, rollout);
        expect(a).toBeDefined();
        expect(b).toEqual(a);
        const index = a?.index as number;
        expect(Number.isInteger(index) && index >= 0 && index < prompt.legal.length).toBe(true);
        expect(a?.iterations).toBe(4);
      }),
      { numRuns: 20 },
    );
  });

  it('thinks within a time budget, at least one iteration', () => {
    const prompt = prompts[10] as (typeof prompts)[number];
    const found = search(prompt, { seed: 1, budget: { kind: 'time', ms: 30 } }, rollout);
    expect(found?.iterations).toBeGreaterThanOrEqual(1);
    expect(found?.index).toBeGreaterThanOrEqual(0);
  });

  it('plays the Esperto move when the history cannot be read, -1 for a foreign prompt', () => {
    const prompt = prompts[5] as (typeof prompts)[number];
    const blind = search({ ...prompt, history: [] }, { seed: 3 }, rollout);
    expect(blind?.index).toBe(scala40Esperto({ ...prompt, history: [] }, { seed: 3 }));
    expect(blind?.iterations).toBe(0);
    expect(search({ ...prompt, view: { nope: 1 } as never }, { seed: 3 }, rollout)).toBe(undefined);
  });

  it('searches the Principiante move among at most MAX_CANDIDATES', () => {
    for (const prompt of prompts) {
      const greedy = chooseGreedyIndex('scala40', prompt.view, prompt.legal);
      if (!greedy.ok) throw new Error('unreadable prompt');
      const chosen = candidatesOf(prompt.legal, prompt.view.hand.cards ?? [], greedy.value);
      expect(chosen).toContain(greedy.value);
      expect(chosen.length).toBe(Math.min(prompt.legal.length, MAX_CANDIDATES));
      expect(new Set(chosen).size).toBe(chosen.length);
      // Discards and plays both stay in the search when there are both.
      const types = new Set(chosen.map((i) => (prompt.legal[i] as Action).type));
      if (prompt.legal.some((a) => a.type === 'discard')) expect(types.has('discard')).toBe(true);
    }
  });

  it("scores a hand by the opponents' mean penalty less the seat's, eliminations weighed", () => {
    const knowledgeOf = (profile: string) => {
      const prompt = prompts.find((p) => p.view.profile === profile);
      const k = prompt && readKnowledge(prompt.view, prompt.history);
      if (!k) throw new Error('unreadable prompt');
      return k;
    };
    const gara = knowledgeOf('fisca-gara');
    const four = [0, 1, 2, 3].map((s) => (s === gara.seat ? 10 : 40));
    expect(handScore(gara, four)).toBe(30);
    // At 101 (S40-REG), reaching the threshold costs the seat 60 more, and an opponent's 60/2.
    const club = knowledgeOf('fisca-101');
    const three = [0, 1, 2].map((s) => (s === club.seat ? 10 : 40));
    const near = (seat: number) => ({
      ...club,
      view: { ...club.view, totals: [0, 1, 2].map((s) => (s === seat ? 95 : 0)) },
    });
    expect(handScore(club, three)).toBe(30);
    expect(handScore(near(club.seat), three)).toBe(30 - 60);
    expect(handScore(near((club.seat + 1) % 3), three)).toBe(30 + 30);
  });
});
