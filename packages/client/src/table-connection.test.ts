import type { AddressInfo } from 'node:net';
import type { Message } from '@tavolo/protocol';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { type RawData, WebSocketServer } from 'ws';
import { type HttpClient, createHttpClient } from './http-client.js';
import {
  type ConnectOptions,
  type TableConnection,
  type TableState,
  type Update,
  socketUrl,
} from './table-connection.js';
import {
  controlledSockets,
  errorOf,
  scala40View,
  connectionSuite,
  typeOf,
  valueOf,
} from './test-support.js';

const WAIT = { timeoutMs: 30_000 };
const FAST_RECONNECT = { minDelayMs: 5, maxDelayMs: 50 };

const suite = connectionSuite(FAST_RECONNECT);
const { connect } = suite;

const signedIn = async (): Promise<{ readonly http: HttpClient; readonly cookie: string }> => {
  const http = createHttpClient({ baseUrl: suite.server().url });
  valueOf(await http.guest());
  const cookie = http.cookie();
  if (cookie === undefined) throw new Error('no session cookie');
  return { http, cookie };
};

/**
 * Everything a connection received, in order: each snapshot's version and each event's. A
 * snapshot starts the stream afresh; an event must follow the previous entry's version.
 */
const recordStream = (connection: TableConnection) => {
  const entries: { readonly kind: 'snapshot' | 'event'; readonly version: number }[] = [];
  const updates: Update[] = [];
  connection.subscribe((update) => {
    updates.push(update);
    if (update.type === 'snapshot')
      entries.push({ kind: 'snapshot', version: update.state.version });
    if (update.type === 'messages')
      for (const m of update.messages) entries.push({ kind: 'event', version: m.version });
  });
  return {
    entries,
    updates,
    snapshots: () => entries.filter((e) => e.kind === 'snapshot').length,
    /** Versions out of order (each event one after the entry before it), none when contiguous. */
    breaks: () =>
      entries.filter(
        (e, i) => e.kind === 'event' && e.version !== (entries[i - 1]?.version ?? -1) + 1,
      ),
    last: () => entries[entries.length - 1]?.version,
  };
};

const isHuman = (state: TableState) => state.legal.length > 0;
const handOver = (state: TableState) => scala40View(state.view).results.length > 0;

/** A plain player: draws from the stock, opens or melds when it can, else discards. */
const choose = (legal: readonly unknown[]): unknown =>
  legal.find((a) => typeOf(a) === 'draw') ??
  legal.find((a) => typeOf(a) === 'open') ??
  legal.find((a) => typeOf(a) === 'meld') ??
  legal.find((a) => typeOf(a) === 'discard') ??
  legal[0];

/** Plays each prompt with one of its legal actions until `done`; the other seats are bots. */
const playUntil = async (
  player: TableConnection,
  done: (state: TableState) => boolean,
): Promise<TableState> => {
  for (;;) {
    const state = valueOf(await player.waitFor((s) => done(s) || isHuman(s), WAIT));
    if (done(state)) return state;
    const acked = valueOf(await player.act(choose(state.legal)));
    expect(acked.version).toBeGreaterThan(state.version);
  }
};

/** A second connection's first view, for comparison with one kept current by events. */
const freshView = async (options: Omit<ConnectOptions, 'url'>, version: number) => {
  const fresh = connect(options);
  const state = valueOf(await fresh.waitFor((s) => s.connected, WAIT));
  fresh.close();
  expect(state.version).toBe(version);
  return state.view;
};

const privateCards = (messages: readonly Message[]) =>
  messages.filter(
    (m) => !m.hidden && (typeOf(m.event) === 'dealt' || typeOf(m.event) === 'drew-card'),
  );

