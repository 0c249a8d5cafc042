/**
 * The Tavolo run: `tables` tables of four guests, each guest with its own WebSocket, playing
 * whole matches against the real server. A seat answers each prompt at the version it has
 * reached with an action drawn uniformly from the prompt's legal ones; when a match ends, its
 * four guests open a new table and play on, so the load stays the same for the whole run.
 *
 * The clients trust the server's messages: they parse the JSON and read a few fields (type,
 * versions, ids), with no schema validation, so that the load generator's work per message
 * stays far below the server's. Every connection checks that its versions are contiguous.
 */
import { performance } from 'node:perf_hooks';
import type { ClientMessage, GameName, ServerMessage } from '@tavolo/protocol';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import WebSocket from 'ws';
import { mapLimited, postJson } from './http.js';
import { type RunFigures, measureWindow } from './measure.js';
import { readProcessFigures } from './prometheus.js';
import { type Recorder, createRecorder } from './recorder.js';
import type { Result } from './result.js';

export interface TavoloRunOptions {
  /** The server's `http://host:port`. */
  readonly baseUrl: string;
  readonly tables: number;
  readonly game: GameName;
  readonly profile: string;
  readonly seed: number;
  readonly warmupSeconds: number;
  readonly durationSeconds: number;
  readonly progress?: (line: string) => void;
}

export const SEATS = 4;

/** Setup requests in flight at once: enough to keep the server busy, not to flood it. */
const SETUP_CONCURRENCY = 16;
const CONNECT_CONCURRENCY = 64;

type Generator = ReturnType<typeof xoroshiro128plus>;

interface Seat {
  readonly cookie: string;
  readonly rng: Generator;
  ws: WebSocket | undefined;
  /** The table whose snapshot the connection waits for; messages before it are the old table's. */
  awaiting: string | undefined;
  /** The version of the last event the connection has received. */
  version: number;
  /** The version of the last prompt answered: a prompt repeated at that version is not. */
  answered: number;
  nextId: number;
  /** Send times of the actions not acknowledged yet, by request id. */
  readonly sentAt: Map<string, number>;
}

interface Group {
  readonly seats: readonly Seat[];
  table: string;
  renewing: boolean;
}

const codeOf = (body: unknown): string =>
  typeof body === 'object' && body !== null && 'code' in body ? String(body.code) : 'no-code';

/** A guest session (no password to hash): the session cookie. */
const guestSession = async (baseUrl: string, name: string): Promise<Result<string>> => {
  const answer = await postJson(`${baseUrl}/api/auth/guest`, { name });
  if (!answer.ok) return answer;
  if (answer.value.status !== 201 || answer.value.cookie === undefined)
    return {
      ok: false,
      error: `guest ${name}: ${answer.value.status} ${codeOf(answer.value.body)}`,
    };
  return { ok: true, value: answer.value.cookie };
};

/**
 * A new table of four human places, joined by the four guests one after the other (the last
 * join starts the match): the table's id, or the refusal's code.
 */
export const openGroupTable = async (
  baseUrl: string,
  cookies: readonly string[],
  game: GameName,
  profile: string,
): Promise<Result<string>> => {
  const created = await postJson(
    `${baseUrl}/api/tables`,
    {
      game,
      profile,
      seats: cookies.map(() => ({ kind: 'human' })),
      timeControl: { kind: 'none' },
      graceSeconds: 600,
    },
    cookies[0],
  );
  if (!created.ok) return created;
  if (created.value.status !== 201)
    return { ok: false, error: `create-table-${codeOf(created.value.body)}` };
  const id = (created.value.body as { readonly id: string }).id;
  for (const cookie of cookies) {
    const joined = await postJson(`${baseUrl}/api/tables/${id}/join`, {}, cookie);
    if (!joined.ok) return joined;
    if (joined.value.status !== 200)
      return { ok: false, error: `join-table-${codeOf(joined.value.body)}` };
  }
  return { ok: true, value: id };
};

const send = (ws: WebSocket, message: ClientMessage, recorder: Recorder) => {
  const text = JSON.stringify(message);
  ws.send(text);
  recorder.sent(Buffer.byteLength(text));
};

