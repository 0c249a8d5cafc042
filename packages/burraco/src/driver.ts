/**
 * Driving a match through the public API only, for simulators: the caller's `choose` picks one
 * of the legal actions of the seat on turn. No bot lives here.
 */
import { type Result, err, ok } from '@tavolo/cards';
import type { Action } from './action.js';
import { apply } from './engine.js';
import { type RuleError, PROCEDURE, ruleError } from './errors.js';
import { legalActions } from './legal.js';
import type { MatchState, Seat } from './state.js';

export type Chooser = (state: MatchState, seat: Seat, actions: readonly Action[]) => Action;

export interface Played {
  readonly state: MatchState;
  readonly actions: readonly Action[];
}

/**
 * Plays from `state` until the current hand ends (`until: 'hand'`) or the match is over, or
 * `maxActions` actions have been played (an error: every hand ends, BUR-CH art. 18).
 */
export const play = (
  state: MatchState,
  choose: Chooser,
  until: 'hand' | 'match' = 'match',
  maxActions = 100_000,
): Result<Played, RuleError> => {
  const actions: Action[] = [];
  const hand = state.results.length;
  let current = state;
  while (current.status === 'playing' && (until === 'match' || current.results.length === hand)) {
    if (actions.length >= maxActions)
      return err(ruleError('too-many-actions', PROCEDURE, `no end after ${maxActions} actions`));
    const seat = current.hand.turn.seat;
    const legal = legalActions(current, seat);
    if (legal.length === 0)
      return err(ruleError('no-legal-action', PROCEDURE, `seat ${seat} has no legal action`));
    const action = choose(current, seat, legal);
    const step = apply(current, action);
    if (!step.ok) return step;
    actions.push(action);
    current = step.value.state;
  }
  return ok({ state: current, actions });
};
