import { type CardId, DECK_SIZE } from '@tavolo/cards';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from './action.js';
import { apply, createMatch } from './engine.js';
import { visibleTo } from '@tavolo/cards';
import type { VisibleEvent } from './event.js';
import { brokenInvariants } from './invariants.js';
import { legalActions } from './legal.js';
import { profileFromSpec } from './profile.js';
import type { MatchState } from './state.js';
import { allCards } from './test-support.js';
import { view } from './view.js';

const SPECS = ['fisca-gara', 'fisca-101', 'fisca-101+a+b+c', 'fisca-101+a', 'club-151'] as const;
const TABLE: Record<string, { min: number; max: number }> = {
  'fisca-gara': { min: 3, max: 4 },
  'club-151': { min: 3, max: 4 },
};
/** No match of random legal play may take more actions than this. */
const MAX_ACTIONS = 8_000;
const ALL_IDS = Array.from({ length: DECK_SIZE }, (_, i) => i);

/** A small seeded generator (mulberry32) for the choice of actions. */
const chooser = (seed: number) => {
  let a = seed >>> 0;
  return (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/**
 * A legal action chosen at random, favouring plays over discards so that hands get closed:
 * random discards alone would make hands last for ever.
 */
const choose = (actions: readonly Action[], random: () => number): Action => {
  const plays = actions.filter((a) => a.type !== 'discard');
  const pool = plays.length > 0 && random() < 0.85 ? plays : actions;
  return pool[Math.floor(random() * pool.length)] as Action;
};

interface Observer {
  (before: MatchState, action: Action, after: MatchState, events: readonly VisibleEvent[]): void;
}

interface Played {
  readonly final: MatchState;
  readonly actions: readonly Action[];
  readonly states: number;
}

const playMatch = (
  spec: string,
  players: number,
  seed: number,
  choice: number,
  observe?: Observer,
): Played => {
  const profile = profileFromSpec(spec);
  if (!profile.ok) throw new Error(profile.error.message);
  const names = Array.from({ length: players }, (_, i) => `p${i}`);
  const created = createMatch({
    profile: profile.value,
    players: names,
    seed: { scheme: 'xoroshiro128plus', seed },
  });
  if (!created.ok) throw new Error(created.error.message);
  const random = chooser(choice);
  let state = created.value.state;
  const actions: Action[] = [];
  while (state.status === 'playing' && actions.length < MAX_ACTIONS) {
    const legal = legalActions(state, state.hand.turn.seat);
    if (legal.length === 0) throw new Error(`seat ${state.hand.turn.seat} has no legal action`);
    const action = choose(legal, random);
    const result = apply(state, action);
    if (!result.ok)
      throw new Error(`listed action refused: ${JSON.stringify(action)}: ${result.error.code}`);
    observe?.(state, action, result.value.state, result.value.events);
    actions.push(action);
    state = result.value.state;
  }
  return { final: state, actions, states: actions.length };
};

const tableSize = (spec: string) => fc.integer(TABLE[spec] ?? { min: 2, max: 6 });
const seedArb = fc.integer({ min: 0, max: 2 ** 31 - 1 });

/**
 * Whether `seat` may look through the whole discard pile: the seat on turn, where the profile
 * allows it (S40-CdG art. 6, 18).
 */
const inspects = (state: MatchState, seat: number | null): boolean =>
  seat === state.hand.turn.seat && state.profile.options.discardPileInspectable;

/** The card ids a seat may know: its own hand, the melds, the top discard (or the pile). */
const visibleIds = (state: MatchState, seat: number | null): Set<CardId> =>
  new Set([
    ...(seat === null ? [] : (state.hand.hands[seat] ?? [])),
    ...state.hand.melds.flatMap((m) => m.meld.cards.map((c) => c.id)),
    ...state.hand.discard.slice(inspects(state, seat) ? 0 : -1),
  ]);

/** Every card id found in the card fields of a view (checked to be the only card fields). */
const idsInView = (v: ReturnType<typeof view>): CardId[] => [
  ...(v.hand.cards ?? []),
  ...v.hand.melds.flatMap((m) => m.meld.cards.map((c) => c.id)),
  ...(v.hand.discardTop === null ? [] : [v.hand.discardTop]),
  ...(v.hand.discardPile ?? []),
  ...(v.hand.obligation ? [v.hand.obligation.card] : []),
];

/** Every array of numbers anywhere in a value. */
const numberArrays = (value: unknown, out: number[][] = []): number[][] => {
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every((x) => typeof x === 'number')) out.push(value as number[]);
    for (const x of value) numberArrays(x, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const x of Object.values(value)) numberArrays(x, out);
  }
  return out;
};

const sorted = (cards: readonly number[]): number[] => [...cards].sort((x, y) => x - y);
/** Whether `a` holds the same numbers as `sortedB`, which is sorted. */
const sameSet = (a: readonly number[], sortedB: readonly number[]) =>
  a.length === sortedB.length && sorted(a).every((x, i) => x === sortedB[i]);

