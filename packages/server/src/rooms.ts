/**
 * The rooms of one server process, and the lobby over them. Tables live in the store (settings,
 * players, the log of every move); a room is the running copy of one table. At start every
 * unfinished table is rebuilt from its log, so a crash loses nothing that was acknowledged.
 *
 * A table is owned by id: everything about it goes through its room, and nothing in a room
 * depends on its players' sockets being in this process.
 */
import { randomBytes } from 'node:crypto';
import { type Result, type RuleError, err, ok, PROCEDURE, ruleError } from '@tavolo/cards';
import {
  type BotName,
  type CreateTable,
  type HandReplay,
  type PlayedGame,
  type SeatPlan,
  type Slot,
  type TablePhase,
  type TableSummary,
  type TimeControl,
  type User,
  type Verification,
  verifyHandProof,
} from '@tavolo/protocol';
import { handCommitment, handSecret } from '@tavolo/cards';
import type { GameLogStore, GamePhase, GameTableRecord, NewGameTable, Store } from '@tavolo/store';
import type { BotPool } from './bot-pool.js';
import { chessClockMs } from './clock.js';
import { describeEvent } from './describe.js';
import { GAMES, type GameName } from './game.js';
import { type Journal, createJournal } from './journal.js';
import type { HandProofBody, Lobby, TableFilter } from './lobby.js';
import {
  type Rebuilt,
  type Room,
  type SlotHolder,
  gameOf,
  NOT_STARTED,
  openRoom,
  rebuild,
  seedOf,
  slotNames,
} from './room.js';

/** What a table's settings hold besides the store's columns. */
interface TableConfig {
  readonly seats: readonly SeatPlan[];
  readonly timeControl: TimeControl;
  readonly graceSeconds: number;
}

