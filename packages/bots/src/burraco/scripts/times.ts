/**
 * Decision times of a level over real play: the prompts of matches of both profiles and every
 * seating (the level on both lines) are collected, the level is warmed up on them once, then
 * each decision with a choice is timed: the least of three runs on the wall clock (the machine
 * is shared: the least run is the one the other processes disturbed least), and a single run on
 * the process's CPU clock (which also counts the compiler's and the collector's threads).
 *   npx vite-node --config vitest.config.ts packages/bots/src/burraco/scripts/times.ts \
 *     [matches per profile and seating=4] [level=esperto]
 */
import type { ProfileId } from '@tavolo/burraco';
import type { BurracoPrompt, Decide } from '../../level.js';
import { burracoEsperto, burracoPrincipiante } from '../index.js';
import { type SeatingKind, playMatch } from '../play.js';
import { args, cpuNow, now, percentile, print } from './host.js';

const matches = Number(args()[0] ?? 4);
const name = args()[1] ?? 'esperto';
const level: Decide<BurracoPrompt> = name === 'principiante' ? burracoPrincipiante : burracoEsperto;
const prompts: BurracoPrompt[] = [];
for (const profile of ['champion', 'fibur'] as ProfileId[])
  for (const seating of ['pairs', 'individual', 'singles'] as SeatingKind[])
    for (let seed = 1; seed <= matches; seed++)
      playMatch({
        profile,
        seating,
        seed,
        hands: 1,
        lines: [level, level],
        onDecision(prompt) {
          if (prompt.legal.length > 1) prompts.push(prompt);
        },
      });
for (const p of prompts) level(p, { seed: 1 });
const least: number[] = [];
const cpu: number[] = [];
for (const p of prompts) {
  let best = Infinity;
  for (let r = 0; r < 3; r++) {
    const t = now();
    level(p, { seed: 1 });
    best = Math.min(best, now() - t);
  }
  least.push(best);
  const c = cpuNow();
  level(p, { seed: 1 });
  cpu.push(cpuNow() - c);
}
least.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
const line = (what: string, t: readonly number[]) =>
  `${what}: p50 ${percentile(t, 0.5).toFixed(3)} ms, p99 ${percentile(t, 0.99).toFixed(3)} ms, max ${(t[t.length - 1] ?? NaN).toFixed(2)} ms`;
print(`${name}: ${prompts.length} decisions with a choice`);
print(line('least of 3 runs, wall clock', least));
print(line('one run, process CPU clock', cpu));
