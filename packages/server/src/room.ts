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
 */
import { type RuleError, type ShuffleSeed, err, ok, PROCEDURE, ruleError } from '@tavolo/cards';
import { handCommitment, handSecret } from '@tavolo/cards';
import type {
  BotName,
  Deadline,
  HandFairness,
  SeatStatus,
  ServerMessage,
  TablePhase,
  TableStatus,
  TimeControl,
} from '@tavolo/protocol';
import { errorMessage } from '@tavolo/protocol';
import type { GameRecord, GameRecordInput } from '@tavolo/store';
import type { BotPool } from './bot-pool.js';
import { type LimitPhase, chessClockMs, forcedActions, limitFor } from './clock.js';
import { type Game, type GameName, GAMES, type Viewer } from './game.js';
import type { Journal } from './journal.js';
import { type JsonText, createJsonText, sameJson } from './json-text.js';
import {
  type Delivered,
  type Message,
  type Table,
  appended,
  eventsAfter,
  eventsOf,
  legalActionsFor,
  openTable,
  seatOnTurn,
  since,
  snapshot,
  submit,
} from './table.js';

/** Games with their types erased, so rooms of both games share one code path. */
export type AnyGame = Game<unknown, unknown, unknown, unknown>;
type AnyTable = Table<unknown, unknown, unknown, unknown>;

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
}

/** Whoever follows the room: a WebSocket connection, a test's recorder. */
export interface Connection {
  /**
   * `text`, when given, answers the message serialized: it is shared by the connections that
   * receive the same message, so that it is serialized once, not once per connection.
   */
  readonly send: (message: ServerMessage, text?: () => string) => void;
  /** The account behind the connection, when logged in. */
  readonly userId: string | undefined;
}

export interface RoomDeps {
  readonly journal: Journal;
  readonly bots: BotPool;
  /** Before a bot's move reaches the table, so people can follow; 0 in tests and load runs. */
  readonly botDelayMs: number;
  /** Bot seats are played by this bot once a person has left them (BUR-CH art. 47). */
  readonly standInBot: BotName;
  readonly onAbandon: (slot: number, abandoned: boolean) => void;
  readonly onPhase: (phase: TablePhase) => void;
  readonly onAction: (outcome: 'accepted' | 'refused', code?: string) => void;
  readonly log: (message: string, error?: unknown) => void;
}

/** The person at a slot, once someone has taken it. */
export interface SlotHolder {
  readonly userId: string;
  readonly name: string;
}

export const seedOf = (secret: string): ShuffleSeed => ({ scheme: 'hmac-sha256-hands-v1', secret });

/** The text of a message sent to several connections, made by the first one that needs it. */
const serializedOnce = (message: ServerMessage, json: JsonText): (() => string) => {
  let text: string | undefined;
  return () => (text ??= json.stringify(message));
};

/** The names the engine seats: the person's, or a bot's by its slot. */
export const slotNames = (
  bots: readonly (BotName | null)[],
  holders: readonly (SlotHolder | undefined)[],
): string[] =>
  bots.map((bot, slot) => (bot === null ? holders[slot]?.name : undefined) ?? `Robot ${slot + 1}`);

type ActRecord = {
  readonly seat: number | null;
  readonly action: unknown;
  readonly by: 'player' | 'bot' | 'clock' | 'director';
  /** The chess clock after the move, by side (ms left this hand). */
  readonly chess?: readonly number[];
};
type SeatRecord = {
  readonly seat: number;
  readonly controller: 'human' | 'bot';
  readonly reason: 'left' | 'abandoned' | 'returned';
};

/** One change of the match as the log replays it, with what it produced. */
export interface ReplayedStep {
  readonly record: GameRecord;
  readonly seat: number | null;
  readonly from: number;
  readonly events: readonly { readonly version: number; readonly event: unknown }[];
  readonly after: AnyTable;
}

export interface Rebuilt {
  readonly table: AnyTable | undefined;
  readonly names: readonly string[];
  readonly controllers: readonly ('human' | 'bot')[];
  readonly chess: readonly number[] | undefined;
  readonly steps: readonly ReplayedStep[];
  /** The table right after the match started, before any move. */
  readonly opened: AnyTable | undefined;
}

