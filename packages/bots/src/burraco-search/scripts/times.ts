/**
 * Decision times of Burraco Campione on prompts from real play, for a few budgets:
 *   npx vite-node --config vitest.config.ts packages/bots/src/burraco-search/scripts/times.ts [decisions]
 * Prints, per budget, the p50 and p99 time of a decision with more than one legal action, and
 * the mean number of worlds searched.
 */
import type { Budget } from '../../level.js';
import { CAMPIONE_BURRACO_SETTINGS } from '../index.js';
import { playedDecisions } from '../real-play.js';
import { searchTrace } from '../search.js';
import { args, now, percentile, print } from './print.js';

const wanted = Number(args()[0] ?? 200);
const prompts = [];
for (let seed = 1; prompts.length < wanted; seed++)
  for (const profile of ['champion', 'fibur'] as const)
    for (const d of playedDecisions({
      profile,
      seating: seed % 3 === 0 ? 'singles' : 'pairs',
      seed,
    }))
      if (d.prompt.legal.length > 1 && seed % 4 === d.prompt.legal.length % 4)
        prompts.push(d.prompt);
prompts.length = wanted;

const budgets: Budget[] = [
  { kind: 'iterations', iterations: 1 },
  { kind: 'iterations', iterations: 4 },
  { kind: 'iterations', iterations: 8 },
  { kind: 'iterations', iterations: 16 },
  { kind: 'time', ms: 150 },
];
print(
  `${prompts.length} decisions with a choice, rollout ${CAMPIONE_BURRACO_SETTINGS.maxCandidates} candidates at most`,
);
for (const budget of budgets) {
  const times: number[] = [];
  let worlds = 0;
  prompts.forEach((prompt, i) => {
    const start = now();
    const trace = searchTrace(prompt, { seed: i, budget }, CAMPIONE_BURRACO_SETTINGS);
    times.push(now() - start);
    worlds += trace.worlds;
  });
  const name = budget.kind === 'time' ? `${budget.ms} ms` : `${budget.iterations} it`;
  print(
    `${name.padEnd(8)} p50 ${percentile(times, 0.5).toFixed(1)} ms  p99 ${percentile(times, 0.99).toFixed(1)} ms  max ${Math.max(...times).toFixed(1)} ms  worlds/decision ${(worlds / prompts.length).toFixed(1)}`,
  );
}
