/**
 * What a room is made from: the lobby's settings of a table, the people who took its places,
 * and the game with its types erased, so that rooms of both games share one code path.
 */
import type { ShuffleSeed } from '@tavolo/cards';
import type { BotName, Pace, TimeControl } from '@tavolo/protocol';
import { chessClockMs } from '../clock.js';
import { type Game, type GameName, type MatchSetup, GAMES } from '../game.js';
import type { Table } from '../table.js';

/** Games with their types erased, so rooms of both games share one code path. */
export type AnyGame = Game<unknown, unknown, unknown, unknown>;
export type AnyTable = Table<unknown, unknown, unknown, unknown>;

export const gameOf = (name: GameName): AnyGame => GAMES[name] as unknown as AnyGame;

/** A seat's settings as the lobby made them. */
export interface RoomSetup {
  readonly id: string;
  readonly game: GameName;
  readonly profile: string;
  /** The shuffle's master secret (server-side only). */
  readonly secret: string;
  /** By slot: the bot that plays it, or null for a person. */
  readonly bots: readonly (BotName | null)[];
  readonly timeControl: TimeControl;
  readonly graceSeconds: number;
  /** The hands the match lasts, when the table set them (else the profile's). */
  readonly hands: number | undefined;
  /** Bridge: the last quitted trick may be reviewed during play (LAW 66; else not, 66C). */
  readonly reviewLastTrick?: boolean;
  /** The bots' pace the table starts with (default `normal`). */
  readonly pace?: Pace;
  /** The account that opened the table: its director (issue 19), with the server's directors. */
  readonly createdBy?: string | null;
}

/** The person at a slot, once someone has taken it. */
export interface SlotHolder {
  readonly userId: string;
  readonly name: string;
}

export const seedOf = (secret: string): ShuffleSeed => ({ scheme: 'hmac-sha256-hands-v1', secret });

/**
 * Whether the table has a director of its own when its match starts: the account that opened
 * it directs it (`director.ts`), unless it holds a place at it, as at every quick-play table
 * and every table its creator sits at. A director or admin of the server may still look in,
 * but nobody is bound to: a table without its own plays by the engine's rules for no director
 * (bridge: `BoardOptions.director` of @tavolo/bridge, LAW 68D (2017) and 79B), so that a call
 * nobody answers cannot hold it up. Written in the start record, so a replay plays the same.
 */
export const hasOwnDirector = (
  createdBy: string | null | undefined,
  holders: readonly (SlotHolder | undefined)[],
): boolean =>
  createdBy !== undefined && createdBy !== null && !holders.some((h) => h?.userId === createdBy);

/**
 * What the engine starts the match from, for the live room and for a replay of its log alike:
 * one place, so that a replay can never start another match than the one played. `director`
 * is false at a table without a director of its own (`hasOwnDirector`); left out, one attends.
 */
export const matchSetupOf = (
  setup: Pick<RoomSetup, 'profile' | 'secret' | 'timeControl' | 'hands' | 'reviewLastTrick'>,
  seats: readonly string[],
  director = true,
): MatchSetup => ({
  profile: setup.profile,
  seats,
  seed: seedOf(setup.secret),
  chessClock: chessClockMs(setup.timeControl) !== null,
  ...(setup.hands !== undefined && { hands: setup.hands }),
  ...(!director && { director: false }),
  ...(setup.reviewLastTrick === true && { reviewLastTrick: true }),
});

/** The names the engine seats: the person's, or a bot's by its slot. */
export const slotNames = (
  bots: readonly (BotName | null)[],
  holders: readonly (SlotHolder | undefined)[],
): string[] =>
  bots.map((bot, slot) => (bot === null ? holders[slot]?.name : undefined) ?? `Robot ${slot + 1}`);
