/**
 * For the server's tests of a room in time (its clocks, the count's wait): the room's queue and
 * the journal's answers on real `setImmediate`, the clocks on vitest's fake time, a journal in
 * memory and connections that record what they receive. Not part of the package's API.
 */
import { type Result, ok } from '@tavolo/cards';
import type { ServerMessage } from '@tavolo/protocol';
import type { GameRecord } from '@tavolo/store';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { BotPool } from './bot-pool.js';
import type { JournalError } from './journal.js';
import { type Connection, type RoomDeps, type RoomSetup, NOT_STARTED, openRoom } from './room.js';
import { TICK_MS, createTicker } from './room/checkpoints.js';

export const settled = async (turns = 3) => {
  for (let i = 0; i < turns; i++) await new Promise<void>((resolve) => setImmediate(resolve));
};

/** Moves the fake time on by `ms`, letting the room's queue run at every tick. */
export const elapse = async (ms: number) => {
  for (let left = ms; left > 0; left -= TICK_MS) {
    vi.advanceTimersByTime(Math.min(TICK_MS, left));
    await settled();
  }
};

export interface Recorder extends Connection {
  readonly got: ServerMessage[];
}
export const recorder = (userId?: string): Recorder => {
  const got: ServerMessage[] = [];
  return { userId, got, send: (message) => got.push(message) };
};

/** A journal that keeps the log in memory, as the store would, checking each write's head. */
export const memoryJournal = () => {
  const records: GameRecord[] = [];
  const journal: RoomDeps['journal'] = {
    write: (append): Promise<Result<void, JournalError>> => {
      if (append.expectedSeq !== records.length)
        return Promise.resolve({
          ok: false,
          error: { code: 'store-failed', message: `head ${records.length}` },
        });
      for (const r of append.records) records.push({ ...r, seq: records.length + 1 });
      return Promise.resolve(ok(undefined));
    },
  };
  return { records, journal };
};

/** A bot that plays its first legal action at once. */
export const eagerBots = {
  threads: 1,
  choose: () => Promise.resolve(ok(0)),
  close: () => Promise.resolve(),
} as unknown as BotPool;

/**
 * Call inside a test file: its tests run on fake time for the clocks (`Date` and the timers),
 * while the queue's `setImmediate` stays real.
 */
export const useFakeClockTime = () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
};

/** A room's dependencies with the journal given, bots that play at once and a ticker of its own. */
export const roomDeps = (journal: RoomDeps['journal']): RoomDeps => ({
  journal,
  bots: eagerBots,
  botDelayMs: 0,
  standInBot: 'random',
  onAbandon: () => undefined,
  onPhase: () => undefined,
  onAction: () => undefined,
  log: () => undefined,
  ticker: createTicker(TICK_MS),
});

export const ANNA = { userId: 'ua', name: 'Anna' };

/**
 * A new room of `setup` (a person's place, then a bot's) started with Anna at the first place
 * and her connection following it: the room, its log and dependencies, her connection and seat.
 */
export const startWithAnna = async (setup: RoomSetup) => {
  const log = memoryJournal();
  const deps = roomDeps(log.journal);
  const room = openRoom(setup, deps, {
    rebuilt: NOT_STARTED,
    lastSeq: 0,
    phase: 'waiting',
    holders: [],
  });
  expect(await room.start([ANNA, undefined])).toEqual({ ok: true });
  const seat = room.seatOfUser(ANNA.userId) as number;
  const anna = recorder(ANNA.userId);
  room.attach(anna, seat, undefined);
  return { room, log, deps, anna, seat };
};
