/**
 * The bots' pace is the table's option, apart from their thinking time (issue 20, "At the
 * table"): a move reaches the table at the pace's wait after the bot was asked, or as soon as
 * the bot has chosen when it thought longer than that. Fake time: the bot "thinks" on a timer.
 */
import { chooseForSeat } from '@tavolo/bots';
import type { Pace } from '@tavolo/protocol';
import { describe, expect, it } from 'vitest';
import type { BotPool } from './bot-pool.js';
import { NOT_STARTED, openRoom } from './room.js';
import { TICK_MS } from './room/checkpoints.js';
import {
  ANNA,
  elapse,
  memoryJournal,
  recorder,
  roomDeps,
  settled,
  useFakeClockTime,
} from './test-room-time.js';

useFakeClockTime();

const NORMAL_MS = 1000;

/** When the first bot was asked, and when its move reached a spectator, thinking `thinkMs`. */
const firstMove = async (thinkMs: number, pace: Pace) => {
  const askedAt: number[] = [];
  const pool: BotPool = {
    threads: 1,
    choose: (request) => {
      askedAt.push(Date.now());
      const { game, seed, view, legal } = request;
      const answer = chooseForSeat({ game, bot: 'principiante', seed, prompt: { view, legal } });
      return new Promise((resolve) => setTimeout(() => resolve(answer), thinkMs));
    },
    close: () => Promise.resolve(),
  };
  const deps = { ...roomDeps(memoryJournal().journal), bots: pool, botDelayMs: NORMAL_MS };
  const room = openRoom(
    {
      id: 'pace-1',
      game: 'burraco',
      profile: 'champion',
      secret: '9'.repeat(64),
      bots: [null, 'principiante'],
      timeControl: { kind: 'none' },
      graceSeconds: 60,
      hands: undefined,
      pace,
    },
    deps,
    { rebuilt: NOT_STARTED, lastSeq: 0, phase: 'waiting', holders: [] },
  );
  expect(await room.start([ANNA, undefined])).toEqual({ ok: true });
  const anna = recorder(ANNA.userId);
  room.attach(anna, room.seatOfUser(ANNA.userId), undefined);
  const moves: number[] = [];
  room.attach(
    {
      userId: undefined,
      send: (message) => void (message.type === 'messages' && moves.push(Date.now())),
    },
    null,
    undefined,
  );
  // Anna leaves: a bot plays her seat too, and the seat on turn is asked now.
  await room.leave(room.seatOfUser(ANNA.userId) as number);
  await settled();
  expect(askedAt).toHaveLength(1);
  await elapse(Math.max(thinkMs, NORMAL_MS * 2) + 2 * TICK_MS);
  await room.close();
  return { asked: askedAt[0] as number, played: moves[0] as number };
};

describe('a bot’s move reaches the table', () => {
  it('at the pace’s wait after it was asked, not the wait after its thinking', async () => {
    const { asked, played } = await firstMove(300, 'normal');
    expect(played - asked).toBeGreaterThanOrEqual(NORMAL_MS);
    expect(played - asked).toBeLessThan(NORMAL_MS + 300);
  });

  it('as soon as it has chosen, when it thought longer than the pace’s wait', async () => {
    const { asked, played } = await firstMove(1500, 'normal');
    expect(played - asked).toBeGreaterThanOrEqual(1500);
    expect(played - asked).toBeLessThan(1500 + TICK_MS + 1);
  });

  it('at the pace the table has: fast is a quarter of normal', async () => {
    const { asked, played } = await firstMove(100, 'fast');
    expect(played - asked).toBeGreaterThanOrEqual(NORMAL_MS / 4);
    expect(played - asked).toBeLessThan(NORMAL_MS / 4 + 100);
  });
});
