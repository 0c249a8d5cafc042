import { describe, expect, it } from 'vitest';
import type { ActionType } from './action.js';
import { apply, createMatch } from './engine.js';
import { PROFILES } from './profile.js';

describe('action', () => {
  it('apply answers every action type (errors as values for the ones not playable now)', () => {
    const step = createMatch({
      profile: PROFILES.champion,
      seed: { scheme: 'xoroshiro128plus', seed: 1 },
      seating: { kind: 'singles', players: ['a', 'b'] },
    });
    if (!step.ok) throw new Error(step.error.code);
    const state = step.value.state;
    const types: ActionType[] = [
      'draw',
      'take-pile',
      'meld',
      'lay-off',
      'discard',
      'time-out',
      'clock-expired',
    ];
    const answers = types.map((type) =>
      apply(state, { type, seat: 0, side: 0, cards: [], card: 0, meld: 1 } as never),
    );
    expect(answers.map((a) => (a.ok ? 'ok' : a.error.code))).toEqual([
      'ok',
      'pile-unusable',
      'draw-first',
      'draw-first',
      'draw-first',
      'ok',
      'no-chess-clock',
    ]);
  });
});
