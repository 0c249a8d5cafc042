/**
 * A room's clocks against a reload, a pause and a restart (issue 15, point 3): the time of the
 * seat on turn is data of the table, which reconnections do not reset, a pause freezes, and a
 * restart neither charges nor refunds. The clocks run on vitest's fake time; the room's queue
 * and the journal's answers on real `setImmediate`.
 */
import type { BotName, TimeControl } from '@tavolo/protocol';
import { describe, expect, it, vi } from 'vitest';
import { type Rebuilt, type RoomSetup, openRoom, rebuild } from './room.js';
import {
  ANNA,
  elapse,
  recorder,
  settled,
  startWithAnna,
  useFakeClockTime,
} from './test-room-time.js';

const PER_TURN: TimeControl = {
  kind: 'per-turn',
  choiceSeconds: 60,
  turnSeconds: 900,
  graceSeconds: 5,
  chessClockSeconds: 120,
};

const setupOf = (timeControl: TimeControl): RoomSetup => ({
  id: 't1',
  game: 'burraco',
  profile: 'champion',
  secret: '7'.repeat(64),
  bots: [null, 'random' as BotName],
  timeControl,
  // Long enough that no bot takes Anna's seat while she is away.
  graceSeconds: 3600,
  hands: undefined,
});

/** Anna against a bot, connected, on turn: the room, its log, her connection and seat. */
const annaOnTurn = async (timeControl: TimeControl = PER_TURN) => {
  const setup = setupOf(timeControl);
  const started = await startWithAnna(setup);
  await settled(10);
  expect(started.room.status().deadline?.seat).toBe(started.seat);
  return { ...started, setup };
};

const leftOf = (deadline: { readonly endsAt: number } | null | undefined) =>
  deadline ? deadline.endsAt - Date.now() : undefined;

useFakeClockTime();

