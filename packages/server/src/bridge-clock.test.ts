/**
 * A bridge table's clock in the room (the clocks on vitest's fake time): the seat on turn has
 * the turn limit for each call and card, then the grace seconds, then the engine's time-out
 * move is played for it (a pass in the auction: @tavolo/bridge time-out.ts) and the table goes
 * on.
 */
import { BRIDGE_PROFILE_ID } from '@tavolo/bridge';
import type { BotName, TimeControl } from '@tavolo/protocol';
import { describe, expect, it } from 'vitest';
import { type RoomSetup, NOT_STARTED, openRoom } from './room.js';
import {
  ANNA,
  elapse,
  memoryJournal,
  recorder,
  roomDeps,
  settled,
  useFakeClockTime,
} from './test-room-time.js';

const PER_TURN: TimeControl = {
  kind: 'per-turn',
  choiceSeconds: 30,
  turnSeconds: 30,
  graceSeconds: 5,
};

const setup: RoomSetup = {
  id: 'b1',
  game: 'bridge',
  profile: BRIDGE_PROFILE_ID,
  secret: '5'.repeat(64),
  bots: [null, 'random' as BotName, 'random' as BotName, 'random' as BotName],
  timeControl: PER_TURN,
  graceSeconds: 3600,
  hands: 1,
};

useFakeClockTime();

describe('a bridge table with a clock', () => {
  it('a seat out of time passes in the auction, played by the clock, and the table goes on', async () => {
    const log = memoryJournal();
    const room = openRoom(setup, roomDeps(log.journal), {
      rebuilt: NOT_STARTED,
      lastSeq: 0,
      phase: 'waiting',
      holders: [],
    });
    expect(await room.start([ANNA, undefined, undefined, undefined])).toEqual({ ok: true });
    const seat = room.seatOfUser(ANNA.userId) as number;
    const anna = recorder(ANNA.userId);
    room.attach(anna, seat, undefined);
    await settled(10);
    // Board 1: North deals and calls first (LAW 2); Anna sits North.
    expect(seat).toBe(0);
    const deadline = room.status().deadline;
    expect(deadline?.seat).toBe(0);
    expect((deadline?.endsAt ?? 0) - Date.now()).toBe(30_000);
    const acts = () =>
      log.records
        .filter((r) => r.kind === 'act')
        .map((r) => r.data as { seat: number; action: unknown; by: string });
    await elapse(29_000);
    expect(acts()).toEqual([]);
    // The turn limit, then the grace seconds: then her pass is played for her, by the clock.
    await elapse(7_000);
    await settled(20);
    expect(acts()[0]).toEqual({
      seat: 0,
      action: { type: 'call', seat: 0, call: { type: 'pass' } },
      by: 'clock',
    });
    // The bots call on; the board goes on without her.
    expect(acts().length).toBeGreaterThan(1);
    await room.close();
  });
});
