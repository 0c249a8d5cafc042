import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from '../engine.js';
import { lawActions } from './index.js';
import { rightMark, wronglyOriented } from './arrangement.js';
import { act, codeOf, contractBoard, playCards } from './test-support.js';
import { type Seat, sideOf } from '../types.js';

// 3NT by South: West leads, North is dummy, East and West defend.
const SOUTH = 2 as Seat;
const NORTH = 0 as Seat;
const EAST = 1 as Seat;
const WEST = 3 as Seat;

/** After the first trick, with the card of `seat` turned the wrong way by its owner. */
const turnedWrong = (seat: Seat) => {
  const state = playCards(contractBoard(), 4);
  const right = rightMark(state, seat, 0);
  const mark = right === 'won' ? 'lost' : 'won';
  return act(state, { type: 'orient-card', seat, trick: 0, mark }).state;
};

describe('LAW 65 arrangement of tricks', () => {
  it('LAW 65A-C: each seat keeps its played cards in order, oriented by who won the trick', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(12), { minLength: 52, maxLength: 52 }), (picks) => {
        let i = 0;
        const state = playCards(contractBoard(), 52, (n) => (picks[i++] ?? 0) % n);
        for (const seat of [0, 1, 2, 3] as const) {
          const played = state.tricks.flatMap((t, trick) =>
            t.cards.filter((c) => c.seat === seat).map((c) => ({ card: c.card, trick, t })),
          );
          expect(state.quitted[seat].map((q) => q.card)).toEqual(played.map((p) => p.card));
          state.quitted[seat].forEach((q, k) => {
            const winner = played[k]?.t.winner as Seat;
            expect(q.mark).toBe(sideOf(winner) === sideOf(seat) ? 'won' : 'lost');
          });
        }
        expect(wronglyOriented(state)).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });

  it('LAW 65B: a player turns his own card of the trick just completed, not later', () => {
    const state = turnedWrong(EAST);
    expect(wronglyOriented(state)).toEqual([{ owner: EAST, trick: 0 }]);
    const led = playCards(state, 1);
    expect(codeOf(led, { type: 'orient-card', seat: EAST, trick: 0, mark: 'won' })).toBe(
      'orient-not-quitting',
    );
    const wrong = state.quitted[EAST][0]?.mark ?? 'won';
    expect(codeOf(state, { type: 'orient-card', seat: EAST, trick: 0, mark: wrong })).toBe(
      'already-oriented',
    );
    expect(codeOf(state, { type: 'orient-card', seat: WEST, trick: 0, mark: 'won' })).not.toBe(
      'no-such-card',
    );
  });

  it('LAW 65B3: the declarer has a wrongly oriented card put right at any time', () => {
    const later = playCards(turnedWrong(EAST), 13);
    const step = act(later, { type: 'point-out-mark', seat: SOUTH, owner: EAST, trick: 0 });
    expect(wronglyOriented(step.state)).toEqual([]);
    expect(step.events).toEqual([
      {
        visibility: { to: 'all' },
        event: {
          type: 'mark-corrected',
          seat: SOUTH,
          owner: EAST,
          trick: 0,
          mark: rightMark(later, EAST, 0),
        },
      },
    ]);
  });

  it('LAW 65B3: dummy and the defenders point it out until the lead to the next trick', () => {
    const state = turnedWrong(SOUTH);
    for (const seat of [NORTH, EAST, WEST]) {
      const step = act(state, { type: 'point-out-mark', seat, owner: SOUTH, trick: 0 });
      expect(wronglyOriented(step.state)).toEqual([]);
    }
    expect(lawActions(state, WEST)).toContainEqual({
      type: 'point-out-mark',
      seat: WEST,
      owner: SOUTH,
      trick: 0,
    });
  });

  it('LAW 65B3: after the lead to the next trick their right has ceased (LAW 16B may apply)', () => {
    const led = playCards(turnedWrong(SOUTH), 1);
    for (const seat of [NORTH, EAST, WEST]) {
      expect(codeOf(led, { type: 'point-out-mark', seat, owner: SOUTH, trick: 0 })).toBe(
        'point-out-late',
      );
    }
    const refused = apply(led, { type: 'point-out-mark', seat: EAST, owner: SOUTH, trick: 0 });
    expect(refused.ok ? null : refused.error).toMatchObject({
      article: 'LAW 65B3',
      message: expect.stringContaining('LAW 16B') as unknown,
    });
    expect(codeOf(led, { type: 'point-out-mark', seat: SOUTH, owner: SOUTH, trick: 0 })).toBe('ok');
  });

  it('LAW 65B3: a card already oriented as the Law asks is not "put right"', () => {
    const state = playCards(contractBoard(), 4);
    expect(codeOf(state, { type: 'point-out-mark', seat: SOUTH, owner: EAST, trick: 0 })).toBe(
      'mark-correct',
    );
    expect(lawActions(state, SOUTH).filter((a) => a.type === 'point-out-mark')).toEqual([]);
  });
});
