/**
 * The Campione level of Scala 40: perfect-information Monte Carlo (PIMC). Each iteration deals
 * one world consistent with what the seat knows, plays every candidate in it and the rest of the
 * hand by the rollout policy, and scores the hand for the seat (the opponents' mean penalty
 * minus its own, with a weight for eliminations where the profile eliminates). All candidates
 * share each iteration's world and seed (common random numbers), and the best mean is played,
 * the Esperto's choice on a tie. An iteration budget gives the same choice for the same
 * prompt and seed; a time budget iterates until its deadline.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { CardId } from '@tavolo/cards';
import { type Action, penaltyValue } from '@tavolo/scala40';
import { connections } from '../hand-shape.js';
import type { Budget, DecideOptions, Scala40Prompt } from '../level.js';
import { scala40Esperto } from '../scala40/index.js';
import { chooseGreedyIndex } from '../seat-bots.js';
import { type SeatKnowledge, readKnowledge } from './knowledge.js';
import type { Rollout } from './rollout.js';
import { sampleWorld } from './world.js';

/**
 * Iterations when no budget is given, and the budget proposed for the arena: at fisca-gara
 * tables of four, 24 iterations took 23 ms of CPU at p50 and 140 ms at p99 per decision
 * (scripts/times.ts, on the search core), well under the 200 ms of issue 20.
 */
export const DEFAULT_ITERATIONS = 24;
/** At most this many candidates are searched; the rest are left out by a cheap ordering. */
export const MAX_CANDIDATES = 8;
/** The score of a candidate the rollout refuses (never, for a legal action): far below any hand's. */
const REFUSED = -1000;
/** Standard errors by which a candidate must beat the Esperto's move to be played. */
export const MARGIN = 2;
/** What being eliminated (or eliminating an opponent) is worth, in penalty points. */
const ELIMINATION_WEIGHT = 60;

type Discard = Extract<Action, { type: 'discard' }>;

const cardsLaid = (a: Action): number =>
  a.type === 'open'
    ? a.melds.reduce((n, m) => n + m.length, 0) + (a.layOffs?.length ?? 0)
    : a.type === 'meld'
      ? a.cards.length
      : a.type === 'lay-off'
        ? 1
        : 0;

/**
 * The candidates searched: every legal action when there are few; otherwise the Esperto's
 * choice, then the plays that lay the most cards and the discards of the costliest loose cards
 * (the greedy order), alternately, up to `MAX_CANDIDATES`.
 */
export const candidatesOf = (
  legal: readonly Action[],
  hand: readonly CardId[],
  greedy: number,
): number[] => {
  if (legal.length <= MAX_CANDIDATES) return legal.map((_, i) => i);
  const indices = legal.map((_, i) => i);
  const plays = indices
    .filter((i) => (legal[i] as Action).type !== 'discard')
    .sort((a, b) => cardsLaid(legal[b] as Action) - cardsLaid(legal[a] as Action));
  const cost = (i: number) => {
    const card = (legal[i] as Discard).card;
    return penaltyValue(card) - 4 * connections(card, hand);
  };
  const discards = indices
    .filter((i) => (legal[i] as Action).type === 'discard')
    .sort((a, b) => cost(b) - cost(a));
  const chosen = new Set<number>([greedy]);
  for (let r = 0; chosen.size < MAX_CANDIDATES && r < legal.length; r++) {
    const play = plays[r];
    if (play !== undefined && chosen.size < MAX_CANDIDATES) chosen.add(play);
    const discard = discards[r];
    if (discard !== undefined && chosen.size < MAX_CANDIDATES) chosen.add(discard);
  }
  return [...chosen].sort((a, b) => a - b);
};

/** The hand's outcome for the seat: the higher the better. */
export const handScore = (k: SeatKnowledge, penalties: readonly (number | null)[]): number => {
  const { seat, view } = k;
  const end = k.profile.options.end;
  const own = penalties[seat] ?? 0;
  let others = 0;
  let count = 0;
  let out = 0;
  penalties.forEach((p, s) => {
    if (s === seat || p === null) return;
    others += p;
    count++;
    if (end.kind === 'elimination' && (view.totals[s] as number) + p >= end.threshold) out++;
  });
  let score = count > 0 ? others / count - own : -own;
  if (end.kind === 'elimination') {
    if ((view.totals[seat] as number) + own >= end.threshold) score -= ELIMINATION_WEIGHT;
    if (count > 0) score += (ELIMINATION_WEIGHT * out) / count;
  }
  return score;
};

