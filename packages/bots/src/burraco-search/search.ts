/**
 * Perfect-information Monte Carlo over the hidden cards. Each iteration deals one world the
 * seat cannot tell from the real one (world.ts), plays every candidate move in it and the rest
 * of the hand with the rollout policy, and scores the move by its line's hand total less the
 * other line's. Every candidate is tried in the same worlds, so their differences are not
 * drowned by the luck of the deal. The best mean wins; a tie keeps the Esperto's move.
 *
 * An iteration (one world, every candidate played in it) budget gives the same decision for the
 * same prompt and seed; a time budget iterates until the deadline, starting no world it expects
 * to overrun and dropping one it could not finish for every candidate.
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { sideOf } from '@tavolo/burraco';
import type { Budget, BurracoPrompt, DecideOptions } from '../level.js';
import { burracoEsperto } from '../burraco/index.js';
import { chooseGreedyIndex } from '../seat-bots.js';
import { candidateIndices } from './candidates.js';
import { isBurracoView, seatKnowledge } from './knowledge.js';
import type { Rollout } from './rollout.js';
import { sampleWorld } from './world.js';

export interface SearchSettings {
  readonly rollout: Rollout;
  /** The most candidate moves weighed in one decision. */
  readonly maxCandidates: number;
  /** The budget when the caller gives none. */
  readonly defaultBudget: Budget;
  /**
   * How many standard errors another move's edge over the Esperto's must exceed for the
   * search to play it (0: the best mean, whatever its edge).
   */
  readonly margin: number;
}

/**
 * Whether candidate `c` beats the first (the Esperto's move) by more than `margin`
 * standard errors of their paired difference: the rollouts play greedily, with mistakes the
 * Esperto avoids, so a small edge in a few worlds is not worth leaving its move for.
 */
const clearlyBetter = (
  sums: Float64Array,
  squares: Float64Array,
  c: number,
  worlds: number,
  margin: number,
): boolean => {
  const mean = ((sums[c] as number) - (sums[0] as number)) / worlds;
  if (worlds < 2) return mean > 0;
  const variance = Math.max(0, (squares[c] as number) / worlds - mean * mean);
  const error = Math.sqrt(variance / (worlds - 1));
  return mean > margin * error;
};

/** What one decision did, for the measuring scripts and the tests. */
export interface SearchTrace {
  readonly index: number;
  readonly candidates: readonly number[];
  /** Worlds played for every candidate. */
  readonly worlds: number;
  /** Mean score difference by candidate, in the order of `candidates`. */
  readonly means: readonly number[];
}

/** A world with more iterations than this is never asked for, even with time to spare. */
const MAX_WORLDS = 1_000_000;

const clock = (globalThis as unknown as { performance: { now(): number } }).performance;

/** The decision and how it was reached; index -1 when the prompt cannot be read. */
export const searchTrace = (
  prompt: BurracoPrompt,
  options: DecideOptions,
  settings: SearchSettings,
): SearchTrace => {
  const { view, legal, history } = prompt;
  const none = (index: number): SearchTrace => ({ index, candidates: [], worlds: 0, means: [] });
  if (!isBurracoView(view) || !Array.isArray(legal) || legal.length === 0) return none(-1);
  const greedy = chooseGreedyIndex('burraco', view, legal);
  if (!greedy.ok) return none(-1);
  if (legal.length === 1) return none(0);
  // The level below's choice, the one kept on a tie and when the search cannot run.
  const esperto = burracoEsperto(prompt, { seed: options.seed });
  const fallback = esperto >= 0 && esperto < legal.length ? esperto : greedy.value;
  const knowledge = seatKnowledge(view, Array.isArray(history) ? history : []);
  // A prompt whose cards do not add up is played as the Esperto would.
  if (!knowledge || knowledge.seat !== view.hand.turn.seat) return none(fallback);
  const candidates = candidateIndices(
    legal,
    [fallback, greedy.value],
    view.hand.cards ?? [],
    knowledge.profile.options.cardValues,
    settings.maxCandidates,
  );
  if (candidates.length === 1) return none(candidates[0] as number);
  const budget = options.budget ?? settings.defaultBudget;
  const maxWorlds = budget.kind === 'iterations' ? budget.iterations : MAX_WORLDS;
  const deadline = budget.kind === 'time' ? clock.now() + budget.ms : Infinity;
  const rng = xoroshiro128plus(options.seed);
  const own = sideOf(knowledge.seat);
  const sums = new Float64Array(candidates.length);
  // Each candidate's score less the first's, world by world, squared: its spread.
  const squares = new Float64Array(candidates.length);
  const scores = new Float64Array(candidates.length);
  let worlds = 0;
  const started = clock.now();
  // A time budget starts no world it expects to leave unfinished: one takes about the mean.
  const expectedEnd = () => clock.now() + (worlds === 0 ? 0 : (clock.now() - started) / worlds);
  search: while (worlds < maxWorlds && expectedEnd() < deadline) {
    const world = sampleWorld(knowledge, view, rng);
    const rolloutSeed = rng.next();
    for (let c = 0; c < candidates.length; c++) {
      const totals = settings.rollout.play(
        world,
        legal[candidates[c] as number] as (typeof legal)[number],
        rolloutSeed,
      );
      // A move the world refuses cannot happen (the world shows the seat's legal actions).
      scores[c] = totals === null ? -1e9 : totals[own] - totals[1 - own];
      if (clock.now() >= deadline) break search;
    }
    for (let c = 0; c < candidates.length; c++) {
      sums[c] += scores[c] as number;
      squares[c] += ((scores[c] as number) - (scores[0] as number)) ** 2;
    }
    worlds++;
  }
  if (worlds === 0) return none(fallback);
  let best = 0;
  for (let c = 1; c < candidates.length; c++)
    if ((sums[c] as number) > (sums[best] as number)) best = c;
  if (best !== 0 && !clearlyBetter(sums, squares, best, worlds, settings.margin)) best = 0;
  return {
    index: candidates[best] as number,
    candidates,
    worlds,
    means: Array.from(sums, (s) => s / worlds),
  };
};
