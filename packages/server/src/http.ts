/**
 * The HTTP API: accounts, lobby, history and fairness proofs, tournament reads, health and
 * metrics, with its OpenAPI document. Requests are checked against the zod schemas of
 * @tavolo/protocol before any handler runs; handlers only call the lobby, the accounts and the
 * store and turn their refusals into status codes. A client never sees a stack trace: every
 * refusal and every failure is an `errorBodySchema` body.
 */
import { readFileSync } from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { Result } from '@tavolo/cards';
import {
  type ErrorBody,
  type User,
  createTableSchema,
  credentialsSchema,
  errorBodySchema,
  eventListSchema,
  eventLogSchema,
  eventStatusSchema,
  gameNameSchema,
  guestRequestSchema,
  handProofSchema,
  handReplaySchema,
  joinSchema,
  playedGameSchema,
  quickPlaySchema,
  roleSchema,
  tableIdSchema,
  tablePhaseSchema,
  tableSummarySchema,
  userSchema,
  verificationSchema,
} from '@tavolo/protocol';
import type { Store } from '@tavolo/store';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import {
  type ZodTypeProvider,
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { z } from 'zod';
import { type Accounts, type OpenedSession, SESSION_COOKIE } from './accounts.js';
import { readTournamentStatus, registerDirectorRoutes } from './director.js';
import type { Lobby } from './lobby.js';
import type { ServerMetrics } from './metrics.js';
import { isPageRequest, registerWebApp } from './web.js';

export interface HttpOptions {
  readonly store: Store;
  readonly lobby: Lobby;
  readonly accounts: Accounts;
  readonly metrics: ServerMetrics;
  /** Where the JSON logs go; false for none. */
  readonly logger: Logger | false;
  /** Marks the session cookie `Secure`: set it when clients reach the server over https. */
  readonly secureCookies?: boolean;
  /**
   * Which proxies to believe about the client's address (`X-Forwarded-For`), as Fastify's
   * `trustProxy`: set it behind a reverse proxy, or every anonymous client shares the proxy's
   * address and so its rate limit.
   */
  readonly trustProxy?: boolean | string;
  /**
   * Requests per window, per account when logged in, else per IP address. Logins,
   * registrations and guest accounts get the stricter `authMax` per IP address (default: the
   * smaller of 10 and `max`), against password guessing.
   */
  readonly rateLimit?: {
    readonly max: number;
    readonly timeWindowMs: number;
    readonly authMax?: number;
  };
  /** The web client's build folder, served at `/`; without it the server is the API alone. */
  readonly webRoot?: string;
}

const DEFAULT_RATE_LIMIT = { max: 300, timeWindowMs: 60_000 } as const;
const DEFAULT_AUTH_MAX = 10;

/** Requests are small JSON bodies: a table's settings, a tournament command. */
const BODY_LIMIT_BYTES = 64 * 1024;

/** Paths a logger must never write: the session token and passwords. */
const REDACTED = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  'req.body.password',
];

const serverVersion = (): string => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version?: unknown;
  };
  return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
};

/**
 * The status of a refusal, by its code: `unknown-…` and `no-such-…` (a table, a hand, a user, a
 * tournament) are 404; a store that failed to save is 503, worth a retry; other refusals, by
 * the rules or by the state of a table, are 409.
 */
export const statusOf = (code: string): number => {
  if (code.startsWith('unknown-') || code.startsWith('no-such-')) return 404;
  return REFUSAL_STATUS[code] ?? 409;
};

const REFUSAL_STATUS: Readonly<Record<string, number>> = {
  'bad-input': 400,
  'bad-request': 400,
  'not-logged-in': 401,
  'wrong-credentials': 401,
  forbidden: 403,
  'not-found': 404,
  'rate-limited': 429,
  'not-saved': 503,
};

const errorBody = (error: {
  readonly code: string;
  readonly message: string;
  readonly article?: string;
}): ErrorBody =>
  error.article === undefined
    ? { code: error.code, message: error.message }
    : { code: error.code, message: error.message, article: error.article };

/** The error statuses a route may answer, for its schema and so for the OpenAPI document. */
const errors = (...statuses: readonly number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));

/** A body a client may leave out: Fastify hands the validator null for it, not undefined. */
const optionalBody = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((body) => body ?? undefined, schema);

/** Routes that need a logged-in caller say so in the OpenAPI document. */
const SESSION = [{ session: [] }];

