/**
 * The HTTP limits per address, whoever calls: the guests one address makes share its
 * allowance, and wrong logins lock out a name from one address, not everyone behind it. Each
 * client is told apart by the address `inject` gives it (`remoteAddress`).
 */
import type { Store } from '@tavolo/store';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DIALECTS, withFreshStore } from '@tavolo/store/testing';
import { SESSION_COOKIE, openAccounts } from './accounts.js';
import { type HttpOptions, buildHttpApp } from './http.js';
import type { Lobby } from './lobby.js';
import { createMetrics } from './metrics.js';

const noLobby = {} as Lobby;

const withApp = (
  work: (app: FastifyInstance, store: Store) => Promise<void>,
  options: Partial<Omit<HttpOptions, 'store' | 'accounts'>> = {},
) =>
  withFreshStore(DIALECTS[0].createDatabase, async (store) => {
    const app = await buildHttpApp({
      store,
      lobby: noLobby,
      accounts: openAccounts({ store: store.accounts }),
      metrics: createMetrics(),
      logger: false,
      ...options,
    });
    try {
      await work(app, store);
    } finally {
      await app.close();
    }
  });

const sessionOf = (response: LightMyRequestResponse): string => {
  const session = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (session === undefined) throw new Error(`no session cookie in ${response.statusCode}`);
  return `${SESSION_COOKIE}=${session.value}`;
};

const codeOf = (response: LightMyRequestResponse): string =>
  (response.json() as { readonly code: string }).code;

describe('the HTTP limits per address', () => {
  it('gives one address one allowance however many guests it makes (each guest had its own)', () =>
    withApp(
      async (app) => {
        const from = '203.0.113.5';
        const guests = [];
        for (let i = 0; i < 4; i++) {
          const made = await app.inject({
            method: 'POST',
            url: '/api/auth/guest',
            remoteAddress: from,
          });
          expect(made.statusCode).toBe(201);
          guests.push(sessionOf(made));
        }
        // Four guests, five requests each allowed per account: twenty, were it per account only.
        const answers: number[] = [];
        for (let round = 0; round < 5; round++)
          for (const cookie of guests)
            answers.push(
              (await app.inject({ url: '/api/me', headers: { cookie }, remoteAddress: from }))
                .statusCode,
            );
        // The address had 12 requests a window: 4 went on the guests, 8 are left.
        expect(answers.filter((status) => status === 200)).toHaveLength(8);
        expect(answers.filter((status) => status === 429)).toHaveLength(12);
        const refused = await app.inject({ url: '/health', remoteAddress: from });
        expect(refused.statusCode).toBe(429);
        expect(codeOf(refused)).toBe('rate-limited');
        // Another address is not held back.
        expect(
          (await app.inject({ url: '/health', remoteAddress: '198.51.100.7' })).statusCode,
        ).toBe(200);
      },
      { rateLimit: { max: 5, timeWindowMs: 60_000, perAddress: 12, authMax: 100 } },
    ));

  it('counts an IPv6 address by its /64', () =>
    withApp(
      async (app) => {
        const at = (remoteAddress: string) => app.inject({ url: '/health', remoteAddress });
        expect((await at('2001:db8:1:2::1')).statusCode).toBe(200);
        expect((await at('2001:db8:1:2::2')).statusCode).toBe(200);
        expect((await at('2001:db8:1:2:ffff::9')).statusCode).toBe(429);
        expect((await at('2001:db8:1:3::1')).statusCode).toBe(200);
      },
      { rateLimit: { max: 100, timeWindowMs: 60_000, perAddress: 2 } },
    ));

  it('locks wrong logins out per name and address: ten from one address no longer shut out everyone behind it', () =>
    withApp(async (app) => {
      const attacker = '203.0.113.66';
      const register = (name: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { name, password: `password-di-${name}` },
          remoteAddress: '192.0.2.1',
        });
      expect((await register('Anna')).statusCode).toBe(201);
      expect((await register('Bruno')).statusCode).toBe(201);
      const login = (name: string, password: string, remoteAddress: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { name, password },
          remoteAddress,
        });
      for (let i = 0; i < 10; i++)
        expect((await login('Anna', `tentativo-${i}`, attacker)).statusCode).toBe(401);
      // The attacker's address may not try Anna again, even with her password…
      const locked = await login('Anna', 'password-di-Anna', attacker);
      expect(locked.statusCode).toBe(429);
      expect(codeOf(locked)).toBe('rate-limited');
      // …but Bruno, behind the same address, logs in, and Anna from her own.
      expect((await login('Bruno', 'password-di-Bruno', attacker)).statusCode).toBe(200);
      expect((await login('Anna', 'password-di-Anna', '198.51.100.30')).statusCode).toBe(200);
    }));
});
