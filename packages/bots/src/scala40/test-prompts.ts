/**
 * Prompts for the levels' tests: a position built by the Scala 40 tests' own helper (a real
 * dealt match whose hand is replaced), read through the engine's `view` and `legalActions`.
 */
import { type GameEvent, type MatchState, legalActions, view } from '@tavolo/scala40';
import type { Scala40Prompt } from '../level.js';

export const promptAt = (
  state: MatchState,
  history: readonly GameEvent[] = [],
  seat = state.hand.turn.seat,
): Scala40Prompt => ({
  view: view(state, seat),
  legal: legalActions(state, seat),
  history,
});
