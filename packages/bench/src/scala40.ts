/**
 * `npm run bench`, Scala 40: complete hands with greedy bots, and legalActions and apply on
 * states met in greedy play. Each engine runs in its own process, so that neither's code
 * shapes the other's optimised code.
 */
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
import { loadScala40 } from '@tavolo/search-core/scala40';
import { botPlay, runAndReport } from './report.js';

const profile = PROFILES['fisca-101'];
const players = ['a', 'b', 'c', 'd'];
const bots = players.map(() => greedyBot());

const { move, step, playHand } = botPlay(apply, bots);

const deals = Array.from({ length: 256 }, (_, i) => {
  const created = createMatch({ profile, players, seed: { scheme: 'xoroshiro128plus', seed: i } });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
});

/** States met in greedy play, each with the move the bot made there. */
const corpus: { state: MatchState; action: Action }[] = [];
for (const deal of deals) {
  let state = deal;
  while (state.results.length === 0 && corpus.length < 5000) {
    const action = move(state);
    corpus.push({ state, action });
    state = step(state, action);
  }
}

let next = 0;
let nextForCore = 0;
let at = 0;
/** The search core, reloaded with each deal and played out by its own greedy policy. */
const core = loadScala40(deals[0] as MatchState);

const REFERENCE_HAND = 'Scala 40: complete 4-player hand, greedy bots (fisca-101)';
const CORE_HAND = 'search core: complete 4-player hand, greedy policy (fisca-101)';
const sample = () => corpus[at++ % corpus.length] as (typeof corpus)[number];

const bench = new Bench({ time: 3000, warmupTime: 500 })
  .add(REFERENCE_HAND, () => {
    playHand(deals[next++ % deals.length] as MatchState);
  })
  .add(CORE_HAND, () => {
    const i = nextForCore++ % deals.length;
    core.reload(deals[i] as MatchState);
    core.playOut(i);
  })
  .add('Scala 40: legalActions (states from greedy play)', () => {
    const { state } = sample();
    legalActions(state, state.hand.turn.seat);
  })
  .add('Scala 40: apply (states and moves from greedy play)', () => {
    const { state, action } = sample();
    apply(state, action);
  })
  .add('Scala 40: legalActions + apply', () => {
    const { state, action } = sample();
    legalActions(state, state.hand.turn.seat);
    apply(state, action);
  });
await runAndReport(bench);

// The issue 20 target: the search core plays at least 10 times the engine's hands per second.
const perSecond = (name: string) => {
  const result = bench.tasks.find((t) => t.name === name)?.result;
  return result?.state === 'completed' ? 1000 / result.latency.mean : NaN;
};
console.log(
  `search core / reference engine, complete hands per second: ${(perSecond(CORE_HAND) / perSecond(REFERENCE_HAND)).toFixed(1)}x`,
);
