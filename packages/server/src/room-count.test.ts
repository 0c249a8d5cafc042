/**
 * A room between two hands and when time runs out (issue 18, "The clock, as a player meets
 * it"): the next hand's clocks wait while the people read the count, until every person
 * connected has closed it or 30 seconds have passed, and a restart keeps the same start; the
 * moves the clock plays in a seat's name (BUR-CH art. 46) say so; the bots' pace is the seat's
 * players' to change.
 */
import type { BotName, Message, ServerMessage, TimeControl } from '@tavolo/protocol';
import { describe, expect, it, vi } from 'vitest';
import { type Connection, type RoomSetup, openRoom, rebuild } from './room.js';
import { TICK_MS } from './room/checkpoints.js';
import { COUNT_READING_MS } from './room/clocks.js';
import {
  type Recorder,
  ANNA,
  elapse,
  recorder,
  settled,
  startWithAnna,
  useFakeClockTime,
} from './test-room-time.js';

/** Short limits, so that the clock plays Anna's turns (a draw and a discard) until a hand ends. */
const QUICK: TimeControl = { kind: 'per-turn', choiceSeconds: 1, turnSeconds: 1, graceSeconds: 1 };

const setup: RoomSetup = {
  id: 't1',
  game: 'burraco',
  profile: 'champion',
  secret: '7'.repeat(64),
  bots: [null, 'random' as BotName],
  timeControl: QUICK,
  graceSeconds: 3600,
  hands: undefined,
};

/** Anna against a bot, connected, and a spectator watching. */
const annaAndWatcher = async () => {
  const started = await startWithAnna(setup);
  const watcher = recorder();
  started.room.attach(watcher, null, undefined);
  await settled(10);
  return { ...started, watcher };
};

type Room = Awaited<ReturnType<typeof annaAndWatcher>>['room'];

/** The hand being played: the status lists the hands' commitments up to the next one. */
const handOf = (room: Room) => room.status().hands.length - 1;

/** Lets the clock play Anna's turns until the first hand is over and the second dealt. */
const toSecondHand = async (room: Room) => {
  for (let i = 0; i < 2_000 && handOf(room) < 2; i++) {
    vi.advanceTimersByTime(500);
    await settled();
  }
  expect(handOf(room)).toBe(2);
};

const close = async (room: Room, who: Connection) => {
  room.closeCount(who, 1);
  await settled(10);
};

useFakeClockTime();

describe("the next hand's clock waits for the count (issue 18)", () => {
  it('waits while the count is open, and starts once every person connected has closed it', async () => {
    const { room, log, anna, watcher } = await annaAndWatcher();
    await toSecondHand(room);
    const until = room.status().countUntil as number;
    expect(until - Date.now()).toBeGreaterThan(0);
    expect(until - Date.now()).toBeLessThanOrEqual(COUNT_READING_MS);
    expect(room.status().deadline).toBeNull();
    await elapse(5_000);
    // Anna has read it; the spectator is still reading: nothing runs yet.
    await close(room, anna);
    expect(room.status().deadline).toBeNull();
    expect(room.status().countUntil).toBe(until);
    await close(room, watcher);
    expect(room.status().countUntil).toBeUndefined();
    expect(room.status().deadline).not.toBeNull();
    // The start is in the log: the last clock record of the hand waits no more.
    const last = log.records.findLast((r) => r.kind === 'clock')?.data as { count?: unknown };
    expect(last.count).toBeUndefined();
    await room.close();
  });

  it('a close of another hand than the one just counted changes nothing', async () => {
    const { room, anna, watcher } = await annaAndWatcher();
    await toSecondHand(room);
    room.closeCount(anna, 2);
    room.closeCount(watcher, 7);
    await settled(10);
    expect(room.status().countUntil).toBeDefined();
    await room.close();
  });

  it('starts after 30 seconds though nobody closed the count', async () => {
    const { room } = await annaAndWatcher();
    await toSecondHand(room);
    const until = room.status().countUntil as number;
    await elapse(until - Date.now() - TICK_MS);
    expect(room.status().countUntil).toBe(until);
    await elapse(2 * TICK_MS);
    expect(room.status().countUntil).toBeUndefined();
    expect(room.status().deadline).not.toBeNull();
    await room.close();
  });

  it('a person who leaves is not waited for: those connected have closed it', async () => {
    const { room, anna, watcher } = await annaAndWatcher();
    await toSecondHand(room);
    await close(room, anna);
    room.detach(watcher);
    await settled(10);
    expect(room.status().countUntil).toBeUndefined();
    await room.close();
  });

  it('a restart during the wait replays to the same start', async () => {
    const { room, log, deps, seat } = await annaAndWatcher();
    await toSecondHand(room);
    const until = room.status().countUntil as number;
    await elapse(4_000);
    await room.close();
    const rebuilt = rebuild(setup, log.records);
    if (!rebuilt.ok) throw new Error(rebuilt.error.message);
    expect(rebuilt.value.count).toEqual({ hand: 2, until });
    const resumed = openRoom(setup, deps, {
      rebuilt: rebuilt.value,
      lastSeq: log.records.length,
      phase: 'paused',
      holders: [ANNA, undefined],
    });
    resumed.attach(recorder('ua'), seat, undefined);
    await settled(10);
    expect(resumed.status().countUntil).toBe(until);
    expect(resumed.status().deadline).toBeNull();
    await elapse(until - Date.now() + TICK_MS);
    expect(resumed.status().countUntil).toBeUndefined();
    await resumed.close();
    // Once started, a replay waits no more.
    const after = rebuild(setup, log.records);
    if (!after.ok) throw new Error(after.error.message);
    expect(after.value.count).toBeUndefined();
  });
});

