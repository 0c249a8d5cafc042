import type { User } from '@tavolo/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type Access, guardAccess, statusOf } from './support.js';

const ANNA: User = { id: 'u-anna', name: 'Anna', role: 'player', guest: false };

/** An app whose one route needs `access`, called by `user` (null: no session). */
const appWith = async (access: Access | undefined, user: User | null): Promise<FastifyInstance> => {
  const app = Fastify();
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    request.user = user;
  });
  await app.register(async (api) => {
    guardAccess(api);
    api.get('/r', access === undefined ? {} : { config: { access } }, async () => ({ ok: true }));
  });
  await app.ready();
  return app;
};

const statusFor = async (access: Access, user: User | null) => {
  const app = await appWith(access, user);
  try {
    return (await app.inject({ url: '/r' })).statusCode;
  } finally {
    await app.close();
  }
};

describe('guardAccess', () => {
  it('refuses at build time a route that does not say who may call it', async () => {
    await expect(appWith(undefined, null)).rejects.toThrow(/does not say who may call it/);
  });

  it('lets each role through the routes its access names, and no further', async () => {
    const as = (role: User['role']): User => ({ ...ANNA, role });
    const table: [Access, User | null, number][] = [
      ['anyone', null, 200],
      ['account', null, 401],
      ['account', as('player'), 200],
      ['director', as('player'), 403],
      ['director', as('director'), 200],
      ['director', as('admin'), 200],
      ['event-director', as('player'), 403],
      ['admin', as('director'), 403],
      ['admin', as('admin'), 200],
      ['admin', null, 401],
    ];
    for (const [access, user, status] of table)
      expect([access, user?.role, await statusFor(access, user)]).toEqual([
        access,
        user?.role,
        status,
      ]);
  });
});

describe('statusOf', () => {
  it('maps refusals to status codes', () => {
    expect(statusOf('no-such-table')).toBe(404);
    expect(statusOf('forbidden')).toBe(403);
    expect(statusOf('table-full')).toBe(409);
  });
});