export interface RoomsOptions {
  readonly store: Store;
  readonly bots: BotPool;
  readonly botDelayMs?: number;
  readonly standInBot?: BotName;
  /** How long a finished match stays in memory after its last follower left. */
  readonly retireAfterMs?: number;
  /**
   * Where the moves are written: a `GameLogWriter`'s `append` (off the main thread), or by
   * default the store's own.
   */
  readonly append?: GameLogStore['append'];
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

/** How long a finished match stays in memory, for the last looks at its final state. */
const RETIRE_AFTER_MS = 5 * 60_000;

const DEFAULT_PROFILE: Record<GameName, string> = { scala40: 'fisca-101', burraco: 'champion' };
const DEFAULT_PLAYERS: Record<GameName, number> = { scala40: 4, burraco: 4 };

const refusal = (code: string, message: string): RuleError => ruleError(code, PROCEDURE, message);
const noTable = (id: string) => refusal('no-such-table', `no table ${id}`);

const newTableId = () => randomBytes(8).toString('base64url');

export const openRooms = async (options: RoomsOptions): Promise<Rooms> => {
  const { store } = options;
  const log = options.log ?? (() => undefined);
  const journal: Journal = createJournal(
    options.append ?? store.games.append,
    options.observeCommit,
  );
  const rooms = new Map<string, Room>();
  /** By table: the people at each slot (kept in memory beside the store's copy). */
  const holders = new Map<string, (SlotHolder | undefined)[]>();

  const configOf = (record: GameTableRecord): TableConfig => record.config as TableConfig;

  /**
   * A finished match leaves memory once nobody follows it any more: its log stays in the store
   * for the history, replays and proofs.
   */
  const retire = (id: string) => {
    const timer = setTimeout(() => {
      const room = rooms.get(id);
      if (room && room.followers() > 0) return retire(id);
      rooms.delete(id);
      holders.delete(id);
    }, options.retireAfterMs ?? RETIRE_AFTER_MS);
    timer.unref();
  };

  const botsOf = (config: TableConfig): (BotName | null)[] =>
    config.seats.map((plan) => (plan.kind === 'bot' ? plan.bot : null));

  const startRoom = (
    record: GameTableRecord,
    rebuilt: Rebuilt,
    lastSeq: number,
    phase: TablePhase,
  ): Room => {
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
      },
      {
        journal,
        bots: options.bots,
        botDelayMs: options.botDelayMs ?? 0,
        standInBot: options.standInBot ?? 'greedy',
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
        log,
      },
      { rebuilt, lastSeq, phase, holders: holders.get(record.id) ?? [] },
    );
    rooms.set(record.id, room);
    return room;
  };

  const loadHolders = async (record: GameTableRecord) => {
    const seated: (SlotHolder | undefined)[] = configOf(record).seats.map(() => undefined);
    for (const p of await store.games.players(record.id))
      seated[p.slot] = { userId: p.userId, name: p.name };
    holders.set(record.id, seated);
    return seated;
  };

  // Resume every unfinished table from its log.
  for (const record of await store.games.unfinishedTables()) {
    await loadHolders(record);
    const records = await store.games.readRecords(record.id);
    const rebuilt = rebuild(
      {
        game: record.game as GameName,
        profile: record.profile,
        secret: record.secret,
        bots: botsOf(configOf(record)),
        timeControl: configOf(record).timeControl,
      },
      records,
    );
    if (!rebuilt.ok) {
      log(`table ${record.id} cannot be resumed: ${rebuilt.error.message}`);
      continue;
    }
    startRoom(record, rebuilt.value, record.lastSeq, rebuilt.value.table ? 'paused' : 'waiting');
  }

  const summaryOf = async (record: GameTableRecord): Promise<TableSummary> => {
    const config = configOf(record);
    const room = rooms.get(record.id);
    const seated = holders.get(record.id) ?? (await loadHolders(record));
    const bots = botsOf(config);
    const names = slotNames(bots, seated);
    const slots: Slot[] = config.seats.map((plan, slot) => ({
      slot,
      kind: plan.kind,
      name: plan.kind === 'bot' ? (names[slot] ?? null) : (seated[slot]?.name ?? null),
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
      createdAt: record.createdAt,
      createdBy: record.createdBy,
    };
  };

  const seatsBySlot = (record: GameTableRecord) =>
    (record.config as { readonly seatsBySlot?: readonly (number | null)[] }).seatsBySlot;

  const readTable = async (id: string): Promise<Result<GameTableRecord, RuleError>> => {
    const record = await store.games.readTable(id);
    return record.ok ? record : err(noTable(id));
  };

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
    });
    if (!trial.ok) return trial;
    if (request.game !== 'burraco' && chessClockMs(request.timeControl) !== null)
      return err(refusal('bad-time-control', 'the chess clock of BUR-CH art. 46 is for Burraco'));
    if (request.timeControl.kind === 'bur-ch-46' && request.game !== 'burraco')
      return err(refusal('bad-time-control', 'the BUR-CH art. 46 clock is for Burraco'));
    const config: TableConfig = {
      seats: request.seats,
      timeControl: request.timeControl,
      graceSeconds: request.graceSeconds,
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
    const created = await store.games.createTable(row);
    if (!created.ok) return err(refusal('not-saved', created.error.message));
    holders.set(
      record.id,
      config.seats.map(() => undefined),
    );
    startRoom(record, NOT_STARTED, 0, 'waiting');
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
    const seated = holders.get(tableId) ?? (await loadHolders(record.value));
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
    if (!saved.ok) return err(refusal('not-saved', saved.error.message));
    seated[chosen] = { userId: user.id, name: user.name };
    const started = await startIfFull(record.value);
    if (!started.ok) return started;
    return ok(await summaryOf(record.value));
  };

  const handsOf = async (tableId: string) => {
    const record = await readTable(tableId);
    if (!record.ok) return record;
    const config = configOf(record.value);
    const rebuilt = rebuild(
      {
        game: record.value.game as GameName,
        profile: record.value.profile,
        secret: record.value.secret,
        bots: botsOf(config),
        timeControl: config.timeControl,
      },
      await store.games.readRecords(tableId),
    );
    if (!rebuilt.ok) return rebuilt;
    return ok({ record: record.value, rebuilt: rebuilt.value, hands: splitHands(rebuilt.value) });
  };

  const finishedHand = async (tableId: string, hand: number) => {
    const found = await handsOf(tableId);
    if (!found.ok) return found;
    const entry = found.value.hands.get(hand);
    if (!entry?.finished)
      return err(
        refusal(
          'hand-not-finished',
          `hand ${hand} is not over: it can be replayed once it is (LAW 66)`,
        ),
      );
    return ok({ ...found.value, entry });
  };

  const lobby: Rooms = {
    room: (id) => rooms.get(id),
    counts: () => {
      const counts: Record<TablePhase, number> = { waiting: 0, playing: 0, paused: 0, over: 0 };
      for (const room of rooms.values()) counts[room.phase()] += 1;
      return counts;
    },
    createTable,
    quickPlay: async (request, by) => {
      const players = request.players ?? DEFAULT_PLAYERS[request.game];
      const bot = request.bot ?? 'greedy';
      const created = await createTable(
        {
          game: request.game,
          profile: request.profile ?? DEFAULT_PROFILE[request.game],
          seats: [
            { kind: 'human' },
            ...Array.from({ length: players - 1 }, () => ({ kind: 'bot' as const, bot })),
          ],
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
        if (!saved.ok) return err(refusal('not-saved', saved.error.message));
        seated[slot] = undefined;
      } else if (room && room.phase() !== 'over') {
        const seat = room.seatOfSlot(slot);
        if (seat !== null) await room.leave(seat);
      }
      return ok(await summaryOf(record.value));
    },
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
    finishedHands: async (tableId) => {
      const found = await handsOf(tableId);
      if (!found.ok) return found;
      return ok([...found.value.hands.entries()].filter(([, h]) => h.finished).map(([n]) => n));
    },
    replay: async (tableId, hand) => {
      const found = await finishedHand(tableId, hand);
      if (!found.ok) return found;
      const { record, rebuilt, entry } = found.value;
      const players = rebuilt.table
        ? GAMES[record.game as GameName].players(rebuilt.table.state as never)
        : [];
      const replay: HandReplay = {
        table: tableId,
        game: record.game as GameName,
        profile: record.profile,
        hand,
        players,
        steps: entry.steps.map((s) => ({
          version: s.version,
          seat: s.seat,
          event: s.event,
          text: describeEvent(record.game as GameName, s.event, players, 'it'),
        })),
        fairness: {
          hand,
          commitment: handCommitment(seedOf(record.secret), hand) ?? '',
          secret: handSecret(record.secret, hand),
        },
      };
      return ok(replay);
    },
    replayText: async (tableId, hand) => {
      const replay = await lobby.replay(tableId, hand);
      if (!replay.ok) return replay;
      const { value } = replay;
      const header = [
        `Tavolo ${value.table} · ${value.game} (${value.profile}) · smazzata ${hand}`,
        `Giocatori: ${value.players.map((p, seat) => `${seat}: ${p}`).join(', ')}`,
        `Impegno: ${value.fairness.commitment}`,
        `Segreto: ${value.fairness.secret ?? ''}`,
        '',
      ];
      return ok([...header, ...value.steps.map((s) => `${s.version}. ${s.text}`), ''].join('\n'));
    },
    proof: async (tableId, hand) => {
      const found = await finishedHand(tableId, hand);
      if (!found.ok) return found;
      const { record, entry } = found.value;
      const game = record.game as GameName;
      const proof: HandProofBody = {
        game,
        table: tableId,
        hand,
        commitment: handCommitment(seedOf(record.secret), hand) ?? '',
        secret: handSecret(record.secret, hand),
        deal: dealRecordOf(game, entry.dealtState),
      };
      return ok(proof);
    },
    verify: async (tableId, hand) => {
      const proof = await lobby.proof(tableId, hand);
      if (!proof.ok) return proof;
      const checked = verifyHandProof(proof.value);
      const verification: Verification = {
        table: tableId,
        hand,
        commitment: proof.value.commitment,
        secret: proof.value.secret,
        ok: checked.ok,
        problems: checked.problems,
      };
      return ok(verification);
    },
    close: async () => {
      await Promise.all([...rooms.values()].map((room) => room.close()));
    },
  };
  return lobby;
};

