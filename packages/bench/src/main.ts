/**
 * `npm run bench`: the Scala 40 engine's speed on one thread. Figures go to docs/benchmarks.md
 * together with the machine they were measured on.
 */
import { cpus, totalmem } from 'node:os';
import { Bench } from 'tinybench';
import { greedyBot } from '@tavolo/bots';
import {
  type Action,
  type MatchState,
  PROFILES,
  apply,
  createMatch,
  legalActions,
} from '@tavolo/scala40';

const profile = PROFILES['fisca-101'];
const players = ['a', 'b', 'c', 'd'];
const bots = players.map(() => greedyBot());

/** Plays the current hand of `state` to its end with greedy bots. */
const playHand = (start: MatchState): MatchState => {
  let state = start;
  const hands = state.results.length;
  while (state.status === 'playing' && state.results.length === hands) {
    const seat = state.hand.turn.seat;
    const step = apply(state, (bots[seat] as (typeof bots)[number]).choose(state, seat));
    if (!step.ok) throw new Error(`greedy bot move refused: ${step.error.code}`);
    state = step.value.state;
  }
  return state;
};

const freshDeals = Array.from({ length: 256 }, (_, i) => {
  const created = createMatch({ profile, players, seed: { scheme: 'xoroshiro128plus', seed: i } });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
});

/** States met in real greedy play, each with the move the bot made there. */
const corpus: { state: MatchState; action: Action }[] = [];
for (let i = 0; corpus.length < 5000; i++) {
  const created = createMatch({
    profile,
    players,
    seed: { scheme: 'xoroshiro128plus', seed: 10_000 + i },
  });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value.state;
  while (state.status === 'playing' && corpus.length < 5000) {
    const seat = state.hand.turn.seat;
    const action = (bots[seat] as (typeof bots)[number]).choose(state, seat);
    corpus.push({ state, action });
    const step = apply(state, action);
    if (!step.ok) throw new Error(step.error.message);
    state = step.value.state;
  }
}

let deal = 0;
let at = 0;
const bench = new Bench({ time: 3000, warmupTime: 500 });
bench
  .add('complete 4-player hand, greedy bots (fisca-101)', () => {
    playHand(freshDeals[deal++ % freshDeals.length] as MatchState);
  })
  .add('legalActions (states from greedy play)', () => {
    const { state } = corpus[at++ % corpus.length] as (typeof corpus)[number];
    legalActions(state, state.hand.turn.seat);
  })
  .add('apply (states and moves from greedy play)', () => {
    const { state, action } = corpus[at++ % corpus.length] as (typeof corpus)[number];
    apply(state, action);
  })
  .add('legalActions + apply', () => {
    const { state, action } = corpus[at++ % corpus.length] as (typeof corpus)[number];
    legalActions(state, state.hand.turn.seat);
    apply(state, action);
  });

await bench.run();

const cpu = cpus()[0];
console.log(
  `machine: ${cpu?.model ?? 'unknown cpu'}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; node ${process.version}; one thread`,
);
console.table(
  bench.tasks.map((task) => {
    const result = task.result;
    if (result.state !== 'completed') return { benchmark: task.name, result: result.state };
    return {
      benchmark: task.name,
      // One over the mean time, not the mean of per-sample rates, which fast samples inflate.
      'per second': Math.round(1000 / result.latency.mean),
      'mean (µs)': Number((result.latency.mean * 1000).toFixed(1)),
      '± %': Number(result.latency.rme.toFixed(1)),
      samples: result.latency.samplesCount,
    };
  }),
);
