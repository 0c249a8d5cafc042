/**
 * What the lobby keeps about a table besides the store's columns: the seats' plan, the time
 * control and, once the match started, where each slot sits. Shared by the lobby's modules.
 */
import { type RuleError, PROCEDURE, ruleError } from '@tavolo/cards';
import {
  type BotName,
  type Pace,
  type SeatPlan,
  type TimeControl,
  currentBot,
} from '@tavolo/protocol';
import type { GameTableRecord } from '@tavolo/store';
import type { GameName } from './game.js';
import type { ReplaySetup } from './match-archive.js';

/** What a table's settings hold besides the store's columns. */
export interface TableConfig {
  readonly seats: readonly SeatPlan[];
  readonly timeControl: TimeControl;
  readonly graceSeconds: number;
  /** The hands the match lasts, when the table's creator set them (else the profile's). */
  readonly hands?: number;
  /** The bots' pace, as chosen at creation or last changed by a player (else `normal`). */
  readonly pace?: Pace;
  /** Bridge: the last quitted trick may be reviewed during play (LAW 66; else not, 66C). */
  readonly reviewLastTrick?: boolean;
  /** The seat of each slot, saved when the match starts. */
  readonly seatsBySlot?: readonly (number | null)[];
}

export const configOf = (record: GameTableRecord): TableConfig => record.config as TableConfig;

/**
 * By slot: the bot that plays it, or null for a person. A table stored before the levels has
 * `greedy` bots: they are read as the level they play at, `principiante` (`currentBot`).
 */
export const botsOf = (config: TableConfig): (BotName | null)[] =>
  config.seats.map((plan) => (plan.kind === 'bot' ? currentBot(plan.bot) : null));

/** The seats as the lobby stores them: a bot by its current name (never `greedy`). */
export const storedSeats = (seats: readonly SeatPlan[]): SeatPlan[] =>
  seats.map((plan) => (plan.kind === 'bot' ? { kind: 'bot', bot: currentBot(plan.bot) } : plan));

export const seatsBySlot = (record: GameTableRecord) => configOf(record).seatsBySlot;

/** What replaying a table's log needs to know about it. */
export const replaySetup = (record: GameTableRecord): ReplaySetup => ({
  game: record.game as GameName,
  profile: record.profile,
  secret: record.secret,
  bots: botsOf(configOf(record)),
  timeControl: configOf(record).timeControl,
  hands: configOf(record).hands,
  reviewLastTrick: configOf(record).reviewLastTrick === true,
});

export const refusal = (code: string, message: string): RuleError =>
  ruleError(code, PROCEDURE, message);

export const noTable = (id: string) => refusal('no-such-table', `no table ${id}`);
