import { ACTION_OWNERS } from '@tavolo/bridge';
import * as burraco from '@tavolo/burraco';
import type { ShuffleSeed } from '@tavolo/cards';
import * as scala40 from '@tavolo/scala40';
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  ACTION_TYPES,
  actionSchema,
  burracoActionSchema,
  MAX_MELD_CARDS,
  MAX_OPENING_MELDS,
  MAX_SEATS,
  scala40ActionSchema,
} from './actions.js';
import { parseClientMessage } from './protocol.js';

/** Readonly all the way down, so that the schemas' types and the engines' compare as equal. */
type Frozen<T> = T extends readonly (infer E)[]
  ? readonly Frozen<E>[]
  : T extends object
    ? { readonly [K in keyof T]: Frozen<T[K]> }
    : T;

describe('the action schemas follow the engines’ Action types', () => {
  it('Scala 40: the same fields, optional or not, of the same types', () => {
    expectTypeOf<Frozen<z.infer<typeof scala40ActionSchema>>>().toEqualTypeOf<
      Frozen<scala40.Action>
    >();
  });

  it('Burraco, director actions included: the same fields of the same types', () => {
    expectTypeOf<Frozen<z.infer<typeof burracoActionSchema>>>().toEqualTypeOf<
      Frozen<burraco.Action>
    >();
  });

  it('bounds seats beyond what every profile seats', () => {
    const seats = [
      ...Object.values(scala40.PROFILES).map((p) => p.options.players.max),
      4, // Burraco: two pairs at most (BUR-CH art. 2)
    ];
    expect(Math.max(...seats)).toBeLessThanOrEqual(MAX_SEATS);
  });
});

const seedOf = (n: number): ShuffleSeed => ({
  scheme: 'hmac-sha256-hands-v1',
  secret: n.toString(16).padStart(64, '0'),
});

/** Parses `action` as it arrives, from its JSON text, and expects it unchanged. */
const roundTrips = (schema: z.ZodTypeAny, action: unknown) => {
  const parsed = schema.safeParse(JSON.parse(JSON.stringify(action)));
  if (!parsed.success) throw new Error(`${JSON.stringify(action)}: ${parsed.error.message}`);
  expect(parsed.data).toEqual(action);
  // As the gateway reads it, whichever engine's schema it tries first.
  expect(parseClientMessage(JSON.stringify({ type: 'act', id: 'r', action }))).toEqual({
    ok: true,
    value: { type: 'act', id: 'r', action },
  });
  // The same action with a field the engine does not know is refused.
  expect(schema.safeParse({ ...(action as object), note: 'x' }).success).toBe(false);
};

/** People put cards down when they can: otherwise the table's moves are rarely played. */
const TABLE_MOVES = new Set(['open', 'meld', 'lay-off', 'replace-joker']);

/** What both games' states have: the seat on turn and whether the match is over. */
interface MatchState {
  readonly hand: { readonly turn: { readonly seat: number } };
  readonly status: string;
}

/**
 * Plays a match by picking among the legal actions (a table move 3 times in 4 when there is
 * one), checking every action listed at every step; answers the types seen. `engine`: a game's
 * package (Scala 40 or Burraco).
 */
const playChecking = <State extends MatchState, Action extends { readonly type: string }>(
  engine: {
    readonly legalActions: (state: State, seat: number) => readonly Action[];
    readonly apply: (
      state: State,
      action: Action,
    ) => { readonly ok: true; readonly value: { readonly state: State } } | { readonly ok: false };
  },
  schema: z.ZodTypeAny,
  start: State,
  picks: readonly number[],
  seen: Set<string>,
) => {
  let state = start;
  for (const pick of picks) {
    if (state.status === 'over') return;
    const legal = engine.legalActions(state, state.hand.turn.seat);
    for (const action of legal) {
      roundTrips(schema, action);
      seen.add(action.type);
    }
    const moves = legal.filter((a) => TABLE_MOVES.has(a.type));
    const from = moves.length > 0 && pick % 4 !== 0 ? moves : legal;
    const action = from[Math.floor(pick / 4) % from.length];
    if (action === undefined) throw new Error('no legal action');
    const step = engine.apply(state, action);
    if (!step.ok) throw new Error(`${JSON.stringify(action)} refused`);
    state = step.value.state;
  }
};

const picks = fc.array(fc.nat(), { minLength: 150, maxLength: 300 });

