/**
 * `npm run bench`, Burraco: complete hands of two pairs with greedy bots for each profile, and
 * legalActions on states met in greedy play (own process: see scala40.ts).
 */
import { Bench } from 'tinybench';
import { burracoGreedyBot } from '@tavolo/bots';
import {
  type MatchState,
  PROFILES,
  type RuleProfile,
  apply,
  createMatch,
  legalActions,
} from '@tavolo/burraco';
import { loadBurraco } from '@tavolo/search-core/burraco';
import { botPlay, runAndReport } from './report.js';

const bots = [0, 1, 2, 3].map(() => burracoGreedyBot());

const { step, playHand } = botPlay(apply, bots);

const dealsFor = (profile: RuleProfile): MatchState[] =>
  Array.from({ length: 256 }, (_, i) => {
    const created = createMatch({
      profile,
      seating: {
        kind: 'pairs',
        pairs: [
          ['a', 'c'],
          ['b', 'd'],
        ],
      },
      seed: { scheme: 'xoroshiro128plus', seed: i },
    });
    if (!created.ok) throw new Error(created.error.message);
    return created.value.state;
  });
const champion = dealsFor(PROFILES.champion);
const fibur = dealsFor(PROFILES.fibur);

/** States met in greedy play. */
const corpus: MatchState[] = [];
for (const deal of champion) {
  let state = deal;
  while (state.results.length === 0 && corpus.length < 5000) {
    corpus.push(state);
    state = step(state);
  }
}

let next = 0;
let nextForCore = 0;
let at = 0;
/** The search core, reloaded with each deal and played out by its own greedy policy. */
const core = loadBurraco(champion[0] as MatchState);

const REFERENCE_HAND = {
  champion: 'Burraco: complete 4-player hand, greedy bots (champion)',
  fibur: 'Burraco: complete 4-player hand, greedy bots (fibur)',
};
const CORE_HAND = {
  champion: 'search core: complete 4-player hand, greedy policy (champion)',
  fibur: 'search core: complete 4-player hand, greedy policy (fibur)',
};

const bench = new Bench({ time: 3000, warmupTime: 500 })
  .add(REFERENCE_HAND.champion, () => {
    playHand(champion[next++ % champion.length] as MatchState);
  })
  .add(CORE_HAND.champion, () => {
    const i = nextForCore++ % champion.length;
    core.reload(champion[i] as MatchState);
    core.playOut(i);
  })
  .add(REFERENCE_HAND.fibur, () => {
    playHand(fibur[next++ % fibur.length] as MatchState);
  })
  .add(CORE_HAND.fibur, () => {
    const i = nextForCore++ % fibur.length;
    core.reload(fibur[i] as MatchState);
    core.playOut(i);
  })
  .add('Burraco: legalActions (states from greedy play)', () => {
    const state = corpus[at++ % corpus.length] as MatchState;
    legalActions(state, state.hand.turn.seat);
  });
await runAndReport(bench);

// The issue 20 target: the search core plays at least 10 times the engine's hands per second.
const perSecond = (name: string) => {
  const result = bench.tasks.find((t) => t.name === name)?.result;
  return result?.state === 'completed' ? 1000 / result.latency.mean : NaN;
};
for (const profile of ['champion', 'fibur'] as const)
  console.log(
    `search core / reference engine, complete hands per second (${profile}): ${(perSecond(CORE_HAND[profile]) / perSecond(REFERENCE_HAND[profile])).toFixed(1)}x`,
  );
