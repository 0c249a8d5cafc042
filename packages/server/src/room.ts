/**
 * A room: one table as the server runs it. The table value (`table.ts`) knows the game; the
 * room adds what happens around it in time: who is connected, who plays each seat (a person or
 * a bot), the clocks, pausing, and the durable log.
 *
 * Everything that changes the match goes through one queue per room, one task at a time. A
 * task works out the next table value (pure), writes the records that produce it to the
 * journal, and only when the store has committed them replaces the room's table and tells the
 * connections. So an acknowledged move is never lost, a refused or unwritten one changes
 * nothing, and after a crash the log replays to exactly the table the clients last saw.
 *
 * Nothing here holds a socket: a connection is anything with `send`, so a room could live in
 * another process than its players' sockets (the messages are versioned per table).
 *
 * The parts of a room live in `room/`: the state they share and the queue (`core.ts`), who
 * follows it (`followers.ts`), what they are told (`broadcast.ts`), the clocks (`clocks.ts`,
 * `checkpoints.ts`), the bots (`bots.ts`), how a change is written and applied (`changes.ts`),
 * the match's start (`start.ts`), the arbitro (`director.ts`, `director-view.ts`) and the log's
 * replay (`rebuild.ts`). This module joins them and answers the lobby and the
 * gateway.
 */
import { type RuleError, PROCEDURE, ruleError } from '@tavolo/cards';
import type { Pace, TablePhase, TableStatus } from '@tavolo/protocol';
import { errorMessage } from '@tavolo/protocol';
import { CLOCK, SPECTATOR, seatSender } from './game.js';
import { createBots } from './room/bots.js';
import { createBroadcast } from './room/broadcast.js';
import { type Changes, createChanges } from './room/changes.js';
import { createClocks } from './room/clocks.js';
import { type DirectorDesk, createDirectorDesk } from './room/director.js';
import { createFollowers } from './room/followers.js';
import {
  type Connection,
  type RoomDeps,
  createCore,
  joinedAs,
  seatOfSlot,
  seatOfUser,
} from './room/core.js';
import { type Rebuilt, noDirector } from './room/rebuild.js';
import { type StartResult, createStart } from './room/start.js';
import { type RoomSetup, type SlotHolder, gameOf } from './room/setup.js';

export type { Connection, RoomDeps } from './room/core.js';
export type { DirectorDesk, RulingRequest } from './room/director.js';
export {
  type ActRecord,
  type Rebuilt,
  type ReplayedStep,
  type SeatRecord,
  NOT_STARTED,
  rebuild,
} from './room/rebuild.js';
export {
  type AnyGame,
  type AnyTable,
  type RoomSetup,
  type SlotHolder,
  gameOf,
  seedOf,
  slotNames,
} from './room/setup.js';

export type { StartResult } from './room/start.js';

export interface Room {
  readonly id: string;
  readonly setup: RoomSetup;
  phase(): TablePhase;
  /** How many connections follow the room. */
  followers(): number;
  /** The seat of each slot once the match has started. */
  seatOfSlot(slot: number): number | null;
  /** The seat an account plays, once the match has started. */
  seatOfUser(userId: string): number | null;
  /** Starts the match with the people by slot (called by the lobby when the last place fills). */
  start(holders: readonly (SlotHolder | undefined)[]): Promise<StartResult>;
  /** Follow the room as the seat `seat` holds (null: spectator), resuming after `after`. */
  attach(connection: Connection, seat: number | null, after: number | undefined): void;
  detach(connection: Connection): void;
  /** A move from a connection: answered with `ack` or `error` to that connection only. */
  act(connection: Connection, id: string, action: unknown): void;
  /**
   * A seat's player sets the bots' pace: answered with `ack` (the table's version) or `error`
   * (`not-a-player` for a spectator or a connection that has not said hello).
   */
  setPace(connection: Connection, id: string, pace: Pace): void;
  /**
   * The connection's person closed the count of hand `hand`: their next snapshot says so
   * (`followers.ts`), and the clocks' wait may end (`clocks.ts`).
   */
  closeCount(connection: Connection, hand: number): void;
  /** The arbitro's messages (issue 19): joining as director, calls, pause, resume, rulings. */
  readonly director: DirectorDesk;
  /** A seated person leaves for good: a bot plays on for them (BUR-CH art. 47). */
  leave(seat: number): Promise<void>;
  status(): TableStatus;
  /** Stops the timers (the server is shutting down); the log keeps everything. */
  close(): Promise<void>;
}

/**
 * Opens a room. `resumed` is the log replayed after a restart (or nothing for a new table);
 * `lastSeq` is the log's head.
 */
