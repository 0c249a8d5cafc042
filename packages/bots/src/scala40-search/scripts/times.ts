/**
 * Decision times of Scala 40 Campione on prompts from real play (fisca-gara, four seats, seats
 * with a choice to make): p50 and p99 of an iteration budget, wall clock and CPU, and how many
 * iterations the table's 150 ms reach. A script, not a test:
 *   npx vite-node --config vitest.config.ts packages/bots/src/scala40-search/scripts/times.ts \
 *     [iterations=24] [decisions=120] [reference|core]
 */
import { playedPrompts } from '../play-prompts.js';
import { rolloutNamed } from '../rollouts.js';
import { search } from '../search.js';
import { args, cpuNow, now, percentile, print } from './host.js';

const [iterationsArg, countArg, rolloutArg] = args();
const iterations = Number(iterationsArg ?? 24);
const count = Number(countArg ?? 120);
const rollout = rolloutNamed(rolloutArg ?? 'core');
const prompts = [1, 2, 3, 4, 5, 6, 7, 8]
  .flatMap((seed) => playedPrompts('fisca-gara', 4, seed, 1))
  .filter(({ prompt }) => prompt.legal.length > 1);
const step = Math.max(1, Math.floor(prompts.length / count));
const wall: number[] = [];
const cpu: number[] = [];
const reached: number[] = [];
const timedWall: number[] = [];
for (let i = 0; i < prompts.length && wall.length < count; i += step) {
  const { prompt } = prompts[i] as (typeof prompts)[number];
  const started = now();
  const cpuStarted = cpuNow();
  search(prompt, { seed: i, budget: { kind: 'iterations', iterations } }, rollout);
  wall.push(now() - started);
  cpu.push(cpuNow() - cpuStarted);
  const timedStart = now();
  const timed = search(prompt, { seed: i, budget: { kind: 'time', ms: 150 } }, rollout);
  timedWall.push(now() - timedStart);
  reached.push(timed?.iterations ?? 0);
}
const ms = (x: number) => Number(x.toFixed(1));
print(
  JSON.stringify({
    rollout: rollout.name,
    decisions: wall.length,
    iterations,
    wallMs: { p50: ms(percentile(wall, 0.5)), p99: ms(percentile(wall, 0.99)) },
    cpuMs: { p50: ms(percentile(cpu, 0.5)), p99: ms(percentile(cpu, 0.99)) },
    at150msWallMs: { p50: ms(percentile(timedWall, 0.5)), p99: ms(percentile(timedWall, 0.99)) },
    iterationsIn150ms: { p1: percentile(reached, 0.01), p50: percentile(reached, 0.5) },
  }),
);
