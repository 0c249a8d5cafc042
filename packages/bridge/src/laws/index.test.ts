import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from '../action.js';
import { apply, legalActions } from '../engine.js';
import { brokenInvariants } from '../invariants.js';
import type { BoardState } from '../state.js';
import { SEATS } from '../types.js';
import { lawActions } from './index.js';
import { rulingRange } from './agreement.js';
import { contractBoard } from './test-support.js';

/** Every action any seat may make now, and the director's rulings when he is called. */
const everyAction = (state: BoardState): readonly Action[] => {
  const seats = SEATS.flatMap((seat) => legalActions(state, seat));
  if (state.phase !== 'director') return seats;
  const { min, max } = rulingRange(state);
  return Array.from({ length: max - min + 1 }, (_, k) => ({
    type: 'rule-tricks' as const,
    declarerTricks: min + k,
    note: 'ruled',
  }));
};

describe('the Laws at the table, together', () => {
  it('LAW 65-79: every Law action listed applies, keeps the board whole, and the board ends with 0-13 tricks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(1000), { minLength: 300, maxLength: 300 }),
        fc.boolean(),
        (picks, review) => {
          let state = contractBoard(2, 4, 'S', { reviewLastTrick: review });
          for (const pick of picks) {
            const actions = everyAction(state);
            if (actions.length === 0) break;
            for (const seat of SEATS)
              for (const a of lawActions(state, seat)) expect(apply(state, a).ok).toBe(true);
            const action = actions[pick % actions.length] as Action;
            const step = apply(state, action);
            if (!step.ok) throw new Error(`${JSON.stringify(action)}: ${step.error.code}`);
            state = step.value.state;
            expect(brokenInvariants(state)).toEqual([]);
          }
          expect(state.phase).toBe('ended');
          const tricks = state.result?.declarerTricks ?? -1;
          expect(tricks).toBeGreaterThanOrEqual(0);
          expect(tricks).toBeLessThanOrEqual(13);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('LAW 65-79: a malformed Law action is refused as a value', () => {
    const state = contractBoard();
    const bad = [
      { type: 'inspect', seat: 1, what: 'everything' },
      { type: 'answer-claim', seat: 1, answer: 'maybe' },
      { type: 'agree-tricks', seat: 1, agree: 'yes' },
      { type: 'point-out-mark', seat: 1, owner: 7, trick: 0 },
      { type: 'claim', seat: 1, tricks: 2.5, statement: '' },
    ];
    for (const action of bad) {
      const r = apply(state, action as unknown as Action);
      expect(r.ok ? 'ok' : r.error.code).toBe('bad-action');
    }
  });
});
