import { type ShuffleSeed } from '@tavolo/cards';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from './action.js';
import { dealerOf, vulnerabilityOf } from './board.js';
import { dealBoard } from './deal.js';
import {
  type MatchState,
  type MatchStep,
  apply,
  createMatch,
  legalActions,
  seatsToAct,
  view,
} from './match.js';
import { boardScore } from './scoring.js';
import type { Seat } from './types.js';

const PLAYERS = ['Nord', 'Est', 'Sud', 'Ovest'];
const seedOf = (n: number): ShuffleSeed => ({ scheme: 'xoroshiro128plus', seed: n });

/** The moves that advance a board: calls, cards, accepting a claim, agreeing on the tricks. */
const advancing = (a: Action): boolean =>
  a.type === 'call' ||
  a.type === 'play' ||
  (a.type === 'answer-claim' && a.answer === 'accept') ||
  (a.type === 'agree-tricks' && a.agree);

const started = (step: ReturnType<typeof createMatch>): MatchStep => {
  if (!step.ok) throw new Error(step.error.message);
  return step.value;
};

/** Plays the match out, the first seat awaited choosing by `pick`; every step returned. */
const playOut = (first: MatchStep, pick: (n: number) => number): MatchStep[] => {
  const steps = [first];
  let current = first.state;
  for (let i = 0; i < 5000 && !current.over; i++) {
    const seat = seatsToAct(current)[0];
    if (seat === undefined) throw new Error(`nobody to act in ${current.board.phase}`);
    const moves = legalActions(current, seat).filter(advancing);
    const move = moves[pick(moves.length) % moves.length] as Action;
    const next = apply(current, move);
    if (!next.ok) throw new Error(`listed move refused: ${next.error.code}`);
    steps.push(next.value);
    current = next.value.state;
  }
  return steps;
};

/** Passes a quarter of the time (the first call listed), so that auctions end. */
const picker = (picks: readonly number[]) => {
  let i = 0;
  return (n: number) => {
    const v = picks[i++ % picks.length] as number;
    return v % 4 === 0 ? 0 : v % n;
  };
};

const matchArb = fc.record({
  seed: fc.nat(),
  boards: fc.integer({ min: 1, max: 5 }),
  picks: fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
});