describe('every legal action of random matches parses and round-trips', () => {
  it('Scala 40 (property)', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(scala40.PROFILES)),
        fc.integer({ min: 3, max: 4 }),
        fc.nat(),
        picks,
        (profile, players, seed, chosen) => {
          const created = scala40.createMatch({
            profile,
            players: ['Anna', 'Bruno', 'Carla', 'Dario'].slice(0, players),
            seed: seedOf(seed),
          });
          if (!created.ok) throw new Error(created.error.message);
          playChecking(scala40, scala40ActionSchema, created.value.state, chosen, seen);
        },
      ),
      { numRuns: 25 },
    );
    for (const type of ['draw', 'take-discard', 'open', 'meld', 'lay-off', 'discard'])
      expect(seen).toContain(type);
  });

  it('Burraco, singles and pairs (property)', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(burraco.PROFILES)),
        fc.boolean(),
        fc.nat(),
        picks,
        (profile, pairs, seed, chosen) => {
          const created = burraco.createMatch({
            profile,
            seating: pairs
              ? {
                  kind: 'pairs',
                  pairs: [
                    ['Anna', 'Bruno'],
                    ['Carla', 'Dario'],
                  ],
                }
              : { kind: 'singles', players: ['Anna', 'Bruno'] },
            seed: seedOf(seed),
          });
          if (!created.ok) throw new Error(created.error.message);
          playChecking(burraco, burracoActionSchema, created.value.state, chosen, seen);
        },
      ),
      { numRuns: 25 },
    );
    for (const type of ['draw', 'take-pile', 'meld', 'lay-off', 'discard'])
      expect(seen).toContain(type);
  });

  it('BUR-CH art. 11: a Burraco meld and lay-off say where a free matta goes', () => {
    for (const action of [
      { type: 'meld', seat: 0, cards: [4, 5, 6, 52], matta: 'top' },
      { type: 'meld', seat: 0, cards: [4, 5, 6, 52], matta: 'bottom' },
      { type: 'lay-off', seat: 0, meld: 1, cards: [52], matta: 'top' },
    ] satisfies burraco.Action[])
      roundTrips(burracoActionSchema, action);
    expect(
      burracoActionSchema.safeParse({ type: 'meld', seat: 0, cards: [4, 5, 52], matta: 'middle' })
        .success,
    ).toBe(false);
  });

  it('Burraco director actions: the time-out and a chess clock run out, for either side', () => {
    for (const action of [
      { type: 'time-out' },
      { type: 'clock-expired', side: 0 },
      { type: 'clock-expired', side: 1 },
    ] satisfies burraco.Action[])
      roundTrips(burracoActionSchema, action);
  });
});

describe('a Scala 40 closing in one turn (S40-CdG art. 19.2)', () => {
  it('parses an opening whose lay-offs go onto the table, with or without melds', () => {
    const layOffs = [
      { card: 7, meld: 1, end: 'high' },
      { card: 52, meld: 2, as: { rank: 9, suit: 'C' } },
    ];
    expect(actionSchema.safeParse({ type: 'open', seat: 0, melds: [], layOffs }).success).toBe(
      true,
    );
    const melds = [[{ id: 1 }, { id: 2 }, { id: 3 }]];
    expect(actionSchema.safeParse({ type: 'open', seat: 0, melds, layOffs }).success).toBe(true);
  });
});

describe('the action schemas refuse', () => {
  const card = (id: number) => ({ id });
  it.each<[string, unknown]>([
    ['an unknown type', { type: 'teleport', seat: 0 }],
    ['a field of another action', { type: 'draw', seat: 0, card: 3 }],
    ['a 1 KB junk field', { type: 'draw', seat: 0, junk: 'J'.repeat(1024) }],
    ['a seat beyond any table', { type: 'draw', seat: MAX_SEATS }],
    ['a fractional seat', { type: 'draw', seat: 0.5 }],
    ['a seat as text', { type: 'draw', seat: '0' }],
    ['a card beyond the decks', { type: 'discard', seat: 0, card: 108 }],
    ['a negative meld', { type: 'replace-joker', seat: 0, card: 52, meld: -1 }],
    [
      'a face with no such rank',
      { type: 'lay-off', seat: 0, card: 52, meld: 0, as: { rank: 14, suit: 'H' } },
    ],
    [
      'a face with no such suit',
      { type: 'lay-off', seat: 0, card: 52, meld: 0, as: { rank: 1, suit: 'X' } },
    ],
    [
      'a face with a field too many',
      { type: 'lay-off', seat: 0, card: 52, meld: 0, as: { rank: 1, suit: 'H', x: 1 } },
    ],
    ['an end that is neither', { type: 'lay-off', seat: 0, card: 1, meld: 0, end: 'middle' }],
    [
      'a meld card with a field too many',
      { type: 'meld', seat: 0, cards: [{ id: 1, junk: 1 }, card(2), card(3)] },
    ],
    [
      'a meld longer than a sequence from ace to ace',
      { type: 'meld', seat: 0, cards: Array.from({ length: MAX_MELD_CARDS + 1 }, (_, i) => i) },
    ],
    [
      'an opening of more melds than a hand holds',
      {
        type: 'open',
        seat: 0,
        melds: Array.from({ length: MAX_OPENING_MELDS + 1 }, () => [card(1), card(2), card(3)]),
      },
    ],
    [
      'a lay-off of a closing with a field too many (S40-CdG art. 19.2)',
      {
        type: 'open',
        seat: 0,
        melds: [],
        layOffs: [{ card: 1, meld: 1, junk: 1 }],
      },
    ],
    ['a clock that expires for a third side', { type: 'clock-expired', side: 2 }],
    ['a time-out naming a seat', { type: 'time-out', seat: 0 }],
    ['an array', []],
    ['null', null],
  ])('%s', (_, action) => {
    expect(actionSchema.safeParse(action).success).toBe(false);
  });

  it('lists every action type of the engines once', () => {
    expect([...ACTION_TYPES].sort()).toEqual(
      [
        ...Object.keys(ACTION_OWNERS),
        'clock-expired',
        'discard',
        'draw',
        'lay-off',
        'meld',
        'open',
        'replace-joker',
        'take-discard',
        'take-pile',
        'time-out',
      ].sort(),
    );
  });
});
