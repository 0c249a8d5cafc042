/**
 * One duplicate deal between two bots, the pairing's first (slot 0) and second (slot 1):
 * the same cards played at every table of the deal, the bots changing places so that the luck
 * of the cards cancels.
 *
 * - Scala 40: one table of `seats` seats (a 5-hand `fisca-gara` table by default), played in
 *   each seat rotation: at table r the first bot sits at seat r and the second bot at every
 *   other seat. The players' names and the seed are the same at every table, so the seat draw
 *   (S40-CdG art. 3, which depends only on the seed and the names) and every hand's cards are.
 * - Burraco: one 3-hand match played twice with the lines swapped: the first bot plays the
 *   seats of side 0 at the first table and those of side 1 at the second. Same names and seed,
 *   so the same seats (BUR-CH art. 4: the draw depends only on the seed and the names' order)
 *   and the same cards.
 *
 * A table is won by the highest VP at it, ties shared: Scala 40 the `match-ended` event's `vp`
 * (S40-CdG art. 22), Burraco the outcome's points (BUR-CH art. 19). Where a table has no VP (an
 * elimination profile of Scala 40, a Burraco match without a VP table) the match's winner, or
 * fewest penalty points, or most match points decide instead.
 */
import * as burraco from '@tavolo/burraco';
import * as scala40 from '@tavolo/scala40';
import type { Bot } from '../bot.js';
import { type SeatBotKind, levelOf } from '../choose-for-seat.js';
import type { Budget } from '../level.js';
import { runMatch } from '../run.js';
import { type DecisionTimer, promptedBot } from './prompted-bot.js';
import { BURRACO_TABLE, SCALA40_TABLE, type TableGame } from './table-game.js';

/** The pairing: which bots, campione's iteration budget, and how decisions are timed. */
export interface Pairing {
  readonly bots: readonly [SeatBotKind, SeatBotKind];
  /** Campione's iterations per decision: the same seed then gives the same figures. */
  readonly iterations: number;
  readonly timer?: DecisionTimer;
  /** A table still going after this many actions is a fault (a bot that never ends a hand). */
  readonly maxActions: number;
}

export type BurracoSeating = burraco.SeatingRequest['kind'];

export type ArenaTable =
  | { readonly game: 'scala40'; readonly profile: scala40.RuleProfile; readonly seats: number }
  | {
      readonly game: 'burraco';
      readonly profile: burraco.RuleProfile;
      readonly seating: BurracoSeating;
    };

/** One table of a deal, seen from the pairing's first bot. */
export interface TableOutcome {
  /** Its share of the table's win: 1, 1/k when k seats or sides tie for the most VP, else 0. */
  readonly share: number;
  /** Its MP less the second bot's (Scala 40: the others' mean less its own penalty points). */
  readonly mpDiff: number;
  /** Its VP less the second bot's (their mean at Scala 40); null when the table has no VP. */
  readonly vpDiff: number | null;
  readonly actions: number;
}

export interface DealOutcome {
  readonly seed: number;
  readonly tables: readonly TableOutcome[];
  /** The deal's means over its tables: the values the arena's intervals are made of. */
  readonly score: number;
  readonly mpDiff: number;
  readonly vpDiff: number | null;
}

/** The budget a bot is given: iterations for the searching level, nothing for the others. */
export const budgetFor = (bot: SeatBotKind, iterations: number): Budget | undefined =>
  levelOf(bot) === 'campione' ? { kind: 'iterations', iterations } : undefined;

const seatedBot = <State, Action, Event extends { readonly type: string }, Prompt>(
  table: TableGame<State, Action, Event, Prompt>,
  pairing: Pairing,
  slot: 0 | 1,
  seed: number,
): Bot<State, Action> => {
  const kind = pairing.bots[slot];
  const budget = budgetFor(kind, pairing.iterations);
  return promptedBot(table, kind, {
    seed,
    ...(budget ? { budget } : {}),
    ...(pairing.timer ? { timer: pairing.timer } : {}),
  });
};

const mean = (values: readonly number[]): number =>
  values.reduce((a, b) => a + b, 0) / values.length;

/** Slot 0's share of a win among seats ranked by `key` (higher is better). */
const shareOf = (keys: readonly number[], slots: readonly (0 | 1)[]): number => {
  const best = Math.max(...keys);
  const top = keys.flatMap((k, seat) => (k === best ? [seat] : []));
  return top.filter((seat) => slots[seat] === 0).length / top.length;
};

const failed = (problems: readonly string[], seed: number, table: number): Error =>
  new Error(`deal seed ${seed}, table ${table}: ${problems.join('; ')}`);

