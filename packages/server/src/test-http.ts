/**
 * For the server's HTTP tests on `app.inject`: an account registered with its session's
 * header, and a refusal checked (its status, its error body, no stack trace). Not part of the
 * package's API.
 */
import { errorBodySchema } from '@tavolo/protocol';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { SESSION_COOKIE } from './accounts.js';

/** Registers `name` (password `password-di-<name>`) and gives his session's cookie header. */
export const login = async (
  app: FastifyInstance,
  name: string,
): Promise<{ readonly cookie: string }> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, password: `password-di-${name}` },
  });
  const session = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (session === undefined) throw new Error(`no session for ${name}: ${response.body}`);
  return { cookie: `${SESSION_COOKIE}=${session.value}` };
};

/** A refusal with `status` and `code`, in the API's error body and without a stack trace. */
export const expectRefusal = (response: LightMyRequestResponse, status: number, code: string) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = errorBodySchema.parse(response.json());
  expect(body.code).toBe(code);
  expect(response.body).not.toMatch(/"stack"|\bat .*\.(ts|js):\d+/);
  return body;
};
