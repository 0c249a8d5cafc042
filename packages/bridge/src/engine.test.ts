import { type Card52, deck52, toSeat } from '@tavolo/cards';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from './action.js';
import { apply, createBoard, legalActions, turnOf } from './engine.js';
import { brokenInvariants } from './invariants.js';
import { applyLawAction, rulingRange } from './laws/index.js';
import { dealFromOrder, playOut } from './random-board.js';
import type { Step } from './state.js';
import type { Call, Seat, Strain, Vulnerability } from './types.js';

const SEATS: readonly Seat[] = [0, 1, 2, 3];

const boardArb = fc.record({
  order: fc.shuffledSubarray(deck52(), { minLength: 52, maxLength: 52 }),
  dealer: fc.constantFrom<Seat>(0, 1, 2, 3),
  vulnerability: fc.constantFrom<Vulnerability>('none', 'ns', 'ew', 'all'),
  picks: fc.array(fc.nat(), { minLength: 1, maxLength: 64 }),
});
type BoardInput = typeof boardArb extends fc.Arbitrary<infer T> ? T : never;

/** A chooser from the picks, passing (the first listed call) a quarter of the time. */
const picker = (picks: readonly number[]) => {
  let i = 0;
  return (n: number): number => {
    const v = picks[i++ % picks.length] as number;
    return v % 4 === 0 ? 0 : v % n;
  };
};

const playBoard = (b: BoardInput): Step[] => {
  const deal = dealFromOrder(b.order, {
    number: 1,
    dealer: b.dealer,
    vulnerability: b.vulnerability,
  });
  return playOut(createBoard(deal), picker(b.picks));
};

const strainArb = fc.constantFrom<Strain>('C', 'D', 'H', 'S', 'NT');
const callArb: fc.Arbitrary<Call> = fc.oneof(
  fc.constant<Call>({ type: 'pass' }),
  fc.constant<Call>({ type: 'double' }),
  fc.constant<Call>({ type: 'redouble' }),
  fc.record({
    type: fc.constant('bid' as const),
    level: fc.constantFrom(1, 2, 3, 4, 5, 6, 7),
    strain: strainArb,
  }) as fc.Arbitrary<Call>,
);
/** Calls and cards by any seat, most of them not legal where they are tried. */
const rawActionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    type: fc.constant('call' as const),
    seat: fc.constantFrom<Seat>(0, 1, 2, 3),
    call: callArb,
  }),
  fc.record({
    type: fc.constant('play' as const),
    seat: fc.constantFrom<Seat>(0, 1, 2, 3),
    card: fc.integer({ min: 0, max: 51 }),
  }),
);

const key = (a: Action): string => JSON.stringify(a);

