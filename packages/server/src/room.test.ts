/**
 * A room on its own, with recorders for connections and a journal that always commits: what
 * the connections receive for one change, and the status's commitments.
 */
import { type Result, handCommitment, ok } from '@tavolo/cards';
import type { BotName, ServerMessage } from '@tavolo/protocol';
import { describe, expect, it } from 'vitest';
import type { BotPool } from './bot-pool.js';
import {
  type Connection,
  NOT_STARTED,
  type RoomDeps,
  type RoomSetup,
  openRoom,
  seedOf,
} from './room.js';
import { GAMES } from './game.js';

const SECRET = '7'.repeat(64);

interface Recorder extends Connection {
  readonly got: { readonly message: ServerMessage; readonly text: string | undefined }[];
}

/** The room's queue has run what was asked (its journal answers at once). */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

const recorder = (userId?: string): Recorder => {
  const got: Recorder['got'] = [];
  return { userId, got, send: (message, text) => got.push({ message, text: text?.() }) };
};

const opened = (
  journal: RoomDeps['journal'] = { write: () => Promise.resolve(ok(undefined)) },
  seats: { readonly bots: readonly (BotName | null)[]; readonly pool: BotPool } = {
    bots: [null, null],
    pool: {} as BotPool,
  },
  game: Partial<Pick<RoomSetup, 'game' | 'profile' | 'timeControl'>> = {},
) =>
  openRoom(
    {
      id: 't1',
      game: 'scala40',
      profile: 'fisca-101',
      secret: SECRET,
      bots: seats.bots,
      timeControl: { kind: 'none' },
      graceSeconds: 60,
      hands: undefined,
      ...game,
    },
    {
      journal,
      bots: seats.pool,
      botDelayMs: 0,
      standInBot: 'random',
      onAbandon: () => undefined,
      onPhase: () => undefined,
      onAction: () => undefined,
      log: () => undefined,
    },
    {
      rebuilt: NOT_STARTED,
      lastSeq: 0,
      phase: 'waiting',
      holders: [],
    },
  );

describe('room', () => {
  it('sends the spectators one message per change, serialized once, as each would serialize it', async () => {
    const room = opened();
    const [a, b, watcher1, watcher2] = [recorder('ua'), recorder('ub'), recorder(), recorder()];
    for (const c of [a, b, watcher1, watcher2]) room.attach(c, null, undefined);
    expect(
      await room.start([
        { userId: 'ua', name: 'Anna' },
        { userId: 'ub', name: 'Bruno' },
      ]),
    ).toEqual({ ok: true });
    await settled();
    const onTurn = [a, b].find((c) => c.got.some((g) => g.message.type === 'prompt'));
    const prompt = onTurn?.got.find((g) => g.message.type === 'prompt')?.message;
    if (!onTurn || prompt?.type !== 'prompt') throw new Error('nobody was prompted');
    for (const c of [a, b, watcher1, watcher2]) c.got.length = 0;

    room.act(onTurn, 'act-1', prompt.legal[0]);
    await settled();
    await room.close();

    const batches = [watcher1, watcher2].map((w) =>
      w.got.find((g) => g.message.type === 'messages'),
    );
    expect(batches[0]?.message).toBe(batches[1]?.message);
    expect(batches[0]?.text).toBe(JSON.stringify(batches[0]?.message));
    expect(batches[1]?.text).toBe(batches[0]?.text);
    expect(onTurn.got.at(-1)?.message).toMatchObject({ type: 'ack', id: 'act-1' });
  });

  it('lists in every status the commitments of the hand dealt and of the next one', async () => {
    const room = opened();
    const expected = [1, 2].map((hand) => ({
      hand,
      commitment: handCommitment(seedOf(SECRET), hand),
    }));
    expect(room.status().hands).toEqual([expected[0]]);
    await room.start([
      { userId: 'ua', name: 'Anna' },
      { userId: 'ub', name: 'Bruno' },
    ]);
    expect(room.status().hands).toEqual(expected);
    expect(room.status().hands).toEqual(expected);
    await room.close();
  });
});

