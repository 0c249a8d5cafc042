import { rank52Of, suit52Index, type ShuffleSeed } from '@tavolo/cards';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from './action.js';
import { type MatchState, apply, createMatch, legalActions, seatsToAct } from './match.js';
import { timeOutActions } from './time-out.js';
import type { Seat } from './types.js';

const PLAYERS = ['Nord', 'Est', 'Sud', 'Ovest'];
const seedOf = (n: number): ShuffleSeed => ({ scheme: 'xoroshiro128plus', seed: n });

const started = (seed: number, boards = 2, director = true): MatchState => {
  const step = createMatch({
    players: PLAYERS,
    seed: seedOf(seed),
    boards,
    boardOptions: { director },
  });
  if (!step.ok) throw new Error(step.error.message);
  return step.value.state;
};

const must = (match: MatchState, action: Action): MatchState => {
  const next = apply(match, action);
  if (!next.ok) throw new Error(`${action.type} refused: ${next.error.code}`);
  return next.value.state;
};

/** Opens with 1NT from the dealer, three passes: the play of 1NT begins. */
const inPlay = (seed: number, director = true): MatchState => {
  let match = started(seed, 2, director);
  const [dealer] = seatsToAct(match) as [Seat];
  match = must(match, {
    type: 'call',
    seat: dealer,
    call: { type: 'bid', level: 1, strain: 'NT' },
  });
  for (let i = 0; i < 3; i++) {
    const seat = seatsToAct(match)[0] as Seat;
    match = must(match, { type: 'call', seat, call: { type: 'pass' } });
  }
  return match;
};

describe('the moves played when a seat runs out of time', () => {
  it('in the auction, a pass (LAW 18-19)', () => {
    const match = started(3);
    const seat = seatsToAct(match)[0] as Seat;
    expect(timeOutActions(match, seat)).toEqual([{ type: 'call', seat, call: { type: 'pass' } }]);
  });

  it('in the play, the lowest legal card, following suit when possible (LAW 44C)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.nat(30), (seed, cards) => {
        let match = inPlay(seed);
        for (let i = 0; i < cards && match.board.phase === 'play'; i++) {
          const seat = seatsToAct(match)[0] as Seat;
          const [forced] = timeOutActions(match, seat);
          const plays = legalActions(match, seat).filter(
            (a): a is Extract<Action, { type: 'play' }> => a.type === 'play',
          );
          expect(forced?.type).toBe('play');
          const card = (forced as Extract<Action, { type: 'play' }>).card;
          // No legal card is lower (ranks first, then suits in order).
          for (const p of plays)
            expect(
              rank52Of(p.card) > rank52Of(card) ||
                (rank52Of(p.card) === rank52Of(card) && suit52Index(p.card) >= suit52Index(card)),
            ).toBe(true);
          match = must(match, forced as Action);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('a match where nobody ever moves ends: every board passed out', () => {
    let match = started(11, 3);
    for (let i = 0; i < 100 && !match.over; i++) {
      const seat = seatsToAct(match)[0] as Seat;
      const actions = timeOutActions(match, seat);
      expect(actions).toHaveLength(1);
      match = must(match, actions[0] as Action);
    }
    expect(match.over).toBe(true);
    expect(match.played.length).toBe(3);
  });

  it('asked about a claim, a dispute: agreement is never given by silence (LAW 69A)', () => {
    const match = inPlay(5);
    const declarer = match.board.contract?.declarer as Seat;
    const claimed = must(match, {
      type: 'claim',
      seat: declarer,
      tricks: 13,
      statement: 'tutte le prese',
    });
    const [opponent] = seatsToAct(claimed) as [Seat];
    expect(timeOutActions(claimed, opponent)).toEqual([
      { type: 'answer-claim', seat: opponent, answer: 'dispute' },
    ]);
  });

  it('a seat with nothing to do is made to do nothing', () => {
    const match = started(3);
    const waiting = ([0, 1, 2, 3] as const).find((s) => !seatsToAct(match).includes(s)) as Seat;
    expect(timeOutActions(match, waiting)).toEqual([]);
  });

  it('a whole match of time-outs at a table without a director ends (LAW 79A agreement)', () => {
    // Play every card by time-out; the agreement on the tricks is given by time-out too.
    let match = inPlay(8, false);
    for (let i = 0; i < 500 && !match.over && match.played.length === 0; i++) {
      const seat = seatsToAct(match)[0] as Seat;
      const actions = timeOutActions(match, seat);
      expect(actions).toHaveLength(1);
      match = must(match, actions[0] as Action);
    }
    expect(match.played.length).toBe(1);
  });
});
