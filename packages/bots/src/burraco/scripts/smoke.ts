/**
 * A quick strength check, reported and never asserted: level A on one line, level B on the
 * other, every deal played twice with the lines swapped (both matches see the same cards).
 *   npx vite-node --config vitest.config.ts packages/bots/src/burraco/scripts/smoke.ts \
 *     [deals=50] [A=esperto] [B=principiante] [profile=champion] [seating=pairs] [hands=3]
 * Levels: greedy (today's bot), principiante, esperto.
 */
import type { ProfileId } from '@tavolo/burraco';
import type { BurracoPrompt, Decide } from '../../level.js';
import { chooseGreedyIndex } from '../../seat-bots.js';
import { burracoEsperto, burracoPrincipiante } from '../index.js';
import { type SeatingKind, playMatch } from '../play.js';
import { args, now, print } from './host.js';

const argv = args();
const deals = Number(argv[0] ?? 50);
const nameA = argv[1] ?? 'esperto';
const nameB = argv[2] ?? 'principiante';
const profile = (argv[3] ?? 'champion') as ProfileId;
const seating = (argv[4] ?? 'pairs') as SeatingKind;
const hands = Number(argv[5] ?? 3);

const greedy: Decide<BurracoPrompt> = (p) => {
  const r = chooseGreedyIndex('burraco', p.view, p.legal);
  return r.ok ? r.value : -1;
};
const LEVELS: Record<string, Decide<BurracoPrompt>> = {
  greedy,
  principiante: burracoPrincipiante,
  esperto: burracoEsperto,
};
const a = LEVELS[nameA] as Decide<BurracoPrompt>;
const b = LEVELS[nameB] as Decide<BurracoPrompt>;

let wins = 0;
let ties = 0;
const diffs: number[] = [];
const started = now();
for (let deal = 1; deal <= deals; deal++) {
  let dealDiff = 0;
  for (const line of [0, 1] as const) {
    const end = playMatch({
      profile,
      seating,
      seed: deal,
      hands,
      lines: line === 0 ? [a, b] : [b, a],
    });
    const diff = (end.totals[line] as number) - (end.totals[1 - line] as number);
    dealDiff += diff;
    if (diff > 0) wins++;
    if (diff === 0) ties++;
  }
  diffs.push(dealDiff);
}
const matches = 2 * deals;
const mean = diffs.reduce((x, y) => x + y, 0) / deals;
const sd = Math.sqrt(diffs.reduce((s, d) => s + (d - mean) ** 2, 0) / Math.max(1, deals - 1));
const rate = (wins + ties / 2) / matches;
const half = 1.96 * Math.sqrt((rate * (1 - rate)) / matches);
print(
  `${profile} ${seating} ${hands} hands, ${deals} deals x 2 lines: ${nameA} won ${wins}, tied ${ties} of ${matches} matches against ${nameB}: ${(100 * rate).toFixed(1)}% +- ${(100 * half).toFixed(1)} (95%); mean MP difference per deal ${mean.toFixed(0)} +- ${((1.96 * sd) / Math.sqrt(deals)).toFixed(0)}; ${((now() - started) / 1000).toFixed(0)} s`,
);
