/**
 * A bot never sees what its seat must not: its only input is the prompt (the seat's view, its
 * legal actions and the hand's events it has seen), so moving hidden cards between hidden
 * places, in any way the seat's knowledge allows, changes neither the prompt nor any level's
 * decision for the same seed.
 *
 * States are met in play (bots of the reference engine play a random number of actions from a
 * random seed, every profile and table). At the seat on turn, the hidden places are the stock,
 * the other seats' hands (the partner's too), the pozzetti, and a pozzetto the seat holds face
 * down (BUR-CH art. 23); the cards the seat may not have seen there exclude every card any
 * event it saw has shown (dealt to it, drawn by it, taken from the discard or the pile by
 * anyone, discarded, melded, reshuffled into the stock, ...). Swapping such cards is a world
 * the seat cannot tell from the real one: the prompt is rebuilt from the swapped state through
 * the same prompt builder the arena, the simulator and the server use, and must be identical.
 */
import fc from 'fast-check';
import type { VisibleEvent } from '@tavolo/cards';
import { visibleTo } from '@tavolo/cards';
import * as burraco from '@tavolo/burraco';
import * as scala40 from '@tavolo/scala40';
import { describe, expect, it } from 'vitest';
import { BURRACO_TABLE, SCALA40_TABLE, type TableGame, keepHand } from './arena/table-game.js';
import type { Bot } from './bot.js';
import { burracoGreedyBot } from './burraco-bots.js';
import { chooseForSeat } from './choose-for-seat.js';
import { greedyBot } from './greedy.js';
import { BOT_LEVELS, type Budget } from './level.js';
import { burracoRandomBot, randomLegalBot } from './random-legal.js';
import { seatHistory } from './knowledge.js';
import type { SeatGame } from './seat-bots.js';

/** Campione's budget here: small, the test is about what it reads, not how well it plays. */
const BUDGET: Budget = { kind: 'iterations', iterations: 4 };
const RUNS = 10;

/** States where a swap was made, to check the test does not pass by swapping nothing. */
const swapped = { scala40: 0, burraco: 0 };

type CardId = number;

/** The fields of an event that show cards: a card, a list of cards, or melds of cards. */
const CARD_FIELDS = new Set(['card', 'upCard', 'joker']);
const LIST_FIELDS = new Set(['cards', 'pile', 'hands']);

/** Every card an event shows (card ids under the fields above, melds' cards included). */
const cardsShown = (value: unknown, field = '', into = new Set<CardId>()): Set<CardId> => {
  if (typeof value === 'number') {
    if (CARD_FIELDS.has(field) || LIST_FIELDS.has(field)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) cardsShown(item, field, into);
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    // A placed card of a meld: { id, ... } inside a `cards` list.
    if (field === 'cards' && typeof record['id'] === 'number') into.add(record['id']);
    for (const [key, inner] of Object.entries(record))
      if (key !== 'id') cardsShown(inner, key, into);
  }
  return into;
};

/** A swap of two card ids, applied to a list of cards. */
const swapIn = (cards: readonly CardId[], a: CardId, b: CardId): CardId[] =>
  cards.map((c) => (c === a ? b : c === b ? a : c));

/** `value` with cards a and b swapped wherever `cardsShown` would find them. */
const swapCards = (value: unknown, a: CardId, b: CardId, field = ''): unknown => {
  if (typeof value === 'number')
    return CARD_FIELDS.has(field) || LIST_FIELDS.has(field)
      ? value === a
        ? b
        : value === b
          ? a
          : value
      : value;
  if (Array.isArray(value)) return value.map((item) => swapCards(item, a, b, field));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === 'id' && field === 'cards'
          ? swapCards(inner, a, b, 'card')
          : key === 'id'
            ? inner
            : swapCards(inner, a, b, key),
      ]),
    );
  return value;
};

