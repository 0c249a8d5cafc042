/**
 * The rooms of one server process, and the lobby over them. Tables live in the store (settings,
 * players, the log of every move); a room is the running copy of one table. At start every
 * unfinished table is rebuilt from its log, so a crash loses nothing that was acknowledged.
 *
 * A table is owned by id: everything about it goes through its room, and nothing in a room
 * depends on its players' sockets being in this process. The parts: the running rooms
 * (`room-host.ts`), their resumption (`resume.ts`), the lobby's reads (`lobby-list.ts`) and
 * writes (`lobby-tables.ts`), the limits on waiting tables (`waiting-tables.ts`), the finished
 * hands' history (`hand-history.ts`, over the archives of `hand-archives.ts`), and the
 * read-only rooms of finished matches (`finished-rooms.ts`).
 */
import type { BotName, TablePhase } from '@tavolo/protocol';
import type { GameLogStore, Store } from '@tavolo/store';
import type { BotPool } from './bot-pool.js';
import type { TimeControlMinimums } from './clock.js';
import { openFinishedRooms } from './finished-rooms.js';
import type { GameName } from './game.js';
import { openHandArchives } from './hand-archives.js';
import { startHandArchiver } from './hand-archiver.js';
import { handHistory } from './hand-history.js';
import { createJournal } from './journal.js';
import type { Lobby } from './lobby.js';
import { lobbyList } from './lobby-list.js';
import { lobbyTables } from './lobby-tables.js';
import { resumeTables } from './resume.js';
import type { Room } from './room.js';
import { openRoomHost } from './room-host.js';
import { DEFAULT_WAITING_LIMITS, type WaitingLimits, openWaitingTables } from './waiting-tables.js';

export interface RoomsOptions {
  readonly store: Store;
  readonly bots: BotPool;
  readonly botDelayMs?: number;
  readonly standInBot?: BotName;
  /** How long a finished match stays in memory after its last follower left. */
  readonly retireAfterMs?: number;
  /**
   * Where the moves are written: a `GameLogWriter`'s `appendEach` (off the main thread), or by
   * default the store's own.
   */
  readonly append?: GameLogStore['appendEach'];
  /** Called with each group commit's duration (seconds) and table count. */
  readonly observeCommit?: (seconds: number, tables: number) => void;
  readonly onAction?: (game: GameName, outcome: 'accepted' | 'refused', code?: string) => void;
  readonly log?: (message: string, error?: unknown) => void;
  /** Waiting tables: how long one may stay idle, how many an account may hold (defaults below). */
  readonly waiting?: Partial<WaitingLimits>;
  /** The memory the finished hands' archives may hold, about (their JSON): default 64 MiB. */
  readonly archiveCacheBytes?: number;
  /** Called each time a table's log is replayed for its history (a metric, a test's count). */
  readonly onRebuild?: (tableId: string) => void;
  /** The shortest time limits a new table may have; by default `TIME_CONTROL_MINIMUMS`. */
  readonly timeControlMinimums?: TimeControlMinimums;
}

export interface Rooms extends Lobby {
  /** The room of a table running now, or of a finished match someone follows. */
  room(id: string): Room | undefined;
  /** The same, or the read-only room of a finished match, opened for it. */
  open(id: string): Promise<Room | undefined>;
  /** How many rooms are running, by phase. */
  counts(): Readonly<Record<TablePhase, number>>;
  /** Stops every room's timers; the store keeps everything. */
  close(): Promise<void>;
}

export const DEFAULT_ARCHIVE_CACHE_BYTES = 64 * 2 ** 20;

export const openRooms = async (options: RoomsOptions): Promise<Rooms> => {
  const { store } = options;
  const log = options.log ?? (() => undefined);
  const host = openRoomHost({
    ...options,
    journal: createJournal(options.append ?? store.games.appendEach, options.observeCommit),
    log,
  });
  const waiting = openWaitingTables(
    store,
    host,
    { ...DEFAULT_WAITING_LIMITS, ...options.waiting },
    log,
  );
  await resumeTables(store, host, waiting.opened, log);
  const archiver = startHandArchiver();
  const archives = openHandArchives({
    store,
    archiver,
    maxBytes: options.archiveCacheBytes ?? DEFAULT_ARCHIVE_CACHE_BYTES,
    ...(options.onRebuild && { onRebuild: options.onRebuild }),
  });
  const finished = openFinishedRooms(store, archives, log);
  const reads = lobbyList(store, host);
  const room = (id: string) => host.rooms.get(id) ?? finished.get(id);
  return {
    room,
    open: async (id) => room(id) ?? finished.open(id),
    counts: () => {
      const counts: Record<TablePhase, number> = { waiting: 0, playing: 0, paused: 0, over: 0 };
      for (const running of host.rooms.values()) counts[running.phase()] += 1;
      return counts;
    },
    list: reads.list,
    summary: reads.summary,
    gamesOf: reads.gamesOf,
    ...lobbyTables(store, host, reads, waiting, log, options.timeControlMinimums),
    ...handHistory(host, reads, archives, log),
    close: async () => {
      waiting.close();
      await Promise.all([...host.rooms.values()].map((running) => running.close()));
      await archiver.close();
    },
  };
};