interface HandSteps {
  readonly finished: boolean;
  /** The match state right after this hand's deal, for its proof. */
  readonly dealtState: unknown;
  readonly steps: readonly {
    readonly version: number;
    readonly seat: number | null;
    readonly event: unknown;
  }[];
}

/**
 * The log's events by hand: a hand runs from its `hand-started` to its `hand-ended` (the seat
 * draw before the first deal belongs to hand 1).
 */
const splitHands = (rebuilt: Rebuilt): ReadonlyMap<number, HandSteps> => {
  const hands = new Map<
    number,
    { finished: boolean; dealtState: unknown; steps: HandSteps['steps'][number][] }
  >();
  let current = 1;
  const entry = (hand: number) => {
    let found = hands.get(hand);
    if (!found) {
      found = { finished: false, dealtState: undefined, steps: [] };
      hands.set(hand, found);
    }
    return found;
  };
  for (const step of rebuilt.steps) {
    for (const { version, event } of step.events) {
      const typed = event as { readonly type?: string; readonly hand?: number };
      if (typed.type === 'hand-started' && typeof typed.hand === 'number') current = typed.hand;
      const hand = entry(current);
      hand.steps.push({ version, seat: step.seat, event });
      if (typed.type === 'hand-ended') hand.finished = true;
    }
    // A step that deals a hand leaves the state right after that deal: the hand's proof.
    const dealt = step.events.find(
      (e) => (e.event as { readonly type?: string }).type === 'hand-started',
    );
    if (dealt) entry(current).dealtState = step.after.state;
  }
  return hands;
};

const dealRecordOf = (game: GameName, state: unknown): unknown => gameOf(game).dealRecord(state);