/** The log of a table whose match has not started: nothing to replay. */
export const NOT_STARTED: Rebuilt = {
  table: undefined,
  names: [],
  controllers: [],
  chess: undefined,
  steps: [],
  opened: undefined,
};

/**
 * Replays a room's log: the start (names by slot), then every move in order. The engines are
 * deterministic, so the result is the table the room had, with the same versions.
 */
export const rebuild = (
  setup: Pick<RoomSetup, 'game' | 'profile' | 'secret' | 'bots' | 'timeControl'>,
  records: readonly GameRecord[],
):
  | { readonly ok: true; readonly value: Rebuilt }
  | { readonly ok: false; readonly error: RuleError } => {
  const game = gameOf(setup.game);
  let table: AnyTable | undefined;
  let opened: AnyTable | undefined;
  let names: readonly string[] = [];
  let controllers: ('human' | 'bot')[] = [];
  let chess: readonly number[] | undefined;
  const steps: ReplayedStep[] = [];
  for (const record of records) {
    if (record.kind === 'start') {
      names = (record.data as { readonly names: readonly string[] }).names;
      const started = openTable({
        game,
        profile: setup.profile,
        seats: names,
        seed: seedOf(setup.secret),
        chessClock: chessClockMs(setup.timeControl) !== null,
      });
      if (!started.ok) return started;
      table = opened = started.value;
      const seated = game.players(table.state);
      controllers = seated.map((name) => (setup.bots[names.indexOf(name)] ? 'bot' : 'human'));
      steps.push({
        record,
        seat: null,
        from: 1,
        events: eventsOf(table.log).map((l) => ({ version: l.version, event: l.visible.event })),
        after: table,
      });
      continue;
    }
    if (!table)
      return err(ruleError('bad-log', PROCEDURE, `record ${record.seq} before the start`));
    if (record.kind === 'seat') {
      const change = record.data as SeatRecord;
      controllers[change.seat] = change.controller;
      continue;
    }
    const act = record.data as ActRecord;
    const from = table.version;
    const next =
      act.seat === null ? directStep(table, act.action) : submit(table, act.seat, act.action);
    if (!next.ok)
      return err(ruleError('bad-log', PROCEDURE, `record ${record.seq}: ${next.error.message}`));
    table = next.value.table;
    if (act.chess) chess = act.chess;
    steps.push({
      record,
      seat: act.seat,
      from: from + 1,
      events: eventsAfter(table.log, from).map((l) => ({
        version: l.version,
        event: l.visible.event,
      })),
      after: table,
    });
  }
  return ok({ table, names, controllers, chess, steps, opened });
};

/** A director's action (a chess clock's expiry) on a table: every viewer sees its events. */
const directStep = (table: AnyTable, action: unknown) => {
  const step = table.game.direct(table.state, action);
  if (!step.ok) return step;
  const from = table.version;
  const logged = step.value.events.map((visible, i) => ({ version: from + i + 1, visible }));
  const next: AnyTable = {
    ...table,
    state: step.value.state,
    version: from + logged.length,
    log: appended(table.log, logged, table.keep),
  };
  const delivered: Delivered<unknown> = new Map(
    [...Array.from({ length: table.game.seatCount(table.state) }, (_, s) => s as Viewer), null].map(
      (viewer) =>
        [
          viewer,
          logged.map((l): Message<unknown> => ({
            version: l.version,
            hidden: false,
            event: l.visible.event,
          })),
        ] as const,
    ),
  );
  return ok({ table: next, delivered });
};

export type StartResult = { readonly ok: true } | { readonly ok: false; readonly error: RuleError };

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
  /** A seated person leaves for good: a bot plays on for them (BUR-CH art. 47). */
  leave(seat: number): Promise<void>;
  status(): TableStatus;
  /** Stops the timers (the server is shutting down); the log keeps everything. */
  close(): Promise<void>;
}

interface Joined {
  readonly connection: Connection;
  readonly viewer: Viewer;
}

