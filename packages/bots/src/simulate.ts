/**
 * Plays complete matches between bots, checking the engine's invariants after every action.
 * The simulator command and the benchmark both run on this.
 */
import type { ShuffleSeed } from '@tavolo/cards';
import {
  type MatchState,
  type RuleProfile,
  apply,
  brokenInvariants,
  createMatch,
} from '@tavolo/scala40';
import type { Scala40Bot } from './bot.js';

export interface MatchStats {
  readonly hands: number;
  readonly turns: number;
  readonly actions: number;
  readonly openings: number;
  readonly closings: number;
  readonly inHandClosings: number;
  readonly reshuffles: number;
  readonly eliminations: number;
}

export interface MatchRun {
  readonly state: MatchState;
  readonly stats: MatchStats;
  /** Empty when every invariant held and every bot move was accepted. */
  readonly problems: readonly string[];
}

export interface RunOptions {
  readonly profile: RuleProfile;
  readonly players: readonly string[];
  readonly seed: ShuffleSeed;
  /** One bot per seat. */
  readonly bots: readonly Scala40Bot[];
  /** Check every invariant after every action (slower; the simulator always does). */
  readonly checkInvariants: boolean;
  /** A match that is still going after this many actions counts as a broken invariant. */
  readonly maxActions: number;
}

export const playMatch = (options: RunOptions): MatchRun => {
  const created = createMatch(options);
  if (!created.ok) throw new Error(`${created.error.code}: ${created.error.message}`);
  let state = created.value.state;
  let actions = 0;
  let turns = 0;
  let openings = 0;
  let closings = 0;
  let inHandClosings = 0;
  let reshuffles = 0;
  let eliminations = 0;
  const problems: string[] = [];
  while (state.status === 'playing') {
    if (actions >= options.maxActions) {
      problems.push(`match did not end within ${options.maxActions} actions`);
      break;
    }
    const seat = state.hand.turn.seat;
    const bot = options.bots[seat] as Scala40Bot;
    const action = bot.choose(state, seat);
    const step = apply(state, action);
    actions++;
    if (!step.ok) {
      problems.push(
        `${bot.name} at seat ${seat} chose a refused action ${JSON.stringify(action)}: ${step.error.code}`,
      );
      break;
    }
    for (const { event } of step.value.events) {
      if (event.type === 'discarded') turns++;
      else if (event.type === 'opened') openings++;
      else if (event.type === 'stock-reshuffled') reshuffles++;
      else if (event.type === 'hand-ended') {
        if (event.result.closer !== null) closings++;
        if (event.result.inHand) inHandClosings++;
        eliminations += event.eliminated.length;
      }
    }
    state = step.value.state;
    if (options.checkInvariants) {
      const broken = brokenInvariants(state);
      if (broken.length > 0) {
        problems.push(...broken.map((b) => `after ${JSON.stringify(action)}: ${b}`));
        break;
      }
    }
  }
  return {
    state,
    stats: {
      hands: state.results.length,
      turns,
      actions,
      openings,
      closings,
      inHandClosings,
      reshuffles,
      eliminations,
    },
    problems,
  };
};
