/**
 * A WebSocket connection that follows one table: it says hello, keeps the viewer's seat, view,
 * table status and legal actions current, and plays actions. It checks every message against
 * the protocol's schema and every batch of events for contiguity, and it survives drops: it
 * reconnects with backoff and resumes after the last version it has, so that the user of the
 * library sees only the `connected` flag go down and up again.
 *
 * The state is an immutable value, replaced after every change, so that a UI can compare it by
 * reference and a test can keep the one it saw.
 */
import {
  type CallReason,
  type ErrorBody,
  type Message,
  type Pace,
  type ServerMessage,
  type TableStatus,
  actSchema,
  issueText,
  MAX_MESSAGE_BYTES,
  serverMessageSchema,
} from '@tavolo/protocol';
import { type Result, err, ok } from './result.js';

/**
 * The part of a WebSocket the connection uses, which the browser's and the `ws` package's
 * share. Their event types differ; the handlers read only `data` (message) and nothing else.
 */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: never) => void) | null;
  onmessage: ((event: never) => void) | null;
  onclose: ((event: never) => void) | null;
  onerror: ((event: never) => void) | null;
}

/** The browser's `WebSocket`, or the `ws` package's `WebSocket` in Node. */
export type WebSocketConstructor = new (url: string, ...rest: never[]) => SocketLike;

/** `ws`'s constructor, which also takes the upgrade request's headers (a browser's does not). */
type NodeWebSocketConstructor = new (
  url: string,
  options: { readonly headers: Readonly<Record<string, string>> },
) => SocketLike;

export interface ReconnectDelays {
  /** Before the first attempt; each failed attempt doubles it… */
  readonly minDelayMs: number;
  /** …up to this. */
  readonly maxDelayMs: number;
}

export interface ConnectOptions {
  /**
   * The server's address, `http(s)://host:port` (the socket is at its `/ws`, over `ws(s)`), or
   * the socket's own `ws(s)://…` URL.
   */
  readonly url: string;
  readonly table: string;
  /** Follow as a spectator even when the account holds a seat at the table. */
  readonly watch?: boolean;
  /**
   * Node only: the `Cookie` header of the upgrade request (`HttpClient.cookie()`), which
   * identifies the account. A browser sends its own cookies and must not be given one.
   */
  readonly cookie?: string;
  /** Default: the global `WebSocket` (browsers, Node 22+); in Node 20 pass the `ws` package's. */
  readonly WebSocket?: WebSocketConstructor;
  /** Default: 250 ms doubling up to 10 s, each delay shortened by up to half at random. */
  readonly reconnect?: ReconnectDelays;
  /** How many received events `events` keeps, the latest ones. Default 512. */
  readonly keepEvents?: number;
}

/** What the connection knows of its table; a new value after every change. */
export interface TableState {
  readonly table: string;
  /** Socket open and the server's answer to hello applied: the state is current. */
  readonly connected: boolean;
  /** The viewer's seat; null for a spectator (and before the match starts). */
  readonly seat: number | null;
  /** The version of the latest event applied to `view`; 0 before the match starts. */
  readonly version: number;
  /** The viewer's view of the game (the engine's), null before the match starts. */
  readonly view: unknown;
  readonly status: TableStatus | null;
  /**
   * What the viewer may play now: the actions of the latest prompt when it is for the current
   * version and the connection is up, else none.
   */
  readonly legal: readonly unknown[];
  /**
   * The latest events received, oldest first; a placeholder for each one the viewer may not see.
   * A snapshot brings the events of the hand in play (and of the one before), so a connection
   * that starts in the middle of a hand has its moves from the deal on.
   */
  readonly events: readonly Message[];
  /**
   * The latest hand whose count the viewer's person has closed, here (`closeCount`) or on
   * another connection (the server says so in the snapshot, and at once to a connection already
   * open); null for none. Absent where no server is behind the state (the web page's offline
   * game).
   */
  readonly countClosed?: number | null;
  /**
   * While the connection is down and waits before its next attempt: when that attempt starts
   * (epoch ms, by this machine's clock). Null while connected, while an attempt is on its way,
   * while suspended (`suspend`) and once closed. Absent where no server is behind the state.
   */
  readonly retryAt?: number | null;
}

