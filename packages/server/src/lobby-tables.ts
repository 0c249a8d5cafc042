/**
 * The lobby's writes: opening a table, taking and giving back places, quick play. A table's
 * match starts once every person's place is taken; where each slot sits is then saved with
 * its settings.
 */
import { randomBytes } from 'node:crypto';
import { type Result, type RuleError, err, ok } from '@tavolo/cards';
import type { BotName, CreateTable, QuickPlay, TableSummary, User } from '@tavolo/protocol';
import type { GameTableRecord, NewGameTable, Store } from '@tavolo/store';
import { type TimeControlMinimums, chessClockMs, timeControlRefusal } from './clock.js';
import { notSavedLogged } from './journal.js';
import { BRIDGE_PROFILE, type GameName } from './game.js';
import type { Lobby } from './lobby.js';
import type { LobbyList } from './lobby-list.js';
import { gameOf, NOT_STARTED } from './room.js';
import type { RoomHost } from './room-host.js';
import { type TableConfig, configOf, refusal, storedSeats } from './table-settings.js';
import type { WaitingTables } from './waiting-tables.js';

export type LobbyTables = Pick<Lobby, 'createTable' | 'quickPlay' | 'join' | 'leave'>;

const DEFAULT_PROFILE: Record<GameName, string> = {
  scala40: 'fisca-101',
  burraco: 'champion',
  bridge: BRIDGE_PROFILE,
};
const DEFAULT_PLAYERS: Record<GameName, number> = { scala40: 4, burraco: 4, bridge: 4 };

/** The bot a quick play gives every place but the caller's when it names none. */
export const QUICK_PLAY_BOT: BotName = 'esperto';

/**
 * The bots of a quick play's places after the caller's: one level for all (`bot`), or one per
 * place (`bots`), whose number must be the players' but one.
 */
const quickBots = (request: QuickPlay): Result<readonly BotName[], RuleError> => {
  const { bot, bots } = request;
  if (bots === undefined) {
    const players = request.players ?? DEFAULT_PLAYERS[request.game];
    return ok(Array.from({ length: players - 1 }, () => bot ?? QUICK_PLAY_BOT));
  }
  if (bot !== undefined || (request.players !== undefined && request.players !== bots.length + 1))
    return err(
      refusal('bot-places', 'name one bot for every place but yours: bot for all, or bots'),
    );
  return ok(bots);
};

const newTableId = () => randomBytes(8).toString('base64url');