describe('a hello while a move is being written', () => {
  it('is answered after the move, with a snapshot that holds it and nothing before it', async () => {
    // The journal holds the writes once told to, as a slow disk would.
    let holding = false;
    const held: ((result: Result<void, never>) => void)[] = [];
    const room = opened({
      write: () =>
        holding ? new Promise((resolve) => held.push(resolve)) : Promise.resolve(ok(undefined)),
    });
    const [a, b] = [recorder('ua'), recorder('ub')];
    room.attach(a, 0, undefined);
    room.attach(b, 1, undefined);
    await room.start([
      { userId: 'ua', name: 'Anna' },
      { userId: 'ub', name: 'Bruno' },
    ]);
    await settled();
    const onTurn = [a, b].find((c) => c.got.some((g) => g.message.type === 'prompt'));
    const prompt = onTurn?.got.find((g) => g.message.type === 'prompt')?.message;
    if (!onTurn || prompt?.type !== 'prompt') throw new Error('nobody was prompted');
    const before = prompt.version;

    holding = true;
    room.act(onTurn, 'act-1', prompt.legal[0]);
    await settled();
    expect(held).toHaveLength(1);
    // The player's socket died with the move on its way; the new one says hello meanwhile.
    room.detach(onTurn);
    const again = recorder(onTurn.userId);
    room.attach(again, onTurn === a ? 0 : 1, before);
    await settled();
    expect(again.got).toEqual([]);

    held[0]?.(ok(undefined));
    await settled();
    await room.close();
    const first = again.got[0]?.message;
    expect(first?.type).toBe('messages');
    if (first?.type !== 'messages') throw new Error('no messages');
    // What was missed from `before` on, the move included, and nothing twice.
    expect(first.messages[0]?.version).toBe(before + 1);
    const last = first.messages.at(-1)?.version ?? 0;
    expect(last).toBeGreaterThan(before);
    expect(again.got.filter((g) => g.message.type === 'messages')).toHaveLength(1);
  });

  it('plays no bot move that arrives after every person has gone and the table paused', async () => {
    // The bot's answers wait until the test gives them.
    const asked: ((choice: Result<number, never>) => void)[] = [];
    const pool = {
      threads: 1,
      choose: () => new Promise((resolve) => asked.push(resolve)),
      close: () => Promise.resolve(),
    } as BotPool;
    const room = opened(undefined, { bots: [null, 'random'], pool });
    const watcher = recorder();
    room.attach(watcher, null, undefined);
    expect(await room.start([{ userId: 'ua', name: 'Anna' }, undefined])).toEqual({ ok: true });
    const seat = room.seatOfUser('ua');
    if (seat === null) throw new Error('Anna has no seat');
    const anna = recorder('ua');
    room.attach(anna, seat, undefined);
    await settled();
    // Anna plays her turns until the bot is asked for a move.
    for (let turn = 0; asked.length === 0 && turn < 10; turn++) {
      const prompt = anna.got.findLast((g) => g.message.type === 'prompt')?.message;
      if (prompt?.type !== 'prompt') throw new Error('Anna was not prompted');
      const discard = prompt.legal.find((a) => (a as { type: string }).type === 'discard');
      room.act(anna, `act-${turn}`, discard ?? prompt.legal[0]);
      await settled();
    }
    expect(asked).toHaveLength(1);

    room.detach(anna);
    await settled();
    expect(room.phase()).toBe('paused');
    watcher.got.length = 0;
    asked[0]?.(ok(0));
    await settled();
    expect(watcher.got.filter((g) => g.message.type === 'messages')).toEqual([]);

    // Back at the table, the bot is asked again and its move is played.
    room.attach(anna, seat, undefined);
    await settled();
    expect(room.phase()).toBe('playing');
    expect(asked).toHaveLength(2);
    asked[1]?.(ok(0));
    await settled();
    expect(watcher.got.some((g) => g.message.type === 'messages')).toBe(true);
    await room.close();
  });
});

