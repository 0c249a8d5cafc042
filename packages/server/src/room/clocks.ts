/**
 * A room's clocks: the limit of the seat on turn (BUR-CH art. 46, or a per-turn control) and
 * the chess clock of each side. The limits are data (`clock.ts`); here they run as timers, and
 * when one runs out the room plays what the clock forces.
 *
 * A limit belongs to the table's version: it starts with a move (a new turn, or the turn's
 * second phase) and nothing else resets it. A table paused because every person left freezes
 * its clocks, and going on resumes them with the time they had left; but a pause shorter than
 * `RELOAD_MS` (a reload, a connection dropped and back) moves no deadline: the clocks resume as
 * if they had run meanwhile. While they run, the clocks
 * are checkpointed in the log (`ClockRecord`, at most about a second apart), so a restart gives
 * the seat on turn the time it had when the server stopped.
 *
 * A new hand's clocks wait while the people read the count of the hand just ended: they start
 * when every person connected to the table has closed it, or `COUNT_READING_MS` after the hand
 * ended. The wait and its end are logged, so a reload or a restart does not move the start.
 */
import { type Deadline } from '@tavolo/protocol';
import { type LimitPhase, chessClockMs, forcedActions, limitFor } from '../clock.js';
import { seatOnTurn } from '../table.js';
import type { ClockReadings } from './broadcast.js';
import { CHECKPOINT_AFTER_MS, ROOM_TICKER } from './checkpoints.js';
import { type Connection, type RoomCore, isOver } from './core.js';
import type { ClockRecord, CountWait, Rebuilt } from './rebuild.js';
import type { AnyTable } from './setup.js';

/** What the clocks make the room do. */
export interface ClockPlays {
  /** The forced plays of the seat on turn (art. 46). */
  readonly forced: (seat: number, actions: readonly unknown[]) => Promise<unknown>;
  /** What the clock does when a side's chess clock runs out. */
  readonly expired: (action: unknown) => Promise<unknown>;
  readonly sendStatus: () => void;
  /** The count's wait is over: the room goes on (its clocks start unless it is paused). */
  readonly countRead: () => void;
}

/** A pause shorter than this is a reload: the deadlines stay where they were. */
export const RELOAD_MS = 15_000;

/** At most this long after a hand ends, the next hand's clocks start though the count is open. */
export const COUNT_READING_MS = 30_000;

export interface Clocks extends ClockReadings {
  /** Runs the clocks of the seat on turn after a change; `handBefore` the hand before it. */
  readonly run: (handBefore: number) => void;
  /**
   * Freezes the clocks with the time they have left (the table is paused). `asReload`: a pause
   * shorter than `RELOAD_MS` is then charged to them (every person gone); false for the
   * director's pause, which charges nothing however short.
   */
  readonly freeze: (asReload?: boolean) => void;
  /** Stops every clock for good (the match is over, or the room closes). */
  readonly stop: () => void;
  /** A new match: every chess clock full. */
  readonly started: (table: AnyTable) => void;
  /** The chess clock as it will stand after a move that leads to `next`. */
  readonly chessAfter: (next: AnyTable) => readonly number[] | undefined;
  /** A move's records, which carry the clocks, were written. */
  readonly recorded: () => void;
  /**
   * The connection's person closed the count of hand `hand`: answers whether the clocks wait
   * for that count (then the room runs them again, which starts them when all have closed).
   */
  readonly closeCount: (connection: Connection, hand: number) => boolean;
}

/** The wait of a new hand's clocks for the count: who closed it (an account, or a connection). */
interface CountHold extends CountWait {
  readonly closed: Set<string | Connection>;
  timer: NodeJS.Timeout | undefined;
}

/** The limit of the seat on turn in one version of the table. */
interface TurnClock {
  readonly seat: number;
  readonly version: number;
  readonly phase: LimitPhase;
  /** Its whole length: a display never shows more. */
  readonly limitMs: number;
  /** What is left, as of when it last stopped (or was set). */
  leftMs: number;
  /** While it runs: when it runs out, and the timer that plays then. */
  running: { readonly endsAt: number; readonly timer: NodeJS.Timeout } | undefined;
  /**
   * After a pause shorter than a reload: the deadline it had, which it resumes to the
   * millisecond (recomputing it from the time left would read the clock twice more).
   */
  resumeAt?: number | undefined;
}

