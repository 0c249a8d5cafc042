/**
 * The rooms running in this process, by table id, and the people at each table's slots (kept
 * in memory beside the store's copy). A room is opened here, for a new table or one resumed
 * from its log, and a finished one leaves memory once nobody follows it any more: its log
 * stays in the store for the history, replays and proofs.
 */
import type { BotName, Pace } from '@tavolo/protocol';
import type { GamePhase, GameTableRecord, Store } from '@tavolo/store';
import type { BotPool } from './bot-pool.js';
import type { GameName } from './game.js';
import type { Journal } from './journal.js';
import { type Rebuilt, type Room, type SlotHolder, openRoom } from './room.js';
import { botsOf, configOf } from './table-settings.js';
import type { TablePhase } from '@tavolo/protocol';

export interface RoomHostOptions {
  readonly store: Store;
  readonly journal: Journal;
  readonly bots: BotPool;
  readonly botDelayMs?: number;
  /** Who plays the seat of a person who left (`STAND_IN_BOT` unless a test sets another). */
  readonly standInBot?: BotName;
  /** How long a finished match stays in memory after its last follower left. */
  readonly retireAfterMs?: number;
  readonly onAction?: (game: GameName, outcome: 'accepted' | 'refused', code?: string) => void;
  readonly log: (message: string, error?: unknown) => void;
}

export interface RoomHost {
  readonly rooms: Map<string, Room>;
  /** By table: the people at each slot. */
  readonly holders: Map<string, (SlotHolder | undefined)[]>;
  /** Opens the room of a table whose log was replayed into `rebuilt` (NOT_STARTED for none). */
  startRoom(record: GameTableRecord, rebuilt: Rebuilt, lastSeq: number, phase: TablePhase): Room;
  /** Reads who sits at the table from the store, and keeps it. */
  loadHolders(record: GameTableRecord): Promise<(SlotHolder | undefined)[]>;
}

/**
 * How long a finished match stays in memory once nobody follows it, for a player who reloads
 * the page: later, a look at it opens its read-only room from the log (`finished-rooms.ts`).
 * Short, so that the memory of a busy server holds the matches being played, not the ones over.
 */
const RETIRE_AFTER_MS = 30_000;

/**
 * The substitute of a player who leaves a started match. BUR-CH art. 47: "In caso di abbandono
 * di una partita da parte di un giocatore, giustificabile solo da cause di forza maggiore, è
 * fatto obbligo sostituire l'assente con altro giocatore indicato dall'abbandonato o in
 * assenza sarà designato un membro dello staff dalla direzione (robot)." At a live table the
 * "robot" is a member of the staff; that a software bot takes the seat here is Tavolo's
 * reading of the article, and it plays at Esperto, a sound substitute rather than the weakest
 * or the slowest player (Campione thinks over every move).
 */
export const STAND_IN_BOT: BotName = 'esperto';

export const openRoomHost = (options: RoomHostOptions): RoomHost => {
  const { store, log } = options;
  const rooms = new Map<string, Room>();
  const holders = new Map<string, (SlotHolder | undefined)[]>();

  const retire = (id: string) => {
    const timer = setTimeout(() => {
      const room = rooms.get(id);
      if (room && room.followers() > 0) return retire(id);
      rooms.delete(id);
      holders.delete(id);
    }, options.retireAfterMs ?? RETIRE_AFTER_MS);
    timer.unref();
  };

  /** The table's settings as saved now (the seats' places included), with the new pace. */
  const savePace = async (id: string, pace: Pace) => {
    const read = await store.games.readTable(id);
    if (!read.ok) throw new Error(read.error.message);
    const saved = await store.games.updateConfig(id, { ...configOf(read.value), pace });
    if (!saved.ok) throw new Error(saved.error.message);
  };

  const startRoom: RoomHost['startRoom'] = (record, rebuilt, lastSeq, phase) => {
    const config = configOf(record);
    const room = openRoom(
      {
        id: record.id,
        game: record.game as GameName,
        profile: record.profile,
        secret: record.secret,
        bots: botsOf(config),
        timeControl: config.timeControl,
        graceSeconds: config.graceSeconds,
        hands: config.hands,
        reviewLastTrick: config.reviewLastTrick === true,
        pace: config.pace ?? 'normal',
        createdBy: record.createdBy,
      },
      {
        journal: options.journal,
        bots: options.bots,
        botDelayMs: options.botDelayMs ?? 0,
        standInBot: options.standInBot ?? STAND_IN_BOT,
        onAbandon: (slot, abandoned) =>
          void store.games
            .markAbandoned(record.id, slot, abandoned)
            .catch((error: unknown) => log(`table ${record.id}: abandonment not saved`, error)),
        onPhase: (next) => {
          void store.games
            .setPhase(record.id, next as GamePhase)
            .catch((error: unknown) => log(`table ${record.id}: phase not saved`, error));
          if (next === 'over') retire(record.id);
        },
        onAction: (outcome, code) => options.onAction?.(record.game as GameName, outcome, code),
        // The pace a player chose outlives a restart: it is the table's setting from then on.
        onPace: (pace) =>
          void savePace(record.id, pace).catch((error: unknown) =>
            log(`table ${record.id}: pace not saved`, error),
          ),
        log,
      },
      { rebuilt, lastSeq, phase, holders: holders.get(record.id) ?? [] },
    );
    rooms.set(record.id, room);
    return room;
  };

  const loadHolders: RoomHost['loadHolders'] = async (record) => {
    const seated: (SlotHolder | undefined)[] = configOf(record).seats.map(() => undefined);
    for (const p of await store.games.players(record.id))
      seated[p.slot] = { userId: p.userId, name: p.name };
    holders.set(record.id, seated);
    return seated;
  };

  return { rooms, holders, startRoom, loadHolders };
};