/** The log with the swap applied to the events the seat cannot see (the others' private ones). */
const swapLog = <Event>(
  log: readonly VisibleEvent<Event>[],
  seat: number,
  a: CardId,
  b: CardId,
): VisibleEvent<Event>[] =>
  log.map((e) => (visibleTo(e, seat) ? e : { ...e, event: swapCards(e.event, a, b) as Event }));

interface Case<State, Event> {
  readonly state: State;
  readonly log: readonly VisibleEvent<Event>[];
  readonly seat: number;
}

/** Plays `actions` actions (fewer if the match ends) with `bots`; the state before the end. */
const playTo = <State, Action, Event extends { readonly type: string }, Prompt>(
  table: TableGame<State, Action, Event, Prompt>,
  start: { readonly state: State; readonly events: readonly VisibleEvent<Event>[] },
  bots: readonly Bot<State, Action>[],
  actions: number,
): Case<State, Event> => {
  let state = start.state;
  let log = keepHand([], start.events);
  for (let i = 0; i < actions; i++) {
    const seat = table.seatOnTurn(state);
    const step = table.apply(state, (bots[seat] as Bot<State, Action>).choose(state, seat));
    if (!step.ok) throw new Error(step.error.code);
    if (table.isOver(step.value.state)) break;
    state = step.value.state;
    log = keepHand(log, step.value.events);
  }
  return { state, log, seat: table.seatOnTurn(state) };
};

/** Checks one state: every allowed swap keeps the prompt and every level's decision. */
const checkSwaps = <State, Event extends { readonly type: string }>(
  game: SeatGame,
  prompt: (state: State, log: readonly VisibleEvent<Event>[], seat: number) => unknown,
  hiddenPlaces: (state: State, seat: number) => readonly CardId[],
  swapState: (state: State, a: CardId, b: CardId) => State,
  invariants: (state: State) => string[],
  found: Case<State, Event>,
  picks: readonly (readonly [number, number])[],
  seed: number,
): void => {
  const { seat } = found;
  const seen = new Set<CardId>();
  for (const event of seatHistory(found.log, seat)) cardsShown(event, '', seen);
  const unseen = hiddenPlaces(found.state, seat).filter((c) => !seen.has(c));
  if (unseen.length < 2) return;
  let state = found.state;
  let log = found.log;
  for (const [i, j] of picks) {
    const a = unseen[i % unseen.length] as CardId;
    const b = unseen[j % unseen.length] as CardId;
    if (a === b) continue;
    state = swapState(state, a, b);
    log = swapLog(log, seat, a, b);
  }
  if (state === found.state) return;
  swapped[game]++;
  expect(invariants(state)).toEqual([]);
  const before = prompt(found.state, found.log, seat);
  const after = prompt(state, log, seat);
  expect(after).toEqual(before);
  for (const bot of BOT_LEVELS) {
    const ask = (p: unknown) =>
      chooseForSeat({
        game,
        bot,
        seed,
        prompt: p as never,
        ...(bot === 'campione' ? { budget: BUDGET } : {}),
      });
    expect(ask(after)).toEqual(ask(before));
  }
};

const picksArb = fc.array(fc.tuple(fc.nat(200), fc.nat(200)), { minLength: 1, maxLength: 6 });

