/**
 * The realtime gateway: WebSocket connections around the in-memory tables of `table.ts`. A
 * client says `hello` to join a table as a seat or a spectator and gets a snapshot, or what it
 * missed since a version; a seat's `act` goes through `submit`, and every connection at the
 * table receives that submission's messages for its own viewer (placeholders for what it may
 * not see).
 *
 * Seats are not authenticated in this slice: whoever says `hello` with a seat plays it. Accounts
 * and seat assignment come later and will decide who may join as which seat.
 *
 * Each table is an immutable value; the gateway keeps the current one per id. Submissions are
 * one at a time by construction: `submit` is synchronous and Node runs one message handler at a
 * time, so no two actions ever see the same table.
 */
import type { AddressInfo } from 'node:net';
import { type Result, type RuleError, err, ok, PROCEDURE, ruleError } from '@tavolo/cards';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import type { Viewer } from './game.js';
import {
  type ClientMessage,
  type ServerMessage,
  errorMessage,
  MAX_MESSAGE_BYTES,
  parseClientMessage,
  requestIdOf,
} from './protocol.js';
import {
  type Delivered,
  type Table,
  type TableOptions,
  openTable,
  since,
  snapshot,
  submit,
  viewers,
} from './table.js';

export interface GatewayOptions {
  /** 0 picks a free port; `Gateway.port` says which. */
  readonly port: number;
  /** Default 127.0.0.1. */
  readonly host?: string;
}

/** A hosted table, for the process that hosts it (not for clients). */
export interface HostedTable<State, Action, Event, View> {
  readonly id: string;
  /** The table as it is now; a later submission replaces it. */
  readonly current: () => Table<State, Action, Event, View>;
}

export interface Gateway {
  readonly port: number;
  readonly createTable: <State, Action, Event, View>(
    id: string,
    options: TableOptions<State, Action, Event, View>,
  ) => Result<HostedTable<State, Action, Event, View>, RuleError>;
  /** Closes every connection and stops listening. */
  readonly close: () => Promise<void>;
}

interface Connection {
  readonly socket: WebSocket;
  readonly viewer: Viewer;
}

/**
 * A table with its game's types erased, so tables of different games share one map: only the
 * closures in `hostTable` see the types.
 */
interface Host {
  readonly connections: Set<Connection>;
  readonly viewers: () => readonly Viewer[];
  readonly greeting: (viewer: Viewer, after: number | undefined) => ServerMessage;
  readonly act: (
    seat: number,
    action: unknown,
  ) => Result<{ readonly version: number; readonly delivered: Delivered<unknown> }, RuleError>;
}

const hostTable = <State, Action, Event, View>(
  opened: Table<State, Action, Event, View>,
): { readonly host: Host; readonly current: () => Table<State, Action, Event, View> } => {
  let table = opened;
  const host: Host = {
    connections: new Set(),
    viewers: () => viewers(table),
    greeting: (viewer, after) => {
      const missed = after === undefined ? undefined : since(table, viewer, after);
      if (missed?.kind === 'messages') return { type: 'messages', messages: missed.messages };
      const { version, view } = missed?.snapshot ?? snapshot(table, viewer);
      return { type: 'snapshot', version, view };
    },
    act: (seat, action) => {
      const step = submit(table, seat, action);
      if (!step.ok) return step;
      table = step.value.table;
      return ok({ version: table.version, delivered: step.value.delivered });
    },
  };
  return { host, current: () => table };
};

const send = (socket: WebSocket, message: ServerMessage) => {
  // A connection closing meanwhile just misses it; it resumes with `since` on reconnection.
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

const textOf = (data: RawData): string =>
  (Array.isArray(data)
    ? Buffer.concat(data)
    : Buffer.isBuffer(data)
      ? data
      : Buffer.from(data)
  ).toString('utf8');

const refusal = (code: string, message: string) => ruleError(code, PROCEDURE, message);

export const startGateway = async (options: GatewayOptions): Promise<Gateway> => {
  const server = new WebSocketServer({
    port: options.port,
    host: options.host ?? '127.0.0.1',
    maxPayload: MAX_MESSAGE_BYTES,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const hosts = new Map<string, Host>();
  /** Where each connection has joined, once it said `hello`. */
  const joined = new Map<WebSocket, { readonly host: Host; readonly connection: Connection }>();

  const leave = (socket: WebSocket) => {
    const place = joined.get(socket);
    place?.host.connections.delete(place.connection);
    joined.delete(socket);
  };

  const hello = (socket: WebSocket, message: Extract<ClientMessage, { type: 'hello' }>) => {
    const host = hosts.get(message.table);
    if (!host)
      return send(socket, errorMessage(refusal('no-such-table', `no table ${message.table}`)));
    if (!host.viewers().includes(message.seat))
      return send(socket, errorMessage(refusal('no-such-seat', `no seat ${message.seat}`)));
    leave(socket);
    const connection = { socket, viewer: message.seat };
    host.connections.add(connection);
    joined.set(socket, { host, connection });
    send(socket, host.greeting(message.seat, message.since));
  };

  const act = (socket: WebSocket, message: Extract<ClientMessage, { type: 'act' }>) => {
    const place = joined.get(socket);
    const refuse = (error: RuleError) => send(socket, errorMessage(error, message.id));
    if (!place) return refuse(refusal('not-joined', 'say hello to a table before acting'));
    const seat = place.connection.viewer;
    if (seat === null) return refuse(refusal('spectator', 'a spectator cannot act'));
    const step = place.host.act(seat, message.action);
    if (!step.ok) return refuse(step.error);
    for (const { socket: to, viewer } of place.host.connections) {
      const messages = step.value.delivered.get(viewer) ?? [];
      if (messages.length > 0) send(to, { type: 'messages', messages });
    }
    // After the broadcast, so the sender's stream already holds its action when the ack lands.
    send(socket, { type: 'ack', id: message.id, version: step.value.version });
  };

  server.on('connection', (socket) => {
    socket.on('message', (data, isBinary) => {
      const text = textOf(data);
      const parsed = isBinary
        ? err(refusal('bad-message', 'messages are JSON text, not binary'))
        : parseClientMessage(text);
      if (!parsed.ok) return send(socket, errorMessage(parsed.error, requestIdOf(text)));
      if (parsed.value.type === 'hello') hello(socket, parsed.value);
      else act(socket, parsed.value);
    });
    // ws closes the connection itself on a protocol error (an oversized message: 1009).
    socket.on('error', () => leave(socket));
    socket.on('close', () => leave(socket));
  });

  return {
    port: (server.address() as AddressInfo).port,
    createTable: (id, tableOptions) => {
      if (hosts.has(id)) return err(refusal('table-exists', `table ${id} exists already`));
      const opened = openTable(tableOptions);
      if (!opened.ok) return opened;
      const { host, current } = hostTable(opened.value);
      hosts.set(id, host);
      return ok({ id, current });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of server.clients) socket.terminate();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
