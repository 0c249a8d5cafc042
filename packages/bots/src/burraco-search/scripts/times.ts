/**
 * Decision times of Burraco Campione on prompts from real play (greedy matches of one hand,
 * both profiles, pairs and singles; every decision with more than one legal action), for a few
 * budgets:
 *   npx vite-node --config vitest.config.ts packages/bots/src/burraco-search/scripts/times.ts \
 *     [decisions=200] [rollout=core|reference]
 * Prints, per budget, the p50 and p99 of a decision's wall time and CPU time (the machine may
 * be shared), and the mean number of worlds searched.
 */
import type { Budget } from '../../level.js';
import { CAMPIONE_BURRACO_SETTINGS } from '../index.js';
import { type Decision, playedDecisions } from '../real-play.js';
import { type SearchSettings, searchTrace } from '../search.js';
import { args, cpuNow, now, percentile, print } from './print.js';
import { rolloutNamed } from './rollouts.js';

const wanted = Number(args()[0] ?? 200);
const settings: SearchSettings = {
  ...CAMPIONE_BURRACO_SETTINGS,
  rollout: rolloutNamed(args()[1]),
};
const prompts: Decision['prompt'][] = [];
for (let seed = 1; prompts.length < wanted; seed++)
  for (const profile of ['champion', 'fibur'] as const)
    for (const seating of ['pairs', 'singles'] as const)
      prompts.push(
        ...playedDecisions({ profile, seating, seed })
          .filter((d, i) => d.prompt.legal.length > 1 && i % 5 === seed % 5)
          .map((d) => d.prompt),
      );
prompts.length = wanted;

const budgets: Budget[] = [
  { kind: 'iterations', iterations: 1 },
  { kind: 'iterations', iterations: 4 },
  { kind: 'iterations', iterations: 6 },
  { kind: 'iterations', iterations: 8 },
  { kind: 'iterations', iterations: 16 },
  { kind: 'time', ms: 150 },
];
const ms = (x: number) => `${x.toFixed(1)} ms`;
print(
  `${prompts.length} decisions with a choice, ${args()[1] ?? 'core'} rollout, at most ${settings.maxCandidates} candidates`,
);
// One pass to warm the code up before anything is timed.
for (const [i, prompt] of prompts.entries())
  searchTrace(prompt, { seed: i, budget: { kind: 'iterations', iterations: 1 } }, settings);
for (const budget of budgets) {
  const wall: number[] = [];
  const cpu: number[] = [];
  let worlds = 0;
  prompts.forEach((prompt, i) => {
    const start = now();
    const startCpu = cpuNow();
    const trace = searchTrace(prompt, { seed: i, budget }, settings);
    wall.push(now() - start);
    cpu.push(cpuNow() - startCpu);
    worlds += trace.worlds;
  });
  const name = budget.kind === 'time' ? `${budget.ms} ms` : `${budget.iterations} it`;
  print(
    `${name.padEnd(7)} wall p50 ${ms(percentile(wall, 0.5))} p99 ${ms(percentile(wall, 0.99))} max ${ms(Math.max(...wall))} | cpu p50 ${ms(percentile(cpu, 0.5))} p99 ${ms(percentile(cpu, 0.99))} | worlds/decision ${(worlds / prompts.length).toFixed(1)}`,
  );
}