describe('the clock can be gamed (issue 15, point 3)', () => {
  it('a reload reset the turn deadline to its full time: it keeps the time left', async () => {
    const { room, anna, seat } = await annaOnTurn();
    const before = room.status().deadline;
    await elapse(21_000);
    // The page reloads: the socket closes, a new one says hello.
    room.detach(anna);
    const again = recorder('ua');
    room.attach(again, seat, undefined);
    await settled(10);
    expect(room.status().phase).toBe('playing');
    expect(room.status().deadline).toEqual(before);
    expect(leftOf(room.status().deadline)).toBe(39_000);
    await room.close();
  });

  it('a reload of some seconds, the table paused meanwhile, moved the deadline: it stays (issue 18)', async () => {
    const { room, anna, seat } = await annaOnTurn();
    const before = room.status().deadline;
    const chess = room.status().chessClock as number[];
    await elapse(10_000);
    room.detach(anna);
    await settled(10);
    expect(room.status().phase).toBe('paused');
    // The page takes 4 seconds to come back.
    await elapse(4_000);
    room.attach(recorder('ua'), seat, undefined);
    await settled(10);
    expect(room.status().phase).toBe('playing');
    expect(room.status().deadline).toEqual(before);
    expect(leftOf(room.status().deadline)).toBe(60_000 - 14_000);
    expect((room.status().chessClock as number[])[seat % 2]).toBe(
      (chess[seat % 2] as number) - 14_000,
    );
    await room.close();
  });

  it('a reload moved the deadlines by a millisecond when reading the clock took one: they stay to the millisecond', async () => {
    const { room, anna, seat } = await annaOnTurn();
    const before = room.status().deadline;
    await elapse(10_000);
    // When the chess clock of Anna's side runs out, as of now.
    const chessEnd = Date.now() + ((room.status().chessClock as number[])[seat % 2] as number);
    // Every read of the clock takes a millisecond, as on a busy machine.
    const read = Date.now.bind(Date);
    const slow = vi.spyOn(Date, 'now').mockImplementation(() => {
      const now = read();
      vi.setSystemTime(now + 1);
      return now;
    });
    try {
      room.detach(anna);
      await settled(10);
      room.attach(recorder('ua'), seat, undefined);
      await settled(10);
    } finally {
      slow.mockRestore();
    }
    expect(room.status().phase).toBe('playing');
    expect(room.status().deadline).toEqual(before);
    expect(Date.now() + ((room.status().chessClock as number[])[seat % 2] as number)).toBe(
      chessEnd,
    );
    await room.close();
  });

  it('a table every person left reset the turn deadline: the pause freezes it, the return resumes it', async () => {
    const { room, anna, seat } = await annaOnTurn();
    await elapse(21_000);
    const chess = room.status().chessClock;
    room.detach(anna);
    await settled(10);
    expect(room.status().phase).toBe('paused');
    const version = room.status();
    await elapse(5 * 60_000);
    // Nothing ran out while nobody was there.
    expect(room.status()).toEqual(version);
    room.attach(recorder('ua'), seat, undefined);
    await settled(10);
    expect(room.status().phase).toBe('playing');
    expect(leftOf(room.status().deadline)).toBe(39_000);
    expect(room.status().chessClock).toEqual(chess);
    await room.close();
  });

  it('a restart refunded the time used since the last move: the seat on turn has what it had', async () => {
    const { room, log, setup, deps, seat } = await annaOnTurn();
    await elapse(8_300);
    const atStop = { turn: leftOf(room.status().deadline), chess: room.status().chessClock };
    expect(atStop.turn).toBe(51_700);
    // The server stops without a word: only the log remains.
    await room.close();
    const rebuilt = rebuild(setup, log.records);
    if (!rebuilt.ok) throw new Error(rebuilt.error.message);
    const resumed = openRoom(setup, deps, {
      rebuilt: rebuilt.value,
      lastSeq: log.records.length,
      phase: 'paused',
      holders: [ANNA, undefined],
    });
    // The outage lasts a while; it is neither charged nor refunded.
    await elapse(30_000);
    resumed.attach(recorder('ua'), seat, undefined);
    await settled(10);
    const left = leftOf(resumed.status().deadline) as number;
    expect(resumed.status().deadline?.limitMs).toBe(60_000);
    expect(left).toBeGreaterThanOrEqual(51_700);
    expect(left).toBeLessThanOrEqual(51_700 + 1_000);
    const chess = resumed.status().chessClock as number[];
    const side = seat % 2;
    expect(chess[side]).toBeGreaterThanOrEqual((atStop.chess as number[])[side] as number);
    expect(chess[side]).toBeLessThanOrEqual(((atStop.chess as number[])[side] as number) + 1_000);
    expect(chess[1 - side]).toBe((atStop.chess as number[])[1 - side]);
    await resumed.close();
  });

  it('a restart in the grace seconds of art. 46 gave a whole new turn: the grace goes on', async () => {
    const control: TimeControl = {
      kind: 'per-turn',
      choiceSeconds: 10,
      turnSeconds: 10,
      graceSeconds: 5,
    };
    const { room, log, setup, deps, anna, seat } = await annaOnTurn(control);
    // Anna draws, then lets the turn run out: she is in her grace seconds.
    const prompt = anna.got.findLast((m) => m.type === 'prompt');
    if (prompt?.type !== 'prompt') throw new Error('Anna was not prompted');
    room.act(
      anna,
      'd',
      prompt.legal.find((a) => (a as { type: string }).type === 'draw'),
    );
    await settled(10);
    await elapse(10_000 + 2_000);
    expect(room.status().deadline?.phase).toBe('grace');
    expect(leftOf(room.status().deadline)).toBe(3_000);
    await room.close();
    const rebuilt = rebuild(setup, log.records);
    if (!rebuilt.ok) throw new Error(rebuilt.error.message);
    const resumed = openRoom(setup, deps, {
      rebuilt: rebuilt.value,
      lastSeq: log.records.length,
      phase: 'paused',
      holders: [ANNA, undefined],
    });
    resumed.attach(recorder('ua'), seat, undefined);
    await settled(10);
    expect(resumed.status().deadline).toMatchObject({ phase: 'grace', limitMs: 5_000 });
    const left = leftOf(resumed.status().deadline) as number;
    expect(left).toBeGreaterThanOrEqual(3_000);
    expect(left).toBeLessThanOrEqual(4_000);
    await resumed.close();
  });

  it('checkpoints the clocks about once a second while they run, and never while paused', async () => {
    const { room, log, anna } = await annaOnTurn();
    const clockRecords = () => log.records.filter((r) => r.kind === 'clock').length;
    const before = clockRecords();
    await elapse(10_000);
    const running = clockRecords() - before;
    expect(running).toBeGreaterThanOrEqual(9);
    expect(running).toBeLessThanOrEqual(11);
    room.detach(anna);
    await settled(10);
    const paused = clockRecords();
    await elapse(60_000);
    expect(clockRecords()).toBe(paused);
    await room.close();
  });

  it('replays a log with checkpoints to the same steps as without them', async () => {
    const { room, log, setup } = await annaOnTurn();
    await elapse(5_000);
    await room.close();
    const withCheckpoints = rebuild(setup, log.records);
    const without = rebuild(
      setup,
      log.records.filter((r) => r.kind !== 'clock'),
    );
    if (!withCheckpoints.ok || !without.ok) throw new Error('no rebuild');
    expect(log.records.some((r) => r.kind === 'clock')).toBe(true);
    const steps = (r: Rebuilt) => r.steps.map((s) => [s.record.seq, s.from, s.events.length]);
    expect(withCheckpoints.value.steps.map((s) => s.from)).toEqual(
      without.value.steps.map((s) => s.from),
    );
    expect(withCheckpoints.value.steps.length).toBe(steps(without.value).length);
    expect(withCheckpoints.value.table?.version).toBe(without.value.table?.version);
  });
});
