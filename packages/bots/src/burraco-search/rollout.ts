/**
 * A rollout: in a determinized world (a complete state, hidden cards dealt), play one action,
 * then the rest of the hand with a fixed policy for every seat, and give each side's hand
 * total. Seeing every card is allowed here: the world is a guess, not the match.
 *
 * The reference rollout plays through the rules engine with the greedy player; the search
 * core's rollout (core-rollout.ts) does the same on the mutable representation, many times
 * faster. The search takes either.
 */
import type { Action, MatchState } from '@tavolo/burraco';
import { apply } from '@tavolo/burraco';
import { burracoGreedyBot } from '../burraco-bots.js';

export interface Rollout {
  /**
   * Each side's hand total (as `HandResult.scores[side].total`) once `action` and the rest of
   * the hand are played in `world`; null when `action` is refused there.
   */
  readonly play: (
    world: MatchState,
    action: Action,
    seed: number,
  ) => readonly [number, number] | null;
}

/** A hand that has not ended after this many actions is cut short (none does: art. 17). */
const MAX_ACTIONS = 5_000;

const greedy = burracoGreedyBot();

/** The reference rollout: the engine's `apply` and the greedy player, who draws no randomness. */
export const referenceRollout: Rollout = {
  play(world, action) {
    let step = apply(world, action);
    if (!step.ok) return null;
    for (let actions = 0; actions < MAX_ACTIONS; actions++) {
      for (const { event } of step.value.events)
        if (event.type === 'hand-ended')
          return [event.result.scores[0].total, event.result.scores[1].total];
      const state = step.value.state;
      const seat = state.hand.turn.seat;
      step = apply(state, greedy.choose(state, seat));
      if (!step.ok) throw new Error(`the greedy rollout was refused: ${step.error.code}`);
    }
    return [0, 0];
  },
};
