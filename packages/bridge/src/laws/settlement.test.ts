import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BoardState } from '../state.js';
import type { Seat } from '../types.js';
import {
  type AgreementTimes,
  type SettledClaim,
  agreementStatus,
  correctionDeadline,
  correctionAllowed,
  correctionPeriodOpen,
  mustRaiseScore,
  grantWithdrawal,
  requestWithdrawal,
  settledClaim,
} from './settlement.js';
import { act, contractBoard, playCards } from './test-support.js';
import { tricksWonBy } from './table.js';

const OFFICIAL = '2026-11-26T21:00:00.000Z';
const at = (minutes: number): string =>
  new Date(Date.parse(OFFICIAL) + minutes * 60_000).toISOString();
const [NORTH, EAST, SOUTH, WEST] = [0, 1, 2, 3] as const;

/** 3NT by South; after six tricks South claims `tricks` of the seven left and both accept. */
const SIX_TRICKS = playCards(contractBoard(), 24);
const claimed = (tricks: number): { state: BoardState; board: SettledClaim } => {
  let state = SIX_TRICKS;
  state = act(state, { type: 'claim', seat: SOUTH, tricks, statement: 'finesse and run' }).state;
  state = act(state, { type: 'answer-claim', seat: EAST, answer: 'accept' }).state;
  state = act(state, { type: 'answer-claim', seat: WEST, answer: 'accept' }).state;
  const board = settledClaim(state);
  if (board === null) throw new Error('not settled by a claim');
  return { state, board };
};
const period = { officialAt: OFFICIAL, minutes: 30 };
const ask = (seat: Seat, tricks: number, minutes: number) => ({
  seat,
  tricks,
  ground: 'would-probably-have-won' as const,
  at: at(minutes),
});

describe('LAW 79C the correction period', () => {
  it('LAW 79C1: it ends 30 minutes after the official score, unless the event sets longer', () => {
    expect(correctionDeadline(OFFICIAL)).toBe(at(30));
    expect(correctionPeriodOpen(OFFICIAL, at(29.99))).toBe(true);
    expect(correctionPeriodOpen(OFFICIAL, at(30))).toBe(false);
    expect(correctionPeriodOpen(OFFICIAL, at(45), 60)).toBe(true);
    expect(correctionPeriodOpen(null, at(500))).toBe(true);
  });

  it('LAW 79C1: open exactly before the deadline, for any setting', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 24 * 60 }),
        fc.integer({ min: 0, max: 3000 }),
        (m, t) => {
          expect(correctionPeriodOpen(OFFICIAL, at(t), m)).toBe(t < m);
        },
      ),
    );
  });
});

describe('LAW 79B-C after the round and the period', () => {
  it('LAW 79C2: past the period only where the regulations allow and both are sure', () => {
    const late = at(40);
    const sure = { regulationsAllow: true, directorAndOrganizerSure: true };
    expect(correctionAllowed(period, late, sure)).toBe(true);
    expect(correctionAllowed(period, late, { ...sure, regulationsAllow: false })).toBe(false);
    expect(correctionAllowed(period, late, { ...sure, directorAndOrganizerSure: false })).toBe(
      false,
    );
    expect(
      correctionAllowed(period, at(10), {
        regulationsAllow: false,
        directorAndOrganizerSure: false,
      }),
    ).toBe(true);
  });

  it("LAW 79B2: called after the round, the director need not raise a side's score", () => {
    expect(mustRaiseScore(at(5), at(10))).toBe(true);
    expect(mustRaiseScore(at(12), at(10))).toBe(false);
    expect(mustRaiseScore(at(12), null)).toBe(true);
  });
});

