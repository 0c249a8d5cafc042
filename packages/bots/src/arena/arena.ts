/**
 * The arena: duplicate deals between two bots (see deal.ts), deal i with seed base + i, and
 * the figures of the pairing: the first bot's win rate, its mean MP and VP difference per
 * deal, each with a 95% interval over the per-deal values (stats.ts), the decision times of
 * each bot (measured around each `chooseForSeat` call), and optionally a sequential test that
 * stops the run once the difference is settled (sprt.ts). Pure but for the clock it is given.
 */
import type { SeatBotKind } from '../choose-for-seat.js';
import { type ArenaTable, type DealOutcome, type Pairing, playDeal } from './deal.js';
import { type SprtSettings, type SprtState, sprtStep, startSprt } from './sprt.js';
import { type Estimate, estimate, percentile } from './stats.js';

/**
 * Campione's iterations (sampled worlds) per decision in the arena unless told otherwise, per
 * game, so that a run is reproduced from its seed: the budgets whose decision times were
 * measured under 200 ms at p99 on one core (Scala 40 24 iterations: 140 ms CPU; Burraco 8:
 * 45 ms). docs/bots.md gives the budget of every figure.
 */
export const ARENA_ITERATIONS: Readonly<Record<'scala40' | 'burraco', number>> = {
  scala40: 24,
  burraco: 8,
};

/** The default budgets as the help shows them. */
export const arenaIterationsText = (): string =>
  Object.entries(ARENA_ITERATIONS)
    .map(([game, n]) => `${game} ${n}`)
    .join(', ');

/** A bound no real table comes near (a bot's hand takes a few hundred actions). */
export const ARENA_MAX_ACTIONS = 100_000;

export interface ArenaSettings {
  readonly table: ArenaTable;
  /** The pairing: the first bot is measured against the second. */
  readonly bots: readonly [SeatBotKind, SeatBotKind];
  /** The most deals to play (fewer when the sequential test settles first). */
  readonly deals: number;
  /** Deal i plays seed `seed + i`. */
  readonly seed: number;
  readonly iterations?: number;
  readonly sprt?: SprtSettings;
  /** The clock decisions are timed with (`performance.now`); without it no times are kept. */
  readonly now?: () => number;
  /** Told after each deal, with the deals played so far. */
  readonly onDeal?: (played: number, deal: DealOutcome) => void;
}

export interface DecisionTimes {
  readonly bot: SeatBotKind;
  readonly decisions: number;
  /** Milliseconds. */
  readonly p50: number;
  readonly p99: number;
}

export interface ArenaReport {
  readonly bots: readonly [SeatBotKind, SeatBotKind];
  readonly iterations: number;
  readonly seed: number;
  readonly dealsPlanned: number;
  readonly deals: number;
  readonly tables: number;
  /** The first bot's tables won, shared (a tie at the top) and lost. */
  readonly won: number;
  readonly shared: number;
  readonly lost: number;
  /** The win rate a bot no better than the others would have: 1 / seats, or 1/2. */
  readonly par: number;
  readonly winRate: Estimate;
  readonly mpDiff: Estimate;
  /** Null when the tables have no VP. */
  readonly vpDiff: Estimate | null;
  readonly times: readonly DecisionTimes[];
  readonly sprt: SprtState | null;
  readonly outcomes: readonly DealOutcome[];
}

export const parOf = (table: ArenaTable): number =>
  table.game === 'scala40' ? 1 / table.seats : 1 / 2;

export const runArena = (settings: ArenaSettings): ArenaReport => {
  const iterations = settings.iterations ?? ARENA_ITERATIONS[settings.table.game];
  const samples = new Map<SeatBotKind, number[]>(settings.bots.map((bot) => [bot, []]));
  const { now } = settings;
  const pairing: Pairing = {
    bots: settings.bots,
    iterations,
    maxActions: ARENA_MAX_ACTIONS,
    ...(now
      ? {
          timer: { now, record: (bot: SeatBotKind, ms: number) => samples.get(bot)?.push(ms) },
        }
      : {}),
  };
  let sprt = settings.sprt ? startSprt(settings.sprt) : null;
  const outcomes: DealOutcome[] = [];
  for (let i = 0; i < settings.deals; i++) {
    const deal = playDeal(settings.table, pairing, settings.seed + i);
    outcomes.push(deal);
    if (sprt) sprt = sprtStep(sprt, deal.score);
    settings.onDeal?.(i + 1, deal);
    if (sprt && sprt.decision !== 'continue') break;
  }
  const tables = outcomes.flatMap((d) => d.tables);
  const vps = outcomes.map((d) => d.vpDiff);
  return {
    bots: settings.bots,
    iterations,
    seed: settings.seed,
    dealsPlanned: settings.deals,
    deals: outcomes.length,
    tables: tables.length,
    won: tables.filter((t) => t.share === 1).length,
    shared: tables.filter((t) => t.share > 0 && t.share < 1).length,
    lost: tables.filter((t) => t.share === 0).length,
    par: parOf(settings.table),
    winRate: estimate(
      outcomes.map((d) => d.score),
      [0, 1],
    ),
    mpDiff: estimate(outcomes.map((d) => d.mpDiff)),
    vpDiff: vps.every((v) => v !== null) ? estimate(vps as number[]) : null,
    times: now
      ? [...samples].map(([bot, ms]) => {
          const sorted = [...ms].sort((a, b) => a - b);
          return {
            bot,
            decisions: sorted.length,
            p50: percentile(sorted, 50),
            p99: percentile(sorted, 99),
          };
        })
      : [],
    sprt,
    outcomes,
  };
};
