/**
 * A seat's decision, asked by name: the server's worker threads, the simulator and the arena
 * all come here. The request is plain data (it crosses to a worker thread) and untrusted: an
 * unknown game or bot, an empty legal list or a prompt the bot cannot read is refused as a
 * value. The answer is the index of the choice in the legal list, so the server plays exactly
 * one of the actions it offered.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import {
  type Result,
  type RuleError,
  err,
  isCardId,
  ok,
  PROCEDURE,
  ruleError,
} from '@tavolo/cards';
import { bridgeForSeat } from './bridge/seat.js';
import { BOT_LEVELS, type BotLevel, type Budget } from './level.js';
import { BURRACO_LEVELS, SCALA40_LEVELS } from './levels.js';
import type { SeatGame } from './seat-bots.js';

/**
 * The bots a seat can have: a level, or `random` (uniform among the legal actions, for tests).
 * `greedy`, the one bot of earlier tables, is read as `principiante`.
 */
export type SeatBotKind = BotLevel | 'random' | 'greedy';
export const SEAT_BOT_KINDS: readonly SeatBotKind[] = [...BOT_LEVELS, 'random', 'greedy'];

/** The level a bot kind plays at; `random` has none. */
export const levelOf = (bot: SeatBotKind): BotLevel | null =>
  bot === 'random' ? null : bot === 'greedy' ? 'principiante' : bot;

/** What a seat is given to decide: what the server sends a person in that seat. */
export interface SeatPrompt<Action = unknown, View = unknown, Event = unknown> {
  /** The engine's `view(state, seat)`. */
  readonly view: View;
  /** The engine's `legalActions(state, seat)`; never empty. */
  readonly legal: readonly Action[];
  /** The events of the current hand the seat has seen (`seatHistory`); none when absent. */
  readonly history?: readonly Event[];
}

/** One decision asked of a bot; plain data, so it can cross to a worker thread. */
export interface SeatRequest {
  readonly game: SeatGame | 'bridge';
  readonly bot: SeatBotKind;
  /**
   * Vary it by turn (the table's version, say): the same request always gets the same answer
   * (with a time budget, the searching level's answer may vary with the machine's speed). Any
   * safe integer; nearby seeds give unrelated choices.
   */
  readonly seed: number;
  readonly prompt: SeatPrompt;
  /** For `campione`: how long it may think. */
  readonly budget?: Budget;
}

const refuse = (code: string, message: string) => err(ruleError(code, PROCEDURE, message));

/**
 * xoroshiro128+ seeded with s answers ~s first, so turn numbers used as seeds would pick in
 * turn: the seed's two 32-bit halves go through the murmur3 finalizer first.
 */
export const mixSeed = (seed: number): number => {
  let h = (seed | 0) ^ Math.imul(Math.floor(seed / 2 ** 32) | 0, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
};

const randomIndex = (count: number, seed: number): number =>
  uniformInt(xoroshiro128plus(mixSeed(seed)), 0, count - 1);

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null;

/** The least a level reads without checking: a view with the seat's cards. */
const readableView = (view: unknown): boolean =>
  isRecord(view) &&
  isRecord(view['hand']) &&
  Array.isArray(view['hand']['cards']) &&
  view['hand']['cards'].every(isCardId);

const validBudget = (budget: unknown): boolean =>
  budget === undefined ||
  (isRecord(budget) &&
    ((budget['kind'] === 'iterations' &&
      Number.isSafeInteger(budget['iterations']) &&
      (budget['iterations'] as number) > 0) ||
      (budget['kind'] === 'time' &&
        typeof budget['ms'] === 'number' &&
        budget['ms'] > 0 &&
        budget['ms'] <= 10_000)));

export const chooseForSeat = (request: SeatRequest): Result<number, RuleError> => {
  const { game, bot, seed, prompt, budget } = request as Partial<SeatRequest>;
  if (game !== 'scala40' && game !== 'burraco' && game !== 'bridge')
    return refuse(
      'unknown-game',
      `no bot plays ${JSON.stringify(game)}: scala40, burraco or bridge`,
    );
  if (typeof bot !== 'string' || !SEAT_BOT_KINDS.includes(bot as SeatBotKind))
    return refuse(
      'unknown-bot',
      `no bot is called ${JSON.stringify(bot)}: ${SEAT_BOT_KINDS.join(', ')}`,
    );
  if (!Number.isSafeInteger(seed)) return refuse('bad-seed', 'a seed is a safe integer');
  if (!isRecord(prompt) || !Array.isArray(prompt.legal))
    return refuse('bad-prompt', 'a prompt is a view and a list of legal actions');
  if (prompt.legal.length === 0) return refuse('no-legal-action', 'there is nothing to play');
  if (prompt.history !== undefined && !Array.isArray(prompt.history))
    return refuse('bad-prompt', "a prompt's history is a list of events");
  if (!validBudget(budget)) return refuse('bad-budget', 'a budget is iterations or milliseconds');
  const level = levelOf(bot as SeatBotKind);
  if (game === 'bridge') {
    // Every level plays the one bridge bot; at a bridge table a seat always has Laws' actions
    // open (inspections, say), so -1 means the bot makes none of them now.
    const random = level === null ? (n: number) => randomIndex(n, seed as number) : null;
    const index = bridgeForSeat(prompt, random, mixSeed(seed as number));
    return index >= 0 && index < prompt.legal.length
      ? ok(index)
      : refuse('no-bot-action', 'the bridge bot makes none of these actions now');
  }
  if (level === null) return ok(randomIndex(prompt.legal.length, seed as number));
  if (!readableView(prompt.view)) return refuse('bad-prompt', 'not a seat view');
  const typed = { view: prompt.view, legal: prompt.legal, history: prompt.history ?? [] };
  const options = { seed: mixSeed(seed as number), ...(budget ? { budget } : {}) };
  const index =
    game === 'scala40'
      ? SCALA40_LEVELS[level](typed as never, options)
      : BURRACO_LEVELS[level](typed as never, options);
  if (index === -1) return refuse('bad-prompt', `the ${level} bot cannot read this prompt`);
  return Number.isSafeInteger(index) && index >= 0 && index < prompt.legal.length
    ? ok(index)
    : refuse('bot-failed', `the ${level} bot chose no legal action`);
};
