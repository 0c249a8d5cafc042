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
