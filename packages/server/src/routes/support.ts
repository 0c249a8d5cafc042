/**
 * What every route plugin shares: who may call a route, the error bodies and their statuses,
 * and the answers of a result or a refusal.
 *
 * Who may call a route is its `access`, written at the top of every route (`config: { access }`)
 * and checked by one hook, `guardAccess`, for every route of the plugins it wraps: a route
 * cannot forget the check, and one that does not say its access is refused when the app is
 * built. The hook runs once the request has been validated (`preHandler`), so that a malformed
 * request is a 400 whoever sends it; the caller's account is known from `onRequest` on
 * (`request.user`, set by `buildHttpApp`).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Result } from '@tavolo/cards';
import contentDisposition from 'content-disposition';
import { type ErrorBody, type User, errorBodySchema } from '@tavolo/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * Who may call a route: `anyone`; any logged-in `account`, guests too; a `director` (directors
 * and admins); an `admin`. An `event-director` is one of the directors of the event the route
 * names, or an admin (`routes/event-access.ts` checks the event; here it counts as `director`).
 * The `operator` is whoever bears the operator's token (`Authorization: Bearer …`, for
 * Prometheus): without a token configured, nobody.
 */
export type Access = 'anyone' | 'account' | 'director' | 'event-director' | 'admin' | 'operator';

declare module 'fastify' {
  interface FastifyContextConfig {
    readonly access?: Access;
  }
  interface FastifyRequest {
    /** The caller's account, from the session cookie; null without a valid session. */
    user: User | null;
  }
}

/** A refusal of the lobby, the accounts or the store. */
export interface Refusal {
  readonly code: string;
  readonly message: string;
  readonly article?: string;
  /** A tournament refusal's figures and doubts (@tavolo/tournament error.ts). */
  readonly params?: Readonly<Record<string, string | number>>;
  readonly doubts?: readonly {
    readonly code: string;
    readonly article: string;
    readonly message: string;
    readonly params?: Readonly<Record<string, string | number>>;
  }[];
}

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

/** The body of a refusal: its code, English message and article, and a tournament's figures. */
const errorBody = (error: Refusal): ErrorBody => ({
  code: error.code,
  message: error.message,
  ...(error.article === undefined ? {} : { article: error.article }),
  ...(error.params === undefined ? {} : { params: error.params }),
  ...(error.doubts === undefined
    ? {}
    : {
        doubts: error.doubts.map((d) => ({
          code: d.code,
          article: d.article,
          message: d.message,
          ...(d.params === undefined ? {} : { params: d.params }),
        })),
      }),
});

/** Answers a refusal with its status (by its code, unless given) and its error body. */
export const refuse = (
  reply: FastifyReply,
  refusal: Refusal,
  status = statusOf(refusal.code),
): FastifyReply => reply.code(status).send(errorBody(refusal));

/** Answers a result: its value with `status`, or its refusal. */
export const answer = <T>(
  reply: FastifyReply,
  result: Result<T, Refusal>,
  status = 200,
): FastifyReply =>
  result.ok ? reply.code(status).send(result.value) : refuse(reply, result.error);

/** The error statuses a route may answer, for its schema and so for the OpenAPI document. */
export const errors = (...statuses: readonly number[]): Record<number, typeof errorBodySchema> =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));

/** A body a client may leave out: Fastify hands the validator null for it, not undefined. */
export const optionalBody = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((body) => body ?? undefined, schema);

/**
 * The `Content-Disposition` of a file named `filename` (RFC 6266): a plain name of printable
 * ASCII without quotes, backslashes or percent signs, which every client reads alike, and the
 * exact name in UTF-8 (`filename*`, RFC 5987) when it differs. A name from a user (an event's
 * id) can thus neither break the header nor end it.
 */
export const dispositionOf = (type: 'attachment' | 'inline', filename: string): string =>
  contentDisposition(filename, {
    type,
    fallback: filename.replace(/[^\x20-\x7e]|["\\%]/g, '_'),
  });

/** Routes that need a logged-in caller say so in the OpenAPI document. */
export const SESSION = [{ session: [] }];

/**
 * The caller of a route whose access needs an account. `guardAccess` has refused the request
 * before its handler runs if there is none, so a missing account here is the server's own bug.
 */
export const userOf = (request: FastifyRequest): User => {
  if (request.user === null)
    throw new Error(`no caller on ${request.routeOptions.url ?? request.url}`);
  return request.user;
};

const NOT_LOGGED_IN: Refusal = { code: 'not-logged-in', message: 'log in first' };

const allowed = (access: Access, user: User): boolean => {
  switch (access) {
    case 'anyone':
    case 'account':
      return true;
    case 'operator':
      return false;
    case 'director':
    case 'event-director':
      return user.role === 'director' || user.role === 'admin';
    case 'admin':
      return user.role === 'admin';
  }
};

const FORBIDDEN: Readonly<Record<Access, string>> = {
  anyone: '',
  account: '',
  director: 'only a director or an admin may',
  'event-director': 'only a director or an admin may',
  admin: 'only an admin may',
  operator: "only the bearer of the operator's token may: the server's --metrics-token sets it",
};

/** The SHA-256 of a text: compared in constant time, whatever the lengths. */
const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Whether an `Authorization` header bears `token`. */
const bears = (authorization: string | undefined, token: Buffer | undefined): boolean => {
  if (token === undefined || authorization === undefined) return false;
  const match = /^Bearer (.+)$/i.exec(authorization);
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), token);
};

/**
 * Checks the access of every route registered in `app` (and in the plugins it registers after
 * this call): refuses at registration a route that does not say its access, and a request whose
 * caller may not call it, with 401 (no account) or 403 (not the role, not the token).
 */
export const guardAccess = (
  app: FastifyInstance,
  { operatorToken }: { readonly operatorToken?: string | undefined } = {},
): void => {
  const token = operatorToken === undefined ? undefined : digest(operatorToken);
  app.addHook('onRoute', (route) => {
    if (route.config?.access === undefined)
      throw new Error(`${String(route.method)} ${route.url} does not say who may call it`);
  });
  app.addHook('preHandler', async (request, reply) => {
    const access = request.routeOptions.config.access ?? 'admin';
    if (access === 'anyone') return;
    if (access === 'operator')
      return bears(request.headers.authorization, token)
        ? undefined
        : refuse(reply, { code: 'forbidden', message: FORBIDDEN.operator });
    const { user } = request;
    if (user === null) return refuse(reply, NOT_LOGGED_IN);
    if (!allowed(access, user))
      return refuse(reply, { code: 'forbidden', message: FORBIDDEN[access] });
  });
};