describe('a table over the real server', () => {
  it('plays a whole Scala 40 hand from the prompts, while a spectator sees no one’s cards', async () => {
    const { http, cookie } = await signedIn();
    // fisca-gara: 5 hands and no elimination (at fisca-101 a bad first hand can put the
    // player out at 101 points, and the bots would play on without them).
    const table = valueOf(
      await http.quickPlay({ game: 'scala40', profile: 'fisca-gara', players: 4 }),
    );
    const player = connect({ table: table.id, cookie });
    const spectator = connect({ table: table.id, watch: true });
    const playerStream = recordStream(player);
    const spectatorStream = recordStream(spectator);

    const start = valueOf(await player.waitFor((s) => s.connected && s.status !== null, WAIT));
    expect(start.seat).not.toBeNull();
    expect(scala40View(start.view).you).toBe(start.seat);
    expect(start.status?.seats[start.seat ?? -1]).toMatchObject({ controller: 'human' });
    expect(start.status?.hands[0]?.commitment).toMatch(/\S/);
    expect(scala40View(start.view).hand.number).toBe(1);

    const after = await playUntil(player, handOver);
    expect(scala40View(after.view).results).toHaveLength(1);
    expect(after.events.some((m) => !m.hidden && typeOf(m.event) === 'hand-ended')).toBe(true);
    // The seat sees the cards it draws from the stock; the spectator (below) does not.
    const ownDraws = player.events.filter(
      (m) =>
        !m.hidden &&
        typeOf(m.event) === 'drew-card' &&
        (m.event as { seat: number }).seat === after.seat,
    );
    expect(ownDraws.length).toBeGreaterThan(0);

    // Wait until the table rests on the player's turn (or the match is over), then compare the
    // view kept current by events with a fresh snapshot of the same seat and of a spectator.
    const rest = valueOf(
      await player.waitFor((s) => isHuman(s) || scala40View(s.view).status === 'over', WAIT),
    );
    expect(playerStream.breaks()).toEqual([]);
    expect(playerStream.snapshots()).toBe(1);
    expect(playerStream.last()).toBe(rest.version);
    expect(scala40View(rest.view).hand.number).toBe(2);
    expect(await freshView({ table: table.id, cookie }, rest.version)).toEqual(rest.view);

    const watched = valueOf(await spectator.waitFor((s) => s.version === rest.version, WAIT));
    expect(spectatorStream.breaks()).toEqual([]);
    expect(await freshView({ table: table.id, watch: true }, rest.version)).toEqual(watched.view);
    expect(watched.seat).toBeNull();
    expect(watched.legal).toEqual([]);
    const seenBySpectator = spectatorStream.updates.flatMap((u) =>
      u.type === 'messages' ? u.messages : [],
    );
    expect(
      spectatorStream.updates.every((u) => scala40View(u.state.view).hand.cards === null),
    ).toBe(true);
    expect(privateCards(seenBySpectator)).toEqual([]);
    expect(seenBySpectator.filter((m) => m.hidden).length).toBeGreaterThan(0);
    expect(spectatorStream.snapshots()).toBe(1);
    expect(spectatorStream.last()).toBe(rest.version);

    // The finished hand can now be replayed and its shuffle checked.
    expect(valueOf(await http.hands(table.id))).toContain(1);
    const replay = valueOf(await http.replay(table.id, 1));
    expect(replay.fairness.commitment).toBe(start.status?.hands[0]?.commitment);
    expect(valueOf(await http.replayText(table.id, 1))).toContain(replay.fairness.commitment);
    expect(valueOf(await http.proof(table.id, 1))).toMatchObject({ hand: 1, game: 'scala40' });
    expect(valueOf(await http.verification(table.id, 1))).toMatchObject({ ok: true, problems: [] });
  });

  it('answers refused actions with the rule’s code and article, and changes nothing', async () => {
    const host = await signedIn();
    const other = await signedIn();
    const created = valueOf(
      await host.http.createTable({
        game: 'scala40',
        profile: 'fisca-101',
        seats: [{ kind: 'human' }, { kind: 'human' }],
      }),
    );
    valueOf(await host.http.join(created.id));
    valueOf(await other.http.join(created.id));
    const player = connect({ table: created.id, cookie: host.cookie });
    const opponent = connect({ table: created.id, cookie: other.cookie });
    // Watching overrides the seat the account holds.
    const spectator = connect({ table: created.id, watch: true, cookie: other.cookie });
    const mine = valueOf(await player.waitFor((s) => s.connected, WAIT)).seat ?? -1;
    const theirs = valueOf(await opponent.waitFor((s) => s.connected, WAIT)).seat ?? -1;
    expect([mine, theirs].sort()).toEqual([0, 1]);
    expect(valueOf(await spectator.waitFor((s) => s.connected, WAIT)).seat).toBeNull();

    // Checked before anything is sent: not an object, too large for a message.
    expect(errorOf(await player.act('draw')).code).toBe('bad-action');
    // A field the engine does not know: the server would refuse it, so it is not sent.
    expect(errorOf(await player.act({ type: 'draw', seat: mine, junk: 1 }))).toEqual({
      code: 'bad-action',
      message: "action: Unrecognized key(s) in object: 'junk'",
    });
    expect(
      errorOf(await player.act({ type: 'draw', seat: mine, padding: 'x'.repeat(20_000) })).code,
    ).toBe('too-large');

    // The opponent plays until it is the player's turn, which then waits for the player.
    await playUntil(opponent, (s) => scala40View(s.view).hand.turn.seat === mine);
    const before = valueOf(await player.waitFor(isHuman, WAIT));
    expect(scala40View(before.view).hand.turn.phase).toBe('draw');
    const discard = { type: 'discard', seat: mine, card: scala40View(before.view).hand.cards?.[0] };
    const outOfOrder = errorOf(await player.act(discard));
    expect(outOfOrder).toMatchObject({ code: 'draw-first', article: 'S40-CdG art. 15' });
    expect(outOfOrder.message).not.toBe('');
    const outOfTurn = errorOf(await opponent.act({ type: 'draw', seat: theirs }));
    expect(outOfTurn).toMatchObject({ code: 'not-your-turn', article: 'S40-CdG art. 16' });
    const wrongSeat = errorOf(await player.act({ type: 'draw', seat: theirs }));
    expect(wrongSeat).toMatchObject({ code: 'wrong-seat', article: 'Tavolo' });
    expect(errorOf(await spectator.act({ type: 'draw', seat: mine })).code).toBe('spectator');

    // Nothing changed: the player's state is the very value it had, and it may still draw.
    expect(player.state).toBe(before);
    expect(valueOf(await player.act({ type: 'draw', seat: mine })).version).toBeGreaterThan(
      before.version,
    );
  });

  it('closes for good when the server refuses the hello', async () => {
    const connection = connect({ table: 'no-such-table' });
    const errors: string[] = [];
    connection.subscribe((update) => {
      if (update.type === 'error') errors.push(update.error.code);
    });
    const refused = errorOf(await connection.waitFor(() => false, WAIT));
    expect(refused.code).toBe('closed');
    expect(connection.closed).toBe(true);
    expect(errors).toEqual(['no-such-table']);
    expect(errorOf(await connection.act({ type: 'draw', seat: 0 })).code).toBe('not-connected');
  });

  it('resumes after a dropped socket at the right version, with nothing missed', async () => {
    const { http, cookie } = await signedIn();
    const table = valueOf(await http.quickPlay({ game: 'scala40', players: 3 }));
    const playerSockets = controlledSockets();
    const spectatorSockets = controlledSockets();
    const player = connect({ table: table.id, cookie, WebSocket: playerSockets.WebSocket });
    const spectator = connect({ table: table.id, WebSocket: spectatorSockets.WebSocket });
    const playerStream = recordStream(player);
    const spectatorStream = recordStream(spectator);
    const connections: boolean[] = [];
    spectator.subscribe((update) => {
      if (update.type === 'connection') connections.push(update.connected);
    });
    valueOf(await player.waitFor(isHuman, WAIT));
    valueOf(await spectator.waitFor((s) => s.connected, WAIT));

    // The spectator's socket dies and stays down while the game goes on.
    spectatorSockets.control.blocked = true;
    spectatorSockets.control.sockets.at(-1)?.terminate();
    valueOf(await spectator.waitFor((s) => !s.connected, WAIT));
    const missedFrom = spectator.version;
    // A whole round: the player's turn, then every bot's, back to the player's draw.
    const resting = await playUntil(
      player,
      (s) => isHuman(s) && s.version > missedFrom && scala40View(s.view).hand.turn.phase === 'draw',
    );
    expect(resting.version).toBeGreaterThan(missedFrom);
    expect(spectator.version).toBe(missedFrom);

    spectatorSockets.control.blocked = false;
    const caughtUp = valueOf(await spectator.waitFor((s) => s.version === resting.version, WAIT));
    expect(caughtUp.connected).toBe(true);
    expect(connections).toEqual([true, false, true]);
    expect(spectatorStream.snapshots()).toBe(1);
    expect(spectatorStream.breaks()).toEqual([]);
    expect(await freshView({ table: table.id }, resting.version)).toEqual(caughtUp.view);

    // The player's socket dies with an action on its way: its outcome is unknown…
    const acting = player.act(choose(resting.legal));
    playerSockets.control.sockets.at(-1)?.terminate();
    expect(errorOf(await acting).code).toBe('disconnected');
    expect(player.connected).toBe(false);
    expect(player.legal).toEqual([]);
    // …until the connection is back: the version says whether the server played it.
    const back = valueOf(await player.waitFor((s) => s.connected && isHuman(s), WAIT));
    const played = back.version > resting.version;
    expect(scala40View(back.view).hand.turn.phase).toBe(played ? 'play' : 'draw');
    expect(playerStream.snapshots()).toBe(1);
    expect(playerStream.breaks()).toEqual([]);
    expect(playerStream.last()).toBe(back.version);
    expect(await freshView({ table: table.id, cookie }, back.version)).toEqual(back.view);
    // Play goes on from there.
    valueOf(await player.act(choose(back.legal)));
  });
});