export const createClocks = (
  core: RoomCore,
  resumed: Pick<Rebuilt, 'chess' | 'turn' | 'count'>,
  plays: ClockPlays,
): Clocks => {
  const { setup, game, deps } = core;
  const ticker = deps.ticker ?? ROOM_TICKER;
  const fullChess = chessClockMs(setup.timeControl);
  let chess: number[] | undefined =
    fullChess === null ? undefined : [...(resumed.chess ?? [fullChess, fullChess])];
  let chessRunning:
    { readonly side: number; readonly since: number; readonly timer: NodeJS.Timeout } | undefined;
  let chessHand = core.table ? game.handNumber(core.table.state) : 0;
  /** The whole length of a limit resumed from the log: its phase's, as the table stands. */
  const wholeLimit = (phase: LimitPhase, leftMs: number): number => {
    const after = phase === 'grace' ? 'turn-limit' : 'turn-start';
    const limit = core.table && limitFor(setup.timeControl, game, core.table.state, after);
    return limit && limit.phase === phase ? Math.max(leftMs, limit.seconds * 1000) : leftMs;
  };
  let turn: TurnClock | undefined = resumed.turn && {
    ...resumed.turn,
    limitMs: wholeLimit(resumed.turn.phase, resumed.turn.leftMs),
    running: undefined,
  };
  const timed = setup.timeControl.kind !== 'none';
  let count: CountHold | undefined = resumed.count && {
    ...resumed.count,
    closed: new Set(),
    timer: undefined,
  };
  /** When the log last had the clocks: a move, or a checkpoint. */
  let recordedAt = Date.now();
  let checkpointQueued = false;
  /**
   * Since when the clocks are frozen, the side whose chess clock ran then, and when the turn's
   * limit and that chess clock were to run out.
   */
  let frozen:
    | {
        readonly at: number;
        readonly side: number | undefined;
        readonly endsAt: number | undefined;
        readonly chessEndsAt: number | undefined;
      }
    | undefined;
  /** After a pause shorter than a reload: the chess clock resumes to this end, to the millisecond. */
  let chessResume: { readonly side: number; readonly endsAt: number } | undefined;

  const chessNow = (): number[] => {
    if (!chess) return [];
    const now = Date.now();
    return chess.map((ms, side) =>
      chessRunning?.side === side ? Math.max(0, ms - (now - chessRunning.since)) : ms,
    );
  };

  const turnLeft = (clock: TurnClock): number =>
    clock.running ? Math.max(0, clock.running.endsAt - Date.now()) : clock.leftMs;

  const stopChess = () => {
    if (!chessRunning || !chess) return;
    clearTimeout(chessRunning.timer);
    chess[chessRunning.side] = Math.max(
      0,
      (chess[chessRunning.side] ?? 0) - (Date.now() - chessRunning.since),
    );
    chessRunning = undefined;
  };

  const stopTurn = () => {
    if (!turn?.running) return;
    turn.leftMs = turnLeft(turn);
    clearTimeout(turn.running.timer);
    turn.running = undefined;
  };

  const startTurn = (clock: TurnClock) => {
    const now = Date.now();
    const endsAt = clock.resumeAt ?? now + clock.leftMs;
    clock.resumeAt = undefined;
    clock.running = {
      endsAt,
      timer: setTimeout(
        () => void core.enqueue(() => expire(clock.version, clock.phase)),
        Math.max(0, endsAt - now),
      ),
    };
  };

  const runChess = () => {
    stopChess();
    const { table } = core;
    if (!chess || !table || !game.sideOf || !game.clockExpired) return;
    const side = game.sideOf(seatOnTurn(table));
    const now = Date.now();
    const resume = chessResume?.side === side ? chessResume : undefined;
    chessResume = undefined;
    if (resume) chess[side] = Math.max(0, resume.endsAt - now);
    const left = chess[side] ?? 0;
    if (left <= 0) return;
    const clockExpired = game.clockExpired;
    chessRunning = {
      side,
      since: now,
      timer: setTimeout(
        () =>
          void core.enqueue(async () => {
            if (!core.table || chessRunning?.side !== side) return;
            stopChess();
            if (chess) chess[side] = 0;
            await plays.expired(clockExpired(side));
          }),
        left,
      ),
    };
  };

  /** The limit of the seat on turn: the one it has in this version, else a new one. */
  const runTurn = (after: 'turn-start' | 'turn-limit') => {
    const { table } = core;
    const seat = table ? seatOnTurn(table) : -1;
    const human = core.controllers[seat] === 'human';
    if (
      after === 'turn-start' &&
      turn !== undefined &&
      turn.version === table?.version &&
      turn.seat === seat &&
      human
    ) {
      if (!turn.running) startTurn(turn);
      return;
    }
    stopTurn();
    turn = undefined;
    if (!table || !human) return;
    const limit = limitFor(setup.timeControl, game, table.state, after);
    if (!limit) return;
    turn = {
      seat,
      version: table.version,
      phase: limit.phase,
      limitMs: limit.seconds * 1000,
      leftMs: limit.seconds * 1000,
      running: undefined,
    };
    startTurn(turn);
  };

  const expire = async (version: number, limitPhase: LimitPhase) => {
    const { table } = core;
    if (!table || table.version !== version || core.phase !== 'playing') return;
    if (limitPhase === 'turn') {
      // Art. 46: invited to finish within the grace seconds, then a forced discard.
      runTurn('turn-limit');
      plays.sendStatus();
      return;
    }
    const seat = seatOnTurn(table);
    const forced = forcedActions(game, table.state, seat);
    if (!forced.ok) {
      deps.log(`room ${setup.id}: ${forced.error.message}`);
      return;
    }
    await plays.forced(seat, forced.value);
  };

  const running = () => turn?.running !== undefined || chessRunning !== undefined;

  /** The clocks' record now: the limit on turn, the chess clock, the count's wait. */
  const clockRecord = (version: number): ClockRecord => ({
    version,
    turn: turn ? { seat: turn.seat, phase: turn.phase, leftMs: turnLeft(turn) } : null,
    ...(chess ? { chess: chessNow() } : {}),
    ...(count ? { count: { hand: count.hand, until: count.until } } : {}),
  });

  /** Writes the clocks to the log; `when` says whether they are still worth writing. */
  const write = (when: () => boolean) =>
    core.enqueue(async () => {
      const { table } = core;
      // A finished match's log is read-only (its clocks stopped with its last move).
      if (!table || isOver(core) || !when()) return;
      const at = Date.now();
      const written = await deps.journal.write({
        tableId: setup.id,
        expectedSeq: core.seq,
        records: [
          { kind: 'clock', at: new Date(at).toISOString(), data: clockRecord(table.version) },
        ],
      });
      if (!written.ok)
        return deps.log(`room ${setup.id}: clock checkpoint not saved: ${written.error.message}`);
      core.seq += 1;
      recordedAt = at;
    });

  /** Writes the clocks to the log when they run and the log's last reading is getting old. */
  const checkpoint = () => {
    if (checkpointQueued || Date.now() - recordedAt < CHECKPOINT_AFTER_MS) return;
    checkpointQueued = true;
    void write(() => {
      checkpointQueued = false;
      return running() && Date.now() - recordedAt >= CHECKPOINT_AFTER_MS;
    });
  };

  /** The room ticks while its clocks run, and only then. */
  const listen = () => {
    if (running()) ticker.add(checkpoint);
    else ticker.delete(checkpoint);
  };

  /** Every person connected has closed the count (bots read nothing). */
  const countClosed = (hold: CountHold): boolean =>
    [...core.joined].every((j) => hold.closed.has(j.connection.userId ?? j.connection));

  const endWait = () => {
    if (count?.timer) clearTimeout(count.timer);
    count = undefined;
  };

  /**
   * Whether the clocks wait for the count now: a new hand of a timed table starts a wait, which
   * ends when all have closed the count or its time is up (then the start is logged).
   */
  const waiting = (hand: number, handBefore: number): boolean => {
    if (timed && handBefore > 0 && hand !== handBefore && !isOver(core)) {
      endWait();
      count = { hand, until: Date.now() + COUNT_READING_MS, closed: new Set(), timer: undefined };
      void write(() => count?.hand === hand);
    }
    if (!count) return false;
    if (count.hand !== hand || countClosed(count) || Date.now() >= count.until) {
      const ended = count.hand === hand;
      endWait();
      // Logged once the clocks run, with what they then have.
      if (ended) void write(() => count === undefined);
      return false;
    }
    if (!count.timer) {
      const hold = count;
      hold.timer = setTimeout(
        () => void core.enqueue(() => (count === hold ? plays.countRead() : undefined)),
        Math.max(0, hold.until - Date.now()),
      );
    }
    return true;
  };

  const run = (handBefore: number) => {
    if (!core.table) return;
    thaw();
    const hand = game.handNumber(core.table.state);
    if (chess && fullChess !== null && hand !== handBefore && hand !== chessHand) {
      chess = chess.map(() => fullChess);
      chessHand = hand;
      // A new hand's chess clocks start full: nothing of the last one's is resumed.
      chessResume = undefined;
    }
    if (waiting(hand, handBefore)) {
      chessResume = undefined;
      stopTurn();
      turn = undefined;
      stopChess();
      listen();
      return;
    }
    runChess();
    runTurn('turn-start');
    listen();
  };

  /** After a pause shorter than a reload, the clocks are charged the pause: nothing moved. */
  const thaw = () => {
    const gap = frozen ? Date.now() - frozen.at : -1;
    const side = frozen?.side;
    const endsAt = frozen?.endsAt;
    const chessEndsAt = frozen?.chessEndsAt;
    frozen = undefined;
    if (gap < 0 || gap >= RELOAD_MS) return;
    if (turn && !turn.running) {
      turn.leftMs = Math.max(0, turn.leftMs - gap);
      turn.resumeAt = endsAt;
    }
    if (chess && side !== undefined) {
      chess[side] = Math.max(0, (chess[side] ?? 0) - gap);
      if (chessEndsAt !== undefined) chessResume = { side, endsAt: chessEndsAt };
    }
  };

  const freeze = (asReload = true) => {
    if (!asReload) frozen = undefined;
    else if (!frozen && running())
      frozen = {
        at: Date.now(),
        side: chessRunning?.side,
        endsAt: turn?.running?.endsAt,
        chessEndsAt: chessRunning
          ? chessRunning.since + (chess?.[chessRunning.side] ?? 0)
          : undefined,
      };
    stopTurn();
    stopChess();
    listen();
  };

  const stop = () => {
    frozen = undefined;
    endWait();
    stopTurn();
    turn = undefined;
    stopChess();
    listen();
  };

  const started = (table: AnyTable) => {
    if (chess && fullChess !== null) chess = chess.map(() => fullChess);
    chessHand = game.handNumber(table.state);
  };

  const chessAfter = (next: AnyTable): readonly number[] | undefined => {
    if (!chess || !game.sideOf) return undefined;
    // The clock as it will stand after the move: the running side has used its time so far.
    const now = chessNow();
    const handChanged = game.handNumber(next.state) !== chessHand;
    return handChanged && fullChess !== null ? now.map(() => fullChess) : now;
  };

  return {
    deadline: (): Deadline | null =>
      turn?.running
        ? {
            seat: turn.seat,
            phase: turn.phase,
            endsAt: turn.running.endsAt,
            limitMs: turn.limitMs,
          }
        : null,
    countUntil: () => count?.until ?? null,
    closeCount: (connection, hand) => {
      if (!count || hand !== count.hand - 1) return false;
      count.closed.add(connection.userId ?? connection);
      return true;
    },
    chessNow: () => (chess ? chessNow() : null),
    chessSide: () => chessRunning?.side ?? null,
    run,
    freeze,
    stop,
    started,
    chessAfter,
    recorded: () => {
      recordedAt = Date.now();
    },
  };
};
