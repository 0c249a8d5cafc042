import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from '../action.js';
import { apply } from '../engine.js';
import type { BoardState } from '../state.js';
import type { Seat } from '../types.js';
import { lawActions } from './index.js';
import { act, codeOf, contractBoard, playCards } from './test-support.js';

// 3NT by South: West leads, North is dummy.
const [NORTH, EAST, SOUTH, WEST] = [0, 1, 2, 3] as const;
const current = (seat: Seat): Action => ({ type: 'inspect', seat, what: 'current-trick' });
const ownLast = (seat: Seat): Action => ({ type: 'inspect', seat, what: 'own-last-card' });
const trick = (seat: Seat, n: number): Action => ({
  type: 'inspect',
  seat,
  what: 'trick',
  trick: n,
});
const unplayed = (seat: Seat): Action => ({ type: 'inspect', seat, what: 'unplayed' });

const afterTricks = (n: number, options = {}) =>
  playCards(contractBoard(2, 3, 'NT', options), 4 * n);

describe('LAW 66 inspection of tricks', () => {
  it('LAW 66A: the declarer or a defender has the current trick faced to all', () => {
    const state = afterTricks(1);
    const step = act(state, current(EAST));
    expect(step.state).toBe(state);
    expect(step.events).toEqual([
      {
        visibility: { to: 'all' },
        event: { type: 'trick-faced', seat: EAST, trick: 0, cards: state.tricks[0]?.cards },
      },
    ]);
    expect(codeOf(state, current(SOUTH))).toBe('ok');
  });

  it('LAW 66A: until his side has led or played to the next trick, not after', () => {
    const state = afterTricks(1);
    const leader = state.tricks[0]?.winner as Seat;
    const led = playCards(state, 1);
    expect(codeOf(led, current(leader === NORTH ? SOUTH : leader))).toBe('inspect-too-late');
    const otherSide = ([EAST, SOUTH, WEST] as Seat[]).find((s) => s % 2 !== leader % 2) as Seat;
    expect(codeOf(led, current(otherSide))).toBe('ok');
  });

  it('LAW 66A-B: the dummy is neither declarer nor defender and may not ask', () => {
    const state = afterTricks(1);
    expect(codeOf(state, current(NORTH))).toBe('inspect-dummy');
    expect(codeOf(state, ownLast(NORTH))).toBe('inspect-dummy');
  });

  it('LAW 66B: a player inspects his own last card, shown to him only, until the next lead', () => {
    const state = afterTricks(2);
    const own = state.tricks[1]?.cards.find((c) => c.seat === WEST)?.card;
    const step = act(state, ownLast(WEST));
    expect(step.events).toEqual([
      {
        visibility: { to: 'seat', seat: WEST },
        event: { type: 'own-card-inspected', seat: WEST, trick: 1, card: own },
      },
    ]);
    expect(codeOf(playCards(state, 1), ownLast(WEST))).toBe('inspect-too-late');
  });

  it('LAW 66C: quitted tricks may not be inspected until play ends', () => {
    const state = afterTricks(3);
    expect(codeOf(state, trick(EAST, 0))).toBe('inspect-quitted');
    expect(codeOf(state, trick(EAST, 2))).toBe('inspect-quitted');
    expect(codeOf(state, unplayed(EAST))).toBe('inspect-during-play');
  });

  it('LAW 66C: an event may let the last quitted trick be reviewed online, to that player', () => {
    const state = playCards(afterTricks(3, { reviewLastTrick: true }), 2);
    const step = act(state, trick(NORTH, 2));
    expect(step.events).toEqual([
      {
        visibility: { to: 'seat', seat: NORTH },
        event: { type: 'trick-inspected', seat: NORTH, trick: 2, cards: state.tricks[2]?.cards },
      },
    ]);
    expect(codeOf(state, trick(NORTH, 1))).toBe('inspect-quitted');
  });

  it('LAW 66D: after play every trick and the unplayed cards may be inspected', () => {
    const played = afterTricks(13);
    expect(played.phase).toBe('agreement');
    for (let n = 0; n < 13; n++) expect(codeOf(played, trick(EAST, n))).toBe('ok');
    const claimed = act(afterTricks(5), {
      type: 'claim',
      seat: SOUTH,
      tricks: 8,
      statement: 'all mine',
    }).state;
    let ended = act(claimed, { type: 'answer-claim', seat: EAST, answer: 'accept' }).state;
    ended = act(ended, { type: 'answer-claim', seat: WEST, answer: 'accept' }).state;
    const step = act(ended, unplayed(WEST));
    expect(step.events).toEqual([
      {
        visibility: { to: 'seat', seat: WEST },
        event: { type: 'unplayed-inspected', seat: WEST, hands: ended.hands },
      },
    ]);
    expect(codeOf(claimed, unplayed(WEST))).toBe('inspect-during-play');
  });

  it('LAW 66: inspection during play never reveals a card another seat still holds', () => {
    let made = 0;
    const inspections = (state: BoardState, seat: Seat) =>
      lawActions(state, seat).filter((a) => a.type === 'inspect');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 51 }),
        fc.array(fc.nat(12), { minLength: 52, maxLength: 52 }),
        fc.boolean(),
        (n, picks, review) => {
          let i = 0;
          const state = playCards(
            contractBoard(2, 3, 'NT', { reviewLastTrick: review }),
            n,
            (k) => (picks[i++] ?? 0) % k,
          );
          for (const seat of [0, 1, 2, 3] as const)
            for (const action of inspections(state, seat)) {
              const r = apply(state, action);
              if (!r.ok) throw new Error(r.error.code);
              made++;
              const shown = JSON.stringify(r.value.events);
              for (const other of [0, 1, 2, 3] as const)
                if (other !== seat)
                  for (const card of state.hands[other])
                    expect(shown).not.toMatch(new RegExp(`"card":${card}[,}]`));
            }
        },
      ),
      { numRuns: 40 },
    );
    expect(made).toBeGreaterThan(40);
  });
});