/** Every change, with the state after it. */
export type Update =
  | { readonly type: 'snapshot'; readonly state: TableState }
  /** Only the events new to this connection (a repeat after a resync is left out). */
  | { readonly type: 'messages'; readonly messages: readonly Message[]; readonly state: TableState }
  | { readonly type: 'status'; readonly state: TableState }
  | { readonly type: 'prompt'; readonly state: TableState }
  /** `retryAt` changed: a wait before the next attempt began, or the attempt started. */
  | { readonly type: 'retry'; readonly state: TableState }
  /** The count of a hand was closed, here (`closeCount`) or on another connection of the person. */
  | { readonly type: 'count-closed'; readonly state: TableState }
  /**
   * An error no act waits for: a refused hello (which closes the connection), the server's
   * rate limit, a message from the server that did not match the protocol, or a socket that
   * could not even be created (`unreachable`; the connection tries again).
   */
  | { readonly type: 'error'; readonly error: ErrorBody; readonly state: TableState }
  | {
      readonly type: 'connection';
      readonly connected: boolean;
      /** The connection is over for good: `close()`, or the server refused the hello. */
      readonly closed: boolean;
      readonly state: TableState;
    };

export interface Acked {
  /** The table's version once the action's events were applied. */
  readonly version: number;
}

export interface TableConnection extends TableState {
  readonly state: TableState;
  /** Over for good: no more reconnections. */
  readonly closed: boolean;
  /**
   * Plays `action` for the viewer's seat (one of `legal`, usually). Refusals come back as the
   * server's error (`code`, `message`, `article`). `not-connected`: nothing was sent.
   * `disconnected`: the connection dropped before the answer, so the server may or may not
   * have played it; once `connected` again, compare `version` and `view` with what the action
   * would have changed (or look for its event in `events`) before sending it again.
   */
  act(action: unknown): Promise<Result<Acked, ErrorBody>>;
  /** Sets the bots' pace (a seat's player only: `not-a-player` otherwise). */
  setPace(pace: Pace): Promise<Result<Acked, ErrorBody>>;
  /**
   * Calls the table's arbitro (issue 19): a reason from the list and free text (a seat's player
   * only: `not-a-player` otherwise). The director's rulings then come in the status (`rulings`).
   */
  callDirector(reason: CallReason, text: string): Promise<Result<Acked, ErrorBody>>;
  /**
   * Says the count of hand `hand` was closed, so the next hand's clocks need not wait for it and
   * the next snapshot (a reload, another device) says it was (`countClosed`).
   */
  closeCount(hand: number): void;
  /**
   * Drops the socket and makes no attempt until `resume`: a browser that went offline may keep a
   * dead socket open for minutes, and attempts meanwhile could only fail. Pending acts get
   * `disconnected`.
   */
  suspend(): void;
  /**
   * Connects again now, from the shortest delay: after `suspend` (the browser is back online),
   * or to cut short the wait before the next attempt. Nothing while a socket is open or opening.
   */
  resume(): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: (update: Update) => void): () => void;
  /**
   * The first state (the current one included) that satisfies `predicate`; `timeout` after
   * `timeoutMs`, `closed` if the connection closes first.
   */
  waitFor(
    predicate: (state: TableState) => boolean,
    options: { readonly timeoutMs: number },
  ): Promise<Result<TableState, ErrorBody>>;
  /** Closes the socket and stops reconnecting; pending acts get `disconnected`. */
  close(): void;
}

const DEFAULT_RECONNECT: ReconnectDelays = { minDelayMs: 250, maxDelayMs: 10_000 };
const DEFAULT_KEEP_EVENTS = 512;
const OPEN = 1;
const NORMAL_CLOSURE = 1000;

const problem = (code: string, message: string): ErrorBody => ({ code, message });

const NOT_CONNECTED = problem(
  'not-connected',
  'not connected to the table (yet, or any more): nothing was sent',
);
const DISCONNECTED = problem(
  'disconnected',
  'the connection dropped before the answer: the server may or may not have played the action; ' +
    'once reconnected, compare the version and the view',
);
const CLOSED = problem('closed', 'the connection is closed');

