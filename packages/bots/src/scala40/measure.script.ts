/**
 * The Scala 40 levels' timing and a quick strength look, run by hand (never by the tests):
 *   npx vite-node --config vitest.config.ts packages/bots/src/scala40/measure.script.ts -- \
 *     esperto,principiante,principiante,principiante 100 [profile] [first seed] [cpu|wall]
 * plays that many tables: each deal four times (every rotation of the levels over the players, so
 * that the seat draw's luck cancels), prints each level's share of the
 * tables won (fewest MP, ties shared; S40-CdG art. 22) with a 95% interval, mean MP, and the
 * p50/p99/max decision time of each level on this machine: the process's CPU time by default
 * (a shared machine's load does not count), or the wall clock.
 */
import type { Decide, Scala40Prompt } from '../level.js';
import { chooseGreedyIndex } from '../seat-bots.js';
import { scala40Esperto } from './esperto.js';
import { playScala40, tableShares } from './play.js';
import { scala40Principiante } from './principiante.js';

declare const process: {
  argv: string[];
  cpuUsage: (previous?: { user: number; system: number }) => { user: number; system: number };
};
declare const console: { log: (...args: unknown[]) => void };
declare const performance: { now: () => number };

const greedy: Decide<Scala40Prompt> = (prompt) => {
  const chosen = chooseGreedyIndex('scala40', prompt.view, prompt.legal);
  return chosen.ok ? chosen.value : -1;
};
const LEVELS: Record<string, Decide<Scala40Prompt>> = {
  greedy,
  principiante: scala40Principiante,
  esperto: scala40Esperto,
};

const args = process.argv.slice(2).filter((a) => a !== '--');
const names = (args[0] ?? 'esperto,principiante,principiante,principiante').split(',');
const tables = Number(args[1] ?? 100);
const profile = args[2] ?? 'fisca-gara';
const first = Number(args[3] ?? 1);
const cpu = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
const clock = args[4] === 'wall' ? () => performance.now() : cpu;
const players = names.map((n) => {
  const level = LEVELS[n];
  if (!level) throw new Error(`unknown level ${n}`);
  return level;
});

const shares = new Array<number>(names.length).fill(0);
const squares = new Array<number>(names.length).fill(0);
const mp = new Array<number>(names.length).fill(0);
const times: Record<string, number[]> = {};
for (let t = 0; t < tables; t++) {
  // Table t plays deal first + t / n with the levels rotated by t % n.
  const n = players.length;
  const shift = t % n;
  const rotated = players.map((_, p) => players[(p - shift + n) % n] as Decide<Scala40Prompt>);
  const played = playScala40({
    profile,
    players: rotated,
    seed: first + Math.floor(t / n),
    now: clock,
    onDecision: ({ player, ms }) =>
      (times[names[(player - shift + n) % n] as string] ??= []).push(ms),
  });
  tableShares(played).forEach((s, player) => {
    const p = (player - shift + n) % n;
    shares[p] = (shares[p] as number) + s;
    squares[p] = (squares[p] as number) + s * s;
  });
  played.state.totals.forEach((total, seat) => {
    const p = ((played.playerAt[seat] as number) - shift + n) % n;
    mp[p] = (mp[p] as number) + total;
  });
}
names.forEach((name, p) => {
  const mean = (shares[p] as number) / tables;
  const sd = Math.sqrt(Math.max(0, (squares[p] as number) / tables - mean * mean));
  const half = (1.96 * sd) / Math.sqrt(tables);
  console.log(
    `player ${p} ${name}: won ${(100 * mean).toFixed(1)}% +- ${(100 * half).toFixed(1)}% of ${tables} tables, mean MP ${((mp[p] as number) / tables).toFixed(1)}`,
  );
});
for (const [name, list] of Object.entries(times)) {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (q: number) =>
    (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(3);
  console.log(
    `${name}: ${sorted.length} decisions (${args[4] === 'wall' ? 'wall clock' : 'CPU time'}), p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`,
  );
}
