/**
 * Differential tests of the Burraco search core against the reference engine, the authority:
 * over random games (random-legal and greedy reference bots, both profiles, every seating: pairs
 * and individual at four, singles at two), at every step the core lists the same legal actions
 * as `legalActions`, the action the bot chose keeps the two in the same position, and the hand
 * ends with the same side totals (HandResult.scores[side].total, BUR-CH art. 19) and closer.
 *
 * Actions are compared as face-based keys (`actionKey`): the two copies of a natural, and the
 * four jolly, are one face, so actions that differ only in which copy they name share a key;
 * the lists are compared as sorted lists of keys (the core lists the engine's canonical actions,
 * so the counts agree too). The engine lists a free matta at the bottom only (art. 11); its
 * place "on top" is tried separately: for every listed play with a matta the `top` variant is
 * applied to both, and both accept or both refuse it. Positions are compared as `snapshot`s
 * (cards by id, melds slot by slot, the turn) of the core and of a core freshly loaded from the
 * engine's state.
 *
 * The default run plays `SEARCH_CORE_GAMES` games (200 when unset); a longer run, e.g.
 * `SEARCH_CORE_GAMES=5000 npx vitest run packages/search-core/src/burraco`, plays more.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { burracoGreedyBot, burracoRandomBot } from '@tavolo/bots';
import {
  type Action,
  type MatchState,
  PROFILES,
  type ProfileId,
  type SeatingRequest,
  apply,
  createMatch,
  legalActions,
} from '@tavolo/burraco';
import { isMatta } from '@tavolo/burraco';
import { actionKey, loadBurraco } from './index.js';

const GAMES = Number(process.env['SEARCH_CORE_GAMES'] ?? 200);
const CHUNK = 30;

const SEATINGS: readonly SeatingRequest[] = [
  {
    kind: 'pairs',
    pairs: [
      ['a', 'c'],
      ['b', 'd'],
    ],
  },
  { kind: 'individual', players: ['a', 'b', 'c', 'd'] },
  { kind: 'singles', players: ['a', 'b'] },
];
const PROFILE_IDS: readonly ProfileId[] = ['champion', 'fibur'];

const newMatch = (profile: ProfileId, seating: SeatingRequest, seed: number): MatchState => {
  const created = createMatch({
    profile: PROFILES[profile],
    seating,
    seed: { scheme: 'xoroshiro128plus', seed },
    hands: 1,
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
};

const sortedKeys = (actions: readonly Action[]): string[] => actions.map(actionKey).sort();

/** The `top` variants of the listed plays with a matta: both must accept or refuse each. */
const checkTop = (state: MatchState, legal: readonly Action[]): number => {
  let tried = 0;
  for (const action of legal) {
    if ((action.type !== 'meld' && action.type !== 'lay-off') || !action.cards.some(isMatta))
      continue;
    const top = { ...action, matta: 'top' as const };
    const reference = apply(state, top);
    const core = loadBurraco(state);
    expect(core.applyAction(top), JSON.stringify(top)).toBe(reference.ok);
    if (reference.ok && reference.value.state.results.length === 0)
      expect(core.snapshot()).toBe(loadBurraco(reference.value.state).snapshot());
    tried++;
  }
  return tried;
};

interface Played {
  readonly steps: number;
  readonly ending: string;
  readonly tops: number;
}

