/**
 * The HTTP API: accounts, lobby, history and fairness proofs, tournaments and their printouts,
 * health and metrics, with its OpenAPI document. This module builds the frame every route
 * shares (who is calling, the rate limit, the error bodies, the OpenAPI document, the web
 * client); the routes are Fastify plugins, one per resource, in `routes/`, each mounted under
 * its prefix and given what it needs through its options. Who may call each route is written
 * at its top and checked by one hook for all (`routes/support.ts`).
 *
 * Requests are checked against the zod schemas of @tavolo/protocol before any handler runs;
 * handlers only call the lobby, the accounts and the store and turn their refusals into status
 * codes. A client never sees a stack trace: every refusal and every failure is an
 * `errorBodySchema` body.
 */
import { readFileSync } from 'node:fs';
import { validateHeaderName, validateHeaderValue } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { Store } from '@tavolo/store';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { type Accounts, SESSION_COOKIE } from './accounts.js';
import type { TrustProxy } from './client-address.js';
import { compressJsonAnswers } from './compression.js';
import { addressKey, keyedBuckets } from './limiter.js';
import type { Lobby } from './lobby.js';
import type { ServerMetrics } from './metrics.js';
import { accountRoutes } from './routes/accounts.js';
import { bridgeEventRoutes } from './routes/bridge-events.js';
import { eventWorkRoutes } from './routes/event-work.js';
import { eventRoutes } from './routes/events.js';
import { historyRoutes } from './routes/history.js';
import { operationRoutes } from './routes/operations.js';
import { printRoutes } from './routes/prints.js';
import { guardAccess } from './routes/support.js';
import { tableRoutes } from './routes/tables.js';
import { acceptsContentType, changesState, sameOriginCheck } from './same-origin.js';
import { allowInlineStyles, securityHeaders } from './security-headers.js';
import { isPageRequest, registerWebApp } from './web.js';

export { statusOf } from './routes/support.js';

export interface HttpOptions {
  readonly store: Store;
  readonly lobby: Lobby;
  readonly accounts: Accounts;
  readonly metrics: ServerMetrics;
  /** Where the JSON logs go; false for none. */
  readonly logger: Logger | false;
  /** The clock that stamps bridge pairs events' commands (default `Date.now`). */
  readonly now?: () => number;
  /** Marks the session cookie `Secure`: set it when clients reach the server over https. */
  readonly secureCookies?: boolean;
  /**
   * Which proxies to believe about the client's address (`X-Forwarded-For`), as Fastify's
   * `trustProxy`: set it behind a reverse proxy, or every anonymous client shares the proxy's
   * address and so its rate limit.
   */
  readonly trustProxy?: TrustProxy;
  /**
   * Requests per window, per account when logged in, else per IP address (`max`); and per IP
   * address whoever calls (`perAddress`, default twice `max`), so that the guests one address
   * makes do not each bring an allowance. Registrations and guest accounts get the stricter
   * `authMax` per IP address (default: the smaller of 10 and `max`), logins `loginMax` (default:
   * the smaller of 60 and `max`; wrong passwords are bounded per name and address by the
   * accounts). An IPv6 address counts by its /64.
   */
  readonly rateLimit?: {
    readonly max: number;
    readonly timeWindowMs: number;
    readonly perAddress?: number;
    readonly authMax?: number;
    readonly loginMax?: number;
  };
  /** The web client's build folder, served at `/`; without it the server is the API alone. */
  readonly webRoot?: string;
  /**
   * The address users see (`https://tavolo.example`): state-changing requests from a browser
   * must come from it (`same-origin.ts`). Without it, from the host the request was sent to.
   */
  readonly publicOrigin?: string;
  /**
   * Opens `/metrics` to requests that bear it (`Authorization: Bearer <token>`, as Prometheus
   * sends it); without it `/metrics` is closed.
   */
  readonly metricsToken?: string;
}

/** The HTTP limits when none are given; `main.ts` takes its flags' defaults from here. */
export const DEFAULT_RATE_LIMIT = {
  max: 600,
  timeWindowMs: 60_000,
  perAddress: 1200,
  authMax: 10,
  loginMax: 60,
} as const;

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
 * Builds the app without listening: the caller may add to it (the WebSocket upgrade), then
 * `listen` or `inject`, and closes it.
 */
