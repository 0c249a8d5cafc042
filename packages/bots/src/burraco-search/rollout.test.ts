import { describe, expect, it } from 'vitest';
import { type MatchState, apply } from '@tavolo/burraco';
import { burracoGreedyBot } from '../burraco-bots.js';
import { playedDecisions } from './real-play.js';
import { referenceRollout } from './rollout.js';

/** The hand's result when the greedy player plays every seat from `state` (the engine's own). */
const greedyHandTotals = (start: MatchState): readonly [number, number] => {
  const bot = burracoGreedyBot();
  let state = start;
  for (;;) {
    const step = apply(state, bot.choose(state, state.hand.turn.seat));
    if (!step.ok) throw new Error(step.error.code);
    for (const { event } of step.value.events)
      if (event.type === 'hand-ended')
        return [event.result.scores[0].total, event.result.scores[1].total];
    state = step.value.state;
  }
};

describe('the reference rollout', () => {
  it("ends the hand and gives each line's total (BUR-CH art. 19), as the engine scores it", () => {
    const decisions = playedDecisions({ profile: 'champion', seating: 'pairs', seed: 8 });
    for (const { state, seat } of decisions.filter((_, i) => i % 17 === 0)) {
      const action = burracoGreedyBot().choose(state, seat);
      const after = apply(state, action);
      if (!after.ok) throw new Error(after.error.code);
      const ended = after.value.events.find((e) => e.event.type === 'hand-ended');
      const expected =
        ended?.event.type === 'hand-ended'
          ? [ended.event.result.scores[0].total, ended.event.result.scores[1].total]
          : greedyHandTotals(after.value.state);
      expect(referenceRollout.play(state, action, 0)).toEqual(expected);
    }
  });

  it('refuses an action the world does not allow', () => {
    const [first] = playedDecisions({ profile: 'fibur', seating: 'singles', seed: 1 });
    if (!first) throw new Error('no decision');
    const other = (first.seat + 1) % 2;
    expect(referenceRollout.play(first.state, { type: 'draw', seat: other }, 0)).toBeNull();
  });
});
