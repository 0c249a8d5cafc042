import { describe, expect, it } from 'vitest';
import type { Action } from '../action.js';
import { lawActions } from './index.js';
import { act, articleOf, codeOf, contractBoard, playCards } from './test-support.js';
import { tricksWonBy } from './table.js';

const [NORTH, EAST, SOUTH] = [0, 1, 2] as const;
const played = () => playCards(contractBoard(), 52);
const rule = (n: number): Action => ({ type: 'rule-tricks', declarerTricks: n, note: 'ruled' });

describe('LAW 79 tricks won', () => {
  it('LAW 79A1: once play ends, both sides agree on the tricks before the board is put away', () => {
    const state = played();
    expect(state.phase).toBe('agreement');
    expect(lawActions(state, NORTH)).toContainEqual({
      type: 'agree-tricks',
      seat: NORTH,
      agree: true,
    });
    const one = act(state, { type: 'agree-tricks', seat: NORTH, agree: true }).state;
    expect(one.phase).toBe('agreement');
    expect(codeOf(one, { type: 'agree-tricks', seat: SOUTH, agree: true })).toBe('already-agreed');
    const both = act(one, { type: 'agree-tricks', seat: EAST, agree: true });
    expect(both.state.phase).toBe('ended');
    expect(both.state.result).toEqual({
      contract: state.contract,
      declarerTricks: tricksWonBy(state, 0),
      by: 'play',
    });
    expect(both.events.at(-1)?.event).toEqual({
      type: 'board-agreed',
      declarerTricks: tricksWonBy(state, 0),
    });
  });

  it('LAW 79A1: there is nothing to agree during the play', () => {
    const state = playCards(contractBoard(), 20);
    expect(articleOf(state, { type: 'agree-tricks', seat: EAST, agree: true })).toBe('LAW 79A1');
  });

  it('LAW 79B: a side that does not agree calls the director, who decides the score', () => {
    const state = played();
    const step = act(state, { type: 'agree-tricks', seat: EAST, agree: false });
    expect(step.state.phase).toBe('director');
    expect(step.events.at(-1)?.event).toMatchObject({
      type: 'director-called',
      reason: 'tricks-disputed',
      article: 'LAW 79B',
    });
    expect(codeOf(step.state, rule(14))).toBe('ruling-out-of-range');
    const ruled = act(step.state, rule(9)).state;
    expect(ruled.result).toEqual({ contract: state.contract, declarerTricks: 9, by: 'director' });
  });

  it('LAW 79B: the director rules only when called', () => {
    expect(codeOf(played(), rule(9))).toBe('no-director-call');
    expect(codeOf(playCards(contractBoard(), 9), rule(9))).toBe('no-director-call');
  });
  it('LAW 79B at a table without a director: a side that does not agree leaves the tricks as played', () => {
    const state = playCards(contractBoard(2, 3, 'NT', { director: false }), 52);
    expect(state.phase).toBe('agreement');
    const step = act(state, { type: 'agree-tricks', seat: EAST, agree: false });
    expect(step.state.phase).toBe('ended');
    expect(step.state.result).toEqual({
      contract: state.contract,
      declarerTricks: tricksWonBy(state, 0),
      by: 'play',
    });
    expect(step.events.map((e) => e.event)).toEqual([
      { type: 'tricks-agreed', side: 1, agree: false },
      { type: 'tricks-stand', declarerTricks: tricksWonBy(state, 0), article: 'LAW 79B' },
    ]);
    expect(codeOf(step.state, rule(9))).toBe('no-director-call');
  });
});
