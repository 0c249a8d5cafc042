import type { Action, GameEvent, MatchState, SeatView } from '@tavolo/burraco';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { burracoGame } from './game.js';
import { type Gateway, type HostedTable, startGateway } from './gateway.js';
import { MAX_MESSAGE_BYTES, type ServerMessage, serverMessageSchema } from './protocol.js';
import { type Message, legalActionsFor, seatOnTurn, since, snapshot } from './table.js';
import { cardIdsIn, names, xoroshiro } from './test-support.js';

/** Generous: only a lost message should ever reach it. */
const WAIT_MS = 10_000;

interface Client {
  readonly socket: WebSocket;
  readonly next: () => Promise<ServerMessage>;
  readonly send: (message: unknown) => void;
  readonly closed: Promise<number>;
}

/** A real `ws` client that queues what it receives, each message checked against the schema. */
const connect = async (port: number): Promise<Client> => {
  const socket = new WebSocket(`ws://127.0.0.1:${port}`);
  const queue: ServerMessage[] = [];
  const waiting: ((message: ServerMessage) => void)[] = [];
  socket.on('message', (data) => {
    const message = serverMessageSchema.parse(JSON.parse(String(data)));
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', resolve));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return {
    socket,
    closed,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next: () => {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no message from the gateway')), WAIT_MS);
        waiting.push((message) => {
          clearTimeout(timer);
          resolve(message);
        });
      });
    },
  };
};

const expectType = <Type extends ServerMessage['type']>(
  message: ServerMessage,
  type: Type,
): Extract<ServerMessage, { type: Type }> => {
  expect(message.type).toBe(type);
  return message as Extract<ServerMessage, { type: Type }>;
};

type Burraco = HostedTable<MatchState, Action, GameEvent, SeatView>;

let gateway: Gateway;
let table: Burraco;
let clients: Client[];

beforeEach(async () => {
  gateway = await startGateway({ port: 0 });
  const created = gateway.createTable('t1', {
    game: burracoGame,
    profile: 'champion',
    seats: names(2),
    seed: xoroshiro(7),
  });
  if (!created.ok) throw new Error(created.error.message);
  table = created.value;
  clients = [];
});

afterEach(async () => {
  for (const client of clients) client.socket.close();
  await gateway.close();
});

const join = async (seat: number | null, resumeAfter?: number) => {
  const client = await connect(gateway.port);
  clients.push(client);
  client.send({
    type: 'hello',
    table: 't1',
    seat,
    ...(resumeAfter === undefined ? {} : { since: resumeAfter }),
  });
  return { client, greeting: await client.next() };
};

/** The seat on turn, its first legal action of `type`, and a request id. */
const play = (type: Action['type']) => {
  const seat = seatOnTurn(table.current());
  const action = legalActionsFor(table.current(), seat).find((a) => a.type === type);
  if (!action) throw new Error(`seat ${seat} cannot ${type}`);
  return { seat, action };
};

const cardsInHands = () => new Set(table.current().state.hand.hands.flat());

