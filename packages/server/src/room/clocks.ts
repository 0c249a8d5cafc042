/**
 * A room's clocks: the limit of the seat on turn (BUR-CH art. 46, or a per-turn control) and
 * the chess clock of each side. The limits are data (`clock.ts`); here they run as timers, and
 * when one runs out the room plays what the clock forces.
 */
import { type Deadline } from '@tavolo/protocol';
import { type LimitPhase, chessClockMs, forcedActions, limitFor } from '../clock.js';
import { seatOnTurn } from '../table.js';
import type { ClockReadings } from './broadcast.js';
import type { RoomCore } from './core.js';
import type { AnyTable } from './setup.js';

/** What the clocks make the room do. */
export interface ClockPlays {
  /** The forced plays of the seat on turn (art. 46). */
  readonly forced: (seat: number, actions: readonly unknown[]) => Promise<unknown>;
  /** What the clock does when a side's chess clock runs out. */
  readonly expired: (action: unknown) => Promise<void>;
  readonly sendStatus: () => void;
}

export interface Clocks extends ClockReadings {
  /** Stops every clock (the match is over, or paused). */
  readonly stop: () => void;
  /** Runs the clocks of the seat on turn after a change; `handBefore` the hand before it. */
  readonly run: (handBefore: number) => void;
  /** A new match: every chess clock full. */
  readonly started: (table: AnyTable) => void;
  /** The chess clock as it will stand after a move that leads to `next`. */
  readonly chessAfter: (next: AnyTable) => readonly number[] | undefined;
}

export const createClocks = (
  core: RoomCore,
  resumedChess: readonly number[] | undefined,
  plays: ClockPlays,
): Clocks => {
  const { setup, game, deps } = core;
  let deadline:
    | { readonly value: Deadline; readonly version: number; readonly timer: NodeJS.Timeout }
    | undefined;
  const fullChess = chessClockMs(setup.timeControl);
  let chess: number[] | undefined =
    fullChess === null ? undefined : [...(resumedChess ?? [fullChess, fullChess])];
  let chessRunning:
    { readonly side: number; readonly since: number; readonly timer: NodeJS.Timeout } | undefined;
  let chessHand = core.table ? game.handNumber(core.table.state) : 0;

  const chessNow = (): number[] => {
    if (!chess) return [];
    const now = Date.now();
    return chess.map((ms, side) =>
      chessRunning?.side === side ? Math.max(0, ms - (now - chessRunning.since)) : ms,
    );
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

  const stop = () => {
    if (deadline) clearTimeout(deadline.timer);
    deadline = undefined;
    stopChess();
  };

  const runChess = () => {
    stopChess();
    const { table } = core;
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

  const runDeadline = (after: 'turn-start' | 'turn-limit') => {
    const { table } = core;
    const version = table?.version;
    // Someone connecting or leaving must not give the seat on turn a fresh limit.
    const running = deadline;
    if (
      after === 'turn-start' &&
      running !== undefined &&
      running.version === version &&
      core.phase === 'playing' &&
      core.controllers[running.value.seat] === 'human'
    )
      return;
    if (deadline) clearTimeout(deadline.timer);
    deadline = undefined;
    if (!table || version === undefined || core.phase !== 'playing') return;
    const seat = seatOnTurn(table);
    if (core.controllers[seat] !== 'human') return;
    const limit = limitFor(setup.timeControl, game, table.state, after);
    if (!limit) return;
    const value: Deadline = { seat, phase: limit.phase, endsAt: Date.now() + limit.seconds * 1000 };
    deadline = {
      value,
      version,
      timer: setTimeout(
        () => void core.enqueue(() => expire(version, limit.phase)),
        limit.seconds * 1000,
      ),
    };
  };

  const expire = async (version: number, limitPhase: LimitPhase) => {
    const { table } = core;
    if (!table || table.version !== version || core.phase !== 'playing') return;
    if (limitPhase === 'turn') {
      // Art. 46: invited to finish within the grace seconds, then a forced discard.
      runDeadline('turn-limit');
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

  const run = (handBefore: number) => {
    if (!core.table) return;
    const hand = game.handNumber(core.table.state);
    if (chess && fullChess !== null && hand !== handBefore && hand !== chessHand) {
      chess = chess.map(() => fullChess);
      chessHand = hand;
    }
    runChess();
    runDeadline('turn-start');
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
    deadline: () => deadline?.value ?? null,
    chessNow: () => (chess ? chessNow() : null),
    chessSide: () => chessRunning?.side ?? null,
    stop,
    run,
    started,
    chessAfter,
  };
};