export const openRoom = (
  setup: RoomSetup,
  deps: RoomDeps,
  resumed: {
    readonly rebuilt: Rebuilt;
    readonly lastSeq: number;
    readonly phase: TablePhase;
    readonly holders: readonly (SlotHolder | undefined)[];
  },
): Room => {
  const game = gameOf(setup.game);
  const core = createCore(
    {
      setup,
      deps,
      game,
      table: resumed.rebuilt.table,
      names: resumed.rebuilt.names,
      holders: resumed.holders,
      controllers: [...resumed.rebuilt.controllers],
      seq: resumed.lastSeq,
      phase: resumed.phase,
      pace: setup.pace ?? 'normal',
      director: resumed.rebuilt.director ?? noDirector(),
    },
    resumed.rebuilt.forced,
  );
  const { joined, enqueue } = core;

  const clocks = createClocks(core, resumed.rebuilt, {
    // The forced plays are the seat's own moves, made in its name (BUR-CH art. 46).
    forced: (seat, actions) => changes.playMoves(seatSender(seat), actions, 'clock'),
    expired: (action) => changes.playMoves(CLOCK, [action], 'clock'),
    sendStatus: () => void out.sendStatus(),
    countRead: () => {
      if (core.table) afterChange(game.handNumber(core.table.state));
      out.sendStatus();
    },
  });
  const out = createBroadcast(core, clocks);
  const bots = createBots(core, (seat, action) =>
    changes.playMoves(seatSender(seat), [action], 'bot'),
  );
  const changes: Changes = createChanges(core, { clocks, bots, out });
  const followers = createFollowers(core, { changes, out });
  const director = createDirectorDesk(core, { changes, out });
  const start = createStart(core, { clocks, changes, followers, out });
  const { afterChange, playMoves, setController } = changes;
  const { status, sendStatus } = out;

  const room: Room = {
    id: setup.id,
    setup,
    phase: () => core.phase,
    followers: () => joined.size,
    seatOfSlot: (slot) => seatOfSlot(core, slot),
    seatOfUser: (userId) => seatOfUser(core, userId),
    start,
    attach: followers.attach,
    detach: (connection) => {
      followers.detach(connection);
      if (director.detach(connection)) void enqueue(() => void sendStatus());
    },
    director,
    act: (connection, id, action) => {
      const refuse = (error: RuleError) => {
        deps.onAction('refused', error.code);
        connection.send(errorMessage(error, id));
      };
      void enqueue(async () => {
        const entry = joinedAs(core, connection);
        if (!entry)
          return refuse(ruleError('not-joined', PROCEDURE, 'say hello to a table before acting'));
        if (!core.table)
          return refuse(ruleError('not-started', PROCEDURE, 'the match has not started yet'));
        if (entry.viewer !== null && core.controllers[entry.viewer] !== 'human')
          return refuse(ruleError('seat-played-by-bot', PROCEDURE, 'a bot plays this seat now'));
        // A connection is a seat's player or a spectator; what it may send, the game decides.
        const sender = entry.viewer === null ? SPECTATOR : seatSender(entry.viewer);
        const played = await playMoves(sender, [action], 'player');
        if (!played.ok) return refuse(played.error);
        deps.onAction('accepted');
        connection.send({ type: 'ack', id, version: played.version });
      });
    },
    setPace: (connection, id, pace) =>
      void enqueue(() => {
        const entry = joinedAs(core, connection);
        // The pace is the players': a spectator watches the table at the pace they chose.
        if (!entry || entry.viewer === null || !core.table) {
          const error = ruleError('not-a-player', PROCEDURE, "only a seat's player sets the pace");
          deps.onAction('refused', error.code);
          return connection.send(errorMessage(error, id));
        }
        if (core.pace !== pace) {
          core.pace = pace;
          deps.onPace?.(pace);
          sendStatus();
        }
        connection.send({ type: 'ack', id, version: core.table.version });
      }),
    closeCount: (connection, hand) =>
      void enqueue(() => {
        if (!joinedAs(core, connection) || !core.table) return;
        followers.countClosed(connection, hand);
        if (!clocks.closeCount(connection, hand)) return;
        afterChange(game.handNumber(core.table.state));
        sendStatus();
      }),
    leave: async (seat) => {
      await enqueue(() => setController(seat, 'bot', 'left'));
    },
    status,
    close: async () => {
      core.closed = true;
      followers.close();
      clocks.stop();
      await core.drained();
    },
  };

  if (core.table) afterChange(game.handNumber(core.table.state));
  return room;
};