describe('the gateway over real WebSockets', () => {
  it('delivers contiguous per-viewer messages; the spectator gets placeholders, never a hidden card', async () => {
    const seats = [await join(0), await join(1)];
    const spectator = await join(null);
    const start = table.current().version;
    for (const [viewer, { greeting }] of [
      [0, seats[0]],
      [1, seats[1]],
      [null, spectator],
    ] as const)
      expect(greeting).toEqual({ type: 'snapshot', ...snapshot(table.current(), viewer) });
    expect(
      cardIdsIn(expectType(spectator.greeting, 'snapshot').view).filter((c) =>
        cardsInHands().has(c),
      ),
    ).toEqual([]);

    const received = new Map<number | null, Message<unknown>[]>([
      [0, []],
      [1, []],
      [null, []],
    ]);
    for (const type of ['draw', 'discard'] as const) {
      const { seat, action } = play(type);
      const before = table.current().version;
      seats[seat]?.client.send({ type: 'act', id: `${type}-1`, action });
      for (const [viewer, { client }] of [
        [0, seats[0]],
        [1, seats[1]],
        [null, spectator],
      ] as const) {
        const { messages } = expectType(await client.next(), 'messages');
        expect(messages.map((m) => m.version)).toEqual(
          Array.from({ length: table.current().version - before }, (_, i) => before + i + 1),
        );
        received.get(viewer)?.push(...(messages as Message<unknown>[]));
      }
      expect(await seats[seat]?.client.next()).toEqual({
        type: 'ack',
        id: `${type}-1`,
        version: table.current().version,
      });
    }

    const end = table.current().version;
    for (const [viewer, messages] of received) {
      const expected = since(table.current(), viewer, start);
      expect(expected.kind === 'messages' && expected.messages).toEqual(messages);
    }
    const spectatorSaw = received.get(null) ?? [];
    expect(spectatorSaw.map((m) => m.version)).toEqual(
      Array.from({ length: end - start }, (_, i) => start + i + 1),
    );
    // The drawn card goes to the drawer only: everyone else has a placeholder at that version.
    expect(spectatorSaw.some((m) => m.hidden)).toBe(true);
    const seen = cardIdsIn(spectatorSaw.flatMap((m) => (m.hidden ? [] : [m.event])));
    expect(seen.filter((card) => cardsInHands().has(card))).toEqual([]);
  });

  it('refuses an out-of-turn act to its sender only, and broadcasts nothing', async () => {
    const seats = [await join(0), await join(1)];
    const spectator = await join(null);
    const onTurn = seatOnTurn(table.current());
    const other = 1 - onTurn;
    const before = table.current().version;
    seats[other]?.client.send({ type: 'act', id: 'early', action: { type: 'draw', seat: other } });
    const refused = expectType((await seats[other]?.client.next()) as ServerMessage, 'error');
    expect(refused).toMatchObject({ id: 'early' });
    expect(refused.code).not.toBe('bad-message');
    expect(table.current().version).toBe(before);

    // The next thing anyone receives is the legal act's messages: nothing came in between.
    const { seat, action } = play('draw');
    seats[seat]?.client.send({ type: 'act', id: 'on-turn', action });
    for (const { client } of [...seats, spectator]) {
      const { messages } = expectType(await client.next(), 'messages');
      expect(messages[0]?.version).toBe(before + 1);
    }
  });

  it('refuses a spectator’s act', async () => {
    const spectator = await join(null);
    const { seat, action } = play('draw');
    spectator.client.send({ type: 'act', id: 'x', action: { ...action, seat } });
    expect(await spectator.client.next()).toMatchObject({
      type: 'error',
      id: 'x',
      code: 'spectator',
    });
  });

  it('answers malformed JSON and schema violations with bad-message and keeps the connection', async () => {
    const { client } = await join(0);
    for (const bad of [
      '{not json',
      { type: 'shout' },
      { type: 'hello', table: 't1', seat: -1 },
      { type: 'act', id: 'a1' },
      { type: 'hello', table: 't1', seat: 0, extra: true },
    ]) {
      client.send(bad);
      expect(await client.next()).toMatchObject({
        type: 'error',
        code: 'bad-message',
        article: 'Tavolo',
      });
    }
    client.send({ type: 'act', id: 'a3', action: 'draw' });
    expect(await client.next()).toMatchObject({ type: 'error', id: 'a3', code: 'bad-message' });

    const { seat, action } = play('draw');
    const joined = seat === 0 ? client : (await join(seat)).client;
    joined.send({ type: 'act', id: 'ok', action });
    expectType(await joined.next(), 'messages');
    expect(await joined.next()).toMatchObject({ type: 'ack', id: 'ok' });
  });

  it('gives a reconnecting client exactly what it missed since its version, or a snapshot', async () => {
    const { seat: drawer } = play('draw');
    const watcher = 1 - drawer;
    const first = await join(watcher);
    const seenUpTo = expectType(first.greeting, 'snapshot').version;
    first.client.socket.close();
    await first.client.closed;

    const player = await join(drawer);
    for (const type of ['draw', 'discard'] as const) {
      player.client.send({ type: 'act', id: type, action: play(type).action });
      expectType(await player.client.next(), 'messages');
      expectType(await player.client.next(), 'ack');
    }

    const back = await join(watcher, seenUpTo);
    const { messages } = expectType(back.greeting, 'messages');
    const missed = since(table.current(), watcher, seenUpTo);
    expect(missed.kind === 'messages' && missed.messages).toEqual(messages);
    expect(messages.map((m) => m.version)).toEqual(
      Array.from({ length: table.current().version - seenUpTo }, (_, i) => seenUpTo + i + 1),
    );

    const future = await join(watcher, table.current().version + 100);
    expect(future.greeting).toEqual({ type: 'snapshot', ...snapshot(table.current(), watcher) });
  });

  it('closes only the connection that sends an oversized message', async () => {
    const seats = [await join(0), await join(1)];
    const spectator = await join(null);
    const { seat, action } = play('draw');
    const other = seats[1 - seat] as { readonly client: Client };
    other.client.send({
      type: 'act',
      id: 'big',
      action: { padding: 'x'.repeat(MAX_MESSAGE_BYTES) },
    });
    expect(await other.client.closed).toBe(1009);

    seats[seat]?.client.send({ type: 'act', id: 'after', action });
    expectType(await spectator.client.next(), 'messages');
    expectType((await seats[seat]?.client.next()) as ServerMessage, 'messages');
    expect(await seats[seat]?.client.next()).toMatchObject({ type: 'ack', id: 'after' });
  });
});
