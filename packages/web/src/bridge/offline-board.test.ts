import { type Action, boardScore, legalActions, view } from '@tavolo/bridge';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { random } from './offline-bots.js';
import {
  type OfflineBoard,
  botStep,
  nextBotAction,
  playerAct,
  playerEvents,
  startBoard,
} from './offline-board.js';
import { resultScore } from './model.js';

/** The bots' actions until the player is owed one or the board is over. */
const botsPlay = (board: OfflineBoard): OfflineBoard => {
  let current = board;
  for (let next = botStep(current); next !== null; next = botStep(current)) current = next;
  return current;
};

/**
 * The player's calls and cards picked at random from his legal ones (passing mostly, so that
 * auctions end), a claim of every remaining trick once `claimAfter` tricks are played.
 */
const playBoard = (seed: number, claimAfter: number): OfflineBoard => {
  const next = random(seed);
  let board = botsPlay(startBoard(seed, (seed % 16) + 1));
  for (let guard = 0; board.state.phase !== 'ended'; guard++) {
    expect(guard).toBeLessThan(200);
    const legal = legalActions(board.state, board.you);
    const claim = legal.find((a) => a.type === 'claim');
    const played = board.state.tricks.filter((t) => t.winner !== null).length;
    let action: Action | undefined;
    if (claim?.type === 'claim' && played >= claimAfter && board.state.phase === 'play')
      action = { ...claim, tricks: 13 - played, statement: 'the rest are mine' };
    else {
      const calls = legal.filter((a) => a.type === 'call');
      const pass = calls.find((a) => a.type === 'call' && a.call.type === 'pass');
      const plays = legal.filter((a) => a.type === 'play');
      const agree = legal.find((a) => a.type === 'agree-tricks' && a.agree);
      const answer = legal.find((a) => a.type === 'answer-claim' && a.answer === 'accept');
      action =
        (calls.length > 0
          ? (next() < 0.6 && pass) || calls[Math.floor(next() * calls.length)]
          : undefined) ??
        plays[Math.floor(next() * plays.length)] ??
        agree ??
        answer;
    }
    expect(action, `an action for the player in ${board.state.phase}`).toBeDefined();
    const step = playerAct(board, action as Action);
    if (!step.ok) throw new Error(step.error.message);
    board = botsPlay(step.value);
  }
  return board;
};

describe('an offline bridge board', () => {
  it('is played to its result by the player and three bots, claims included (LAW 68-69, 79A)', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 0, max: 13 }), (seed, claimAfter) => {
        const board = playBoard(seed, claimAfter);
        const result = board.state.result;
        expect(result).not.toBeNull();
        const seen = view(board.state, board.you);
        const expected = boardScore(
          result?.contract ?? null,
          result?.declarerTricks ?? 0,
          board.state.deal.vulnerability,
        );
        expect(expected.ok && resultScore(seen)).toBe(expected.ok && expected.value);
      }),
      { numRuns: 25 },
    );
  });

  it('LAW 70 (2017): a disputed claim is ruled within the tricks that remained when it was made', () => {
    let ruled = 0;
    for (let seed = 0; seed < 40; seed++) {
      const { state } = playBoard(seed, 2);
      if (state.result?.by !== 'director' || state.claim === null || state.contract === null)
        continue;
      ruled++;
      const side = state.contract.declarer % 2;
      const before = state.tricks.filter((t) => t.winner !== null && t.winner % 2 === side).length;
      expect(state.result.declarerTricks).toBeGreaterThanOrEqual(before);
      expect(state.result.declarerTricks).toBeLessThanOrEqual(before + state.claim.remaining);
    }
    expect(ruled).toBeGreaterThan(0);
  });

  it('waits for the player on his turn: the bots never act for him', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), (seed) => {
        const board = botsPlay(startBoard(seed, 1));
        expect(nextBotAction(board)).toBeUndefined();
        expect(legalActions(board.state, board.you).some((a) => a.type === 'call')).toBe(true);
      }),
      { numRuns: 20 },
    );
  });

  it('refuses an action that names another seat, and shows the player only his events', () => {
    const board = botsPlay(startBoard(11, 1));
    const other = legalActions(board.state, board.you).find((a) => a.type === 'call') as Action;
    const refused = playerAct(board, { ...other, seat: 0 } as Action);
    expect(refused.ok).toBe(false);
    const dealt = playerEvents(board).filter((e) => e.type === 'dealt');
    expect(dealt).toHaveLength(1);
    expect(dealt[0]?.type === 'dealt' && dealt[0].seat).toBe(board.you);
  });
});