const tableParams = z.object({ id: tableIdSchema }).strict();
const handParams = z.object({ id: tableIdSchema, hand: z.coerce.number().int().positive() });
const roleBodySchema = z.object({ role: roleSchema }).strict();

/**
 * Builds the app without listening: the caller may add to it (the WebSocket upgrade), then
 * `listen` or `inject`, and closes it.
 */
export const buildHttpApp = async (options: HttpOptions): Promise<FastifyInstance> => {
  const { store, lobby, accounts, metrics } = options;
  const limits = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const authMax = options.rateLimit?.authMax ?? Math.min(DEFAULT_AUTH_MAX, limits.max);
  const logger: FastifyBaseLogger | undefined =
    options.logger === false
      ? undefined
      : options.logger.child({}, { redact: { paths: REDACTED, censor: '[redacted]' } });
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    ...(logger === undefined ? { logger: false } : { loggerInstance: logger }),
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((error, request, reply) => {
    const status = statusCodeOf(error);
    const message = error instanceof Error ? error.message : 'bad request';
    if (hasZodFastifySchemaValidationErrors(error))
      return reply.code(400).send({ code: 'bad-request', message });
    if (status === 429) return reply.code(429).send({ code: 'rate-limited', message });
    if (status >= 400 && status < 500)
      return reply.code(status).send({ code: codeOfStatus(status), message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ code: 'internal-error', message: 'internal server error' });
  });

  // Who is calling, before the rate limit, which counts per account.
  const callers = new WeakMap<FastifyRequest, User>();
  app.addHook('onRequest', async (request, reply) => {
    const user = await accounts.authenticate(request.headers.cookie);
    if (user === undefined) return;
    callers.set(request, user);
    request.log = request.log.child({ user: user.id });
    reply.log = request.log;
  });

  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequests.inc({
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    });
  });

  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    max: limits.max,
    timeWindow: limits.timeWindowMs,
    keyGenerator: (request) => {
      const user = callers.get(request);
      return user === undefined ? `ip:${request.ip}` : `user:${user.id}`;
    },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Tavolo',
        description: 'Scala 40 and Burraco online: accounts, lobby, history, fairness proofs.',
        version: serverVersion(),
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  const { webRoot } = options;
  if (webRoot !== undefined) await registerWebApp(app, webRoot);

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) =>
    webRoot !== undefined && isPageRequest(request)
      ? reply.sendFile('index.html')
      : reply
          .code(404)
          .send({ code: 'not-found', message: `no route ${request.method} ${request.url}` }),
  );

  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The caller's account, or a 401 answered and undefined. */
  const caller = (request: FastifyRequest, reply: FastifyReply): User | undefined => {
    const user = callers.get(request);
    if (user === undefined)
      void reply.code(401).send({ code: 'not-logged-in', message: 'log in first' });
    return user;
  };

  const refuse = (reply: FastifyReply, refusal: RefusalLike, status = statusOf(refusal.code)) =>
    reply.code(status).send(errorBody(refusal));

  const answer = <T>(reply: FastifyReply, result: Result<T, RefusalLike>, status = 200) =>
    result.ok ? reply.code(status).send(result.value) : refuse(reply, result.error);

  const startSession = (reply: FastifyReply, session: OpenedSession) =>
    reply.setCookie(SESSION_COOKIE, session.token, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: options.secureCookies === true,
      expires: session.expiresAt,
    });

  const authRoute = { config: { rateLimit: { max: authMax, keyGenerator: byAddress } } };

  api.get(
    '/health',
    { schema: { tags: ['operations'], response: { 200: z.object({ ok: z.literal(true) }) } } },
    async () => ({ ok: true as const }),
  );

  api.get('/metrics', { schema: { tags: ['operations'], hide: true } }, async (_request, reply) =>
    reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );

  api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // Accounts.

  api.post(
    '/api/auth/register',
    {
      ...authRoute,
      schema: {
        tags: ['accounts'],
        summary: 'Create an account and log in',
        body: credentialsSchema,
        response: { 201: userSchema, ...errors(400, 409, 429) },
      },
    },
    async (request, reply) => {
      await accounts.logout(request.headers.cookie);
      const session = await accounts.register(request.body);
      if (!session.ok) return answer(reply, session);
      return startSession(reply, session.value).code(201).send(session.value.user);
    },
  );

  api.post(
    '/api/auth/login',
    {
      ...authRoute,
      schema: {
        tags: ['accounts'],
        summary: 'Log in: sets the session cookie',
        body: credentialsSchema,
        response: { 200: userSchema, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await accounts.logout(request.headers.cookie);
      const session = await accounts.login(request.body);
      if (!session.ok) return answer(reply, session);
      return startSession(reply, session.value).send(session.value.user);
    },
  );

  api.post(
    '/api/auth/guest',
    {
      ...authRoute,
      schema: {
        tags: ['accounts'],
        summary: 'Play as a guest, without a password',
        body: optionalBody(guestRequestSchema.default({})),
        response: { 201: userSchema, ...errors(400, 409, 429) },
      },
    },
    async (request, reply) => {
      await accounts.logout(request.headers.cookie);
      const session = await accounts.guest(request.body.name);
      if (!session.ok) return answer(reply, session);
      return startSession(reply, session.value).code(201).send(session.value.user);
    },
  );

  api.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'End the session',
        security: SESSION,
        response: { 204: z.null(), ...errors(429) },
      },
    },
    async (request, reply) => {
      await accounts.logout(request.headers.cookie);
      return reply
        .clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' })
        .code(204)
        .send(null);
    },
  );

  api.get(
    '/api/me',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The account of the session',
        security: SESSION,
        response: { 200: userSchema, ...errors(401, 429) },
      },
    },
    async (request, reply) => {
      const user = caller(request, reply);
      return user === undefined ? reply : user;
    },
  );

  api.get(
    '/api/me/games',
    {
      schema: {
        tags: ['accounts'],
        summary: "The caller's tables, newest first",
        security: SESSION,
        response: { 200: z.array(playedGameSchema).readonly(), ...errors(401, 429) },
      },
    },
    async (request, reply) => {
      const user = caller(request, reply);
      return user === undefined ? reply : lobby.gamesOf(user.id);
    },
  );

  api.post(
    '/api/users/:id/role',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Admins only: make an account a player, a director or an admin',
        security: SESSION,
        params: z.object({ id: z.string().min(1) }),
        body: roleBodySchema,
        response: { 200: userSchema, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = caller(request, reply);
      if (user === undefined) return reply;
      return answer(reply, await accounts.setRole(user, request.params.id, request.body.role));
    },
  );

  // Lobby.

  api.get(
    '/api/tables',
    {
      schema: {
        tags: ['lobby'],
        summary: 'Tables, newest first; `phase` may be repeated',
        querystring: z
          .object({
            game: gameNameSchema.optional(),
            phase: z.union([tablePhaseSchema, z.array(tablePhaseSchema)]).optional(),
          })
          .strict(),
        response: { 200: z.array(tableSummarySchema).readonly(), ...errors(400, 429) },
      },
    },
    async (request) => {
      const { game, phase } = request.query;
      return lobby.list({
        ...(game === undefined ? {} : { game }),
        ...(phase === undefined ? {} : { phases: typeof phase === 'string' ? [phase] : phase }),
      });
    },
  );

  api.post(
    '/api/tables',
    {
      schema: {
        tags: ['lobby'],
        summary: 'Open a table; people join its human places, bots sit in the others',
        security: SESSION,
        body: createTableSchema,
        response: { 201: tableSummarySchema, ...errors(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = caller(request, reply);
      if (user === undefined) return reply;
      return answer(reply, await lobby.createTable(request.body, user), 201);
    },
  );

  api.get(
    '/api/tables/:id',
    {
      schema: {
        tags: ['lobby'],
        params: tableParams,
        response: { 200: tableSummarySchema, ...errors(404, 429) },
      },
    },
    async (request, reply) => answer(reply, await lobby.summary(request.params.id)),
  );

  api.post(
    '/api/tables/:id/join',
    {
      schema: {
        tags: ['lobby'],
        summary: 'Take a free place (the given slot, or the first free one)',
        security: SESSION,
        params: tableParams,
        body: optionalBody(joinSchema),
        response: { 200: tableSummarySchema, ...errors(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = caller(request, reply);
      if (user === undefined) return reply;
      return answer(reply, await lobby.join(request.params.id, user, request.body.slot));
    },
  );

  api.post(
    '/api/tables/:id/leave',
    {
      schema: {
        tags: ['lobby'],
        summary: 'Give the place back; after the start, a bot takes the seat',
        security: SESSION,
        params: tableParams,
        response: { 200: tableSummarySchema, ...errors(401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = caller(request, reply);
      if (user === undefined) return reply;
      return answer(reply, await lobby.leave(request.params.id, user));
    },
  );

  api.post(
    '/api/quick-play',
    {
      schema: {
        tags: ['lobby'],
        summary: 'A table with the caller and bots, started at once',
        security: SESSION,
        body: quickPlaySchema,
        response: { 201: tableSummarySchema, ...errors(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = caller(request, reply);
      if (user === undefined) return reply;
      return answer(reply, await lobby.quickPlay(request.body, user), 201);
    },
  );

  // History and fairness.

  api.get(
    '/api/tables/:id/hands',
    {
      schema: {
        tags: ['history'],
        summary: 'The numbers of the finished hands',
        params: tableParams,
        response: { 200: z.array(z.number().int().positive()).readonly(), ...errors(404, 429) },
      },
    },
    async (request, reply) => answer(reply, await lobby.finishedHands(request.params.id)),
  );

  api.get(
    '/api/tables/:id/hands/:hand/replay',
    {
      schema: {
        tags: ['history'],
        summary:
          'A finished hand move by move, every card shown; `format=text` for one move a line, ' +
          '`download=1` to save it as a file',
        params: handParams,
        querystring: z
          .object({
            format: z.enum(['json', 'text']).default('json'),
            download: z.enum(['0', '1']).default('0'),
          })
          .strict(),
        response: { 200: z.union([handReplaySchema, z.string()]), ...errors(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { id, hand } = request.params;
      const { format, download } = request.query;
      if (download === '1')
        void reply.header(
          'content-disposition',
          `attachment; filename="tavolo-${id}-mano-${hand}.${format === 'text' ? 'txt' : 'json'}"`,
        );
      if (format === 'json') return answer(reply, await lobby.replay(id, hand));
      const text = await lobby.replayText(id, hand);
      if (!text.ok) return answer(reply, text);
      return reply.type('text/plain; charset=utf-8').send(text.value);
    },
  );

  api.get(
    '/api/tables/:id/hands/:hand/proof',
    {
      schema: {
        tags: ['history'],
        summary: 'The proof of a finished hand, as `tavolo verify` reads it',
        params: handParams,
        response: { 200: handProofSchema, ...errors(404, 409, 429) },
      },
    },
    async (request, reply) =>
      answer(reply, await lobby.proof(request.params.id, request.params.hand)),
  );

  api.get(
    '/api/tables/:id/hands/:hand/verification',
    {
      schema: {
        tags: ['history'],
        summary: "The server's own check of a finished hand's proof",
        params: handParams,
        response: { 200: verificationSchema, ...errors(404, 409, 429) },
      },
    },
    async (request, reply) =>
      answer(reply, await lobby.verify(request.params.id, request.params.hand)),
  );

  // Tournaments: public reads of what the store keeps; the director's writes in director.ts.

  api.get(
    '/api/events',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'Every tournament, oldest first',
        response: { 200: eventListSchema, ...errors(429) },
      },
    },
    async () => store.listTournaments(),
  );

  api.get(
    '/api/events/:id',
    {
      schema: {
        tags: ['tournaments'],
        summary: "A tournament's status and its latest standings",
        params: z.object({ id: z.string().min(1) }),
        response: { 200: eventStatusSchema, ...errors(404, 429) },
      },
    },
    async (request, reply) => answer(reply, await readTournamentStatus(store, request.params.id)),
  );

  api.get(
    '/api/events/:id/log',
    {
      schema: {
        tags: ['tournaments'],
        summary: "A tournament's log, every event in order",
        params: z.object({ id: z.string().min(1) }),
        response: { 200: eventLogSchema, ...errors(404, 429) },
      },
    },
    async (request, reply) => {
      const events = await store.readEvents(request.params.id);
      if (!events.ok) return answer(reply, events);
      return events.value.map(({ seq, type, at, by, data }) => ({ seq, type, at, by, data }));
    },
  );

  registerDirectorRoutes(app, { store, caller, refuse, errors, security: SESSION });

  return app;
};

/** A refusal of the lobby, the accounts or the store. */
interface RefusalLike {
  readonly code: string;
  readonly message: string;
  readonly article?: string;
}

const byAddress = (request: FastifyRequest): string => `ip:${request.ip}`;

/** The status a failure asks for (Fastify's own errors, the rate limit); 500 otherwise. */
const statusCodeOf = (error: unknown): number => {
  const status =
    typeof error === 'object' && error !== null && 'statusCode' in error
      ? error.statusCode
      : undefined;
  return typeof status === 'number' && Number.isInteger(status) ? status : 500;
};

const codeOfStatus = (status: number): string =>
  ({ 400: 'bad-request', 404: 'not-found', 413: 'too-large', 415: 'unsupported-media-type' })[
    status
  ] ?? 'bad-request';