/** A two-person table whose people are connected at their seats, and who is on turn. */
const seated = async (
  game: Pick<RoomSetup, 'game' | 'profile' | 'timeControl'>,
  journal?: RoomDeps['journal'],
) => {
  const room = opened(journal, undefined, game);
  expect(
    await room.start([
      { userId: 'ua', name: 'Anna' },
      { userId: 'ub', name: 'Bruno' },
    ]),
  ).toEqual({ ok: true });
  const people = [recorder('ua'), recorder('ub')];
  for (const p of people) room.attach(p, room.seatOfUser(p.userId as string), undefined);
  await settled();
  const onTurn = people.find((p) => p.got.some((g) => g.message.type === 'prompt'));
  if (!onTurn) throw new Error('nobody was prompted');
  const seat = room.seatOfUser(onTurn.userId as string) as number;
  return { room, people, onTurn, seat };
};

const BURRACO_CHESS = {
  game: 'burraco',
  profile: 'champion',
  timeControl: { kind: 'bur-ch-46', chessClock: true },
} as const;

/** The refusals that come from the sender's role, not from the rules. */
const ROLE_CODES = new Set(['spectator', 'seat-action', 'director-action', 'clock-action']);

/** The answer to the move `id`, sent to `to`. */
const answerTo = (to: Recorder, id: string) =>
  to.got.find((g) => 'id' in g.message && g.message.id === id)?.message;

describe('players could play the director’s actions (issue 15, point 1)', () => {
  it('refuses a seated player’s time-out naming his own seat, and nothing is written or sent', async () => {
    let writes = 0;
    const { room, people, onTurn, seat } = await seated(BURRACO_CHESS, {
      write: () => {
        writes += 1;
        return Promise.resolve(ok(undefined));
      },
    });
    const before = writes;
    for (const p of people) p.got.length = 0;
    room.act(onTurn, 'to-1', { type: 'time-out', seat });
    await settled();
    expect(answerTo(onTurn, 'to-1')).toMatchObject({ type: 'error', code: 'director-action' });
    expect(writes).toBe(before);
    for (const p of people) expect(p.got.filter((g) => g.message.type === 'messages')).toEqual([]);
    await room.close();
  });

  it('refuses a clock-expired naming the opponents’ side, sent from a seat', async () => {
    const { room, people, seat } = await seated(BURRACO_CHESS);
    for (const p of people) {
      const mine = room.seatOfUser(p.userId as string) as number;
      room.act(p, `ce-${mine}`, { type: 'clock-expired', side: 1 - (mine % 2), seat: mine });
    }
    await settled();
    for (const p of people)
      expect(answerTo(p, `ce-${room.seatOfUser(p.userId as string)}`)).toMatchObject({
        type: 'error',
        code: 'clock-action',
      });
    // No penalty was charged: the status's chess clock still runs for the seat on turn's side.
    expect(room.status().chessClock?.every((ms) => ms > 0)).toBe(true);
    expect(seat).toBeGreaterThanOrEqual(0);
    await room.close();
  });

  it('answers every action type of each game, from a seat and from a spectator, as the owners say', async () => {
    for (const setup of [
      { game: 'scala40', profile: 'fisca-101', timeControl: { kind: 'none' } },
      BURRACO_CHESS,
    ] as const) {
      const { room, onTurn, seat } = await seated(setup);
      const watcher = recorder();
      room.attach(watcher, null, undefined);
      await settled();
      for (const [type, owner] of GAMES[setup.game].owners) {
        // Named after the sender's own seat, so that only the role can refuse it.
        const action = { type, seat, side: seat % 2, card: 0, cards: [0], meld: 0 };
        room.act(onTurn, `s-${type}`, action);
        room.act(watcher, `w-${type}`, action);
        await settled();
        expect(answerTo(watcher, `w-${type}`)).toMatchObject({ type: 'error', code: 'spectator' });
        const answer = answerTo(onTurn, `s-${type}`);
        if (owner === 'seat')
          expect(
            answer?.type === 'ack' || (answer?.type === 'error' && !ROLE_CODES.has(answer.code)),
          ).toBe(true);
        else expect(answer).toMatchObject({ type: 'error', code: `${owner}-action` });
      }
      await room.close();
    }
  });
});