const messagesOf = (got: readonly ServerMessage[]): Message[] =>
  got.flatMap((m) => (m.type === 'messages' ? m.messages : []));

describe('the moves the clock plays say so (issue 18, BUR-CH art. 46)', () => {
  it('marks the forced draw and discard as forced, live, on resuming and after a restart', async () => {
    const { room, log, anna, watcher, seat } = await annaAndWatcher();
    // Anna lets her turn run out (the bot may have played first).
    await elapse(4_000);
    const forced = messagesOf(anna.got).filter((m) => m.forced === true);
    expect(forced.length).toBeGreaterThanOrEqual(2);
    expect(
      messagesOf(watcher.got)
        .filter((m) => m.forced === true)
        .map((m) => m.version),
    ).toEqual(forced.map((m) => m.version));
    // The bot's moves and the deal are not forced.
    const versions = new Set(forced.map((m) => m.version));
    expect(messagesOf(anna.got).filter((m) => !versions.has(m.version)).length).toBeGreaterThan(0);
    // A reconnection that resumes from the start of the log receives the same marks.
    const again: Recorder = recorder('ua');
    room.attach(again, seat, 0);
    await settled(10);
    const resumedForced = messagesOf(again.got)
      .filter((m) => m.forced === true)
      .map((m) => m.version);
    expect(resumedForced.slice(0, forced.length)).toEqual([...versions]);
    await room.close();
    const rebuilt = rebuild(setup, log.records);
    if (!rebuilt.ok) throw new Error(rebuilt.error.message);
    expect(rebuilt.value.forced?.slice(0, forced.length)).toEqual([...versions]);
  });
});

describe("the bots' pace is the players' (issue 18, Pacing)", () => {
  it('a seat’s player sets it, a spectator is refused and nothing changes', async () => {
    const { room, anna, watcher } = await annaAndWatcher();
    expect(room.status().pace).toBe('normal');
    room.setPace(watcher, 'p1', 'instant');
    await settled(10);
    expect(watcher.got.at(-1)).toMatchObject({ type: 'error', id: 'p1', code: 'not-a-player' });
    expect(room.status().pace).toBe('normal');
    room.setPace(anna, 'p2', 'fast');
    await settled(10);
    expect(anna.got.at(-1)).toMatchObject({ type: 'ack', id: 'p2' });
    expect(room.status().pace).toBe('fast');
    expect(watcher.got.findLast((m) => m.type === 'status')).toMatchObject({
      status: { pace: 'fast' },
    });
    await room.close();
  });

  it('a connection that has not said hello is refused', async () => {
    const { room } = await annaAndWatcher();
    const stranger = recorder('uz');
    room.setPace(stranger, 'p1', 'instant');
    await settled(10);
    expect(stranger.got).toEqual([expect.objectContaining({ code: 'not-a-player', id: 'p1' })]);
    expect(room.status().pace).toBe('normal');
    await room.close();
  });
});
