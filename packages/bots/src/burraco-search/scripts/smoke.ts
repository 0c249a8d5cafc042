/**
 * A quick strength check, reported and never asserted: Campione on one line, the Principiante
 * (or the old greedy player) on the other, every deal played twice with the lines swapped.
 *   npx vite-node --config vitest.config.ts packages/bots/src/burraco-search/scripts/smoke.ts \
 *     [deals=12] [iterations=8] [profile=champion] [seating=pairs] [hands=3] [first seed=1] \
 *     [opponent=principiante|greedy] [rollout=core|reference] [margin=1]
 * Each match's seed is its deal's; both matches of a deal see the same cards at the same seats.
 */
import {
  type Action,
  type MatchState,
  type ProfileId,
  type VisibleEvent,
  PROFILES,
  apply,
  createMatch,
  legalActions,
  sideOf,
  view,
} from '@tavolo/burraco';
import { seatHistory } from '../../knowledge.js';
import type { BurracoPrompt, Decide } from '../../level.js';
import { burracoPrincipiante } from '../../burraco/index.js';
import { chooseGreedyIndex } from '../../seat-bots.js';
import { CAMPIONE_BURRACO_SETTINGS } from '../index.js';
import { type SearchSettings, searchTrace } from '../search.js';
import { rolloutNamed } from './rollouts.js';
import { type SeatingKind, seatingOf } from '../real-play.js';
import { args, now, percentile, print } from './print.js';

const [deals = 12, iterations = 8] = args().slice(0, 2).map(Number);
const profile = (args()[2] ?? 'champion') as ProfileId;
const seating = (args()[3] ?? 'pairs') as SeatingKind;
const hands = Number(args()[4] ?? 3);
const firstSeed = Number(args()[5] ?? 1);
const opponentName = args()[6] ?? 'principiante';
const greedy: Decide<BurracoPrompt> = (prompt) => {
  const chosen = chooseGreedyIndex('burraco', prompt.view, prompt.legal);
  return chosen.ok ? chosen.value : -1;
};
const opponent = opponentName === 'greedy' ? greedy : burracoPrincipiante;
const settings: SearchSettings = {
  ...CAMPIONE_BURRACO_SETTINGS,
  rollout: rolloutNamed(args()[7]),
  margin: Number(args()[8] ?? CAMPIONE_BURRACO_SETTINGS.margin),
};
const budget = { kind: 'iterations', iterations } as const;
const times: number[] = [];

/** The match's MP by side, with Campione on `line`. */
const playMatch = (seed: number, line: 0 | 1): readonly [number, number] => {
  const created = createMatch({
    profile: PROFILES[profile],
    seed: { scheme: 'xoroshiro128plus', seed },
    seating: seatingOf(seating),
    hands,
  });
  if (!created.ok) throw new Error(created.error.code);
  let state: MatchState = created.value.state;
  const log: VisibleEvent[] = [...created.value.events];
  let turn = 0;
  while (state.status === 'playing') {
    const seat = state.hand.turn.seat;
    const prompt: BurracoPrompt = {
      view: view(state, seat),
      legal: legalActions(state, seat),
      history: seatHistory(log, seat),
    };
    let index: number;
    if (sideOf(seat) === line) {
      const start = now();
      index = searchTrace(prompt, { seed: seed * 100_003 + turn, budget }, settings).index;
      if (prompt.legal.length > 1) times.push(now() - start);
    } else index = opponent(prompt, { seed: seed * 100_003 + turn });
    const step = apply(state, prompt.legal[index] as Action);
    if (!step.ok) throw new Error(step.error.code);
    log.push(...step.value.events);
    state = step.value.state;
    turn++;
  }
  return state.totals;
};

let wins = 0;
let losses = 0;
const diffs: number[] = [];
const started = now();
for (let deal = firstSeed; deal < firstSeed + deals; deal++) {
  let dealDiff = 0;
  for (const line of [0, 1] as const) {
    const mp = playMatch(deal, line);
    const diff = (mp[line] as number) - (mp[1 - line] as number);
    dealDiff += diff;
    if (diff > 0) wins++;
    if (diff < 0) losses++;
  }
  diffs.push(dealDiff);
  print(`deal ${deal}: Campione - ${opponentName} ${dealDiff} MP over both lines`);
}
const matches = 2 * deals;
const mean = diffs.reduce((a, b) => a + b, 0) / deals;
const sd = Math.sqrt(diffs.reduce((a, d) => a + (d - mean) ** 2, 0) / Math.max(1, deals - 1));
print(
  `${profile} ${seating}, ${hands} hand(s), ${iterations} iterations, ${args()[7] ?? 'core'} rollout, margin ${settings.margin}, against ${opponentName}: Campione won ${wins}, lost ${losses} of ${matches} matches (${((100 * (wins + (matches - wins - losses) / 2)) / matches).toFixed(1)}%, ties half); mean MP difference per deal ${mean.toFixed(0)} +- ${((1.96 * sd) / Math.sqrt(deals)).toFixed(0)} (95%)`,
);
print(
  `Campione decisions with a choice: ${times.length}, p50 ${percentile(times, 0.5).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms; ${((now() - started) / 1000).toFixed(0)} s in all`,
);
