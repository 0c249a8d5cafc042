/**
 * The realtime gateway: WebSocket connections (path `/ws` of the HTTP server) in front of the
 * rooms. It knows sockets and nothing of the games: it authenticates the upgrade by the session
 * cookie, parses every message with the protocol's schemas, applies the limits (size, rate,
 * liveness), and hands `hello` and `act` to the room of the table named.
 *
 * A connection follows one table at a time; a new `hello` moves it. Bad input is answered with
 * an `error` message and the connection keeps working; only a flood or an oversized message
 * closes it. An exception in handling a message (a bug in a room, a store that fails while a
 * finished room opens) is logged and answered with the generic `internal-error`, never with its
 * text; the connection keeps working.
 *
 * Limits per resource: connections open at once per client address (an upgrade over the limit
 * is answered 429), and spectators per table, every connection following a table without a seat
 * at it and, more tightly, those without an account (a `hello` over the limit is refused with
 * `too-many-spectators` and the connection stays where it was). A connection belongs to the
 * session of its cookie: logging that session out closes it (code 4001).
 */
import type { IncomingHttpHeaders, IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RuleError, err, PROCEDURE, ruleError } from '@tavolo/cards';
import {
  type ClientMessage,
  type ServerMessage,
  type User,
  errorMessage,
  MAX_MESSAGE_BYTES,
  parseClientMessage,
  requestIdOf,
} from '@tavolo/protocol';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { addressKey } from './limiter.js';
import type { Connection, Room } from './room.js';

export interface GatewayLimits {
  /** Messages a connection may send per second on average… */
  readonly messagesPerSecond: number;
  /** …and in a burst. */
  readonly burst: number;
  /** Refused messages (over the rate) after which the connection is closed. */
  readonly floodClose: number;
  /** Between liveness pings; a connection that missed the previous pong is dropped. */
  readonly heartbeatMs: number;
  /** Connections open at once from one address (an IPv6 address: its /64). */
  readonly connectionsPerAddress: number;
  /** Connections following one table without a seat at it… */
  readonly spectatorsPerTable: number;
  /** …of which without an account. */
  readonly anonymousSpectatorsPerTable: number;
}

export const DEFAULT_LIMITS: GatewayLimits = {
  messagesPerSecond: 20,
  burst: 40,
  floodClose: 200,
  heartbeatMs: 30_000,
  connectionsPerAddress: 32,
  spectatorsPerTable: 200,
  anonymousSpectatorsPerTable: 50,
};

/** The close code of a connection whose session was logged out. */
export const LOGGED_OUT = 4001;

/** The heartbeat pings one slice of the connections per tick: a second apart by default. */
const HEARTBEAT_SLICES = 30;

export interface GatewayOptions {
  readonly server: Server;
  readonly rooms: {
    readonly room: (id: string) => Room | undefined;
    /** A room not running now (a finished match's, read-only), opened from the store. */
    readonly open?: (id: string) => Promise<Room | undefined>;
  };
  readonly authenticate: (cookie: string | undefined) => Promise<User | undefined>;
  /** The key of the session a cookie names, as `endSession` is given it. */
  readonly sessionOf?: (cookie: string | undefined) => string | undefined;
  /** The client's address of an upgrade request (behind a proxy, from its header). */
  readonly clientAddress?: (request: IncomingMessage) => string;
  readonly limits?: Partial<GatewayLimits>;
  readonly onConnections?: (count: number) => void;
  readonly onMessageOut?: () => void;
  /** Seconds from an `act`'s receipt to its `ack` or `error`. */
  readonly observeAct?: (seconds: number) => void;
  /** Whether an upgrade's headers show it comes from the server's own pages (`same-origin.ts`). */
  readonly sameOrigin?: (headers: IncomingHttpHeaders) => boolean;
  /** Where the errors in handling a message are told, with the error (never to the client). */
  readonly log?: (message: string, error?: unknown) => void;
}

export interface Gateway {
  readonly connections: () => number;
  /** Closes the connections of a session (logged out), code 4001; they act no more. */
  readonly endSession: (session: string) => void;
  /** Closes every connection (1001, going away) and stops accepting new ones. */
  readonly close: () => Promise<void>;
}

