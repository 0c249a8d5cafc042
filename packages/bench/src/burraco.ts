/**
 * `npm run bench`, Burraco: complete hands of two pairs with greedy bots for each profile, and
 * legalActions on states met in greedy play (own process: see scala40.ts).
 */
import { Bench } from 'tinybench';
import { burracoGreedyBot } from '@tavolo/bots';
import {
  type Action,
  type MatchState,
  PROFILES,
  type RuleProfile,
  apply,
  createMatch,
  legalActions,
} from '@tavolo/burraco';
import { runAndReport } from './report.js';

const bots = [0, 1, 2, 3].map(() => burracoGreedyBot());

const move = (state: MatchState): Action => {
  const seat = state.hand.turn.seat;
  return (bots[seat] as (typeof bots)[number]).choose(state, seat);
};

/** Plays the current hand of `state` to its end. */
const playHand = (start: MatchState): MatchState => {
  let state = start;
  const hands = state.results.length;
  while (state.status === 'playing' && state.results.length === hands) {
    const step = apply(state, move(state));
    if (!step.ok) throw new Error(`greedy bot move refused: ${step.error.code}`);
    state = step.value.state;
  }
  return state;
};

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
    const step = apply(state, move(state));
    if (!step.ok) throw new Error(step.error.message);
    state = step.value.state;
  }
}

let next = 0;
let at = 0;

await runAndReport(
  new Bench({ time: 3000, warmupTime: 500 })
    .add('Burraco: complete 4-player hand, greedy bots (champion)', () => {
      playHand(champion[next++ % champion.length] as MatchState);
    })
    .add('Burraco: complete 4-player hand, greedy bots (fibur)', () => {
      playHand(fibur[next++ % fibur.length] as MatchState);
    })
    .add('Burraco: legalActions (states from greedy play)', () => {
      const state = corpus[at++ % corpus.length] as MatchState;
      legalActions(state, state.hand.turn.seat);
    }),
);