export const lobbyTables = (
  store: Store,
  host: RoomHost,
  reads: LobbyList,
  waiting: WaitingTables,
  log: (message: string, error?: unknown) => void,
  /** The shortest limits a table may have (`TIME_CONTROL_MINIMUMS` unless a test lowers them). */
  minimums?: TimeControlMinimums,
): LobbyTables => {
  const { rooms, holders } = host;
  const { summaryOf, readTable } = reads;

  /** Starts the match once every person's place is taken, and remembers who sits where. */
  const startIfFull = async (record: GameTableRecord): Promise<Result<void, RuleError>> => {
    const room = rooms.get(record.id);
    const seated = holders.get(record.id) ?? [];
    const config = configOf(record);
    if (!room || room.phase() !== 'waiting') return ok(undefined);
    if (config.seats.some((plan, slot) => plan.kind === 'human' && !seated[slot]))
      return ok(undefined);
    const started = await room.start(seated);
    if (!started.ok) return started;
    const bySlot = config.seats.map((_, slot) => room.seatOfSlot(slot));
    const saved = await store.games.updateConfig(record.id, { ...config, seatsBySlot: bySlot });
    if (!saved.ok) log(`table ${record.id}: seats not saved: ${saved.error.message}`);
    return ok(undefined);
  };

  const createTable = async (
    request: CreateTable,
    by: User,
  ): Promise<Result<TableSummary, RuleError>> => {
    const game = gameOf(request.game);
    // A dry run of the deal checks the profile and the number of seats before anything is saved.
    const trial = game.start({
      profile: request.profile,
      seats: request.seats.map((_, i) => `p${i}`),
      seed: { scheme: 'xoroshiro128plus', seed: 1 },
      ...(request.hands !== undefined && { hands: request.hands }),
    });
    if (!trial.ok) return trial;
    if (request.reviewLastTrick !== undefined && request.game !== 'bridge')
      return err(
        refusal('bridge-only', 'reviewing the last trick (LAW 66) is a bridge table setting'),
      );
    if (request.game !== 'burraco' && chessClockMs(request.timeControl) !== null)
      return err(refusal('bad-time-control', 'the chess clock of BUR-CH art. 46 is for Burraco'));
    if (request.timeControl.kind === 'bur-ch-46' && request.game !== 'burraco')
      return err(refusal('bad-time-control', 'the BUR-CH art. 46 clock is for Burraco'));
    // A bridge table's clock is per turn (each call and card; `choiceSeconds` is not used,
    // there being no draw): the engine says what a seat out of time plays (time-out.ts).
    const tooShort = timeControlRefusal(request.timeControl, minimums);
    if (tooShort) return err(tooShort);
    const config: TableConfig = {
      seats: storedSeats(request.seats),
      timeControl: request.timeControl,
      graceSeconds: request.graceSeconds,
      ...(request.hands !== undefined && { hands: request.hands }),
      ...(request.pace !== undefined && { pace: request.pace }),
      ...(request.reviewLastTrick === true && { reviewLastTrick: true }),
    };
    const row: NewGameTable = {
      id: newTableId(),
      game: request.game,
      profile: request.profile,
      config,
      secret: randomBytes(32).toString('hex'),
      phase: 'waiting',
      createdBy: by.id,
      createdAt: new Date().toISOString(),
    };
    const record: GameTableRecord = { ...row, lastSeq: 0 };
    const tooMany = waiting.reserve(row.id, by);
    if (tooMany) return err(tooMany);
    const created = await store.games.createTable(row);
    if (!created.ok) {
      waiting.cancel(row.id);
      return notSavedLogged(log, `table ${row.id} not created`, created.error);
    }
    holders.set(
      record.id,
      config.seats.map(() => undefined),
    );
    host.startRoom(record, NOT_STARTED, 0, 'waiting');
    waiting.opened(record.id, by.id);
    const started = await startIfFull(record);
    if (!started.ok) return started;
    return ok(await summaryOf(record));
  };

  const join = async (
    tableId: string,
    user: User,
    slot?: number,
  ): Promise<Result<TableSummary, RuleError>> => {
    const record = await readTable(tableId);
    if (!record.ok) return record;
    const room = rooms.get(tableId);
    if (!room || room.phase() !== 'waiting')
      return err(refusal('table-started', 'the match has started: watch it instead'));
    const config = configOf(record.value);
    const seated = holders.get(tableId) ?? (await host.loadHolders(record.value));
    if (seated.some((h) => h?.userId === user.id)) return ok(await summaryOf(record.value));
    const free = config.seats
      .map((plan, i) => (plan.kind === 'human' && !seated[i] ? i : -1))
      .filter((i) => i >= 0);
    const chosen = slot ?? free[0];
    if (chosen === undefined) return err(refusal('table-full', 'every place is taken'));
    if (!free.includes(chosen)) return err(refusal('place-taken', `place ${chosen} is not free`));
    if (seated.some((h) => h?.name === user.name))
      return err(refusal('name-at-table', `someone called ${user.name} sits here already`));
    const saved = await store.games.setPlayer(tableId, chosen, {
      userId: user.id,
      name: user.name,
    });
    if (!saved.ok) return notSavedLogged(log, `table ${tableId}: seat not saved`, saved.error);
    seated[chosen] = { userId: user.id, name: user.name };
    waiting.touched(tableId);
    const started = await startIfFull(record.value);
    if (!started.ok) return started;
    return ok(await summaryOf(record.value));
  };

  return {
    createTable,
    quickPlay: async (request, by) => {
      const bots = quickBots(request);
      if (!bots.ok) return bots;
      const created = await createTable(
        {
          game: request.game,
          profile: request.profile ?? DEFAULT_PROFILE[request.game],
          seats: [{ kind: 'human' }, ...bots.value.map((bot) => ({ kind: 'bot' as const, bot }))],
          timeControl: { kind: 'none' },
          graceSeconds: 60,
        },
        by,
      );
      if (!created.ok) return created;
      return join(created.value.id, by, 0);
    },
    join,
    leave: async (tableId, user) => {
      const record = await readTable(tableId);
      if (!record.ok) return record;
      const room = rooms.get(tableId);
      const seated = holders.get(tableId) ?? [];
      const slot = seated.findIndex((h) => h?.userId === user.id);
      if (slot < 0) return err(refusal('not-seated', 'you have no place at this table'));
      if (room?.phase() === 'waiting') {
        const saved = await store.games.setPlayer(tableId, slot, null);
        if (!saved.ok) return notSavedLogged(log, `table ${tableId}: seat not freed`, saved.error);
        seated[slot] = undefined;
        waiting.touched(tableId);
      } else if (room && room.phase() !== 'over') {
        const seat = room.seatOfSlot(slot);
        if (seat !== null) await room.leave(seat);
      }
      return ok(await summaryOf(record.value));
    },
  };
};
