/**
 * Accounts and sessions: registration, login, guest accounts, logout, the caller's own account
 * and tables, and the admins' setting of roles. Mounted at `/api`.
 */
import {
  credentialsSchema,
  guestRequestSchema,
  roleSchema,
  playedGameSchema,
  userSchema,
} from '@tavolo/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Accounts, type OpenedSession, SESSION_COOKIE } from '../accounts.js';
import { addressKey } from '../limiter.js';
import type { Lobby } from '../lobby.js';
import { SESSION, answer, errors, optionalBody, userOf } from './support.js';

export interface AccountRoutesOptions {
  readonly accounts: Accounts;
  readonly lobby: Pick<Lobby, 'gamesOf'>;
  /** Marks the session cookie `Secure`. */
  readonly secureCookies: boolean;
  /** Registrations and guest accounts per address and window. */
  readonly authMax: number;
  /**
   * Logins per address and window, a looser bound: wrong passwords are limited per name and
   * address by the accounts themselves, so that one address guessing does not lock out
   * everyone else behind it.
   */
  readonly loginMax?: number;
}

/** Logins per address and window when the app does not say. */
export const DEFAULT_LOGIN_MAX = 60;

const roleBodySchema = z.object({ role: roleSchema }).strict();

const byAddress = (request: FastifyRequest): string => `ip:${addressKey(request.ip)}`;

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { accounts, lobby, secureCookies, authMax, loginMax = DEFAULT_LOGIN_MAX },
) => {
  const startSession = (reply: FastifyReply, session: OpenedSession) =>
    reply.setCookie(SESSION_COOKIE, session.token, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: secureCookies,
      expires: session.expiresAt,
    });

  /** The stricter limit of the routes that make an account, per address. */
  const rateLimit = { max: authMax, keyGenerator: byAddress };

  app.post(
    '/auth/register',
    {
      config: { access: 'anyone', rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Create an account and log in',
        body: credentialsSchema,
        response: { 201: userSchema, ...errors(400, 409, 429) },
      },
    },
    async (request, reply) => {
      await accounts.logout(request.headers.cookie);
      const session = await accounts.register(request.body, request.ip);
      if (!session.ok) return answer(reply, session);
      return startSession(reply, session.value).code(201).send(session.value.user);
    },
  );

  app.post(
    '/auth/login',
    {
      config: { access: 'anyone', rateLimit: { max: loginMax, keyGenerator: byAddress } },
      schema: {
        tags: ['accounts'],
        summary: 'Log in: sets the session cookie',
        body: credentialsSchema,
        response: { 200: userSchema, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await accounts.logout(request.headers.cookie);
      const session = await accounts.login(request.body, request.ip);
      if (!session.ok) return answer(reply, session);
      return startSession(reply, session.value).send(session.value.user);
    },
  );

  app.post(
    '/auth/guest',
    {
      config: { access: 'anyone', rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Play as a guest, without a password',
        body: optionalBody(guestRequestSchema.default({})),
        response: { 201: userSchema, ...errors(400, 409, 429) },
      },
    },
    async (request, reply) => {
      await accounts.logout(request.headers.cookie);
      const session = await accounts.guest(request.body.name, request.ip);
      if (!session.ok) return answer(reply, session);
      return startSession(reply, session.value).code(201).send(session.value.user);
    },
  );

  app.post(
    '/auth/logout',
    {
      // Without a session there is nothing to end, and nothing to refuse.
      config: { access: 'anyone' },
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

  app.get(
    '/me',
    {
      config: { access: 'account' },
      schema: {
        tags: ['accounts'],
        summary: 'The account of the session',
        security: SESSION,
        response: { 200: userSchema, ...errors(401, 429) },
      },
    },
    async (request) => userOf(request),
  );

  app.get(
    '/me/games',
    {
      config: { access: 'account' },
      schema: {
        tags: ['accounts'],
        summary: "The caller's tables, newest first",
        security: SESSION,
        response: { 200: z.array(playedGameSchema).readonly(), ...errors(401, 429) },
      },
    },
    async (request) => lobby.gamesOf(userOf(request).id),
  );

  app.post(
    '/users/:id/role',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['accounts'],
        summary: 'Admins only: make an account a player, a director or an admin',
        security: SESSION,
        params: z.object({ id: z.string().min(1) }),
        body: roleBodySchema,
        response: { 200: userSchema, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) =>
      answer(reply, await accounts.setRole(userOf(request), request.params.id, request.body.role)),
  );
};