interface Pending {
  readonly records: readonly GameRecordInput[];
  readonly table: AnyTable;
  readonly delivered: ReadonlyMap<Viewer, readonly Message<unknown>[]>;
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
  /** The room's views share their arrays, change after change: their text is reused. */
  const json = createJsonText();
  let table = resumed.rebuilt.table;
  let names = resumed.rebuilt.names;
  let holders = resumed.holders;
  let controllers = [...resumed.rebuilt.controllers];
  let seq = resumed.lastSeq;
  let phase: TablePhase = resumed.phase;
  const joined = new Set<Joined>();
  /** Connections whose hello waits in the queue, with the entry it will add. */
  const attaching = new Map<Connection, Joined>();
  const grace = new Map<number, NodeJS.Timeout>();
  let deadline:
    | { readonly value: Deadline; readonly version: number; readonly timer: NodeJS.Timeout }
    | undefined;
  const fullChess = chessClockMs(setup.timeControl);
  let chess: number[] | undefined =
    fullChess === null ? undefined : [...(resumed.rebuilt.chess ?? [fullChess, fullChess])];
  let chessRunning:
    { readonly side: number; readonly since: number; readonly timer: NodeJS.Timeout } | undefined;
  let chessHand = table ? game.handNumber(table.state) : 0;
  let queue: Promise<void> = Promise.resolve();
  let closed = false;
  /** The status last sent, with the chess clock's running side in place of its times. */
  let lastStatus: unknown;

  const enqueue = (task: () => Promise<void> | void) => {
    queue = queue.then(task).catch((error: unknown) => deps.log(`room ${setup.id}`, error));
    return queue;
  };

  const seatOfSlot = (slot: number): number | null => {
    const name = names[slot];
    const seat = name === undefined || !table ? -1 : game.players(table.state).indexOf(name);
    return seat < 0 ? null : seat;
  };
  const seatOfUser = (userId: string): number | null => {
    const slot = holders.findIndex((h) => h?.userId === userId);
    return slot < 0 ? null : seatOfSlot(slot);
  };
  const isOver = () => table !== undefined && game.isOver(table.state);
  const slotOfSeat = (seat: number) =>
    table ? names.indexOf(game.players(table.state)[seat] as string) : -1;
  const isPersonSeat = (seat: number) => setup.bots[slotOfSeat(seat)] === null;
  const humanSeats = () =>
    table
      ? game
          .players(table.state)
          .map((_, s) => s)
          .filter(isPersonSeat)
      : [];
  const joinedAs = (connection: Connection): Joined | undefined => {
    for (const j of joined) if (j.connection === connection) return j;
    return undefined;
  };
  const connectedSeats = () => {
    const seats = new Set<number>();
    for (const j of joined) if (j.viewer !== null) seats.add(j.viewer);
    return seats;
  };

  /*
   * Every status carries the hands' commitments, and a status is worked out after every change:
   * the list (two HMACs a hand) is made again only when the hand or the end of the match changes.
   */
  let fairness:
    | { readonly current: number; readonly over: boolean; readonly hands: HandFairness[] }
    | undefined;
  const handsFairness = (): HandFairness[] => {
    const current = table ? game.handNumber(table.state) : 0;
    const over = isOver();
    if (fairness?.current === current && fairness.over === over) return fairness.hands;
    const seed = seedOf(setup.secret);
    // The next hand's commitment is published in advance, so it is out before its deal.
    const last = over ? current : current + 1;
    const hands = Array.from({ length: last }, (_, i): HandFairness => {
      const hand = i + 1;
      const finished = hand < current || (over && hand === current);
      return {
        hand,
        commitment: handCommitment(seed, hand) ?? '',
        ...(finished ? { secret: handSecret(setup.secret, hand) } : {}),
      };
    });
    fairness = { current, over, hands };
    return hands;
  };

  const status = (): TableStatus => {
    const players = table ? game.players(table.state) : [];
    const connected = connectedSeats();
    const seats: SeatStatus[] = players.map((name, seat) => {
      const slot = names.indexOf(name);
      const person = setup.bots[slot] === null;
      return {
        seat,
        name,
        userId: holders[slot]?.userId ?? null,
        controller: controllers[seat] ?? (person ? 'human' : 'bot'),
        connected: person && connected.has(seat),
      };
    });
    return {
      table: setup.id,
      phase,
      seats,
      deadline: deadline?.value ?? null,
      chessClock: chess ? chessNow() : null,
      hands: handsFairness(),
    };
  };