describe('LAW 69 agreement on a claim or concession', () => {
  const times = (over: Partial<AgreementTimes>): AgreementTimes => ({
    acceptedAt: at(0),
    nextCallAt: null,
    roundEndAt: null,
    objectedAt: null,
    ...over,
  });

  it('LAW 69A: final once his side has called in the next board, if he raised no objection', () => {
    expect(agreementStatus(times({}), at(5))).toBe('pending');
    expect(agreementStatus(times({ nextCallAt: at(3) }), at(5))).toBe('final');
    expect(agreementStatus(times({ nextCallAt: at(8) }), at(5))).toBe('pending');
  });

  it('LAW 69A: or once the round ends, whichever comes first', () => {
    expect(agreementStatus(times({ roundEndAt: at(2), nextCallAt: at(9) }), at(5))).toBe('final');
    const late = times({ roundEndAt: at(2), nextCallAt: at(9), objectedAt: at(4) });
    expect(agreementStatus(late, at(10))).toBe('final');
  });

  it('LAW 69A: an objection before then means no agreement was reached', () => {
    const objected = times({ nextCallAt: at(6), objectedAt: at(4) });
    expect(agreementStatus(objected, at(10))).toBe('objected');
    expect(agreementStatus(times({ objectedAt: at(1) }), at(2))).toBe('objected');
  });

  it('LAW 69A: the board is scored as if the claimed tricks had been won in play', () => {
    const { state, board } = claimed(5);
    expect(board.result).toEqual({
      contract: state.contract,
      declarerTricks: tricksWonBy(SIX_TRICKS, 0) + 5,
      by: 'claim',
    });
    expect(board.conceded).toEqual([2, 5]);
  });

  it('LAW 69B: within the period a player withdraws his agreement to losing a trick; the director grants it', () => {
    const { board } = claimed(5);
    const request = requestWithdrawal(board, ask(SOUTH, 1, 20), period);
    expect(request.ok).toBe(true);
    if (!request.ok) return;
    const granted = grantWithdrawal(board, request.value, 1);
    expect(granted.ok && granted.value).toEqual({
      result: { ...board.result, declarerTricks: board.result.declarerTricks + 1, by: 'director' },
      conceded: [1, 5],
    });
    const defence = requestWithdrawal(board, ask(WEST, 2, 29), period);
    const back = defence.ok ? grantWithdrawal(board, defence.value, 2) : defence;
    expect(back.ok && back.value.result.declarerTricks).toBe(board.result.declarerTricks - 2);
  });

  it('LAW 69B: no withdrawal once the correction period of LAW 79C is over', () => {
    const { board } = claimed(5);
    const late = requestWithdrawal(board, ask(NORTH, 1, 31), period);
    expect(late.ok ? null : late.error).toMatchObject({
      code: 'correction-period-over',
      article: 'LAW 69B',
    });
  });

  it('LAW 69B: only tricks his side agreed to lose, and the director grants no more than asked', () => {
    const { board } = claimed(7);
    expect(board.conceded).toEqual([0, 7]);
    const none = requestWithdrawal(board, ask(SOUTH, 1, 5), period);
    expect(none.ok ? '' : none.error.code).toBe('nothing-conceded');
    const many = requestWithdrawal(board, ask(EAST, 8, 5), period);
    expect(many.ok ? '' : many.error.code).toBe('withdrawal-tricks');
    const fine = requestWithdrawal(board, ask(EAST, 2, 5), period);
    const over = fine.ok ? grantWithdrawal(board, fine.value, 3) : fine;
    expect(over.ok ? '' : over.error.code).toBe('grant-tricks');
  });

  it('LAW 69B: a board played out, not claimed, has no agreement to withdraw', () => {
    const state = playCards(contractBoard(), 52);
    const agreed = act(act(state, { type: 'agree-tricks', seat: NORTH, agree: true }).state, {
      type: 'agree-tricks',
      seat: EAST,
      agree: true,
    }).state;
    expect(settledClaim(agreed)).toBeNull();
  });

  it('LAW 69B: a granted withdrawal moves exactly the tricks granted, within 0 to 13', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 7 }),
        fc.constantFrom<Seat>(0, 1, 2, 3),
        fc.nat(7),
        (t, seat, k) => {
          const { board } = claimed(t);
          const side = seat % 2;
          const asked = Math.min(k + 1, Math.max(board.conceded[side] ?? 0, 1));
          const request = requestWithdrawal(board, ask(seat, asked, 10), period);
          if (!request.ok) return;
          const granted = grantWithdrawal(board, request.value, asked);
          if (!granted.ok) throw new Error(granted.error.code);
          const declarer = granted.value.result.declarerTricks;
          const towards = side === 0 ? asked : -asked;
          expect(declarer).toBe(board.result.declarerTricks + towards);
          expect(declarer).toBeGreaterThanOrEqual(0);
          expect(declarer).toBeLessThanOrEqual(13);
          expect(granted.value.conceded[side]).toBe((board.conceded[side] ?? 0) - asked);
        },
      ),
      { numRuns: 40 },
    );
  });
});