export const runTavolo = async (options: TavoloRunOptions): Promise<Result<RunFigures>> => {
  const { baseUrl, progress = () => undefined } = options;
  const recorder = createRecorder();
  const wsUrl = `${baseUrl.replace(/^http/, 'ws')}/ws`;
  const before = await readProcessFigures(baseUrl);
  if (!before.ok) return before;

  const count = options.tables * SEATS;
  progress(`${count} guest sessions`);
  const cookies = await mapLimited(Array.from({ length: count }), SETUP_CONCURRENCY, (_, i) =>
    guestSession(baseUrl, `Load ${i + 1}`),
  );
  const seats: Seat[] = [];
  for (const [i, cookie] of cookies.entries()) {
    if (!cookie.ok) return cookie;
    seats.push({
      cookie: cookie.value,
      rng: xoroshiro128plus(options.seed + i),
      ws: undefined,
      awaiting: undefined,
      version: 0,
      answered: -1,
      nextId: 1,
      sentAt: new Map(),
    });
  }

  progress(`${options.tables} tables`);
  const groupSeats = Array.from({ length: options.tables }, (_, g) =>
    seats.slice(g * SEATS, (g + 1) * SEATS),
  );
  const tables = await mapLimited(groupSeats, SETUP_CONCURRENCY, (members) =>
    openGroupTable(
      baseUrl,
      members.map((s) => s.cookie),
      options.game,
      options.profile,
    ),
  );
  const groups: Group[] = [];
  for (const [g, table] of tables.entries()) {
    if (!table.ok) return table;
    groups.push({ seats: groupSeats[g] ?? [], table: table.value, renewing: false });
  }

  const play = (seat: Seat, legal: readonly unknown[]) => {
    if (!seat.ws) return;
    if (legal.length === 0) return recorder.error('no-legal-action');
    const id = String(seat.nextId);
    seat.nextId += 1;
    seat.sentAt.set(id, performance.now());
    send(
      seat.ws,
      {
        type: 'act',
        id,
        action: legal[uniformInt(seat.rng, 0, legal.length - 1)] as Record<string, unknown>,
      },
      recorder,
    );
  };

  /** The match is over: the same four guests sit at a new table and play on. */
  const renew = async (group: Group) => {
    group.renewing = true;
    recorder.matchFinished();
    const table = await openGroupTable(
      baseUrl,
      group.seats.map((s) => s.cookie),
      options.game,
      options.profile,
    );
    if (!table.ok) return recorder.error(table.error);
    group.table = table.value;
    group.renewing = false;
    for (const seat of group.seats) {
      seat.awaiting = table.value;
      if (seat.ws) send(seat.ws, { type: 'hello', table: table.value }, recorder);
    }
  };

  const onMessage = (group: Group, seat: Seat, text: string) => {
    // Trusted: the server's own messages (the protocol's tests check their shape).
    const message = JSON.parse(text) as ServerMessage;
    switch (message.type) {
      case 'snapshot':
        if (seat.awaiting !== undefined && message.table !== seat.awaiting) return;
        if (message.seat === null) recorder.error('not-seated');
        seat.awaiting = undefined;
        seat.version = message.version;
        seat.answered = -1;
        return;
      case 'messages':
        if (seat.awaiting !== undefined) return;
        for (const m of message.messages) {
          if (m.version !== seat.version + 1) recorder.error('version-gap');
          seat.version = m.version;
        }
        return;
      case 'prompt':
        if (seat.awaiting !== undefined || message.version !== seat.version) return;
        // A seat that connects may be prompted twice at one version: by its attach and by the
        // move before it. A client answers a version once (a second answer would be refused).
        if (message.version === seat.answered) return recorder.note('repeated-prompt');
        seat.answered = message.version;
        return play(seat, message.legal);
      case 'ack': {
        const sentAt = seat.sentAt.get(message.id);
        if (sentAt === undefined) return recorder.error('unexpected-ack');
        seat.sentAt.delete(message.id);
        return recorder.acked(sentAt);
      }
      case 'error':
        if (message.id !== undefined) seat.sentAt.delete(message.id);
        return recorder.error(message.code);
      case 'status':
        if (
          message.status.phase === 'over' &&
          message.status.table === group.table &&
          !group.renewing
        )
          void renew(group);
        return;
    }
  };

  let closing = false;
  const connect = (group: Group, seat: Seat): Promise<Result<WebSocket>> =>
    new Promise((resolve) => {
      const ws = new WebSocket(wsUrl, {
        headers: { cookie: seat.cookie },
        perMessageDeflate: false,
      });
      ws.once('open', () => {
        seat.ws = ws;
        seat.awaiting = group.table;
        send(ws, { type: 'hello', table: group.table }, recorder);
        resolve({ ok: true, value: ws });
      });
      // Before `open`, a failure is the setup's; after it, 'close' follows and counts it.
      ws.on('error', (error) => resolve({ ok: false, error: `WebSocket: ${error.message}` }));
      ws.on('message', (data: Buffer) => {
        recorder.received(data.length);
        onMessage(group, seat, data.toString('utf8'));
      });
      ws.once('close', () => {
        if (!closing) recorder.error('disconnected');
      });
    });

  progress(`${count} connections`);
  const pairs = groups.flatMap((group) => group.seats.map((seat) => ({ group, seat })));
  const connected = await mapLimited(pairs, CONNECT_CONCURRENCY, ({ group, seat }) =>
    connect(group, seat),
  );
  const sockets: WebSocket[] = [];
  for (const socket of connected) {
    if (!socket.ok) {
      closing = true;
      for (const ws of sockets) ws.terminate();
      return socket;
    }
    sockets.push(socket.value);
  }

  progress(
    `playing: ${options.warmupSeconds} s of warm-up, then ${options.durationSeconds} s measured`,
  );
  const server = await measureWindow(recorder, baseUrl, before.value, count, options);
  closing = true;
  for (const ws of sockets) ws.terminate();
  if (!server.ok) return server;
  return {
    ok: true,
    value: {
      connections: count,
      window: recorder.stats(),
      errors: recorder.errors(),
      notes: recorder.notes(),
      server: server.value,
    },
  };
};
