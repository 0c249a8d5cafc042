/**
 * A table's finished hands as the history serves them: the moves the clock made in a seat's
 * name when its time ran out (BUR-CH art. 46) say so in the replay, as they did at the table.
 */
import type { BotName, TimeControl } from '@tavolo/protocol';
import { describe, expect, it, vi } from 'vitest';
import { archiveMatch } from './match-archive.js';
import { type RoomSetup, rebuild } from './room.js';
import { settled, startWithAnna, useFakeClockTime } from './test-room-time.js';

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

useFakeClockTime();

/** Anna never plays: the clock plays her turns until the first hand is over. */
const firstHandPlayedByTheClock = async () => {
  const { room, log, seat } = await startWithAnna(setup);
  for (let i = 0; i < 2_000 && room.status().hands.length < 3; i++) {
    vi.advanceTimersByTime(500);
    await settled();
  }
  await room.close();
  return { records: log.records, anna: seat };
};

describe('the archive of a finished hand', () => {
  it("marks the clock's forced draws and discards as forced, and only them (BUR-CH art. 46)", async () => {
    const { records, anna } = await firstHandPlayedByTheClock();
    const archived = archiveMatch({ table: 't1', setup, records });
    if (!archived.ok) throw new Error(archived.error.message);
    const steps = archived.value.hands[0]?.replay.steps ?? [];
    expect(steps.length).toBeGreaterThan(0);
    const rebuilt = rebuild(setup, records);
    if (!rebuilt.ok) throw new Error(rebuilt.error.message);
    const forcedVersions = new Set(rebuilt.value.forced);
    const forced = steps.filter((s) => s.forced === true);
    expect(forced.length).toBeGreaterThanOrEqual(2);
    expect(forced.every((s) => s.seat === anna && forcedVersions.has(s.version))).toBe(true);
    expect(steps.filter((s) => forcedVersions.has(s.version))).toEqual(forced);
    // The deal and the bot's moves are not the clock's, and carry no mark at all.
    const own = steps.filter((s) => s.forced !== true);
    expect(own.some((s) => s.seat === 1 - anna)).toBe(true);
    expect(own.some((s) => s.seat === null)).toBe(true);
    expect(own.every((s) => !('forced' in s))).toBe(true);
  });
});
