/** Burraco matches between bots, with the counts the simulator reports. */
import type { ShuffleSeed } from '@tavolo/cards';
import {
  type GameEvent,
  type MatchState,
  type RuleProfile,
  type SeatingRequest,
  apply,
  brokenInvariants,
  createMatch,
} from '@tavolo/burraco';
import type { BurracoBot } from './bot.js';
import { type Game, type RunLimits, runMatch } from './run.js';

export interface BurracoStats {
  readonly hands: number;
  readonly turns: number;
  readonly actions: number;
  readonly pileTakes: number;
  readonly pozzetti: number;
  readonly closings: number;
  readonly stockExhausted: number;
  readonly stallo: number;
  readonly burrachi: number;
}

export interface BurracoRun {
  readonly state: MatchState;
  readonly stats: BurracoStats;
  readonly problems: readonly string[];
}

export interface BurracoRunOptions extends RunLimits {
  readonly profile: RuleProfile;
  readonly seating: SeatingRequest;
  readonly seed: ShuffleSeed;
  readonly hands?: number;
  /** One bot per seat. */
  readonly bots: readonly BurracoBot[];
}

const burraco: Game<MatchState, Parameters<typeof apply>[1], GameEvent> = {
  apply,
  seatOnTurn: (state) => state.hand.turn.seat,
  isOver: (state) => state.status === 'over',
  brokenInvariants,
};

export const playBurracoMatch = (options: BurracoRunOptions): BurracoRun => {
  const created = createMatch(options);
  if (!created.ok) throw new Error(`${created.error.code}: ${created.error.message}`);
  const counts = {
    turns: 0,
    pileTakes: 0,
    pozzetti: 0,
    closings: 0,
    stockExhausted: 0,
    stallo: 0,
    burrachi: 0,
  };
  const run = runMatch(
    burraco,
    created.value.state,
    options.bots,
    options,
    (event) => {
      if (event.type === 'discarded') counts.turns++;
      else if (event.type === 'took-pile') counts.pileTakes++;
      else if (event.type === 'pozzetto-taken') counts.pozzetti++;
      else if (event.type === 'hand-ended') {
        const { result } = event;
        if (result.ending === 'closed') counts.closings++;
        if (result.ending === 'stock-exhausted') counts.stockExhausted++;
        if (result.ending === 'stallo') counts.stallo++;
        for (const side of result.scores)
          counts.burrachi += Object.values(side.breakdown.burrachi).reduce((a, b) => a + b, 0);
      }
    },
    created.value.events,
  );
  return {
    state: run.state,
    stats: { hands: run.state.results.length, actions: run.actions, ...counts },
    problems: run.problems,
  };
};
