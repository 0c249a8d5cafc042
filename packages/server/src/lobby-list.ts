/**
 * The lobby's reads: a table's summary (its places, who holds them, its phase), the list of
 * tables, and the games a player sat at. A running room's phase and seats are the live ones;
 * otherwise the store's.
 */
import { type Result, type RuleError, err, ok } from '@tavolo/cards';
import type { PlayedGame, Slot, TableSummary } from '@tavolo/protocol';
import type { GamePhase, GameTableRecord, Store } from '@tavolo/store';
import type { GameName } from './game.js';
import type { Lobby, TableFilter } from './lobby.js';
import { slotNames } from './room.js';
import type { RoomHost } from './room-host.js';
import { botsOf, configOf, noTable, seatsBySlot } from './table-settings.js';

export interface LobbyList extends Pick<Lobby, 'list' | 'summary' | 'gamesOf'> {
  summaryOf(record: GameTableRecord): Promise<TableSummary>;
  /** The table's record, or `no-such-table`. */
  readTable(id: string): Promise<Result<GameTableRecord, RuleError>>;
}

export const lobbyList = (store: Store, host: RoomHost): LobbyList => {
  const { rooms, holders } = host;

  const summaryOf = async (record: GameTableRecord): Promise<TableSummary> => {
    const config = configOf(record);
    const room = rooms.get(record.id);
    const seated = holders.get(record.id) ?? (await host.loadHolders(record));
    const bots = botsOf(config);
    const names = slotNames(bots, seated);
    const slots: Slot[] = config.seats.map((plan, slot) => ({
      slot,
      kind: plan.kind,
      name: plan.kind === 'bot' ? (names[slot] ?? null) : (seated[slot]?.name ?? null),
      ...(bots[slot] && { bot: bots[slot] }),
      userId: seated[slot]?.userId ?? null,
      seat: room?.seatOfSlot(slot) ?? seatsBySlot(record)?.[slot] ?? null,
    }));
    return {
      id: record.id,
      game: record.game as GameName,
      profile: record.profile,
      phase: room?.phase() ?? record.phase,
      slots,
      timeControl: config.timeControl,
      graceSeconds: config.graceSeconds,
      ...(config.hands !== undefined && { hands: config.hands }),
      pace: config.pace ?? 'normal',
      ...(config.reviewLastTrick === true && { reviewLastTrick: true }),
      createdAt: record.createdAt,
      createdBy: record.createdBy,
    };
  };

  const readTable = async (id: string): Promise<Result<GameTableRecord, RuleError>> => {
    const record = await store.games.readTable(id);
    return record.ok ? record : err(noTable(id));
  };

  return {
    summaryOf,
    readTable,
    list: async (filter?: TableFilter) => {
      const records = await store.games.listTables(
        filter?.phases ? { phases: filter.phases as GamePhase[] } : {},
      );
      const wanted = records.filter((r) => !filter?.game || r.game === filter.game);
      return Promise.all(wanted.map(summaryOf));
    },
    summary: async (tableId) => {
      const record = await readTable(tableId);
      return record.ok ? ok(await summaryOf(record.value)) : record;
    },
    gamesOf: async (userId) =>
      (await store.games.tablesOfUser(userId)).map((t): PlayedGame => ({
        table: t.id,
        game: t.game as GameName,
        profile: t.profile,
        phase: rooms.get(t.id)?.phase() ?? t.phase,
        seat: rooms.get(t.id)?.seatOfSlot(t.slot) ?? seatsBySlot(t)?.[t.slot] ?? null,
        createdAt: t.createdAt,
        abandoned: t.abandoned,
      })),
  };
};
