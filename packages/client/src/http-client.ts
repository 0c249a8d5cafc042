/**
 * The server's HTTP API as typed calls: one method per route, each answering a `Result` whose
 * value has passed the protocol's schema. Nothing here throws on a failure the network or the
 * server can cause: a refusal is the server's error body, a server that cannot be reached is
 * `unreachable`, and an answer that does not match its schema is `bad-response`.
 *
 * Sessions ride on the `tavolo_session` cookie. A browser keeps it itself (`credentials:
 * 'include'`); Node's fetch keeps no cookies, so the client stores the ones the server sets
 * and sends them back, and `cookie()` hands them to a WebSocket upgrade.
 */
import {
  type BridgeEventAppended,
  type BridgeEventCommand,
  type BridgeEventCreated,
  type BridgePaper,
  type CreateBridgeEvent,
  type CreateTableInput,
  type Credentials,
  type ErrorBody,
  type EventStatus,
  type EventSummary,
  type GameName,
  type HandProof,
  type HandReplay,
  type LoggedEvent,
  type PlayedGame,
  type PrintKind,
  type QuickPlay,
  type Recorded,
  type TablePhase,
  type TableSummary,
  type User,
  type Verification,
  bridgeEventAppendedSchema,
  bridgeEventCreatedSchema,
  errorBodySchema,
  eventListSchema,
  eventLogSchema,
  eventStatusSchema,
  handProofSchema,
  handReplaySchema,
  playedGameSchema,
  recordedSchema,
  tableSummarySchema,
  userSchema,
  verificationSchema,
} from '@tavolo/protocol';
import { z } from 'zod';
import type { EventCommand, EventSettings, PrintQuery } from './events-client.js';
import { type Result, err, ok } from './result.js';

export type HttpResult<T> = Result<T, ErrorBody>;

const tableListSchema = z.array(tableSummarySchema).readonly();
const playedGamesSchema = z.array(playedGameSchema).readonly();
const handNumbersSchema = z.array(z.number().int().positive()).readonly();

export interface TableQuery {
  readonly game?: GameName;
  /** One phase or several (any of them). */
  readonly phase?: TablePhase | readonly TablePhase[];
}

export interface HttpClient {
  /** Creates an account and opens its session; the server's first account becomes admin. */
  register(credentials: Credentials): Promise<HttpResult<User>>;
  login(credentials: Credentials): Promise<HttpResult<User>>;
  /** A password-less account for this session, under `name` when free. */
  guest(name?: string): Promise<HttpResult<User>>;
  logout(): Promise<HttpResult<void>>;
  me(): Promise<HttpResult<User>>;
  /** The caller's tables, newest first. */
  myGames(): Promise<HttpResult<readonly PlayedGame[]>>;
  /** Tables, newest first. */
  tables(query?: TableQuery): Promise<HttpResult<readonly TableSummary[]>>;
  createTable(request: CreateTableInput): Promise<HttpResult<TableSummary>>;
  table(id: string): Promise<HttpResult<TableSummary>>;
  /** Takes place `slot`, or the first free one; the match starts when the last one fills. */
  join(id: string, slot?: number): Promise<HttpResult<TableSummary>>;
  /** Before the start, frees the place; after it, a bot plays on for the caller. */
  leave(id: string): Promise<HttpResult<TableSummary>>;
  /** A table with the caller and bots, started at once. */
  quickPlay(request: QuickPlay): Promise<HttpResult<TableSummary>>;
  /** The numbers of the table's finished hands. */
  hands(id: string): Promise<HttpResult<readonly number[]>>;
  /** A finished hand move by move, every card shown. */
  replay(id: string, hand: number): Promise<HttpResult<HandReplay>>;
  /** The same replay in words (Italian), one move a line. */
  replayText(id: string, hand: number): Promise<HttpResult<string>>;
  proof(id: string, hand: number): Promise<HttpResult<HandProof>>;
  /** The server's own check of a hand's proof. */
  verification(id: string, hand: number): Promise<HttpResult<Verification>>;
  /** Every tournament, oldest first. */
  events(): Promise<HttpResult<readonly EventSummary[]>>;
  /** A tournament's status and its latest standings: cheap enough to poll. */
  event(id: string): Promise<HttpResult<EventStatus>>;
  /** A tournament's log, every event in order (the whole truth of the event). */
  eventLog(id: string): Promise<HttpResult<readonly LoggedEvent[]>>;
  /** Directors only: creates a tournament; `id` defaults to one made from its name. */
  createEvent(settings: EventSettings & { readonly id?: string }): Promise<HttpResult<Recorded>>;
  /**
   * Directors only: one command, decided by the rules; a refusal names its article. Generic so
   * that a literal command may carry its fields (`EventCommand` names only `type`).
   */
  eventCommand<C extends EventCommand>(id: string, command: C): Promise<HttpResult<Recorded>>;
  /**
   * Directors only: registers the entrants of a CSV file in one append, through the import
   * route, which takes files of up to 2,000,000 characters (the commands route: 64 KiB).
   */
  eventImport(
    id: string,
    request: { readonly csv: string; readonly confirm?: boolean },
  ): Promise<HttpResult<Readonly<Record<string, unknown>>>>;
  /** The address of a printout (PDF), for a link: score sheets need a director's session. */
  eventPrintUrl(id: string, kind: PrintKind, query?: PrintQuery): string;
  /** Directors only: creates a bridge pairs event (Mitchell or Howell movement). */
  createBridgeEvent(settings: CreateBridgeEvent): Promise<HttpResult<BridgeEventCreated>>;
  /**
   * One command on a bridge pairs event. The server decides the sender's role: the event's
   * director, or a player of a pair seated at that round's table (entry, confirmation, dispute,
   * and the withdrawal of LAW 69B); anyone else is refused (`not-at-this-table`).
   */
  bridgeCommand(id: string, command: BridgeEventCommand): Promise<HttpResult<BridgeEventAppended>>;
  /**
   * The address of a bridge event's papers (PDF), for a link: the travellers or the pairs' score
   * cards, for its directors at any time and for anyone once the score is published.
   */
  bridgePapersUrl(id: string, what: BridgePaper, lang?: 'it' | 'en'): string;
  /**
   * The `Cookie` header the server's cookies make, for a WebSocket upgrade from Node; always
   * undefined in a browser, which keeps its cookies out of reach of scripts.
   */
  cookie(): string | undefined;
}

