/**
 * Differential tests of the Scala 40 search core against the reference engine, the authority:
 * over random games (random-legal and greedy reference bots, every profile, 2-6 seats), at every
 * step the core lists the same legal moves as `legalActions`, the move the bot chose keeps the
 * two in the same position, and each hand ends with the same penalties and closer.
 *
 * Moves are compared as face-based keys (`actionKey`, legal.ts): the two copies of a natural,
 * and the four jokers, are one face, so the engine's moves that differ only in which copy they
 * name are one key, and the two lists are compared as sets of keys. Positions are compared as
 * the core's `snapshot` of each (hands as faces, the stock and discard pile in order, the
 * table's melds with the faces their jokers show, the turn).
 *
 * The default run plays `SEARCH_CORE_GAMES` games (200 when unset); a longer run, e.g.
 * `SEARCH_CORE_GAMES=5000 npx vitest run packages/search-core/src/scala40/core.test.ts`, plays more;
 * `SEARCH_CORE_FIRST=200` starts past the default run's games.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greedy, randomLegal } from './reference-bots.js';
import {
  type Action,
  type MatchState,
  type RuleProfile,
  apply,
  createMatch,
  legalActions,
  profileFromSpec,
} from '@tavolo/scala40';
import { actionKey, loadScala40 } from './index.js';

const GAMES = Number(process.env['SEARCH_CORE_GAMES'] ?? 200);
/** The first game's number: a long run may start past the default run's games. */
const FIRST = Number(process.env['SEARCH_CORE_FIRST'] ?? 0);
const CHUNK = 20;

const profile = (spec: string): RuleProfile => {
  const read = profileFromSpec(spec);
  if (!read.ok) throw new Error(spec);
  return read.value;
};

/** Every profile with every table size it admits. */
const TABLES: readonly { spec: string; seats: number }[] = [
  ...[3, 4].map((seats) => ({ spec: 'fisca-gara', seats })),
  ...[3, 4].map((seats) => ({ spec: 'club-151', seats })),
  ...[2, 3, 4, 5, 6].map((seats) => ({ spec: 'fisca-101', seats })),
  ...[2, 4, 6].map((seats) => ({ spec: 'fisca-101+a', seats })),
  ...[3, 5].map((seats) => ({ spec: 'fisca-101+b', seats })),
  ...[2, 4].map((seats) => ({ spec: 'fisca-101+c', seats })),
  { spec: 'fisca-101+a+b+c', seats: 4 },
];

const newMatch = (spec: string, seats: number, seed: number): MatchState => {
  const created = createMatch({
    profile: profile(spec),
    players: Array.from({ length: seats }, (_, i) => `p${i}`),
    seed: { scheme: 'xoroshiro128plus', seed },
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
};

/** One core reloaded from each reference state, to print its position as the core does. */
const mirror = loadScala40(newMatch('fisca-101', 4, 0));
const referenceSnapshot = (state: MatchState): string => {
  mirror.reload(state);
  return mirror.snapshot();
};

const referenceKeys = (state: MatchState): string[] =>
  [...new Set(legalActions(state, state.hand.turn.seat).map(actionKey))].sort();

/**
 * Plays `hands` hands of a match with the bots, checking the core at every step; the number of
 * steps checked.
 */
const playChecked = (
  spec: string,
  seats: number,
  seed: number,
  hands: number,
  choose: (state: MatchState, seat: number) => Action,
): number => {
  let state = newMatch(spec, seats, seed);
  let steps = 0;
  const core = loadScala40(state);
  for (let hand = 0; hand < hands && state.status === 'playing'; hand++) {
    core.reload(state);
    const number = state.hand.number;
    for (;;) {
      const where = `${spec} ${seats} seats, seed ${seed}, hand ${number}, step ${steps}`;
      expect(core.legalKeys(), where).toEqual(referenceKeys(state));
      const action = choose(state, state.hand.turn.seat);
      const next = apply(state, action);
      if (!next.ok) throw new Error(`${where}: the bot's move was refused`);
      expect(core.applyAction(action), `${where}: ${actionKey(action)}`).toBe(true);
      steps++;
      state = next.value.state;
      const result = state.results[state.results.length - 1];
      if (result?.hand === number) {
        expect(core.handOver, where).toBe(true);
        expect(core.penalties(), where).toEqual(result.penalties);
        expect(core.closer, where).toBe(result.closer);
        break;
      }
      expect(core.handOver, where).toBe(false);
      expect(core.snapshot(), `${where}: after ${actionKey(action)}`).toBe(
        referenceSnapshot(state),
      );
    }
  }
  return steps;
};

describe('the Scala 40 search core against the reference engine', () => {
  // In chunks, so that a long run reports each chunk and no test outlives the time-out.
  for (let from = FIRST; from < FIRST + GAMES; from += CHUNK) {
    const to = Math.min(FIRST + GAMES, from + CHUNK);
    it(`lists the same moves and follows the same hands (games ${from}-${to - 1})`, async () => {
      let steps = 0;
      for (let game = from; game < to; game++) {
        const { spec, seats } = TABLES[game % TABLES.length] as (typeof TABLES)[number];
        // Random-legal seats, greedy seats, and a mix; a longer match every 20th game.
        const kind = Math.floor(game / TABLES.length) % 3;
        const bots = Array.from({ length: seats }, (_, s) =>
          kind === 0 || (kind === 2 && s % 2 === 0) ? randomLegal(game * 7 + s) : greedy(),
        );
        steps += playChecked(spec, seats, 1000 + game, game % 20 === 19 ? 12 : 1, (state, seat) =>
          (bots[seat] as (typeof bots)[number])(state, seat),
        );
        // Let the test worker answer its runner between games, however busy the machine.
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(steps).toBeGreaterThan((to - from) * 10);
    }, 600_000);
  }

  it('accepts and refuses what the engine accepts and refuses (property)', () => {
    const specs = TABLES.map((t) => t.spec);
    fc.assert(
      fc.property(
        fc.constantFrom(...specs),
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.nat(), { minLength: 60, maxLength: 200 }),
        (spec, wanted, seed, picks) => {
          const { min, max } = profile(spec).options.players;
          const seats = Math.min(max, Math.max(min, wanted));
          let state = newMatch(spec, seats, seed);
          const core = loadScala40(state);
          for (const pick of picks) {
            if (state.status !== 'playing' || state.results.length > 0) break;
            const seat = state.hand.turn.seat;
            const legal = legalActions(state, seat);
            const hand = state.hand.hands[seat] as readonly number[];
            const card = hand[pick % hand.length] as number;
            const meld = state.hand.melds[pick % Math.max(1, state.hand.melds.length)];
            // A legal move, or one the engine may refuse: any card discarded or laid off.
            const tries: Action[] = [
              legal[pick % legal.length] as Action,
              { type: 'discard', seat, card },
              { type: 'draw', seat },
              ...(meld
                ? [
                    { type: 'lay-off', seat, card, meld: meld.id } as Action,
                    { type: 'replace-joker', seat, card, meld: meld.id } as Action,
                  ]
                : []),
            ];
            const action = tries[(pick >> 3) % tries.length] as Action;
            const before = core.snapshot();
            const next = apply(state, action);
            expect(core.applyAction(action), actionKey(action)).toBe(next.ok);
            if (!next.ok) {
              expect(core.snapshot()).toBe(before);
              continue;
            }
            state = next.value.state;
            if (state.results.length > 0) {
              const result = state.results[0];
              expect(core.penalties()).toEqual(result?.penalties);
              expect(core.closer).toBe(result?.closer);
              break;
            }
            expect(core.snapshot()).toBe(referenceSnapshot(state));
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