  const chessNow = (): number[] => {
    if (!chess) return [];
    const now = Date.now();
    return chess.map((ms, side) =>
      chessRunning?.side === side ? Math.max(0, ms - (now - chessRunning.since)) : ms,
    );
  };

  const sendAll = (message: ServerMessage) => {
    const text = serializedOnce(message, json);
    for (const j of joined) j.connection.send(message, text);
  };

  /** Tells everyone the status when it changed (or when `force`); answers whether it did. */
  const sendStatus = (force = false): boolean => {
    const current = status();
    // The chess clock's milliseconds change all the time; a change of who runs it is enough.
    const compared = { ...current, chessClock: chessRunning?.side ?? null };
    if (!force && sameJson(compared, lastStatus)) return false;
    lastStatus = compared;
    sendAll({ type: 'status', status: current });
    return true;
  };

  const prompt = (to: Joined) => {
    if (!table || phase !== 'playing' || isOver() || to.viewer === null) return;
    const seat = seatOnTurn(table);
    if (to.viewer !== seat || controllers[seat] !== 'human') return;
    to.connection.send({
      type: 'prompt',
      version: table.version,
      legal: legalActionsFor(table, seat),
    });
  };

  const broadcast = (delivered: ReadonlyMap<Viewer, readonly Message<unknown>[]>) => {
    if (!table) return;
    // One message per viewer: the spectators, and a seat's several connections, share it.
    const byViewer = new Map<Viewer, number>();
    const messages: ServerMessage[] = [];
    const to: { readonly connection: Connection; readonly index: number }[] = [];
    for (const j of joined) {
      let index = byViewer.get(j.viewer);
      if (index === undefined) {
        const mine = delivered.get(j.viewer) ?? [];
        if (mine.length === 0) continue;
        index = messages.length;
        messages.push({ type: 'messages', messages: mine, view: game.view(table.state, j.viewer) });
        byViewer.set(j.viewer, index);
      }
      to.push({ connection: j.connection, index });
    }
    // The viewers' views differ in little (their own cards): written side by side, once.
    let texts: readonly string[] | undefined;
    for (const { connection, index } of to)
      connection.send(messages[index] as ServerMessage, () => {
        texts ??= json.stringifyAll(messages);
        return texts[index] as string;
      });
    for (const j of joined) prompt(j);
  };

  /** Writes the records, then makes `next` the room's table and tells everyone. */
  const commit = async (
    pending: Pending,
  ): Promise<{ readonly ok: boolean; readonly error?: string }> => {
    const written = await deps.journal.write({
      tableId: setup.id,
      expectedSeq: seq,
      records: pending.records,
    });
    if (!written.ok) {
      deps.log(`room ${setup.id}: the log refused a write: ${written.error.message}`);
      return { ok: false, error: written.error.message };
    }
    seq += pending.records.length;
    const handBefore = table ? game.handNumber(table.state) : 0;
    table = pending.table;
    afterChange(handBefore);
    sendStatus();
    broadcast(pending.delivered);
    return { ok: true };
  };

  const setPhase = (next: TablePhase) => {
    if (phase === next) return;
    phase = next;
    deps.onPhase(next);
  };

  /** After every change: the phase, the clocks, and the bot on turn. */
  const afterChange = (handBefore: number) => {
    if (!table) return;
    if (isOver()) {
      setPhase('over');
      stopClocks();
      return;
    }
    const people = humanSeats();
    const connected = connectedSeats();
    const someoneHere = people.some((s) => connected.has(s));
    const anyPerson = people.length > 0;
    setPhase(anyPerson && !someoneHere ? 'paused' : 'playing');
    if (phase === 'paused') {
      stopClocks();
      return;
    }
    const hand = game.handNumber(table.state);
    if (chess && fullChess !== null && hand !== handBefore && hand !== chessHand) {
      chess = chess.map(() => fullChess);
      chessHand = hand;
    }
    runChess();
    runDeadline('turn-start');
    scheduleBot();
  };

