import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from '../action.js';
import type { BoardState } from '../state.js';
import { type Seat, sideOf } from '../types.js';
import { lawActions } from './index.js';
import { act, articleOf, codeOf, contractBoard, playCards, plays } from './test-support.js';

const rule = (n: number): Action => ({ type: 'rule-tricks', declarerTricks: n, note: '' });
import { remainingTricks, tricksWonBy } from './table.js';

// 3NT by South: West leads, North is dummy, East and West defend.
const [NORTH, EAST, SOUTH, WEST] = [0, 1, 2, 3] as const;
const answer = (seat: Seat, a: 'accept' | 'dispute' | 'object'): Action => ({
  type: 'answer-claim',
  seat,
  answer: a,
});
const claimBy = (state: BoardState, seat: Seat, tricks: number, statement = 'cashing out') =>
  act(state, { type: 'claim', seat, tricks, statement });

const midPlay = () => playCards(contractBoard(), 4 * 6 + 1);

describe('LAW 68-70 claims and concessions', () => {
  it("LAW 68C (2017): a claim states its line and faces the claimer's cards to all; play stops", () => {
    const state = midPlay();
    const step = claimBy(state, SOUTH, 5, 'the rest are mine');
    expect(step.state.phase).toBe('claim');
    expect(step.events).toEqual([
      {
        visibility: { to: 'all' },
        event: {
          type: 'claimed',
          seat: SOUTH,
          tricks: 5,
          statement: 'the rest are mine',
          shown: [...state.hands[SOUTH]].sort((a, b) => a - b),
        },
      },
    ]);
    expect(plays(step.state)).toEqual([]);
    expect(articleOf(step.state, { type: 'claim', seat: EAST, tricks: 1, statement: '' })).toBe(
      'LAW 68 (2017)',
    );
  });

  it('LAW 68A (2017): the declarer or a defender claims, not the dummy, and no more than remain', () => {
    const state = midPlay();
    expect(codeOf(state, { type: 'claim', seat: NORTH, tricks: 3, statement: '' })).toBe(
      'claim-by-dummy',
    );
    const remaining = remainingTricks(state);
    expect(remaining).toBe(7);
    expect(codeOf(state, { type: 'claim', seat: EAST, tricks: 8, statement: '' })).toBe(
      'claim-tricks',
    );
    expect(codeOf(state, { type: 'claim', seat: EAST, tricks: 7, statement: '' })).toBe('ok');
  });

  it('LAW 69A: both opponents accepting, the board is scored with the claimed tricks', () => {
    const state = midPlay();
    const played = tricksWonBy(state, 0);
    let s = claimBy(state, SOUTH, 5).state;
    s = act(s, answer(EAST, 'accept')).state;
    expect(s.phase).toBe('claim');
    const step = act(s, answer(WEST, 'accept'));
    expect(step.state.phase).toBe('ended');
    expect(step.state.agreed).toEqual([true, true]);
    expect(step.state.result).toEqual({
      contract: state.contract,
      declarerTricks: played + 5,
      by: 'claim',
    });
  });

  it('LAW 68D (2017): a claim disputed by any player, dummy included, calls the director', () => {
    const s = claimBy(midPlay(), EAST, 7).state;
    expect(lawActions(s, NORTH)).toContainEqual(answer(NORTH, 'dispute'));
    const step = act(s, answer(NORTH, 'dispute'));
    expect(step.state.phase).toBe('director');
    expect(step.events[1]?.event).toEqual({
      type: 'director-called',
      seat: NORTH,
      reason: 'claim-disputed',
      article: 'LAW 68D (2017)',
    });
  });

  it('LAW 70 (2017): the director rules on the tricks that remained; those played stand', () => {
    const state = midPlay();
    const played = tricksWonBy(state, 0);
    const s = act(claimBy(state, SOUTH, 7).state, answer(WEST, 'dispute')).state;
    const rule = (n: number): Action => ({ type: 'rule-tricks', declarerTricks: n, note: 'x' });
    expect(articleOf(s, rule(played + 8))).toBe('LAW 70 (2017)');
    if (played > 0) expect(codeOf(s, rule(played - 1))).toBe('ruling-out-of-range');
    const ruled = act(s, { type: 'rule-tricks', declarerTricks: played + 6, note: 'one loser' });
    expect(ruled.state.phase).toBe('ended');
    expect(ruled.state.result).toEqual({
      contract: state.contract,
      declarerTricks: played + 6,
      by: 'director',
    });
  });

  it("LAW 68B2 (2017): a defender's partner objects to his concession: no concession, play goes on", () => {
    const state = midPlay();
    let s = claimBy(state, EAST, 2, 'you can have the rest').state;
    s = act(s, answer(SOUTH, 'accept')).state;
    s = act(s, answer(NORTH, 'accept')).state;
    expect(s.phase).toBe('claim');
    const step = act(s, answer(WEST, 'object'));
    expect(step.state.phase).toBe('play');
    expect(step.state.claim).toBeNull();
    expect(plays(step.state)).toEqual(plays(state));
    expect(step.events.map((e) => e.event.type)).toEqual(['claim-answered', 'claim-void']);
  });

  it("LAW 68B2 (2017): the concession stands once the defender's partner raises no objection", () => {
    const state = midPlay();
    let s = claimBy(state, EAST, 2).state;
    for (const seat of [WEST, SOUTH, NORTH] as const) s = act(s, answer(seat, 'accept')).state;
    expect(s.result?.declarerTricks).toBe(tricksWonBy(state, 0) + 5);
  });

  it("LAW 68B2 (2017): only a defender's partner objects, and only to a concession", () => {
    const state = midPlay();
    const bySouth = claimBy(state, SOUTH, 3).state;
    expect(codeOf(bySouth, answer(NORTH, 'object'))).toBe('answer-not-opponent');
    const allByEast = claimBy(state, EAST, 7).state;
    expect(codeOf(allByEast, answer(WEST, 'object'))).toBe('answer-not-opponent');
    expect(codeOf(allByEast, answer(SOUTH, 'object'))).toBe('opponent-disputes');
    expect(codeOf(allByEast, answer(EAST, 'accept'))).toBe('answer-not-opponent');
  });

  it('LAW 69A: the tricks of a board settled by an agreed claim total 13', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 51 }),
        fc.array(fc.nat(12), { minLength: 52, maxLength: 52 }),
        fc.constantFrom<Seat>(EAST, SOUTH, WEST),
        fc.nat(13),
        (n, picks, claimer, wanted) => {
          let i = 0;
          const state = playCards(contractBoard(), n, (k) => (picks[i++] ?? 0) % k);
          const remaining = remainingTricks(state);
          let s = claimBy(state, claimer, wanted % (remaining + 1)).state;
          for (const seat of [0, 1, 2, 3] as const)
            if (s.phase === 'claim' && sideOf(seat) !== sideOf(claimer))
              s = act(s, answer(seat, 'accept')).state;
          if (s.phase === 'claim') s = act(s, answer(((claimer + 2) % 4) as Seat, 'accept')).state;
          expect(s.phase).toBe('ended');
          const declarer = s.result?.declarerTricks ?? -1;
          const c = s.claim;
          if (c === null) throw new Error('no claim');
          const claimerDeclares = sideOf(claimer) === 0;
          const defenders =
            tricksWonBy(state, 1) + (claimerDeclares ? c.remaining - c.tricks : c.tricks);
          expect(declarer + defenders).toBe(13);
        },
      ),
      { numRuns: 60 },
    );
  });
  describe('at a table without a director (BoardOptions.director false)', () => {
    const undirected = () => playCards(contractBoard(2, 3, 'NT', { director: false }), 4 * 6 + 1);

    it('LAW 68D (2017) has nobody to summon: the disputed claim is void and play goes on', () => {
      const state = undirected();
      const claimed = claimBy(state, SOUTH, 7).state;
      const step = act(claimed, answer(WEST, 'dispute'));
      expect(step.state.phase).toBe('play');
      expect(step.state.claim).toBeNull();
      expect(step.events.map((e) => e.event)).toEqual([
        { type: 'claim-answered', seat: WEST, answer: 'dispute' },
        { type: 'claim-withdrawn', seat: WEST, article: 'LAW 68D (2017)' },
      ]);
      // The board is where the claim stopped it: the same hands, the same card on turn.
      expect(step.state.hands).toEqual(state.hands);
      expect(step.state.tricks).toEqual(state.tricks);
      expect(plays(step.state)).toEqual(plays(state));
      expect(codeOf(step.state, rule(13))).toBe('no-director-call');
    });

    it('LAW 68D (2017): the dummy disputing voids the claim too; the claimer may claim again', () => {
      const step = act(claimBy(undirected(), EAST, 7).state, answer(NORTH, 'dispute'));
      expect(step.state.phase).toBe('play');
      expect(codeOf(step.state, { type: 'claim', seat: EAST, tricks: 7, statement: '' })).toBe(
        'ok',
      );
    });

    it('LAW 69A: an accepted claim is scored as at any table', () => {
      let s = claimBy(undirected(), SOUTH, 7).state;
      s = act(s, answer(WEST, 'accept')).state;
      s = act(s, answer(EAST, 'accept')).state;
      expect(s.phase).toBe('ended');
      expect(s.result?.by).toBe('claim');
    });
  });
});
