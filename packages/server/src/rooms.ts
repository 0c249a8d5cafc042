/**
 * The rooms of one server process, and the lobby over them. Tables live in the store (settings,
 * players, the log of every move); a room is the running copy of one table. At start every
 * unfinished table is rebuilt from its log, so a crash loses nothing that was acknowledged.
 *
 * A table is owned by id: everything about it goes through its room, and nothing in a room
 * depends on its players' sockets being in this process. The parts: the running rooms
 * (`room-host.ts`), their resumption (`resume.ts`), the lobby's reads (`lobby-list.ts`) and
 * writes (`lobby-tables.ts`), and the finished hands' history (`hand-history.ts`).
 */
import type { BotName, TablePhase } from '@tavolo/protocol';
import type { GameLogStore, Store } from '@tavolo/store';
import type { BotPool } from './bot-pool.js';
import type { GameName } from './game.js';
import { handHistory } from './hand-history.js';
import { createJournal } from './journal.js';
import type { Lobby } from './lobby.js';
import { lobbyList } from './lobby-list.js';
import { lobbyTables } from './lobby-tables.js';
import { resumeTables } from './resume.js';
import type { Room } from './room.js';
import { openRoomHost } from './room-host.js';

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
}

export interface Rooms extends Lobby {
  room(id: string): Room | undefined;
  /** How many rooms are running, by phase. */
  counts(): Readonly<Record<TablePhase, number>>;
  /** Stops every room's timers; the store keeps everything. */
  close(): Promise<void>;
}

export const openRooms = async (options: RoomsOptions): Promise<Rooms> => {
  const { store } = options;
  const log = options.log ?? (() => undefined);
  const host = openRoomHost({
    ...options,
    journal: createJournal(options.append ?? store.games.appendEach, options.observeCommit),
    log,
  });
  await resumeTables(store, host, log);
  const reads = lobbyList(store, host);
  return {
    room: (id) => host.rooms.get(id),
    counts: () => {
      const counts: Record<TablePhase, number> = { waiting: 0, playing: 0, paused: 0, over: 0 };
      for (const room of host.rooms.values()) counts[room.phase()] += 1;
      return counts;
    },
    list: reads.list,
    summary: reads.summary,
    gamesOf: reads.gamesOf,
    ...lobbyTables(store, host, reads, log),
    ...handHistory(store, reads),
    close: async () => {
      await Promise.all([...host.rooms.values()].map((room) => room.close()));
    },
  };
};
