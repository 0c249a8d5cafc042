/**
 * What the parts of a room share: its settings and dependencies, the table and who sits at it,
 * the connections that follow it, and its queue. Each part (`broadcast.ts`, `clocks.ts`,
 * `bots.ts`, `changes.ts`) reads and changes this one state; only tasks of the queue change it,
 * one at a time.
 */
import type { BotName, Pace, Role, ServerMessage, TablePhase } from '@tavolo/protocol';
import type { BotPool } from '../bot-pool.js';
import type { Viewer } from '../game.js';
import type { Journal } from '../journal.js';
import type { Ticker } from './checkpoints.js';
import type { DirectorState } from './rebuild.js';
import type { AnyGame, AnyTable, RoomSetup, SlotHolder } from './setup.js';

/** Whoever follows the room: a WebSocket connection, a test's recorder. */
export interface Connection {
  /**
   * `text`, when given, answers the message serialized: it is shared by the connections that
   * receive the same message, so that it is serialized once, not once per connection.
   */
  readonly send: (message: ServerMessage, text?: () => string) => void;
  /** The account behind the connection, when logged in. */
  readonly userId: string | undefined;
  /** The account's role on the server (a director or an admin may direct any table). */
  readonly role?: Role;
}

export interface RoomDeps {
  readonly journal: Journal;
  readonly bots: BotPool;
  /**
   * Before a bot's move reaches the table at the `normal` pace, so people can follow; the other
   * paces are multiples of it (`PACE_FACTORS`). 0 in tests and load runs: every pace instant.
   */
  readonly botDelayMs: number;
  /** A seat's player changed the bots' pace. */
  readonly onPace?: (pace: Pace) => void;
  /**
   * The bot that plays a person's seat once the person has left it (BUR-CH art. 47; the server
   * uses `STAND_IN_BOT`, Esperto, in room-host.ts, where the reading of the article is).
   */
  readonly standInBot: BotName;
  readonly onAbandon: (slot: number, abandoned: boolean) => void;
  readonly onPhase: (phase: TablePhase) => void;
  readonly onAction: (outcome: 'accepted' | 'refused', code?: string) => void;
  readonly log: (message: string, error?: unknown) => void;
  /** What ticks the clocks' checkpoints; default the process's (`ROOM_TICKER`). */
  readonly ticker?: Ticker;
}

/** A connection following the room, as the seat it holds (null: a spectator). */
export interface Joined {
  readonly connection: Connection;
  readonly viewer: Viewer;
}

export type Controller = 'human' | 'bot';

/** The state one room's parts share. */
export interface RoomCore {
  readonly setup: RoomSetup;
  readonly deps: RoomDeps;
  readonly game: AnyGame;
  table: AnyTable | undefined;
  /** The engine's names by slot, once the match has started. */
  names: readonly string[];
  holders: readonly (SlotHolder | undefined)[];
  /** Who plays each seat now. */
  controllers: Controller[];
  /** The log's head. */
  seq: number;
  phase: TablePhase;
  /** The bots' pace now. */
  pace: Pace;
  /** The versions of the events that the clock's moves produced (`forced` in the messages). */
  readonly forced: Set<number>;
  closed: boolean;
  readonly joined: Set<Joined>;
  /**
   * The connections of the table's director (issue 19): apart from `joined`, since they are no
   * seat and no spectator; they get the status and the director's view, never a seat's view.
   */
  readonly directors: Set<Connection>;
  /** The arbitro's pause, calls and rulings. */
  readonly director: DirectorState;
  /** Runs `task` after every task queued before it; answers when it has run. */
  readonly enqueue: (task: () => Promise<void> | void) => Promise<void>;
  /** Resolves once every task queued so far has run. */
  readonly drained: () => Promise<void>;
}

export const createCore = (
  init: Omit<RoomCore, 'joined' | 'directors' | 'enqueue' | 'drained' | 'closed' | 'forced'>,
  forced: Iterable<number> = [],
): RoomCore => {
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (task: () => Promise<void> | void) => {
    queue = queue
      .then(task)
      .catch((error: unknown) => init.deps.log(`room ${init.setup.id}`, error));
    return queue;
  };
  return {
    ...init,
    forced: new Set(forced),
    closed: false,
    joined: new Set(),
    directors: new Set(),
    enqueue,
    drained: () => queue,
  };
};

/** The messages with `forced` on those whose event the clock's moves produced. */
export const markForced = <M extends { readonly version: number }>(
  core: RoomCore,
  messages: readonly M[],
): readonly M[] =>
  core.forced.size === 0
    ? messages
    : messages.map((m) => (core.forced.has(m.version) ? { ...m, forced: true } : m));

export const isOver = (core: RoomCore): boolean =>
  core.table !== undefined && core.game.isOver(core.table.state);

export const seatOfSlot = (core: RoomCore, slot: number): number | null => {
  const name = core.names[slot];
  const seat =
    name === undefined || !core.table ? -1 : core.game.players(core.table.state).indexOf(name);
  return seat < 0 ? null : seat;
};

export const seatOfUser = (core: RoomCore, userId: string): number | null => {
  const slot = core.holders.findIndex((h) => h?.userId === userId);
  return slot < 0 ? null : seatOfSlot(core, slot);
};

export const slotOfSeat = (core: RoomCore, seat: number): number =>
  core.table ? core.names.indexOf(core.game.players(core.table.state)[seat] as string) : -1;

export const isPersonSeat = (core: RoomCore, seat: number): boolean =>
  core.setup.bots[slotOfSeat(core, seat)] === null;

export const humanSeats = (core: RoomCore): number[] =>
  core.table
    ? core.game
        .players(core.table.state)
        .map((_, s) => s)
        .filter((s) => isPersonSeat(core, s))
    : [];

export const joinedAs = (core: RoomCore, connection: Connection): Joined | undefined => {
  for (const j of core.joined) if (j.connection === connection) return j;
  return undefined;
};

export const connectedSeats = (core: RoomCore): Set<number> => {
  const seats = new Set<number>();
  for (const j of core.joined) if (j.viewer !== null) seats.add(j.viewer);
  return seats;
};

/** The controllers of a table just started: bots where the lobby put them, people elsewhere. */
export const startControllers = (core: RoomCore, table: AnyTable): Controller[] =>
  core.game
    .players(table.state)
    .map((name) => (core.setup.bots[core.names.indexOf(name)] ? 'bot' : 'human'));