/**
 * The candidate played: the best mean among those that beat the Esperto's move (`home`)
 * by more than `MARGIN` standard errors of their paired difference; else the home move. Noise
 * alone then seldom moves the search off a sound default when the iterations are few.
 */
const bestCandidate = (
  totals: readonly number[],
  squares: readonly number[],
  home: number,
  n: number,
): number => {
  let best = home;
  const homeTotal = totals[home] as number;
  totals.forEach((t, c) => {
    if (c === home || t <= (totals[best] as number)) return;
    const mean = (t - homeTotal) / n;
    const variance = Math.max(0, (squares[c] as number) / n - mean * mean);
    const error = Math.sqrt(variance / Math.max(1, n - 1));
    if (!(error === 0 && n < 2) && mean > MARGIN * error) best = c;
  });
  return best;
};

/** The clock of a time budget: performance.now where there is one (Node, browsers). */
const now = (): number => {
  const perf = (globalThis as { performance?: { now(): number } }).performance;
  return perf ? perf.now() : Date.now();
};

export interface SearchStats {
  readonly index: number;
  readonly iterations: number;
  readonly candidates: readonly number[];
  /** Mean score by candidate, in the order of `candidates`. */
  readonly means: readonly number[];
}

/** The search itself, with its figures; `decideWith` answers the index alone. */
export const search = (
  prompt: Scala40Prompt,
  options: DecideOptions,
  rollout: Rollout,
): SearchStats | undefined => {
  const started = now();
  const greedy = chooseGreedyIndex('scala40', prompt.view, prompt.legal);
  if (!greedy.ok) return undefined;
  // The level below's move: kept on a tie, and when the search cannot run.
  const esperto = scala40Esperto(prompt, { seed: options.seed });
  const homeMove = esperto >= 0 && esperto < prompt.legal.length ? esperto : greedy.value;
  const fallback = { index: homeMove, iterations: 0, candidates: [], means: [] };
  if (prompt.legal.length === 1) return { ...fallback, index: 0 };
  const k = readKnowledge(prompt.view, prompt.history);
  const hand = prompt.view.hand.cards;
  if (!k || !hand) return fallback;
  const candidates = candidatesOf(prompt.legal, hand, homeMove);
  const budget: Budget = options.budget ?? { kind: 'iterations', iterations: DEFAULT_ITERATIONS };
  // The time counts from the question: reading the prompt is part of the thinking.
  const deadline = budget.kind === 'time' ? started + budget.ms : Infinity;
  const limit = budget.kind === 'iterations' ? budget.iterations : Infinity;
  const rng = xoroshiro128plus(options.seed);
  const totals = candidates.map(() => 0);
  const scores = candidates.map(() => 0);
  // Paired with the Esperto's move in the same world: the sum of squared differences.
  const home = candidates.indexOf(homeMove);
  const squares = candidates.map(() => 0);
  let iterations = 0;
  const searching = now();
  while (iterations < limit) {
    const world = sampleWorld(k, rng);
    const seed = uniformInt(rng, 0, 0x7fffffff);
    let complete = true;
    for (let c = 0; c < candidates.length; c++) {
      // A time budget drops an iteration it cannot finish, once one is done.
      if (iterations > 0 && now() >= deadline) {
        complete = false;
        break;
      }
      const penalties = rollout.run(world, prompt.legal[candidates[c] as number] as Action, seed);
      scores[c] = penalties ? handScore(k, penalties) : REFUSED;
    }
    if (!complete) break;
    for (let c = 0; c < candidates.length; c++) {
      totals[c] = (totals[c] as number) + (scores[c] as number);
      const d = (scores[c] as number) - (scores[home] as number);
      squares[c] = (squares[c] as number) + d * d;
    }
    iterations++;
    // Under a time budget, no iteration is started that would likely end past the deadline.
    const at = now();
    if (at + (at - searching) / iterations >= deadline) break;
  }
  const best = bestCandidate(totals, squares, home, iterations);
  return {
    index: candidates[best] as number,
    iterations,
    candidates,
    means: totals.map((t) => t / iterations),
  };
};

/** The level as the registry takes it, on a given rollout. */
export const decideWith =
  (rollout: Rollout) =>
  (prompt: Scala40Prompt, options: DecideOptions): number =>
    search(prompt, options, rollout)?.index ?? -1;