/** `http(s)://host` → `ws(s)://host/ws`; a `ws(s)` URL as it is. Throws on a malformed URL. */
export const socketUrl = (address: string): string => {
  const url = new URL(address);
  if (url.protocol === 'http:' || url.protocol === 'https:') {
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/ws`;
  }
  return url.toString();
};

const globalWebSocket = (): WebSocketConstructor | undefined =>
  (globalThis as { readonly WebSocket?: WebSocketConstructor }).WebSocket;

const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

export const connectTable = (options: ConnectOptions): TableConnection => {
  const Socket = options.WebSocket ?? globalWebSocket();
  if (Socket === undefined)
    throw new TypeError('no global WebSocket: pass one (in Node 20, the ws package’s WebSocket)');
  const url = socketUrl(options.url);
  const { table, cookie } = options;
  const delays = options.reconnect ?? DEFAULT_RECONNECT;
  const keepEvents = options.keepEvents ?? DEFAULT_KEEP_EVENTS;

  let state: TableState = {
    table,
    connected: false,
    seat: null,
    version: 0,
    view: null,
    status: null,
    legal: [],
    events: [],
    countClosed: null,
    retryAt: null,
  };
  let prompt: { readonly version: number; readonly legal: readonly unknown[] } | undefined;
  let socket: SocketLike | undefined;
  /**
   * A hello is out on the current socket and its answer has not come: a batch that does not
   * follow the version held is set aside, as the answer brings its events.
   */
  let awaitingAnswer = false;
  let attempts = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let suspended = false;
  let acts = 0;
  const pending = new Map<string, (result: Result<Acked, ErrorBody>) => void>();
  const listeners = new Set<(update: Update) => void>();

  const change = (next: Partial<Omit<TableState, 'table' | 'legal'>>) => {
    const merged = { ...state, ...next };
    const current = merged.connected && prompt?.version === merged.version;
    state = { ...merged, legal: current ? (prompt?.legal ?? []) : [] };
  };

  const emit = (update: Update) => {
    for (const listener of [...listeners]) {
      try {
        listener(update);
      } catch (error) {
        // One listener's bug must not starve the others nor break the connection; it still
        // surfaces, as an uncaught error.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  };

  const emitConnection = () =>
    emit({ type: 'connection', connected: state.connected, closed, state });

  const sendText = (text: string) => {
    if (socket?.readyState === OPEN) socket.send(text);
  };

  const hello = () => {
    awaitingAnswer = true;
    sendText(
      JSON.stringify({
        type: 'hello',
        table,
        ...(options.watch === true ? { watch: true } : {}),
        // Before the first event there is nothing to resume: a snapshot also tells the seat.
        ...(state.version > 0 ? { since: state.version } : {}),
      }),
    );
  };

  const resync = () => {
    if (!awaitingAnswer) hello();
  };

  const failPending = (error: ErrorBody) => {
    const waiting = [...pending.values()];
    pending.clear();
    for (const resolve of waiting) resolve(err(error));
  };

  /** The state is current: the hello's answer, or the events that fill a gap, are applied. */
  const caughtUp = () => {
    awaitingAnswer = false;
    attempts = 0;
    if (state.connected) return false;
    change({ connected: true });
    return true;
  };

  /** The events held, with a snapshot's log after those that lead up to it without a gap. */
  const withLog = (log: readonly Message[] | undefined): readonly Message[] => {
    const first = log?.[0]?.version;
    if (log === undefined || first === undefined) return state.events;
    const before = state.events.filter((m) => m.version < first);
    const events = [...(before.at(-1)?.version === first - 1 ? before : []), ...log];
    return events.length > keepEvents ? events.slice(events.length - keepEvents) : events;
  };

  const applySnapshot = (message: Extract<ServerMessage, { type: 'snapshot' }>) => {
    const connected = caughtUp();
    const countClosed = Math.max(state.countClosed ?? 0, message.countClosed ?? 0);
    change({
      seat: message.seat,
      version: message.version,
      view: message.view ?? null,
      events: withLog(message.log),
      countClosed: countClosed > 0 ? countClosed : null,
    });
    emit({ type: 'snapshot', state });
    if (connected) emitConnection();
  };

  const applyMessages = (message: Extract<ServerMessage, { type: 'messages' }>) => {
    // A resync's answer may repeat events already applied: they are skipped.
    const fresh = message.messages.filter((m) => m.version > state.version);
    if (!fresh.every((m, i) => m.version === state.version + 1 + i)) return resync();
    // Only repeats: the view that comes with them is older than the one held.
    if (fresh.length === 0 && message.messages.length > 0) {
      if (caughtUp()) emitConnection();
      return;
    }
    const connected = caughtUp();
    const events = [...state.events, ...fresh];
    change({
      version: state.version + fresh.length,
      view: message.view,
      events: events.length > keepEvents ? events.slice(events.length - keepEvents) : events,
    });
    emit({ type: 'messages', messages: fresh, state });
    if (connected) emitConnection();
  };

  const applyError = (message: Extract<ServerMessage, { type: 'error' }>) => {
    const { code, article } = message;
    const error: ErrorBody = { code, message: message.message, article };
    const resolve = message.id === undefined ? undefined : pending.get(message.id);
    if (resolve !== undefined && message.id !== undefined) {
      pending.delete(message.id);
      return resolve(err(error));
    }
    emit({ type: 'error', error, state });
    // The server drops messages over its rate without saying which: an act may never be
    // answered and a hello may be lost. A new connection starts afresh after the backoff.
    if (code === 'rate-limited') return socket?.close(NORMAL_CLOSURE, 'rate limited');
    // An error for no request while a hello waits is its refusal (no such table): final.
    if (awaitingAnswer && message.id === undefined) finish();
  };

  const receive = (data: unknown) => {
    let json: unknown;
    try {
      json = typeof data === 'string' ? JSON.parse(data) : undefined;
    } catch {
      json = undefined;
    }
    const parsed = serverMessageSchema.safeParse(json);
    if (!parsed.success) {
      emit({
        type: 'error',
        error: problem(
          'bad-server-message',
          'a message from the server did not match the protocol',
        ),
        state,
      });
      // It may have carried events: ask again for whatever follows the version held.
      return resync();
    }
    const message = parsed.data;
    switch (message.type) {
      case 'snapshot':
        return applySnapshot(message);
      case 'messages':
        return applyMessages(message);
      case 'status':
        change({ status: message.status });
        return emit({ type: 'status', state });
      case 'prompt':
        prompt = { version: message.version, legal: message.legal };
        change({});
        return emit({ type: 'prompt', state });
      case 'count-closed':
        return countClosedAt(message.hand);
      case 'ack': {
        const resolve = pending.get(message.id);
        pending.delete(message.id);
        return resolve?.(ok({ version: message.version }));
      }
      case 'error':
        return applyError(message);
      // A ruling reaches the state with the status that follows it (`status.rulings`); the
      // director's messages go to a director's connection only, which this one is not.
      case 'ruling':
      case 'director-view':
      case 'director-call':
        return;
    }
  };

  /** Sets `retryAt`, and tells the listeners when it changed. */
  const retryAt = (at: number | null) => {
    if (state.retryAt === at) return;
    change({ retryAt: at });
    emit({ type: 'retry', state });
  };

  const open = () => {
    retry = undefined;
    retryAt(null);
    let created: SocketLike;
    try {
      created =
        cookie === undefined
          ? new Socket(url)
          : new (Socket as unknown as NodeWebSocketConstructor)(url, { headers: { cookie } });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      emit({ type: 'error', error: problem('unreachable', reason), state });
      return reconnectLater();
    }
    socket = created;
    created.onopen = () => {
      if (socket === created) hello();
    };
    created.onmessage = (event: { readonly data: unknown }) => {
      if (socket === created) receive(event.data);
    };
    created.onclose = () => {
      if (socket === created) dropped();
    };
    created.onerror = () => {
      // A close event follows every error; `ws` throws on an error nobody listens to.
    };
  };

  const reconnectLater = () => {
    if (closed || suspended) return;
    const full = Math.min(delays.maxDelayMs, delays.minDelayMs * 2 ** attempts);
    attempts += 1;
    // Jitter spreads out the clients that a server restart dropped all at once.
    const delay = full * (0.5 + Math.random() / 2);
    retry = setTimeout(open, delay);
    retryAt(Date.now() + delay);
  };

  const dropped = () => {
    socket = undefined;
    awaitingAnswer = false;
    failPending(DISCONNECTED);
    if (state.connected) {
      change({ connected: false });
      emitConnection();
    }
    reconnectLater();
  };

  const suspend = () => {
    if (closed || suspended) return;
    suspended = true;
    clearTimeout(retry);
    retry = undefined;
    retryAt(null);
    const last = socket;
    if (last === undefined) return;
    last.close(NORMAL_CLOSURE, 'suspended by the client');
    dropped();
  };

  const resume = () => {
    if (closed) return;
    suspended = false;
    if (socket !== undefined) return;
    clearTimeout(retry);
    attempts = 0;
    open();
  };

  /** Ends the connection for good. */
  const finish = () => {
    if (closed) return;
    closed = true;
    clearTimeout(retry);
    retry = undefined;
    if (state.retryAt !== null) change({ retryAt: null });
    const last = socket;
    socket = undefined;
    last?.close(NORMAL_CLOSURE, 'closed by the client');
    failPending(DISCONNECTED);
    change({ connected: false });
    emitConnection();
  };

  const act = (action: unknown): Promise<Result<Acked, ErrorBody>> => {
    if (!state.connected || socket === undefined) return Promise.resolve(err(NOT_CONNECTED));
    acts += 1;
    const message = { type: 'act', id: `act-${acts}`, action };
    const text = JSON.stringify(message);
    if (utf8Bytes(text) > MAX_MESSAGE_BYTES)
      return Promise.resolve(
        err(problem('too-large', `a message may have at most ${MAX_MESSAGE_BYTES} bytes`)),
      );
    // The server parses actions strictly: what it would refuse is refused here, unsent.
    const checked = actSchema.safeParse(message);
    if (!checked.success)
      return Promise.resolve(err(problem('bad-action', issueText(checked.error))));
    return new Promise((resolve) => {
      pending.set(message.id, resolve);
      sendText(text);
    });
  };

  /** A message answered with `ack` or `error` by its id. */
  const request = (
    type: string,
    fields: Readonly<Record<string, unknown>>,
  ): Promise<Result<Acked, ErrorBody>> => {
    if (!state.connected || socket === undefined) return Promise.resolve(err(NOT_CONNECTED));
    acts += 1;
    const id = `${type}-${acts}`;
    return new Promise((resolve) => {
      pending.set(id, resolve);
      sendText(JSON.stringify({ type, id, ...fields }));
    });
  };

  const setPace = (pace: Pace) => request('pace', { pace });
  const callDirector = (reason: CallReason, text: string) =>
    request('call-director', { reason, text });

  /** The person closed the count of hand `hand`, here or on another connection. */
  const countClosedAt = (hand: number) => {
    if ((state.countClosed ?? 0) >= hand) return;
    change({ countClosed: hand });
    emit({ type: 'count-closed', state });
  };

  const closeCount = (hand: number) => {
    sendText(JSON.stringify({ type: 'count-closed', hand }));
    countClosedAt(hand);
  };

  const subscribe = (listener: (update: Update) => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  const waitFor: TableConnection['waitFor'] = (predicate, { timeoutMs }) =>
    new Promise((resolve) => {
      if (predicate(state)) return resolve(ok(state));
      if (closed) return resolve(err(CLOSED));
      const settle = (result: Result<TableState, ErrorBody>) => {
        clearTimeout(timer);
        unsubscribe();
        resolve(result);
      };
      const unsubscribe = subscribe((update) => {
        if (predicate(update.state)) settle(ok(update.state));
        else if (closed) settle(err(CLOSED));
      });
      const timer = setTimeout(
        () => settle(err(problem('timeout', `not reached within ${timeoutMs} ms`))),
        timeoutMs,
      );
    });

  open();

  return {
    get table() {
      return state.table;
    },
    get connected() {
      return state.connected;
    },
    get seat() {
      return state.seat;
    },
    get version() {
      return state.version;
    },
    get view() {
      return state.view;
    },
    get status() {
      return state.status;
    },
    get legal() {
      return state.legal;
    },
    get events() {
      return state.events;
    },
    get countClosed() {
      return state.countClosed;
    },
    get retryAt() {
      return state.retryAt;
    },
    get state() {
      return state;
    },
    get closed() {
      return closed;
    },
    act,
    setPace,
    callDirector,
    closeCount,
    suspend,
    resume,
    subscribe,
    waitFor,
    close: finish,
  };
};