describe('a match of boards at one table', () => {
  it('LAW 2 (2017): boards 1..N in order, each with the dealer and vulnerability of its number, dealt from its own seed', () => {
    fc.assert(
      fc.property(matchArb, ({ seed, boards, picks }) => {
        const steps = playOut(
          started(createMatch({ players: PLAYERS, seed: seedOf(seed), boards })),
          picker(picks),
        );
        const events = steps.flatMap((s) => s.events.map((e) => e.event));
        const numbers = events.flatMap((e) => (e.type === 'board-started' ? [e] : []));
        expect(numbers.map((e) => e.number)).toEqual(
          Array.from({ length: boards }, (_, i) => i + 1),
        );
        for (const e of numbers) {
          expect(e.dealer).toBe(dealerOf(e.number));
          expect(e.vulnerability).toBe(vulnerabilityOf(e.number));
        }
        const dealt = steps.flatMap((s) =>
          s.events.flatMap((e) => (e.event.type === 'board-started' ? [s.state.board.deal] : [])),
        );
        for (const deal of dealt)
          expect(deal.hands).toEqual(dealBoard(seedOf(seed), deal.number).hands);
      }),
      { numRuns: 15 },
    );
  });

  it('LAW 77: each board is scored by the table, and the totals are the points each side won', () => {
    fc.assert(
      fc.property(matchArb, ({ seed, boards, picks }) => {
        const steps = playOut(
          started(createMatch({ players: PLAYERS, seed: seedOf(seed), boards })),
          picker(picks),
        );
        const end = (steps[steps.length - 1] as MatchStep).state;
        expect(end.over).toBe(true);
        expect(end.played.map((p) => p.number)).toEqual(
          Array.from({ length: boards }, (_, i) => i + 1),
        );
        for (const p of end.played) {
          const score = boardScore(
            p.result.contract,
            p.result.declarerTricks,
            vulnerabilityOf(p.number),
          );
          expect(score.ok && score.value).toBe(p.score);
        }
        const ns = end.played.reduce((t, p) => t + Math.max(p.score, 0), 0);
        const ew = end.played.reduce((t, p) => t + Math.max(-p.score, 0), 0);
        expect(end.totals).toEqual([ns, ew]);
        const scored = steps.flatMap((s) =>
          s.events.filter((e) => e.event.type === 'board-scored'),
        );
        expect(scored).toHaveLength(boards);
        expect(steps.at(-1)?.events.at(-1)?.event).toEqual({
          type: 'match-ended',
          totals: [ns, ew],
        });
      }),
      { numRuns: 15 },
    );
  });

  it('every seat the table waits for has a move, and only they have moves that advance the board', () => {
    fc.assert(
      fc.property(matchArb, ({ seed, boards, picks }) => {
        const steps = playOut(
          started(createMatch({ players: PLAYERS, seed: seedOf(seed), boards })),
          picker(picks),
        );
        for (const { state } of steps.slice(0, -1)) {
          const waited = seatsToAct(state);
          for (const seat of [0, 1, 2, 3] as const) {
            const moves = legalActions(state, seat).filter(advancing);
            expect(moves.length > 0).toBe(waited.includes(seat));
          }
        }
      }),
      { numRuns: 10 },
    );
  });

  it('LAW 68-69: the opponents of a claimer are awaited off turn, and their acceptance ends the board', () => {
    let state: MatchState = started(
      createMatch({ players: PLAYERS, seed: seedOf(7), boards: 2 }),
    ).state;
    const act = (action: Action) => {
      const next = apply(state, action);
      if (!next.ok) throw new Error(next.error.code);
      state = next.value.state;
      return next.value;
    };
    // Board 1, North deals: 1NT by North, three passes.
    act({ type: 'call', seat: 0, call: { type: 'bid', level: 1, strain: 'NT' } });
    for (const seat of [1, 2, 3] as const) act({ type: 'call', seat, call: { type: 'pass' } });
    expect(state.board.phase).toBe('play');
    act({ type: 'claim', seat: 0, tricks: 13, statement: 'all mine' });
    expect([...seatsToAct(state)].sort()).toEqual([1, 3]);
    act({ type: 'answer-claim', seat: 3, answer: 'accept' });
    expect(seatsToAct(state)).toEqual([1]);
    const last = act({ type: 'answer-claim', seat: 1, answer: 'accept' });
    expect(state.played).toEqual([
      {
        number: 1,
        result: {
          contract: { level: 1, strain: 'NT', doubling: 0, declarer: 0 },
          declarerTricks: 13,
          by: 'claim',
        },
        score: 270,
      },
    ]);
    expect(state.board.deal.number).toBe(2);
    expect(last.events.map((e) => e.event.type)).toContain('board-started');
    // East deals board 2.
    expect(seatsToAct(state)).toEqual([1]);
  });

  it('refuses a match without four players or with no boards, and any move once it is over', () => {
    for (const players of [PLAYERS.slice(0, 3), ['a', 'a', 'b', 'c']])
      expect(createMatch({ players, seed: seedOf(1), boards: 4 })).toMatchObject({
        ok: false,
        error: { code: 'bad-seating' },
      });
    for (const boards of [0, 33, 1.5])
      expect(createMatch({ players: PLAYERS, seed: seedOf(1), boards })).toMatchObject({
        ok: false,
        error: { code: 'bad-boards' },
      });
    let state = started(createMatch({ players: PLAYERS, seed: seedOf(3), boards: 1 })).state;
    for (const seat of [0, 1, 2, 3] as Seat[]) {
      const next = apply(state, { type: 'call', seat, call: { type: 'pass' } });
      if (!next.ok) throw new Error(next.error.code);
      state = next.value.state;
    }
    expect(state.over).toBe(true);
    expect(state.played[0]?.score).toBe(0);
    expect(apply(state, { type: 'call', seat: 0, call: { type: 'pass' } })).toMatchObject({
      ok: false,
      error: { code: 'match-over' },
    });
    expect(legalActions(state, 0)).toEqual([]);
    expect(seatsToAct(state)).toEqual([]);
  });

  it('LAW 41D: a view carries the viewer’s own hand and no other before the opening lead', () => {
    const { state } = started(createMatch({ players: PLAYERS, seed: seedOf(5), boards: 1 }));
    const seen = view(state, 2);
    expect(seen.board.hand).toEqual(state.board.hands[2]);
    expect(seen.board.dummyHand).toBeNull();
    expect(JSON.stringify(view(state, null))).not.toContain('seed');
  });
});