/** One game of one hand, checked at every step; `greedy` picks the reference bots. */
const playChecked = (
  profile: ProfileId,
  seating: SeatingRequest,
  seed: number,
  greedy: boolean,
): Played => {
  let state = newMatch(profile, seating, seed);
  const seats = state.players.length;
  const bots = Array.from({ length: seats }, () => burracoGreedyBot());
  // The random-legal bot's own choice (a uniform index in the legal list, from its seed), taken
  // from the list already asked for here rather than asking the engine twice.
  const rng = xoroshiro128plus(seed);
  const core = loadBurraco(state);
  let steps = 0;
  let tops = 0;
  for (;;) {
    const seat = state.hand.turn.seat;
    const legal = legalActions(state, seat);
    const where = `${profile} ${seating.kind} seed ${seed} step ${steps}`;
    // Joined, as one string: comparing it is much cheaper than a deep equality at every step.
    const keys = core.legalKeys().sort().join(' | ');
    const expected = sortedKeys(legal).join(' | ');
    if (keys !== expected) expect(keys, where).toBe(expected);
    if (steps % 4 === 0) tops += checkTop(state, legal);
    const action = greedy
      ? (bots[seat] as (typeof bots)[number]).choose(state, seat)
      : (legal[uniformInt(rng, 0, legal.length - 1)] as Action);
    const next = apply(state, action);
    if (!next.ok) throw new Error(`${where}: ${next.error.message}`);
    if (!core.applyAction(action)) expect.fail(`${where}: core refused ${JSON.stringify(action)}`);
    steps++;
    state = next.value.state;
    const result = state.results[0];
    if (result) {
      expect(core.handOver, where).toBe(true);
      expect(core.sideTotals(), where).toEqual([result.scores[0].total, result.scores[1].total]);
      expect(core.closer, where).toBe(result.closer);
      expect(core.handEnding, where).toBe(result.ending);
      return { steps, ending: result.ending, tops };
    }
    const snapshot = loadBurraco(state).snapshot();
    if (core.handOver || core.snapshot() !== snapshot) {
      expect(core.handOver, where).toBe(false);
      expect(core.snapshot(), where).toBe(snapshot);
    }
  }
};

describe('the Burraco search core against the reference engine', () => {
  const cases: { profile: ProfileId; seating: SeatingRequest; greedy: boolean }[] = [];
  for (const profile of PROFILE_IDS)
    for (const seating of SEATINGS)
      for (const greedy of [false, true]) cases.push({ profile, seating, greedy });
  const chunks = Math.max(1, Math.ceil(GAMES / CHUNK));
  for (let c = 0; c < chunks; c++) {
    const games = Math.min(CHUNK, GAMES - c * CHUNK);
    it(`games ${c * CHUNK}..${c * CHUNK + games - 1}: same legal actions, positions and totals (art. 7-19, 39, 42-44)`, () => {
      const endings = new Map<string, number>();
      let tops = 0;
      for (let g = c * CHUNK; g < c * CHUNK + games; g++) {
        const { profile, seating, greedy } = cases[g % cases.length] as (typeof cases)[number];
        const played = playChecked(profile, seating, 1000 + g, greedy);
        endings.set(played.ending, (endings.get(played.ending) ?? 0) + 1);
        tops += played.tops;
      }
      // The matta on top (art. 11) was tried, and the hands ended in more than one way.
      expect(tops).toBeGreaterThan(0);
      expect([...endings.values()].reduce((a, b) => a + b, 0)).toBe(games);
    });
  }

  it('the greedy play-out ends every hand with totals the engine would score (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROFILE_IDS),
        fc.constantFrom(...SEATINGS),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 60 }),
        (profile, seating, seed, randomSteps) => {
          // A random start: some random-legal steps of the reference, then the core's play-out,
          // each of whose moves the engine must accept; the totals must then agree.
          let state = newMatch(profile, seating, seed);
          const bot = burracoRandomBot(seed);
          for (let i = 0; i < randomSteps && state.results.length === 0; i++) {
            const next = apply(state, bot.choose(state, state.hand.turn.seat));
            if (!next.ok) throw new Error(next.error.message);
            state = next.value.state;
          }
          if (state.results.length > 0) return;
          const core = loadBurraco(state);
          while (!core.handOver) {
            const action = core.greedyAction();
            const next = apply(state, action);
            expect(next.ok, JSON.stringify(action)).toBe(true);
            if (!next.ok) return;
            expect(core.applyAction(action)).toBe(true);
            state = next.value.state;
          }
          const result = state.results[0];
          expect(result).toBeDefined();
          expect(core.sideTotals()).toEqual([result?.scores[0].total, result?.scores[1].total]);
          expect(core.closer).toBe(result?.closer);
        },
      ),
      { numRuns: 60 },
    );
  });
});