export const buildHttpApp = async (options: HttpOptions): Promise<FastifyInstance> => {
  const { store, lobby, accounts, metrics } = options;
  const limits = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const authMax = limits.authMax ?? Math.min(DEFAULT_RATE_LIMIT.authMax, limits.max);
  const loginMax = limits.loginMax ?? Math.min(DEFAULT_RATE_LIMIT.loginMax, limits.max);
  const perAddress = limits.perAddress ?? limits.max * 2;
  const logger: FastifyBaseLogger | undefined =
    options.logger === false
      ? undefined
      : options.logger.child({}, { redact: { paths: REDACTED, censor: '[redacted]' } });
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrust(options.trustProxy ?? false),
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

  // Every response, refusals included, carries the security headers (security-headers.ts).
  await app.register(
    fastifyHelmet,
    securityHeaders({
      secure: options.secureCookies === true,
      ...(options.publicOrigin === undefined ? {} : { publicOrigin: options.publicOrigin }),
    }),
  );

  // Another site's pages may not change anything in a visitor's name (same-origin.ts).
  const sameOrigin = sameOriginCheck(options.publicOrigin);
  app.addHook('onRequest', async (request, reply) => {
    if (!changesState(request.method)) return;
    if (!sameOrigin(request.headers))
      return reply
        .code(403)
        .send({ code: 'cross-origin', message: 'a request from another site is refused' });
    if (!acceptsContentType(request.headers['content-type']))
      return reply.code(415).send({
        code: 'unsupported-media-type',
        message: 'send JSON (application/json) or no body',
      });
  });

  // Who is calling, before the rate limit, which counts per account.
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    const user = await accounts.authenticate(request.headers.cookie);
    if (user === undefined) return;
    request.user = user;
    request.log = request.log.child({ user: user.id });
    reply.log = request.log;
  });

  // A header Node would refuse (a CR/LF from a user's text, say) would make Fastify answer a
  // raw 500 of its own: the answer becomes the usual JSON error instead, and the log says why.
  app.addHook('onSend', async (request, reply, payload) => {
    const bad = Object.entries(reply.getHeaders())
      .filter(([name, value]) => !validHeader(name, value))
      .map(([name]) => name);
    if (bad.length === 0) return payload;
    request.log.error({ headers: bad }, 'response headers that are not valid');
    for (const name of bad) void reply.removeHeader(name);
    void reply.code(500).type('application/json; charset=utf-8');
    return JSON.stringify({ code: 'internal-error', message: 'internal server error' });
  });

  // The JSON answers, compressed for the clients that accept it (compression.ts).
  compressJsonAnswers(app);

  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequests.inc({
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    });
  });

  // Per address whoever calls, before the limit per account: one address making guests gets
  // one allowance, not one per guest. (The rate-limit plugin runs one limit per request.)
  const addresses = keyedBuckets({ burst: perAddress, refillMs: limits.timeWindowMs });
  app.addHook('onRequest', async (request, reply) => {
    if (!addresses.take(addressKey(request.ip)))
      return reply
        .code(429)
        .send({ code: 'rate-limited', message: 'too many requests from this address' });
  });

  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    max: limits.max,
    timeWindow: limits.timeWindowMs,
    keyGenerator: (request) => {
      const { user } = request;
      return user === null ? `ip:${request.ip}` : `user:${user.id}`;
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
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    // The viewer sets style attributes of its own; it shows this server's document only.
    transformStaticCSP: allowInlineStyles,
  });
  const { webRoot } = options;
  if (webRoot !== undefined) await registerWebApp(app, webRoot);

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) =>
    webRoot !== undefined && isPageRequest(request)
      ? reply.sendFile('index.html')
      : reply
          .code(404)
          .send({ code: 'not-found', message: `no route ${request.method} ${request.url}` }),
  );

  await app.register(async (api) => {
    guardAccess(api, { operatorToken: options.metricsToken });
    await api.register(operationRoutes, { metrics });
    await api.register(accountRoutes, {
      prefix: '/api',
      accounts,
      lobby,
      secureCookies: options.secureCookies === true,
      authMax,
      loginMax,
    });
    await api.register(tableRoutes, { prefix: '/api', lobby });
    await api.register(historyRoutes, { prefix: '/api/tables', lobby });
    await api.register(eventRoutes, { prefix: '/api/events', store });
    await api.register(bridgeEventRoutes, {
      prefix: '/api/events',
      store,
      now: options.now ?? Date.now,
    });
    await api.register(printRoutes, { prefix: '/api/events', store });
    await api.register(eventWorkRoutes, { prefix: '/api/events', store });
  });

  return app;
};

/** Fastify's form of a `TrustProxy`: a number of hops as the function proxy-addr would make. */
const fastifyTrust = (
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) =>
  typeof trust === 'number'
    ? (_address, hop) => hop < trust
    : typeof trust === 'object'
      ? [...trust]
      : trust;

/** Whether Node would write a header: a valid name, and a value without control characters. */
const validHeader = (name: string, value: unknown): boolean => {
  try {
    validateHeaderName(name);
    // Node's types ask for a string; it checks numbers and arrays of strings alike.
    if (value !== undefined) validateHeaderValue(name, value as string);
    return true;
  } catch {
    return false;
  }
};

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
