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
let at = 0;
const sample = () => corpus[at++ % corpus.length] as (typeof corpus)[number];

await runAndReport(
  new Bench({ time: 3000, warmupTime: 500 })
    .add('Scala 40: complete 4-player hand, greedy bots (fisca-101)', () => {
      playHand(deals[next++ % deals.length] as MatchState);
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
    }),
);