describe('random legal play (properties)', () => {
  for (const spec of SPECS) {
    it(`${spec}: the 108 cards are conserved, listed actions are accepted, and the match ends`, () => {
      fc.assert(
        fc.property(seedArb, seedArb, tableSize(spec), (seed, choice, players) => {
          let checkAll = 0;
          const { final } = playMatch(spec, players, seed, choice, (before, _action, after) => {
            expect(allCards(after)).toEqual(ALL_IDS);
            // The engine's own invariants too (melds on the table re-read as valid melds).
            expect(brokenInvariants(after)).toEqual([]);
            // In a hand being played, eliminated seats hold nothing and the seat on turn is in.
            if (after.status === 'playing') {
              after.eliminated.forEach((out, s) => out && expect(after.hand.hands[s]).toEqual([]));
              expect(after.eliminated[after.hand.turn.seat]).toBe(false);
            }
            // Every action listed is accepted, not just the one chosen (sampled to bound the time).
            if (checkAll++ % 4 === 0) {
              const seat = before.hand.turn.seat;
              for (const other of legalActions(before, seat)) {
                const result = apply(before, other);
                expect(
                  result.ok,
                  `${JSON.stringify(other)}: ${result.ok ? '' : result.error.code}`,
                ).toBe(true);
              }
              for (let s = 0; s < before.players.length; s++)
                if (s !== seat) expect(legalActions(before, s)).toEqual([]);
            }
          });
          expect(final.status).toBe('over');
          if (final.end.kind === 'elimination') {
            expect(final.eliminated.filter((out) => !out).length).toBeLessThanOrEqual(1);
            const threshold = final.end.threshold;
            final.totals.forEach((t, s) => expect(final.eliminated[s]).toBe(t >= threshold));
          } else {
            expect(final.results).toHaveLength(final.end.count);
          }
        }),
        { numRuns: 6, seed: 4242 },
      );
    });
  }

  it('the same seed and choices give the same match (determinism)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPECS), seedArb, seedArb, (spec, seed, choice) => {
        const players =
          spec === 'fisca-101' || spec.startsWith('fisca-101+') ? 2 + (seed % 5) : 3 + (seed % 2);
        const states: string[] = [];
        const a = playMatch(spec, players, seed, choice, (_b, _a, after) =>
          states.push(JSON.stringify(after)),
        );
        let i = 0;
        const b = playMatch(spec, players, seed, choice, (_b, _a, after) => {
          expect(JSON.stringify(after)).toBe(states[i++]);
        });
        expect(b.actions).toEqual(a.actions);
        expect(JSON.stringify(b.final)).toBe(JSON.stringify(a.final));
      }),
      { numRuns: 5, seed: 777 },
    );
  });

  it('view(state, seat) never shows another seat’s cards nor the stock; events stay private', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPECS), seedArb, seedArb, (spec, seed, choice) => {
        const players = TABLE[spec] ? 4 : 2 + (seed % 5);
        let step = 0;
        playMatch(spec, players, seed, choice, (_before, _action, after, events) => {
          const viewers = [...after.players.map((_, s) => s), null];
          // Private events (the deal, the card drawn) reach only their seat.
          for (const viewer of viewers) {
            for (const e of events.filter((x) => visibleTo(x, viewer))) {
              const ev = e.event;
              if (ev.type === 'dealt' || ev.type === 'drew-card') expect(ev.seat).toBe(viewer);
            }
          }
          if (step++ % 8 !== 0) return;
          for (const viewer of viewers) {
            const v = view(after, viewer);
            const allowed = visibleIds(after, viewer);
            for (const c of idsInView(v)) expect(allowed.has(c)).toBe(true);
            expect(v.hand.cards === null ? null : [...v.hand.cards]).toEqual(
              viewer === null ? null : [...(after.hand.hands[viewer] ?? [])],
            );
            // No list of numbers in the view is another seat's hand, the stock or the covered
            // pile (which the seat on turn may spread where the profile allows it).
            expect(v.hand.discardPile).toEqual(inspects(after, viewer) ? after.hand.discard : null);
            const secret = [
              ...after.hand.hands.filter((_, s) => s !== viewer),
              after.hand.stock,
              ...(inspects(after, viewer) ? [] : [after.hand.discard.slice(0, -1)]),
            ]
              .filter((cards) => cards.length > 1)
              .map(sorted);
            for (const arr of numberArrays(v)) {
              for (const cards of secret) expect(sameSet(arr, cards)).toBe(false);
            }
            expect(v.hand.stock).toBe(after.hand.stock.length);
            expect(v.hand.handSizes).toEqual(after.hand.hands.map((h) => h.length));
          }
        });
      }),
      { numRuns: 4, seed: 99 },
    );
  });
});