  const stopClocks = () => {
    if (deadline) clearTimeout(deadline.timer);
    deadline = undefined;
    stopChess();
  };

  const stopChess = () => {
    if (!chessRunning || !chess) return;
    clearTimeout(chessRunning.timer);
    chess[chessRunning.side] = Math.max(
      0,
      (chess[chessRunning.side] ?? 0) - (Date.now() - chessRunning.since),
    );
    chessRunning = undefined;
  };

  const runChess = () => {
    stopChess();
    if (!chess || !table || !game.sideOf || !game.clockExpired) return;
    const side = game.sideOf(seatOnTurn(table));
    const left = chess[side] ?? 0;
    if (left <= 0) return;
    const clockExpired = game.clockExpired;
    chessRunning = {
      side,
      since: Date.now(),
      timer: setTimeout(
        () =>
          void enqueue(async () => {
            if (!table || chessRunning?.side !== side) return;
            stopChess();
            if (chess) chess[side] = 0;
            await directAction(clockExpired(side));
          }),
        left,
      ),
    };
  };

  const runDeadline = (after: 'turn-start' | 'turn-limit') => {
    const version = table?.version;
    // Someone connecting or leaving must not give the seat on turn a fresh limit.
    const running = deadline;
    if (
      after === 'turn-start' &&
      running !== undefined &&
      running.version === version &&
      phase === 'playing' &&
      controllers[running.value.seat] === 'human'
    )
      return;
    if (deadline) clearTimeout(deadline.timer);
    deadline = undefined;
    if (!table || version === undefined || phase !== 'playing') return;
    const seat = seatOnTurn(table);
    if (controllers[seat] !== 'human') return;
    const limit = limitFor(setup.timeControl, game, table.state, after);
    if (!limit) return;
    const value: Deadline = { seat, phase: limit.phase, endsAt: Date.now() + limit.seconds * 1000 };
    deadline = {
      value,
      version,
      timer: setTimeout(
        () => void enqueue(() => expire(version, limit.phase)),
        limit.seconds * 1000,
      ),
    };
  };

  const expire = async (version: number, limitPhase: LimitPhase) => {
    if (!table || table.version !== version || phase !== 'playing') return;
    if (limitPhase === 'turn') {
      // Art. 46: invited to finish within the grace seconds, then a forced discard.
      runDeadline('turn-limit');
      sendStatus();
      return;
    }
    const seat = seatOnTurn(table);
    const forced = forcedActions(game, table.state, seat);
    if (!forced.ok) {
      deps.log(`room ${setup.id}: ${forced.error.message}`);
      return;
    }
    await playMoves(seat, forced.value, 'clock');
  };

  /** Plays several moves of one seat as one change (one write, one message per viewer). */
  const playMoves = async (
    seat: number,
    actions: readonly unknown[],
    by: ActRecord['by'],
  ): Promise<
    | { readonly ok: true; readonly version: number }
    | { readonly ok: false; readonly error: RuleError }
  > => {
    if (!table) return err(ruleError('not-started', PROCEDURE, 'the match has not started'));
    let next = table;
    const delivered = new Map<Viewer, Message<unknown>[]>();
    const records: GameRecordInput[] = [];
    for (const action of actions) {
      const step = submit(next, seat, action);
      if (!step.ok) return step;
      next = step.value.table;
      for (const [viewer, messages] of step.value.delivered)
        delivered.set(viewer, [...(delivered.get(viewer) ?? []), ...messages]);
      records.push({
        kind: 'act',
        at: new Date().toISOString(),
        data: actRecord(seat, action, by, next),
      });
    }
    const done = await commit({ records, table: next, delivered });
    return done.ok
      ? { ok: true, version: next.version }
      : err(ruleError('not-saved', PROCEDURE, 'the server could not save the move; try again'));
  };

  const actRecord = (
    seat: number | null,
    action: unknown,
    by: ActRecord['by'],
    next: AnyTable,
  ): ActRecord => {
    if (!chess || !game.sideOf) return { seat, action, by };
    // The clock as it will stand after the move: the running side has used its time so far.
    const now = chessNow();
    const handChanged = game.handNumber(next.state) !== chessHand;
    return {
      seat,
      action,
      by,
      chess: handChanged && fullChess !== null ? now.map(() => fullChess) : now,
    };
  };