const scala40Table = (
  profile: scala40.RuleProfile,
  seats: number,
  pairing: Pairing,
  seed: number,
  rotation: number,
): TableOutcome => {
  const created = scala40.createMatch({
    profile,
    players: Array.from({ length: seats }, (_, i) => `p${i + 1}`),
    seed: { scheme: 'xoroshiro128plus', seed },
  });
  if (!created.ok) throw new Error(`${created.error.code}: ${created.error.message}`);
  const slots = Array.from({ length: seats }, (_, s): 0 | 1 => (s === rotation ? 0 : 1));
  const bots = slots.map((slot) => seatedBot(SCALA40_TABLE, pairing, slot, seed));
  let vp: readonly number[] | null = null;
  const run = runMatch(
    SCALA40_TABLE,
    created.value.state,
    bots,
    { checkInvariants: false, maxActions: pairing.maxActions },
    (event) => {
      if (event.type === 'match-ended') vp = event.vp;
    },
    created.value.events,
  );
  if (run.problems.length > 0) throw failed(run.problems, seed, rotation);
  const { totals, winner } = run.state;
  const others = (values: readonly number[]) => mean(values.filter((_, s) => s !== rotation));
  const tableVp = vp as readonly number[] | null;
  const keys =
    tableVp ??
    (winner !== null ? totals.map((_, s) => (s === winner ? 1 : 0)) : totals.map((t) => -t));
  return {
    share: shareOf(keys, slots),
    mpDiff: others(totals) - (totals[rotation] as number),
    vpDiff: tableVp ? (tableVp[rotation] as number) - others(tableVp) : null,
    actions: run.actions,
  };
};

const BURRACO_NAMES: Readonly<Record<BurracoSeating, burraco.SeatingRequest>> = {
  pairs: {
    kind: 'pairs',
    pairs: [
      ['p1', 'p3'],
      ['p2', 'p4'],
    ],
  },
  individual: { kind: 'individual', players: ['p1', 'p2', 'p3', 'p4'] },
  singles: { kind: 'singles', players: ['p1', 'p2'] },
};

/** The number of hands of an arena's Burraco match (BUR-CH art. 6 allows 2, 3 or 4). */
export const BURRACO_ARENA_HANDS = 3;

const burracoTable = (
  profile: burraco.RuleProfile,
  seating: BurracoSeating,
  pairing: Pairing,
  seed: number,
  firstSide: 0 | 1,
): TableOutcome => {
  const created = burraco.createMatch({
    profile,
    seating: BURRACO_NAMES[seating],
    seed: { scheme: 'xoroshiro128plus', seed },
    hands: BURRACO_ARENA_HANDS,
  });
  if (!created.ok) throw new Error(`${created.error.code}: ${created.error.message}`);
  const seats = created.value.state.players.length;
  const slots = Array.from({ length: seats }, (_, s): 0 | 1 =>
    burraco.sideOf(s) === firstSide ? 0 : 1,
  );
  const bots = slots.map((slot) => seatedBot(BURRACO_TABLE, pairing, slot, seed));
  const run = runMatch(
    BURRACO_TABLE,
    created.value.state,
    bots,
    { checkInvariants: false, maxActions: pairing.maxActions },
    () => undefined,
    created.value.events,
  );
  if (run.problems.length > 0) throw failed(run.problems, seed, firstSide);
  const outcome = run.state.outcome;
  if (!outcome) throw failed(['the match ended without an outcome'], seed, firstSide);
  const other = (1 - firstSide) as 0 | 1;
  const keys = outcome.points ?? outcome.mp;
  return {
    share: keys[firstSide] > keys[other] ? 1 : keys[firstSide] === keys[other] ? 0.5 : 0,
    mpDiff: outcome.mp[firstSide] - outcome.mp[other],
    vpDiff: outcome.points ? outcome.points[firstSide] - outcome.points[other] : null,
    actions: run.actions,
  };
};

/** The tables of one deal: every seat rotation at Scala 40, both lines at Burraco. */
export const playDeal = (table: ArenaTable, pairing: Pairing, seed: number): DealOutcome => {
  const tables =
    table.game === 'scala40'
      ? Array.from({ length: table.seats }, (_, r) =>
          scala40Table(table.profile, table.seats, pairing, seed, r),
        )
      : ([0, 1] as const).map((side) =>
          burracoTable(table.profile, table.seating, pairing, seed, side),
        );
  const vps = tables.map((t) => t.vpDiff);
  return {
    seed,
    tables,
    score: mean(tables.map((t) => t.share)),
    mpDiff: mean(tables.map((t) => t.mpDiff)),
    vpDiff: vps.every((v) => v !== null) ? mean(vps as number[]) : null,
  };
};
