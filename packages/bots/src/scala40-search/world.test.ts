import fc from 'fast-check';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { brokenInvariants, legalActions, view } from '@tavolo/scala40';
import { readKnowledge } from './knowledge.js';
import { type PlayedPrompt, playedPrompts } from './play-prompts.js';
import { sampleWorld } from './world.js';

// Prompts from real play, two hands each: greedy tables, and tables where every other seat
// plays at random (cards held from the pile, long hands with reshuffles).
const GAMES: readonly [string, number, number, boolean][] = [
  ['fisca-gara', 4, 1, false],
  ['fisca-gara', 3, 2, true],
  ['fisca-gara', 4, 6, true],
  ['fisca-101', 2, 3, false],
  ['fisca-101', 5, 7, true],
  ['fisca-101+a+b+c', 6, 4, false],
  ['fisca-101+a', 3, 8, true],
  ['club-151', 4, 5, true],
];
const prompts: PlayedPrompt[] = GAMES.flatMap(([profile, seats, seed, mixed]) =>
  playedPrompts(profile, seats, seed, 2, mixed),
);

describe('determinized worlds', () => {
  it('read the knowledge of every prompt from play, which has every kind of knowledge', () => {
    const known = prompts.map(({ prompt }) => readKnowledge(prompt.view, prompt.history));
    expect(known.every((k) => k !== undefined)).toBe(true);
    // The prompts cover what the knowledge tracks: cards held, reshuffles, a pile out of view.
    expect(known.some((k) => k && k.held.some((cards) => cards.length > 0))).toBe(true);
    expect(known.some((k) => k && k.reshuffles > 0 && k.handOnly.length > 0)).toBe(true);
    expect(prompts.some(({ prompt }) => prompt.view.hand.discardPile === null)).toBe(true);
  });

  it('agree with the seat: same view, same legal actions, invariants hold', () => {
    fc.assert(
      fc.property(fc.constantFrom(...prompts), fc.integer(), ({ prompt }, seed) => {
        const k = readKnowledge(prompt.view, prompt.history);
        if (!k) return false;
        const world = sampleWorld(k, xoroshiro128plus(seed));
        expect(brokenInvariants(world)).toEqual([]);
        expect(view(world, k.seat)).toEqual(prompt.view);
        expect(legalActions(world, k.seat)).toEqual(prompt.legal);
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('keep what the seat knows and vary what it does not', () => {
    const late = prompts.filter(({ state }) => state.hand.turnsCompleted > 8);
    for (const { state, prompt } of late.slice(0, 20)) {
      const k = readKnowledge(prompt.view, prompt.history);
      if (!k) throw new Error('unreadable prompt');
      // Cards known to be held stay with their holder in every world.
      const world = sampleWorld(k, xoroshiro128plus(7));
      k.held.forEach((cards, s) => {
        for (const c of cards) expect(state.hand.hands[s]).toContain(c);
        for (const c of cards) expect(world.hand.hands[s]).toContain(c);
      });
      const other = sampleWorld(k, xoroshiro128plus(8));
      expect(other.hand.stock).not.toEqual(world.hand.stock);
    }
  });

  it('refuse a history that does not match the view', () => {
    for (const { prompt } of prompts.slice(30, 60)) {
      expect(readKnowledge(prompt.view, [])).toBeUndefined();
      // Losing a discard, a take or a draw shows in the pile, the turns or the phase.
      const last = prompt.history.findLastIndex((e) =>
        ['discarded', 'took-discard', 'drew'].includes(e.type),
      );
      const lost = prompt.history.filter((_, i) => i !== last);
      expect(readKnowledge(prompt.view, lost)).toBeUndefined();
      expect(readKnowledge(prompt.view, prompt.history.slice(0, 5))).toBeUndefined();
    }
  });
});
