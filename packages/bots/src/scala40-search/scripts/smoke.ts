/**
 * A quick strength check, not a measurement: one Campione against three greedy players
 * (Principiante) at fisca-gara tables of 5 hands, every deal played in its four seat rotations
 * so that the cards' luck cancels. Reports the Campione's share of tables won (highest VP, ties
 * shared; par 25%), its mean VP and its MP against the others' mean, and its decision times.
 *   npx vite-node --config vitest.config.ts packages/bots/src/scala40-search/scripts/smoke.ts \
 *     [deals=8] [iterations=DEFAULT_ITERATIONS] [core|reference] [first seed=1]
 */
import {
  type VisibleEvent,
  PROFILES,
  apply,
  createMatch,
  legalActions,
  tableVp,
  view,
} from '@tavolo/scala40';
import { greedyBot } from '../../greedy.js';
import { seatHistory } from '../../knowledge.js';
import { rolloutNamed } from '../rollouts.js';
import { DEFAULT_ITERATIONS, search } from '../search.js';
import { args, cpuNow, percentile, print } from './host.js';

const [dealsArg, iterationsArg, rolloutArg, firstArg] = args();
const deals = Number(dealsArg ?? 8);
const iterations = Number(iterationsArg ?? DEFAULT_ITERATIONS);
const rollout = rolloutNamed(rolloutArg ?? 'core');
const first = Number(firstArg ?? 1);
const greedy = greedyBot();
const HANDS = 5;

const times: number[] = [];
let tables = 0;
let wins = 0;
let vpSum = 0;
const advantages: number[] = [];
for (let d = first; d < first + deals; d++) {
  for (let campione = 0; campione < 4; campione++) {
    const created = createMatch({
      profile: PROFILES['fisca-gara'],
      players: ['a', 'b', 'c', 'd'],
      seed: { scheme: 'xoroshiro128plus', seed: d },
    });
    if (!created.ok) throw new Error(created.error.message);
    let state = created.value.state;
    const log: VisibleEvent[] = [...created.value.events];
    while (state.status === 'playing') {
      const seat = state.hand.turn.seat;
      let action;
      if (seat === campione) {
        const prompt = {
          view: view(state, seat),
          legal: legalActions(state, seat),
          history: seatHistory(log, seat),
        };
        const started = cpuNow();
        const found = search(
          prompt,
          { seed: d * 1_000_003 + log.length, budget: { kind: 'iterations', iterations } },
          rollout,
        );
        times.push(cpuNow() - started);
        if (!found) throw new Error('Campione could not read its prompt');
        action = prompt.legal[found.index];
      } else action = greedy.choose(state, seat);
      if (!action) throw new Error('no action');
      const step = apply(state, action);
      if (!step.ok) throw new Error(step.error.message);
      state = step.value.state;
      log.push(...step.value.events);
    }
    const vp = tableVp(HANDS, state.totals);
    if (!vp.ok) throw new Error(vp.error.message);
    const best = Math.max(...vp.value);
    const winners = vp.value.filter((v) => v === best).length;
    tables++;
    if (vp.value[campione] === best) wins += 1 / winners;
    vpSum += vp.value[campione] as number;
    const others = state.totals.filter((_, s) => s !== campione);
    advantages.push(
      others.reduce((a, b) => a + b, 0) / others.length - (state.totals[campione] as number),
    );
  }
  print(`deal ${d}: ${tables} tables, won ${((100 * wins) / tables).toFixed(1)}%`);
}
const mean = advantages.reduce((a, b) => a + b, 0) / tables;
const se = Math.sqrt(
  advantages.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, tables - 1) / tables,
);
print(
  JSON.stringify({
    rollout: rollout.name,
    iterations,
    tables,
    winShare: Number((wins / tables).toFixed(3)),
    meanVp: Number((vpSum / tables).toFixed(2)),
    meanMpAdvantage: Number(mean.toFixed(1)),
    // Over tables, not deals: the four rotations of a deal are not independent.
    mpAdvantageSe: Number(se.toFixed(1)),
    decisions: times.length,
    cpuMs: { p50: percentile(times, 0.5).toFixed(1), p99: percentile(times, 0.99).toFixed(1) },
  }),
);