describe('the engine', () => {
  it('createBoard deals each seat its cards privately and starts the auction with the dealer', () => {
    fc.assert(
      fc.property(boardArb, (b) => {
        const deal = dealFromOrder(b.order, {
          number: 7,
          dealer: b.dealer,
          vulnerability: b.vulnerability,
        });
        const { state, events } = createBoard(deal);
        expect(state.phase).toBe('auction');
        for (const seat of SEATS)
          expect(events).toContainEqual(
            toSeat(seat, { type: 'dealt', seat, cards: deal.hands[seat] }),
          );
        expect(events.filter((e) => e.visibility.to === 'all').map((e) => e.event)).toEqual([
          { type: 'board-started', number: 7, dealer: b.dealer, vulnerability: b.vulnerability },
        ]);
      }),
      { numRuns: 30 },
    );
  });

  it('legalActions and apply never disagree: every listed action applies, unlisted calls and cards are refused', () => {
    fc.assert(
      fc.property(boardArb, fc.array(rawActionArb, { minLength: 8, maxLength: 8 }), (b, raws) => {
        const steps = playBoard(b);
        steps.forEach((step, i) => {
          const listed = new Set<string>();
          for (const seat of SEATS)
            for (const action of legalActions(step.state, seat)) {
              listed.add(key(action));
              if (action.type === 'call' || action.type === 'play' || i % 8 === 0)
                expect(apply(step.state, action).ok, key(action)).toBe(true);
            }
          const raw = raws[i % raws.length] as Action;
          const r = apply(step.state, raw);
          expect(r.ok, key(raw)).toBe(listed.has(key(raw)));
          if (!r.ok) {
            expect(r.error.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
            expect(r.error.article).toMatch(/^(LAW \d+[A-Z]?\d* \(2017\)|Tavolo)$/);
          }
        });
      }),
      { numRuns: 60 },
    );
  });

  it('LAW 44C, 45B: the only calls and cards listed are the seat on turn\u2019s, and the dummy has none', () => {
    fc.assert(
      fc.property(boardArb, (b) => {
        for (const step of playBoard(b)) {
          const s = step.state;
          const movers = SEATS.filter((seat) =>
            legalActions(s, seat).some((a) => a.type === 'call' || a.type === 'play'),
          );
          expect(movers.length).toBeLessThanOrEqual(1);
          if (s.contract !== null) expect(movers).not.toContain((s.contract.declarer + 2) % 4);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('keeps its invariants: the 52 cards are always in the hands and the tricks, each once', () => {
    fc.assert(
      fc.property(boardArb, (b) => {
        for (const step of playBoard(b)) {
          expect(brokenInvariants(step.state)).toEqual([]);
          const cards: Card52[] = [
            ...step.state.hands.flat(),
            ...step.state.tricks.flatMap((t) => t.cards.map((p) => p.card)),
          ];
          expect(cards.sort((x, y) => x - y)).toEqual(deck52());
        }
      }),
      { numRuns: 60 },
    );
  });

  it('is deterministic: the same board and choices give the same states and events', () => {
    fc.assert(
      fc.property(boardArb, (b) => {
        expect(playBoard(b)).toEqual(playBoard(b));
      }),
      { numRuns: 20 },
    );
  });

  it('LAW 22A, 79A: a board played to its end has a result (passed out, or the tricks of the play)', () => {
    fc.assert(
      fc.property(boardArb, (b) => {
        const s = (playBoard(b).at(-1) as Step).state;
        expect(s.result).not.toBeNull();
        if (s.contract === null) {
          expect(s.phase).toBe('ended');
          expect(s.auction.map((m) => m.call.type)).toEqual(['pass', 'pass', 'pass', 'pass']);
          expect(s.result).toEqual({ contract: null, declarerTricks: 0, by: 'play' });
        } else {
          expect(s.phase).toBe('agreement');
          expect(s.tricks).toHaveLength(13);
          const side = s.contract.declarer % 2;
          const won = s.tricks.filter((t) => (t.winner as number) % 2 === side).length;
          expect(s.result).toEqual({ contract: s.contract, declarerTricks: won, by: 'play' });
        }
      }),
      { numRuns: 60 },
    );
  });

  it('refuses malformed actions as values', () => {
    const s = playBoard({ order: deck52(), dealer: 0, vulnerability: 'none', picks: [1] })[0]
      ?.state;
    if (s === undefined) throw new Error('no board');
    const bad = (a: unknown) => apply(s, a as Action);
    expect(bad(null)).toMatchObject({ ok: false, error: { code: 'bad-action' } });
    expect(bad({ type: 'shout', seat: 0 })).toMatchObject({
      ok: false,
      error: { code: 'unknown-action' },
    });
    expect(bad({ type: 'call', seat: 5, call: { type: 'pass' } })).toMatchObject({
      ok: false,
      error: { code: 'bad-seat' },
    });
    expect(
      bad({ type: 'call', seat: 0, call: { type: 'bid', level: 8, strain: 'S' } }),
    ).toMatchObject({
      ok: false,
      error: { code: 'bad-call' },
    });
    expect(bad({ type: 'play', seat: 0, card: 1.5 })).toMatchObject({
      ok: false,
      error: { code: 'bad-card' },
    });
  });

  it('LAW 68D: the Laws\u2019 actions go to their own modules, and no card is played while a claim is answered', () => {
    const steps = playBoard({
      order: deck52(),
      dealer: 0,
      vulnerability: 'none',
      picks: [5, 7, 0, 0, 0, 9],
    });
    const play = steps.find((s) => s.state.phase === 'play' && s.state.tricks.length > 2);
    if (play === undefined) throw new Error('no play');
    const s = play.state;
    const claimer = (s.contract?.declarer ?? 0) as Seat;
    const claim: Action = {
      type: 'claim',
      seat: claimer,
      tricks: 1,
      statement: 'the rest is clear',
    };
    expect(apply(s, claim)).toEqual(applyLawAction(s, claim));
    const t = turnOf(s);
    if (t === null) throw new Error('no turn');
    const card = s.hands[t.hand][0] as Card52;
    expect(apply(s, { type: 'play', seat: t.seat, card }).ok).toBe(true);
    const claimed = apply(s, claim);
    if (!claimed.ok) throw new Error(claimed.error.code);
    const next = claimed.value.state;
    expect(next.phase).toBe('claim');
    expect(apply(next, { type: 'play', seat: t.seat, card })).toMatchObject({
      ok: false,
      error: { code: 'claim-pending', article: 'LAW 68D (2017)' },
    });
    for (const seat of SEATS) {
      expect(legalActions(next, seat).filter((a) => a.type === 'play')).toEqual([]);
      for (const c of deck52()) expect(apply(next, { type: 'play', seat, card: c }).ok).toBe(false);
    }
  });

  it('LAW 68-70, 79A-B: boards with claims, answers and the agreement on the tricks all end with a result', () => {
    const MOVES = new Set<Action['type']>([
      'call',
      'play',
      'claim',
      'answer-claim',
      'agree-tricks',
    ]);
    fc.assert(
      fc.property(boardArb, (b) => {
        const deal = dealFromOrder(b.order, {
          number: 2,
          dealer: b.dealer,
          vulnerability: b.vulnerability,
        });
        let state = createBoard(deal).state;
        const pick = picker(b.picks);
        let claimsMade = 0;
        for (let n = 0; n < 600 && state.phase !== 'ended'; n++) {
          const listed = SEATS.flatMap((seat) => legalActions(state, seat)).filter((a) =>
            MOVES.has(a.type),
          );
          // A few claims at most (a concession a partner objects to returns to play, LAW
          // 68B2); otherwise the calls, cards and answers as they come.
          const claims = listed.filter((a) => a.type === 'claim');
          const others = listed.filter((a) => a.type !== 'claim');
          const claim = claimsMade < 3 && claims.length > 0 && pick(4) === 0;
          const choice = claim || others.length === 0 ? claims : others;
          if (claim) claimsMade++;
          const action: Action =
            choice.length > 0
              ? (choice[pick(choice.length)] as Action)
              : { type: 'rule-tricks', declarerTricks: rulingRange(state).min, note: 'ruled' };
          const r = apply(state, action);
          if (!r.ok) throw new Error(`${key(action)}: ${r.error.code}`);
          state = r.value.state;
          expect(brokenInvariants(state)).toEqual([]);
        }
        expect(state.phase).toBe('ended');
        expect(state.result).not.toBeNull();
        const tricks = state.result?.declarerTricks ?? -1;
        expect(tricks >= 0 && tricks <= 13).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