export interface HttpClientOptions {
  /** The server's address, e.g. `https://tavolo.example` or `http://127.0.0.1:8080`. */
  readonly baseUrl: string;
  /** Default: the global `fetch`. */
  readonly fetch?: typeof fetch;
}

type Method = 'GET' | 'POST';

const failure = (code: 'unreachable' | 'bad-response', message: string): ErrorBody => ({
  code,
  message,
});

const describe = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  // Node's fetch says only "fetch failed"; the reason (ECONNREFUSED…) is its cause.
  const cause: unknown = error.cause;
  return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
};

const firstIssue = (error: z.ZodError): string => {
  const issue = error.issues[0];
  if (!issue) return 'does not match its schema';
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
};

/** The cookies the server has set, by name, for a client that has no cookie store of its own. */
const cookieJar = () => {
  let cookies: ReadonlyMap<string, string> = new Map();
  return {
    header: (): string | undefined =>
      cookies.size === 0
        ? undefined
        : [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    take: (headers: Headers) => {
      const next = new Map(cookies);
      for (const line of headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const at = pair.indexOf('=');
        if (at <= 0) continue;
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        if (value === '' || attributes.some(expired)) next.delete(name);
        else next.set(name, value);
      }
      cookies = next;
    },
  };
};

/** A `Max-Age` of zero or less, or an `Expires` in the past: the server deletes the cookie. */
const expired = (attribute: string): boolean => {
  const at = attribute.indexOf('=');
  if (at < 0) return false;
  const name = attribute.slice(0, at).trim().toLowerCase();
  const value = attribute.slice(at + 1).trim();
  if (name === 'max-age') return Number(value) <= 0;
  if (name === 'expires') return Date.parse(value) <= Date.now();
  return false;
};

export const createHttpClient = (options: HttpClientOptions): HttpClient => {
  const base = options.baseUrl.replace(/\/+$/, '');
  const send = options.fetch ?? globalThis.fetch;
  const jar = cookieJar();

  /** The response when its status is 2xx; the server's error body otherwise. */
  const request = async (
    method: Method,
    path: string,
    body?: unknown,
  ): Promise<HttpResult<Response>> => {
    const headers: Record<string, string> = {};
    // Fastify refuses a JSON content type with no body, so routes without one send neither.
    if (body !== undefined) headers['content-type'] = 'application/json';
    const cookie = jar.header();
    if (cookie !== undefined) headers.cookie = cookie;
    let response: Response;
    try {
      response = await send(`${base}${path}`, {
        method,
        headers,
        credentials: 'include',
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      return err(failure('unreachable', `${method} ${path}: ${describe(error)}`));
    }
    jar.take(response.headers);
    if (response.ok) return ok(response);
    const refusal = await readJson(response, errorBodySchema, `${method} ${path}`);
    if (refusal.ok) return err(refusal.value);
    return err(
      failure(
        'bad-response',
        `${method} ${path}: status ${response.status}, ${refusal.error.message}`,
      ),
    );
  };

  const readText = async (response: Response, what: string): Promise<HttpResult<string>> => {
    try {
      return ok(await response.text());
    } catch (error) {
      return err(failure('unreachable', `${what}: ${describe(error)}`));
    }
  };

  const readJson = async <S extends z.ZodTypeAny>(
    response: Response,
    schema: S,
    what: string,
  ): Promise<HttpResult<z.output<S>>> => {
    const text = await readText(response, what);
    if (!text.ok) return text;
    let json: unknown;
    try {
      json = JSON.parse(text.value);
    } catch {
      return err(failure('bad-response', `${what}: the answer is not JSON`));
    }
    const parsed = schema.safeParse(json);
    return parsed.success
      ? ok(parsed.data as z.output<S>)
      : err(failure('bad-response', `${what}: ${firstIssue(parsed.error)}`));
  };

  const json =
    <S extends z.ZodTypeAny>(schema: S) =>
    async (method: Method, path: string, body?: unknown): Promise<HttpResult<z.output<S>>> => {
      const response = await request(method, path, body);
      return response.ok ? readJson(response.value, schema, `${method} ${path}`) : response;
    };

  const user = json(userSchema);
  const summary = json(tableSummarySchema);
  const table = (id: string) => `/api/tables/${encodeURIComponent(id)}`;
  const hand = (id: string, number: number) => `${table(id)}/hands/${number}`;
  const event = (id: string) => `/api/events/${encodeURIComponent(id)}`;

  return {
    register: (credentials) => user('POST', '/api/auth/register', credentials),
    login: (credentials) => user('POST', '/api/auth/login', credentials),
    guest: (name) => user('POST', '/api/auth/guest', name === undefined ? {} : { name }),
    logout: async () => {
      const response = await request('POST', '/api/auth/logout');
      return response.ok ? ok(undefined) : response;
    },
    me: () => user('GET', '/api/me'),
    myGames: () => json(playedGamesSchema)('GET', '/api/me/games'),
    tables: (query = {}) => {
      const params = new URLSearchParams();
      if (query.game !== undefined) params.set('game', query.game);
      const phases = typeof query.phase === 'string' ? [query.phase] : (query.phase ?? []);
      for (const phase of phases) params.append('phase', phase);
      const search = params.toString();
      return json(tableListSchema)('GET', `/api/tables${search === '' ? '' : `?${search}`}`);
    },
    createTable: (request) => summary('POST', '/api/tables', request),
    table: (id) => summary('GET', table(id)),
    join: (id, slot) => summary('POST', `${table(id)}/join`, slot === undefined ? {} : { slot }),
    leave: (id) => summary('POST', `${table(id)}/leave`),
    quickPlay: (request) => summary('POST', '/api/quick-play', request),
    hands: (id) => json(handNumbersSchema)('GET', `${table(id)}/hands`),
    replay: (id, number) => json(handReplaySchema)('GET', `${hand(id, number)}/replay`),
    replayText: async (id, number) => {
      const path = `${hand(id, number)}/replay?format=text`;
      const response = await request('GET', path);
      if (!response.ok) return response;
      const type = response.value.headers.get('content-type') ?? '';
      if (!type.startsWith('text/plain'))
        return err(failure('bad-response', `GET ${path}: content type ${type || 'missing'}`));
      return readText(response.value, `GET ${path}`);
    },
    proof: (id, number) => json(handProofSchema)('GET', `${hand(id, number)}/proof`),
    verification: (id, number) =>
      json(verificationSchema)('GET', `${hand(id, number)}/verification`),
    events: () => json(eventListSchema)('GET', '/api/events'),
    event: (id) => json(eventStatusSchema)('GET', event(id)),
    eventLog: (id) => json(eventLogSchema)('GET', `${event(id)}/log`),
    createEvent: (settings) => json(recordedSchema)('POST', '/api/events', settings),
    eventCommand: (id, command) => json(recordedSchema)('POST', `${event(id)}/commands`, command),
    eventImport: (id, request) =>
      json(z.record(z.string(), z.unknown()))('POST', `${event(id)}/import`, {
        ...request,
        dryRun: false,
      }),
    eventPrintUrl: (id, kind, query = {}) => {
      const params = new URLSearchParams();
      if (query.round !== undefined) params.set('round', String(query.round));
      if (query.lang !== undefined) params.set('lang', query.lang);
      if (query.cautions === true) params.set('cautions', 'true');
      const search = params.toString();
      return `${base}${event(id)}/print/${kind}${search === '' ? '' : `?${search}`}`;
    },
    createBridgeEvent: (settings) =>
      json(bridgeEventCreatedSchema)('POST', '/api/events/bridge', settings),
    bridgeCommand: (id, command) =>
      json(bridgeEventAppendedSchema)('POST', `${event(id)}/bridge`, command),
    bridgePapersUrl: (id, what, lang) => {
      const params = new URLSearchParams({ what });
      if (lang !== undefined) params.set('lang', lang);
      return `${base}${event(id)}/bridge-papers?${params.toString()}`;
    },
    cookie: jar.header,
  };
};
