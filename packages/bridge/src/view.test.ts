import { type Card52, deck52, visibleTo } from '@tavolo/cards';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BridgeEvent } from './event.js';
import { createBoard } from './engine.js';
import { dummyExposed, dummyOf } from './play.js';
import { dealFromOrder, playOut } from './random-board.js';
import type { BoardState, Step } from './state.js';
import type { Deal, Seat } from './types.js';
import { view } from './view.js';

const boardArb = fc.record({
  order: fc.shuffledSubarray(deck52(), { minLength: 52, maxLength: 52 }),
  dealer: fc.constantFrom<Seat>(0, 1, 2, 3),
  picks: fc.array(fc.nat(), { minLength: 1, maxLength: 64 }),
  reviewLastTrick: fc.boolean(),
});
type BoardInput = typeof boardArb extends fc.Arbitrary<infer T> ? T : never;

const playBoard = (b: BoardInput, limit = 400): Step[] => {
  const deal = dealFromOrder(b.order, { number: 3, dealer: b.dealer, vulnerability: 'ew' });
  let i = 0;
  const pick = (n: number) => {
    const v = b.picks[i++ % b.picks.length] as number;
    return v % 4 === 0 ? 0 : v % n;
  };
  return playOut(createBoard(deal, { reviewLastTrick: b.reviewLastTrick }), pick, limit);
};

/** The seats whose unplayed cards `viewer` may not see. */
const hiddenSeats = (state: BoardState, viewer: Seat | null): Seat[] =>
  ([0, 1, 2, 3] as Seat[]).filter(
    (s) =>
      s !== viewer &&
      !(dummyExposed(state) && state.contract !== null && s === dummyOf(state.contract)),
  );

/**
 * The same board with the hidden seats' unplayed cards dealt again among them, each keeping
 * its count, and the deal changed to match (the cards played stay where they were).
 */
const reshuffleHidden = (
  state: BoardState,
  viewer: Seat | null,
  keys: readonly number[],
): BoardState => {
  const seats = hiddenSeats(state, viewer);
  const pool = seats.flatMap((s) => state.hands[s]);
  const mixed = pool
    .map((card, i) => ({ card, key: keys[i % keys.length] ?? 0, i }))
    .sort((a, b) => a.key - b.key || a.i - b.i)
    .map((k) => k.card);
  const hands = state.hands.map((h) => [...h]);
  let next = 0;
  for (const s of seats) hands[s] = mixed.slice(next, (next += state.hands[s].length));
  const played = (s: Seat) =>
    state.tricks.flatMap((t) => t.cards.filter((p) => p.seat === s).map((p) => p.card));
  const dealt = ([0, 1, 2, 3] as Seat[]).map((s) => [...played(s), ...(hands[s] as Card52[])]);
  return {
    ...state,
    hands: hands as unknown as BoardState['hands'],
    deal: { ...state.deal, hands: dealt as unknown as Deal['hands'] },
  };
};

const viewerArb = fc.constantFrom<Seat | null>(0, 1, 2, 3, null);

/** The cards an event shows. */
const shownBy = (e: BridgeEvent): readonly Card52[] => {
  switch (e.type) {
    case 'dealt':
    case 'dummy-exposed':
      return e.cards;
    case 'played':
      return [e.card];
    default:
      return [];
  }
};

describe('a seat\u2019s view', () => {
  it('leaks nothing hidden: a view is unchanged when the hands it may not see are dealt again', () => {
    fc.assert(
      fc.property(
        boardArb,
        viewerArb,
        fc.array(fc.nat(), { minLength: 52, maxLength: 52 }),
        (b, viewer, keys) => {
          for (const { state } of playBoard(b))
            expect(view(reshuffleHidden(state, viewer, keys), viewer)).toEqual(view(state, viewer));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('LAW 41D: events show a seat only its own cards, the cards played and the dummy after the opening lead', () => {
    fc.assert(
      fc.property(boardArb, viewerArb, (b, viewer) => {
        const steps = playBoard(b);
        const deal = (steps[0] as Step).state.deal;
        const known = new Set<Card52>(viewer === null ? [] : deal.hands[viewer]);
        for (const step of steps) {
          const s = step.state;
          for (const e of step.events.filter((e) => visibleTo(e, viewer))) {
            if (e.event.type === 'played') known.add(e.event.card);
            if (e.event.type === 'dummy-exposed') {
              expect(dummyExposed(s)).toBe(true);
              for (const c of deal.hands[e.event.seat]) known.add(c);
            }
            for (const c of shownBy(e.event)) expect(known.has(c)).toBe(true);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('LAW 41D: the dummy is seen by all from the opening lead, never before; a spectator sees no other hand', () => {
    fc.assert(
      fc.property(boardArb, (b) => {
        for (const { state } of playBoard(b)) {
          const spectator = view(state, null);
          expect(spectator.hand).toBeNull();
          const dummy = state.contract === null ? null : dummyOf(state.contract);
          const faced = state.tricks.length > 0;
          for (const viewer of [null, 0, 1, 2, 3] as (Seat | null)[]) {
            const v = view(state, viewer);
            if (viewer !== null) expect(v.hand).toEqual(state.hands[viewer]);
            expect(v.dummyHand).toEqual(faced && dummy !== null ? state.hands[dummy] : null);
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('LAW 45B: the view tells the declarer he plays the dummy\u2019s cards, and whose turn it is', () => {
    fc.assert(
      fc.property(boardArb, (b) => {
        const steps = playBoard(b);
        const played = steps.find((s) => s.state.phase === 'play');
        if (played === undefined) return;
        const c = played.state.contract;
        if (c === null) return;
        const dummy = dummyOf(c);
        expect(view(played.state, c.declarer).youPlay).toEqual([c.declarer, dummy]);
        expect(view(played.state, dummy).youPlay).toEqual([]);
        expect(view(played.state, null).youPlay).toEqual([]);
        for (const { state } of steps.filter((s) => s.state.phase === 'play')) {
          const turn = view(state, null).turn;
          expect(turn?.seat).toBe(turn?.hand === dummy ? c.declarer : turn?.hand);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('LAW 66C, 66D: quitted tricks lie face down until play ends (the last one reviewable if the event allows), then all may be seen', () => {
    fc.assert(
      fc.property(boardArb, (b) => {
        for (const { state } of playBoard(b)) {
          const v = view(state, 0);
          const ended = state.phase === 'agreement' || state.phase === 'ended';
          const quitted = state.tricks.filter((t) => t.winner !== null).length;
          v.tricks.forEach((t, i) => {
            const last = i === quitted - 1;
            const faceUp = t.winner === null || ended || (b.reviewLastTrick && last);
            expect(t.cards).toEqual(faceUp ? state.tricks[i]?.cards : null);
          });
          expect(v.tricksWon[0] + v.tricksWon[1]).toBe(
            state.tricks.filter((t) => t.winner !== null).length,
          );
          expect(v.marks).toEqual(state.quitted.map((q) => q.map((c) => c.mark)));
        }
      }),
      { numRuns: 30 },
    );
  });
  it('says to every viewer when no director attends the table, and nothing where one does', () => {
    const deal = dealFromOrder(deck52(), { number: 1, dealer: 0, vulnerability: 'none' });
    for (const viewer of [0, 1, 2, 3, null] as const) {
      expect(view(createBoard(deal, { director: false }).state, viewer).director).toBe(false);
      expect(view(createBoard(deal).state, viewer)).not.toHaveProperty('director');
    }
  });
});
