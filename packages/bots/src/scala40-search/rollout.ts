/**
 * Rollouts: a candidate played in a determinized world, then every seat to the end of the hand
 * by a fixed policy; what comes back is the hand's penalties (as `HandResult.penalties`). The
 * search asks through this interface, so the rollout can run on the reference engine or on the
 * search core.
 */
import type { Action, MatchState } from '@tavolo/scala40';

export interface Rollout {
  readonly name: string;
  /**
   * Plays `action` in `world` and the rest of the hand; null when the action is refused. The
   * same world, action and seed give the same penalties.
   */
  run(world: MatchState, action: Action, seed: number): readonly (number | null)[] | null;
}
