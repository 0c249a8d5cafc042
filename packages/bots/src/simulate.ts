/** Scala 40 matches between bots, with the counts the simulator reports. */
import type { ShuffleSeed } from '@tavolo/cards';
import {
  type GameEvent,
  type MatchState,
  type RuleProfile,
  apply,
  brokenInvariants,
  createMatch,
} from '@tavolo/scala40';
import type { Scala40Bot } from './bot.js';
import { type Game, type RunLimits, runMatch } from './run.js';

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

export interface RunOptions extends RunLimits {
  readonly profile: RuleProfile;
  readonly players: readonly string[];
  readonly seed: ShuffleSeed;
  /** One bot per seat. */
  readonly bots: readonly Scala40Bot[];
}

const scala40: Game<MatchState, Parameters<typeof apply>[1], GameEvent> = {
  apply,
  seatOnTurn: (state) => state.hand.turn.seat,
  isOver: (state) => state.status === 'over',
  brokenInvariants,
};

export const playMatch = (options: RunOptions): MatchRun => {
  const created = createMatch(options);
  if (!created.ok) throw new Error(`${created.error.code}: ${created.error.message}`);
  let turns = 0;
  let openings = 0;
  let closings = 0;
  let inHandClosings = 0;
  let reshuffles = 0;
  let eliminations = 0;
  const run = runMatch(
    scala40,
    created.value.state,
    options.bots,
    options,
    (event) => {
      if (event.type === 'discarded') turns++;
      else if (event.type === 'opened') openings++;
      else if (event.type === 'stock-reshuffled') reshuffles++;
      else if (event.type === 'hand-ended') {
        if (event.result.closer !== null) closings++;
        if (event.result.inHand) inHandClosings++;
        eliminations += event.eliminated.length;
      }
    },
    created.value.events,
  );
  return {
    state: run.state,
    stats: {
      hands: run.state.results.length,
      turns,
      actions: run.actions,
      openings,
      closings,
      inHandClosings,
      reshuffles,
      eliminations,
    },
    problems: run.problems,
  };
};