describe('Scala 40: hidden cards moved where the seat cannot see change no decision', () => {
  const tables = fc.constantFrom(
    ['fisca-gara', 4] as const,
    ['fisca-gara', 3] as const,
    ['club-151', 4] as const,
    ['fisca-101', 2] as const,
    ['fisca-101', 6] as const,
  );
  it('every level, every profile, states met in play (S40-CdG art. 4: hands and stock are hidden)', () => {
    fc.assert(
      fc.property(
        tables,
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.nat(300),
        fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
        picksArb,
        ([spec, seats], seed, actions, greedy, picks) => {
          const created = scala40.createMatch({
            profile: scala40.PROFILES[spec],
            players: Array.from({ length: seats }, (_, i) => `p${i}`),
            seed: { scheme: 'xoroshiro128plus', seed },
          });
          if (!created.ok) throw new Error(created.error.code);
          const bots = Array.from({ length: seats }, (_, s) =>
            greedy[s] ? greedyBot() : randomLegalBot(seed + s),
          );
          const found = playTo(SCALA40_TABLE, created.value, bots, actions);
          checkSwaps<scala40.MatchState, scala40.GameEvent>(
            'scala40',
            SCALA40_TABLE.prompt,
            (state, seat) => [
              ...state.hand.stock,
              ...state.hand.hands.flatMap((cards, s) => (s === seat ? [] : cards)),
            ],
            (state, a, b) => ({
              ...state,
              hand: {
                ...state.hand,
                hands: state.hand.hands.map((cards) => swapIn(cards, a, b)),
                stock: swapIn(state.hand.stock, a, b),
              },
            }),
            scala40.brokenInvariants,
            found,
            picks,
            seed,
          );
        },
      ),
      { numRuns: RUNS },
    );
    expect(swapped.scala40).toBeGreaterThan(RUNS / 2);
  });
});

describe('Burraco: hidden cards moved where the seat cannot see change no decision', () => {
  const tables = fc.constantFrom(
    ['champion', 'pairs'] as const,
    ['champion', 'singles'] as const,
    ['fibur', 'individual'] as const,
    ['fibur', 'singles'] as const,
  );
  const seatings: Record<burraco.SeatingRequest['kind'], burraco.SeatingRequest> = {
    pairs: {
      kind: 'pairs',
      pairs: [
        ['p0', 'p2'],
        ['p1', 'p3'],
      ],
    },
    individual: { kind: 'individual', players: ['p0', 'p1', 'p2', 'p3'] },
    singles: { kind: 'singles', players: ['p0', 'p1'] },
  };
  it('every level, both profiles, every seating (BUR-CH art. 9, 23: stock, hands and pozzetti are hidden)', () => {
    fc.assert(
      fc.property(
        tables,
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.nat(400),
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        picksArb,
        ([spec, seating], seed, actions, greedy, picks) => {
          const created = burraco.createMatch({
            profile: burraco.PROFILES[spec],
            seating: seatings[seating],
            seed: { scheme: 'xoroshiro128plus', seed },
          });
          if (!created.ok) throw new Error(created.error.code);
          const seats = created.value.state.players.length;
          const bots = Array.from({ length: seats }, (_, s) =>
            greedy[s] ? burracoGreedyBot() : burracoRandomBot(seed + s),
          );
          const found = playTo(BURRACO_TABLE, created.value, bots, actions);
          checkSwaps<burraco.MatchState, burraco.GameEvent>(
            'burraco',
            BURRACO_TABLE.prompt,
            (state, seat) => {
              const h = state.hand;
              const facedown = h.unseenPozzetti.find((p) => p.seat === seat)?.cards ?? [];
              return [
                ...h.stock,
                ...h.pozzetti.flat(),
                ...h.hands.flatMap((cards, s) => (s === seat ? [] : cards)),
                ...facedown,
              ];
            },
            (state, a, b) => ({
              ...state,
              hand: {
                ...state.hand,
                hands: state.hand.hands.map((cards) => swapIn(cards, a, b)),
                stock: swapIn(state.hand.stock, a, b),
                pozzetti: state.hand.pozzetti.map((cards) => swapIn(cards, a, b)),
                unseenPozzetti: state.hand.unseenPozzetti.map((p) => ({
                  ...p,
                  cards: swapIn(p.cards, a, b),
                })),
              },
            }),
            burraco.brokenInvariants,
            found,
            picks,
            seed,
          );
        },
      ),
      { numRuns: RUNS },
    );
    expect(swapped.burraco).toBeGreaterThan(RUNS / 2);
  });
});