/**
 * A scripted peer for what the real server never does on purpose: skip a version, send
 * something that is not the protocol.
 */
describe('a table over a scripted server', () => {
  const serve = async () => {
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => wss.once('listening', resolve));
    const inbox: { readonly socket: WebSocket; readonly message: unknown }[] = [];
    let wake: (() => void) | undefined;
    wss.on('connection', (socket) =>
      socket.on('message', (data: RawData) => {
        inbox.push({ socket, message: JSON.parse(String(data)) as unknown });
        wake?.();
      }),
    );
    const next = async () => {
      for (;;) {
        const first = inbox.shift();
        if (first) return first;
        await new Promise<void>((resolve) => (wake = resolve));
      }
    };
    const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
    const close = () => new Promise<void>((resolve) => wss.close(() => resolve()));
    return { url, next, close };
  };
  const send = (socket: WebSocket, message: unknown) =>
    socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  const event = (version: number) => ({ version, hidden: false, event: { type: 'tick', version } });

  it('resyncs on a gap or a bad message, matches answers to acts, and resumes after a drop', async () => {
    const peer = await serve();
    const connection = connect({ url: peer.url, table: 't1' });
    const errors: string[] = [];
    connection.subscribe((update) => {
      if (update.type === 'error') errors.push(update.error.code);
    });

    const first = await peer.next();
    expect(first.message).toEqual({ type: 'hello', table: 't1' });
    send(first.socket, { type: 'snapshot', table: 't1', seat: 1, version: 3, view: { at: 3 } });
    send(first.socket, { type: 'prompt', version: 3, legal: [{ type: 'pass', seat: 1 }] });
    const prompted = valueOf(await connection.waitFor((s) => s.legal.length > 0, WAIT));
    expect(prompted).toMatchObject({ seat: 1, version: 3, view: { at: 3 }, connected: true });
    send(first.socket, {
      type: 'messages',
      messages: [event(4), { version: 5, hidden: true }],
      view: { at: 5 },
    });
    const five = valueOf(await connection.waitFor((s) => s.version === 5, WAIT));
    // The prompt was for version 3: nothing is legal at 5 until a new one comes.
    expect(five.legal).toEqual([]);

    // Version 6 never arrives: the batch with 7 is set aside and the client asks again.
    send(first.socket, { type: 'messages', messages: [event(7)], view: { at: 7 } });
    expect((await peer.next()).message).toEqual({ type: 'hello', table: 't1', since: 5 });
    expect(connection.version).toBe(5);
    send(first.socket, { type: 'messages', messages: [event(6), event(7)], view: { at: 7 } });
    const seven = valueOf(await connection.waitFor((s) => s.version === 7, WAIT));
    expect(seven.view).toEqual({ at: 7 });
    expect(seven.events.map((m) => m.version)).toEqual([4, 5, 6, 7]);

    // Something that is not the protocol: reported, and the client asks again.
    send(first.socket, { type: 'snapshot', version: 'eight' });
    expect((await peer.next()).message).toEqual({ type: 'hello', table: 't1', since: 7 });
    expect(errors).toEqual(['bad-server-message']);
    send(first.socket, { type: 'messages', messages: [], view: { at: 7 } });

    // Answers find their acts by request id.
    const refusedAct = connection.act({ type: 'draw', seat: 1 });
    const refusedAsk = (await peer.next()).message as { readonly id: string };
    const acceptedAct = connection.act({ type: 'draw', seat: 1 });
    const acceptedAsk = (await peer.next()).message as { readonly id: string };
    expect(acceptedAsk.id).not.toBe(refusedAsk.id);
    send(first.socket, { type: 'ack', id: acceptedAsk.id, version: 8 });
    send(first.socket, {
      type: 'error',
      id: refusedAsk.id,
      code: 'not-your-turn',
      message: 'it is not your turn',
      article: 'S40-CdG art. 16',
    });
    expect(valueOf(await acceptedAct)).toEqual({ version: 8 });
    expect(errorOf(await refusedAct)).toEqual({
      code: 'not-your-turn',
      message: 'it is not your turn',
      article: 'S40-CdG art. 16',
    });

    // A drop with an act pending: the act gets `disconnected`, the client comes back with since.
    const lostAct = connection.act({ type: 'draw', seat: 1 });
    (await peer.next()).socket.terminate();
    expect(errorOf(await lostAct).code).toBe('disconnected');
    const second = await peer.next();
    expect(second.socket).not.toBe(first.socket);
    expect(second.message).toEqual({ type: 'hello', table: 't1', since: 7 });
    send(second.socket, { type: 'snapshot', table: 't1', seat: 1, version: 9, view: { at: 9 } });
    expect(valueOf(await connection.waitFor((s) => s.version === 9, WAIT)).connected).toBe(true);

    connection.close();
    expect(connection.closed).toBe(true);
    expect(connection.connected).toBe(false);
    await peer.close();
  });
});

describe('socketUrl', () => {
  it('finds the socket of a server address and keeps a socket URL as it is', () => {
    expect(socketUrl('http://127.0.0.1:8080')).toBe('ws://127.0.0.1:8080/ws');
    expect(socketUrl('https://tavolo.example/')).toBe('wss://tavolo.example/ws');
    expect(socketUrl('wss://tavolo.example/ws')).toBe('wss://tavolo.example/ws');
  });
});