  const directAction = async (action: unknown) => {
    if (!table) return;
    const step = directStep(table, action);
    if (!step.ok) return deps.log(`room ${setup.id}: ${step.error.message}`);
    await commit({
      records: [
        {
          kind: 'act',
          at: new Date().toISOString(),
          data: actRecord(null, action, 'director', step.value.table),
        },
      ],
      table: step.value.table,
      delivered: step.value.delivered,
    });
  };

  let botBusy = false;
  const scheduleBot = () => {
    if (!table || phase !== 'playing' || isOver() || botBusy || closed) return;
    const seat = seatOnTurn(table);
    if (controllers[seat] !== 'bot') return;
    const bot = setup.bots[slotOfSeat(seat)] ?? deps.standInBot;
    const version = table.version;
    const legal = legalActionsFor(table, seat);
    const view = snapshot(table, seat).view;
    botBusy = true;
    const ask = async () => {
      const choice = await deps.bots.choose({ game: setup.game, bot, seed: version, view, legal });
      if (deps.botDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, deps.botDelayMs));
      await enqueue(async () => {
        botBusy = false;
        // The table may have changed, or paused (every person gone) while the bot thought: then
        // it plays nothing now, and is asked again when the table plays on.
        const stale =
          !table || table.version !== version || controllers[seat] !== 'bot' || phase !== 'playing';
        if (stale || closed) return scheduleBot();
        if (!choice.ok) return deps.log(`room ${setup.id}: bot failed: ${choice.error.message}`);
        const played = await playMoves(seat, [legal[choice.value]], 'bot');
        if (!played.ok)
          deps.log(`room ${setup.id}: the bot's move was refused: ${played.error.message}`);
        scheduleBot();
      });
    };
    void ask().catch((error: unknown) => {
      botBusy = false;
      deps.log(`room ${setup.id}: bot`, error);
    });
  };

  const setController = async (
    seat: number,
    controller: 'human' | 'bot',
    reason: SeatRecord['reason'],
  ) => {
    if (!table || controllers[seat] === controller) return;
    const written = await deps.journal.write({
      tableId: setup.id,
      expectedSeq: seq,
      records: [
        {
          kind: 'seat',
          at: new Date().toISOString(),
          data: { seat, controller, reason } satisfies SeatRecord,
        },
      ],
    });
    if (!written.ok)
      return deps.log(`room ${setup.id}: seat change not saved: ${written.error.message}`);
    seq += 1;
    controllers[seat] = controller;
    if (controller === 'bot') deps.onAbandon(slotOfSeat(seat), true);
    afterChange(game.handNumber(table.state));
    sendStatus();
    for (const j of joined) prompt(j);
  };

  const room: Room = {
    id: setup.id,
    setup,
    phase: () => phase,
    followers: () => joined.size,
    seatOfSlot,
    seatOfUser,
    start: async (startHolders) => {
      const startNames = slotNames(setup.bots, startHolders);
      let result: StartResult = err(ruleError('not-started', PROCEDURE, 'the match did not start'));
      await enqueue(async () => {
        if (table) {
          result = err(ruleError('already-started', PROCEDURE, 'the match has started'));
          return;
        }
        const opened = openTable({
          game,
          profile: setup.profile,
          seats: startNames,
          seed: seedOf(setup.secret),
          chessClock: fullChess !== null,
        });
        if (!opened.ok) {
          result = opened;
          return;
        }
        const written = await deps.journal.write({
          tableId: setup.id,
          expectedSeq: seq,
          records: [{ kind: 'start', at: new Date().toISOString(), data: { names: startNames } }],
        });
        if (!written.ok) {
          result = err(ruleError('not-saved', PROCEDURE, written.error.message));
          return;
        }
        seq += 1;
        names = startNames;
        holders = startHolders;
        table = opened.value;
        controllers = game
          .players(table.state)
          .map((name) => (setup.bots[names.indexOf(name)] ? 'bot' : 'human'));
        if (chess && fullChess !== null) chess = chess.map(() => fullChess);
        chessHand = game.handNumber(table.state);
        afterChange(0);
        // Whoever followed the waiting table learns its seat now: a fresh snapshot each.
        for (const j of [...joined]) {
          joined.delete(j);
          const seat = j.connection.userId === undefined ? null : seatOfUser(j.connection.userId);
          room.attach(j.connection, seat, undefined);
        }
        sendStatus(true);
        result = { ok: true };
      });
      return result;
    },
    attach: (connection, seat, after) => {
      const entry: Joined = { connection, viewer: seat };
      attaching.set(connection, entry);
      // Behind the changes already queued: a move received before this hello (its commit still
      // in flight, say) is in the snapshot, so the version a client resumes at says whether the
      // move it sent before its socket died was played; and nothing reaches the connection
      // before its snapshot.
      void enqueue(async () => {
        // Gone, or attached again, meanwhile: the later call decides.
        if (attaching.get(connection) !== entry) return;
        attaching.delete(connection);
        for (const j of joined) if (j.connection === connection) joined.delete(j);
        joined.add(entry);
        if (!table) {
          connection.send({
            type: 'snapshot',
            table: setup.id,
            seat: null,
            version: 0,
            view: null,
          });
          connection.send({ type: 'status', status: status() });
          return;
        }
        if (seat !== null) {
          const timer = grace.get(seat);
          if (timer) clearTimeout(timer);
          grace.delete(seat);
        }
        const missed = after === undefined ? undefined : since(table, seat, after);
        if (missed?.kind === 'messages')
          connection.send({
            type: 'messages',
            messages: missed.messages,
            view: game.view(table.state, seat),
          });
        else {
          const shot = missed?.kind === 'resync' ? missed.snapshot : snapshot(table, seat);
          connection.send({
            type: 'snapshot',
            table: setup.id,
            seat,
            version: shot.version,
            view: shot.view,
          });
        }
        if (seat !== null && controllers[seat] === 'bot' && isPersonSeat(seat))
          await setController(seat, 'human', 'returned');
        if (!isOver()) afterChange(game.handNumber(table.state));
        if (!sendStatus()) connection.send({ type: 'status', status: status() });
        prompt(entry);
      });
    },
    detach: (connection) => {
      attaching.delete(connection);
      let seat: Viewer = null;
      for (const j of joined)
        if (j.connection === connection) {
          seat = j.viewer;
          joined.delete(j);
        }
      if (!table || isOver() || seat === null || connectedSeats().has(seat)) return;
      const left = seat;
      void enqueue(() => {
        afterChange(table ? game.handNumber(table.state) : 0);
        sendStatus();
      });
      if (grace.has(left) || controllers[left] !== 'human') return;
      grace.set(
        left,
        setTimeout(() => {
          grace.delete(left);
          void enqueue(() =>
            connectedSeats().has(left) ? undefined : setController(left, 'bot', 'abandoned'),
          );
        }, setup.graceSeconds * 1000),
      );
    },
    act: (connection, id, action) => {
      const refuse = (error: RuleError) => {
        deps.onAction('refused', error.code);
        connection.send(errorMessage(error, id));
      };
      void enqueue(async () => {
        const entry = joinedAs(connection);
        if (!entry)
          return refuse(ruleError('not-joined', PROCEDURE, 'say hello to a table before acting'));
        if (entry.viewer === null)
          return refuse(ruleError('spectator', PROCEDURE, 'a spectator cannot act'));
        if (!table)
          return refuse(ruleError('not-started', PROCEDURE, 'the match has not started yet'));
        if (controllers[entry.viewer] !== 'human')
          return refuse(ruleError('seat-played-by-bot', PROCEDURE, 'a bot plays this seat now'));
        const played = await playMoves(entry.viewer, [action], 'player');
        if (!played.ok) return refuse(played.error);
        deps.onAction('accepted');
        connection.send({ type: 'ack', id, version: played.version });
      });
    },
    leave: async (seat) => {
      await enqueue(() => setController(seat, 'bot', 'left'));
    },
    status,
    close: async () => {
      closed = true;
      for (const timer of grace.values()) clearTimeout(timer);
      grace.clear();
      stopClocks();
      await queue;
    },
  };

  if (table) afterChange(game.handNumber(table.state));
  return room;
};