const textOf = (data: RawData): string =>
  (Array.isArray(data)
    ? Buffer.concat(data)
    : Buffer.isBuffer(data)
      ? data
      : Buffer.from(data)
  ).toString('utf8');

const refusal = (code: string, message: string): RuleError => ruleError(code, PROCEDURE, message);

/** What a client is told of an error of the server's own: a stable code, no details. */
const INTERNAL = refusal('internal-error', 'internal server error');

/** A token bucket: `burst` tokens, refilled at `perSecond`. */
const bucket = (perSecond: number, burst: number) => {
  let tokens = burst;
  let at = Date.now();
  return () => {
    const now = Date.now();
    tokens = Math.min(burst, tokens + ((now - at) / 1000) * perSecond);
    at = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
};

export const attachGateway = (options: GatewayOptions): Gateway => {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const log = options.log ?? (() => undefined);
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const alive = new WeakMap<WebSocket, boolean>();

  const clientAddress =
    options.clientAddress ?? ((request: IncomingMessage) => request.socket.remoteAddress ?? '');
  /** Connections open (or being opened) per address key, released when the socket closes. */
  const perAddress = new Map<string, number>();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path !== '/ws') {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    if (options.sameOrigin?.(request.headers) === false) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    const address = addressKey(clientAddress(request));
    const open = perAddress.get(address) ?? 0;
    if (open >= limits.connectionsPerAddress) {
      socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\n\r\n');
      return;
    }
    perAddress.set(address, open + 1);
    socket.once('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left <= 0) perAddress.delete(address);
      else perAddress.set(address, left);
    });
    options.authenticate(request.headers.cookie).then(
      (user) =>
        wss.handleUpgrade(request, socket, head, (ws) =>
          serve(ws, socket, user, user && options.sessionOf?.(request.headers.cookie)),
        ),
      () => socket.end('HTTP/1.1 500 Internal Server Error\r\nConnection: close\r\n\r\n'),
    );
  };

  /** The spectators of each table followed by any: all of them, and those without an account. */
  const spectators = new Map<string, { all: number; anonymous: number }>();
  const watch = (table: string, anonymous: boolean, by: 1 | -1) => {
    const count = spectators.get(table) ?? { all: 0, anonymous: 0 };
    count.all += by;
    if (anonymous) count.anonymous += by;
    if (count.all <= 0) spectators.delete(table);
    else spectators.set(table, count);
  };
  const roomForSpectator = (table: string, anonymous: boolean): boolean => {
    const count = spectators.get(table);
    if (count === undefined) return true;
    return (
      count.all < limits.spectatorsPerTable &&
      (!anonymous || count.anonymous < limits.anonymousSpectatorsPerTable)
    );
  };

  /** What ends each connection of a session, by the session's key. */
  const sessions = new Map<string, Set<() => void>>();
  options.server.on('upgrade', onUpgrade);

  /**
   * Per account too: one person with several tabs (or scripts) shares one allowance, twice a
   * connection's. Dropped with the account's last connection.
   */
  const accounts = new Map<string, { readonly allowed: () => boolean; connections: number }>();
  const accountAllowance = (userId: string) => {
    const found = accounts.get(userId);
    if (found) {
      found.connections += 1;
      return found.allowed;
    }
    const made = {
      allowed: bucket(limits.messagesPerSecond * 2, limits.burst * 2),
      connections: 1,
    };
    accounts.set(userId, made);
    return made.allowed;
  };
  const releaseAccount = (userId: string) => {
    const found = accounts.get(userId);
    if (found && --found.connections <= 0) accounts.delete(userId);
  };

  /*
   * Each connection is pinged once per period, but not all at once: a ping is a socket write of
   * its own, and pinging four thousand connections in one timer held the event loop (every
   * table) for over a hundred milliseconds. The connections are dealt round-robin into slices,
   * and one slice is pinged per tick.
   */
  const slices = Math.max(1, Math.min(HEARTBEAT_SLICES, Math.floor(limits.heartbeatMs / 100)));
  const sliced: Set<WebSocket>[] = Array.from({ length: slices }, () => new Set());
  let dealt = 0;
  let due = 0;
  const heartbeat = setInterval(() => {
    const slice = sliced[due] ?? new Set();
    due = (due + 1) % slices;
    for (const ws of slice) {
      if (alive.get(ws) === false) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, limits.heartbeatMs / slices);
  heartbeat.unref();

  /** `socket` is the one `ws` writes its frames to (handed to `handleUpgrade`). */
  const serve = (
    ws: WebSocket,
    socket: Duplex,
    user: User | undefined,
    session: string | undefined,
  ) => {
    options.onConnections?.(wss.clients.size);
    alive.set(ws, true);
    ws.on('pong', () => alive.set(ws, true));
    const slice = sliced[dealt++ % slices];
    slice?.add(ws);
    ws.once('close', () => slice?.delete(ws));
    /** Receipt times of the acts not answered yet, by request id. */
    const received = new Map<string, bigint>();
    /*
     * A change reaches a connection as a burst of frames (messages, prompt, ack, status): held
     * corked until the turn's callbacks are done, they leave in one socket write, not one each.
     */
    let corked = false;
    const uncork = () => {
      corked = false;
      socket.uncork();
    };
    const send = (message: ServerMessage, text?: () => string) => {
      if ((message.type === 'ack' || message.type === 'error') && message.id !== undefined) {
        const at = received.get(message.id);
        received.delete(message.id);
        if (at !== undefined) options.observeAct?.(Number(process.hrtime.bigint() - at) / 1e9);
      }
      // A connection closing meanwhile just misses it; it resumes with `since` on reconnection.
      if (ws.readyState !== ws.OPEN) return;
      if (!corked) {
        corked = true;
        socket.cork();
        // After the promise continuations of this turn too (the ack follows its messages).
        process.nextTick(uncork);
      }
      ws.send(text ? text() : JSON.stringify(message));
      options.onMessageOut?.();
    };
    const connection: Connection = { send, userId: user?.id, ...(user && { role: user.role }) };
    /** An error of the server's in handling a message: logged, and the client told only that. */
    const failed = (what: string, error: unknown, id?: string) => {
      log(`gateway: ${what} failed`, error);
      try {
        send(errorMessage(INTERNAL, id));
      } catch (sending) {
        log('gateway: the internal-error answer failed', sending);
      }
    };
    let room: Room | undefined;
    const connectionAllowed = bucket(limits.messagesPerSecond, limits.burst);
    const accountAllowed = user ? accountAllowance(user.id) : () => true;
    const allowed = () => connectionAllowed() && accountAllowed();
    let refused = 0;

    /** The table this connection follows without a seat, counted among its spectators. */
    let watching: string | undefined;
    const unwatch = () => {
      if (watching !== undefined) watch(watching, user === undefined, -1);
      watching = undefined;
    };

    /** How many hellos so far: a room opened for a hello is not followed after a later one. */
    let hellos = 0;
    const hello = (message: Extract<ClientMessage, { type: 'hello' }>) => {
      const mine = ++hellos;
      const running = options.rooms.room(message.table);
      if (running || !options.rooms.open) return greet(message, running);
      const { open } = options.rooms;
      // The opening is awaited inside, so that a throw, a rejection or a failing greet all
      // end in the catch below, never as an unhandled rejection.
      const opening = async () => {
        const opened = await open(message.table);
        if (mine === hellos && !left) greet(message, opened);
      };
      opening().catch((error: unknown) => {
        if (!left) failed(`a hello to table ${message.table}`, error);
      });
    };

    const greet = (message: Extract<ClientMessage, { type: 'hello' }>, next: Room | undefined) => {
      if (!next) return send(errorMessage(refusal('no-such-table', `no table ${message.table}`)));
      const seat = message.watch || !user ? null : next.seatOfUser(user.id);
      const spectator = seat === null;
      if (spectator && watching !== message.table && !roomForSpectator(message.table, !user))
        return send(
          errorMessage(
            refusal('too-many-spectators', `table ${message.table} has all the spectators it can`),
          ),
        );
      room?.detach(connection);
      unwatch();
      room = next;
      if (spectator) {
        watching = message.table;
        watch(message.table, user === undefined, 1);
      }
      next.attach(connection, seat, message.since);
    };

    /**
     * The table's director (issue 19): the room says whether the connection may direct it, and
     * only then does the connection leave the table it followed. A director is no spectator.
     */
    const directorHello = (table: string) => {
      const mine = ++hellos;
      const direct = (next: Room | undefined) => {
        if (!next) return send(errorMessage(refusal('no-such-table', `no table ${table}`)));
        const refused = next.director.refusal(connection);
        if (refused) return send(errorMessage(refused));
        room?.detach(connection);
        unwatch();
        room = next;
        next.director.attach(connection);
      };
      const running = options.rooms.room(table);
      if (running || !options.rooms.open) return direct(running);
      const { open } = options.rooms;
      const opening = async () => {
        const opened = await open(table);
        if (mine === hellos && !left) direct(opened);
      };
      opening().catch((error: unknown) => {
        if (!left) failed(`a director's hello to table ${table}`, error);
      });
    };

    /** Logged out: acts no more, and closes. */
    let ended = false;
    const end = () => {
      ended = true;
      leave();
      ws.close(LOGGED_OUT, 'logged out');
    };
    if (session !== undefined) {
      const ends = sessions.get(session) ?? new Set<() => void>();
      ends.add(end);
      sessions.set(session, ends);
    }

    /** One message: parsed, then handed to the room of its table. */
    const handle = (data: RawData, isBinary: boolean) => {
      if (ended) return;
      if (!allowed()) {
        refused += 1;
        if (refused >= limits.floodClose) ws.close(1008, 'too many messages');
        else if (refused === 1 || refused % 50 === 0)
          send(errorMessage(refusal('rate-limited', 'too many messages: slow down')));
        return;
      }
      const text = textOf(data);
      const parsed = isBinary
        ? err(refusal('bad-message', 'messages are JSON text, not binary'))
        : parseClientMessage(text);
      if (!parsed.ok) return send(errorMessage(parsed.error, requestIdOf(text)));
      const message = parsed.value;
      if (message.type === 'hello') return hello(message);
      if (message.type === 'join-as-director') return directorHello(message.table);
      const id = message.type === 'count-closed' ? undefined : message.id;
      if (!room)
        return send(errorMessage(refusal('not-joined', 'say hello to a table before acting'), id));
      const acting = room;
      try {
        if (message.type === 'count-closed') return acting.closeCount(connection, message.hand);
        if (message.type === 'pace') return acting.setPace(connection, message.id, message.pace);
        const { director } = acting;
        switch (message.type) {
          case 'call-director':
            return director.call(connection, message.id, message.reason, message.text);
          case 'pause':
            return director.pause(connection, message.id);
          case 'resume':
            return director.resume(connection, message.id);
          case 'director-act':
            return director.act(connection, message.id, message.action);
          case 'apply-ruling':
            return director.applyRuling(connection, message.id, {
              entry: message.entry,
              answers: message.answers,
              seat: message.seat,
              ...(message.mpPenalty !== undefined && { mpPenalty: message.mpPenalty }),
              ...(message.substitute && { substitute: true }),
              ...(message.note !== undefined && { note: message.note }),
            });
        }
        received.set(message.id, process.hrtime.bigint());
        acting.act(connection, message.id, message.action);
      } catch (error) {
        failed(`a message at table ${acting.id}`, error, id);
      }
    };
    // Nothing escapes a message's handling: an exception there would end the process.
    ws.on('message', (data, isBinary) => {
      try {
        handle(data, isBinary);
      } catch (error) {
        failed('a message', error);
      }
    });
    let left = false;
    const leave = () => {
      room?.detach(connection);
      room = undefined;
      unwatch();
      if (user && !left) releaseAccount(user.id);
      if (session !== undefined && !left) {
        const ends = sessions.get(session);
        ends?.delete(end);
        if (ends?.size === 0) sessions.delete(session);
      }
      left = true;
      options.onConnections?.(wss.clients.size);
    };
    // ws closes the connection itself on a protocol error (an oversized message: 1009).
    ws.on('error', leave);
    ws.on('close', leave);
  };

  return {
    connections: () => wss.clients.size,
    endSession: (session) => {
      for (const end of [...(sessions.get(session) ?? [])]) end();
    },
    close: async () => {
      clearInterval(heartbeat);
      options.server.off('upgrade', onUpgrade);
      for (const ws of wss.clients) ws.close(1001, 'server shutting down');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
};
