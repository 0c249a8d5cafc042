/**
 * Prompts from real play, for the tests and the scripts: a match between greedy bots on the
 * reference engine, with the prompt each seat on turn was given (its view, its legal actions
 * and the hand's events it has seen) beside the true state.
 */
import {
  type Action,
  type GameEvent,
  type MatchState,
  type VisibleEvent,
  profileFromSpec,
  apply,
  createMatch,
  legalActions,
  view,
} from '@tavolo/scala40';
import type { Scala40Bot } from '../bot.js';
import { greedyBot } from '../greedy.js';
import { seatHistory } from '../knowledge.js';
import type { Scala40Prompt } from '../level.js';
import { randomLegalBot } from '../random-legal.js';

export interface PlayedPrompt {
  readonly state: MatchState;
  readonly prompt: Scala40Prompt;
}

export const promptFor = (
  state: MatchState,
  log: readonly VisibleEvent[],
  seat = state.hand.turn.seat,
): Scala40Prompt => ({
  view: view(state, seat),
  legal: legalActions(state, seat),
  history: seatHistory<GameEvent>(log, seat),
});

/**
 * Every prompt of a match's first `hands` hands, in order (`profile` is a spec). With `mixed`,
 * the odd seats play at random: they take discards they keep and make long hands, with
 * reshuffles, which greedy tables rarely see.
 */
export const playedPrompts = (
  profile: string,
  seats: number,
  seed: number,
  hands = 1,
  mixed = false,
): PlayedPrompt[] => {
  const rules = profileFromSpec(profile);
  if (!rules.ok) throw new Error(rules.error.message);
  const created = createMatch({
    profile: rules.value,
    players: Array.from({ length: seats }, (_, i) => `p${i}`),
    seed: { scheme: 'xoroshiro128plus', seed },
  });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value.state;
  const log: VisibleEvent[] = [...created.value.events];
  const bots: Scala40Bot[] = Array.from({ length: seats }, (_, i) =>
    mixed && i % 2 === 1 ? randomLegalBot(seed * 10 + i) : greedyBot(),
  );
  const out: PlayedPrompt[] = [];
  while (state.status === 'playing' && state.results.length < hands) {
    out.push({ state, prompt: promptFor(state, log) });
    const action: Action = (bots[state.hand.turn.seat] as Scala40Bot).choose(
      state,
      state.hand.turn.seat,
    );
    const step = apply(state, action);
    if (!step.ok) throw new Error(step.error.message);
    state = step.value.state;
    log.push(...step.value.events);
  }
  return out;
};
