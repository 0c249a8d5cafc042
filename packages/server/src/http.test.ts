import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { errorBodySchema, userSchema } from '@tavolo/protocol';
import type { Store } from '@tavolo/store';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { DIALECTS, event, META, withFreshStore } from '@tavolo/store/testing';
import { SESSION_COOKIE, openAccounts } from './accounts.js';
import { type HttpOptions, buildHttpApp, statusOf } from './http.js';
import type { Lobby } from './lobby.js';
import { createMetrics } from './metrics.js';
import { expectRefusal } from './test-http.js';

/** What a failing lobby's error says; a client must never see it. */
const INTERNAL_DETAIL = 'lobby exploded at /srv/tavolo/rooms.ts:42';

const explode = async (): Promise<never> => {
  throw new Error(INTERNAL_DETAIL);
};

/** A lobby whose every call fails, as one would whose database is gone. */
const failingLobby: Lobby = {
  createTable: explode,
  quickPlay: explode,
  join: explode,
  leave: explode,
  list: explode,
  summary: explode,
  gamesOf: explode,
  finishedHands: explode,
  replay: explode,
  replayText: explode,
  proof: explode,
  verify: explode,
};

type AppOptions = Partial<Omit<HttpOptions, 'store' | 'accounts'>> & {
  readonly admins?: readonly string[];
};

const withApp = (
  createDatabase: (typeof DIALECTS)[number]['createDatabase'],
  work: (app: FastifyInstance, store: Store) => Promise<void>,
  { admins = [], ...options }: AppOptions = {},
) =>
  withFreshStore(createDatabase, async (store) => {
    const app = await buildHttpApp({
      store,
      lobby: failingLobby,
      accounts: openAccounts({ store: store.accounts, admins }),
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

const sqlite = DIALECTS[0].createDatabase;

/** The session cookie a response set, as a Cookie header for the next request. */
const sessionOf = (response: LightMyRequestResponse): { cookie: string } => {
  const session = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (session === undefined) throw new Error(`no session cookie in ${response.statusCode}`);
  return { cookie: `${SESSION_COOKIE}=${session.value}` };
};

const register = (app: FastifyInstance, name: string, password = `password-di-${name}`) =>
  app.inject({ method: 'POST', url: '/api/auth/register', payload: { name, password } });

describe.each(DIALECTS)('accounts over HTTP on $kind', ({ createDatabase }) => {
  it('registers, recognises the session cookie over loopback, and logs out', () =>
    withApp(createDatabase, async (app) => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const registered = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Anna', password: 'scopa-e-briscola' }),
      });
      expect(registered.status).toBe(201);
      const user = userSchema.parse(await registered.json());
      expect(user).toMatchObject({ name: 'Anna', guest: false });
      const setCookie = registered.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43};`));
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Lax');
      expect(setCookie).toContain('Path=/');
      expect(setCookie).not.toContain('Secure');
      const expires = Date.parse(/Expires=([^;]+)/.exec(setCookie)?.[1] ?? '');
      expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(30);
      const cookie = setCookie.split(';')[0] ?? '';

      const me = await fetch(`${base}/api/me`, { headers: { cookie } });
      expect(me.status).toBe(200);
      expect(await me.json()).toEqual(user);

      const logout = await fetch(`${base}/api/auth/logout`, {
        method: 'POST',
        headers: { cookie },
      });
      expect(logout.status).toBe(204);
      expect(logout.headers.get('set-cookie')).toMatch(
        new RegExp(`^${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`),
      );
      const after = await fetch(`${base}/api/me`, { headers: { cookie } });
      expect(after.status).toBe(401);
      expect(errorBodySchema.parse(await after.json()).code).toBe('not-logged-in');
    }));

  it('logs in with the right password only, saying the same for a wrong one and a stranger', () =>
    withApp(createDatabase, async (app) => {
      await register(app, 'Anna', 'scopa-e-briscola');
      const login = (name: string, password: string) =>
        app.inject({ method: 'POST', url: '/api/auth/login', payload: { name, password } });
      const wrong = await login('Anna', 'tressette-e-basta');
      const stranger = await login('Nessuno', 'tressette-e-basta');
      expectRefusal(wrong, 401, 'wrong-credentials');
      expect(stranger.statusCode).toBe(401);
      expect(stranger.json()).toEqual(wrong.json());
      expect(wrong.cookies).toEqual([]);

      const right = await login('ANNA', 'scopa-e-briscola');
      expect(right.statusCode).toBe(200);
      expect(right.json()).toMatchObject({ name: 'Anna' });
      const me = await app.inject({ url: '/api/me', headers: sessionOf(right) });
      expect(me.json()).toEqual(right.json());
    }));

  it('refuses a taken name in any case, and malformed credentials', () =>
    withApp(createDatabase, async (app) => {
      expect((await register(app, 'Anna')).statusCode).toBe(201);
      expectRefusal(await register(app, 'aNNA'), 409, 'name-unavailable');
      expectRefusal(await register(app, 'Bruno', 'corta'), 400, 'bad-request');
      const extraField = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Bruno', password: 'abbastanza-lunga', role: 'admin' },
      });
      expectRefusal(extraField, 400, 'bad-request');
    }));

  it('opens guest sessions, with or without a wanted name', () =>
    withApp(createDatabase, async (app) => {
      const named = await app.inject({
        method: 'POST',
        url: '/api/auth/guest',
        payload: { name: 'Mario' },
      });
      expect(named.statusCode).toBe(201);
      expect(named.json()).toMatchObject({ name: 'Mario', role: 'player', guest: true });
      const me = await app.inject({ url: '/api/me', headers: sessionOf(named) });
      expect(me.json()).toEqual(named.json());

      const nameless = await app.inject({ method: 'POST', url: '/api/auth/guest' });
      expect(nameless.statusCode).toBe(201);
      expect(nameless.json()).toMatchObject({ name: expect.stringMatching(/^Ospite-/) });
    }));
});

describe('the HTTP API', () => {
  it('answers 401 to a caller without a session', () =>
    withApp(sqlite, async (app) => {
      expectRefusal(await app.inject({ url: '/api/me' }), 401, 'not-logged-in');
      expectRefusal(await app.inject({ url: '/api/me/games' }), 401, 'not-logged-in');
      const forged = { cookie: `${SESSION_COOKIE}=${'x'.repeat(43)}` };
      expectRefusal(await app.inject({ url: '/api/me', headers: forged }), 401, 'not-logged-in');
      const create = await app.inject({
        method: 'POST',
        url: '/api/tables',
        payload: { game: 'burraco', profile: 'champion', seats: [{ kind: 'human' }] },
      });
      // The body is checked first: a bad request is bad whoever sends it.
      expectRefusal(create, 400, 'bad-request');
      const quick = await app.inject({
        method: 'POST',
        url: '/api/quick-play',
        payload: { game: 'burraco' },
      });
      expectRefusal(quick, 401, 'not-logged-in');
    }));

  it('refuses a table whose bots’ pace is none of the four, naming them, before the lobby (issue 18)', () =>
    withApp(sqlite, async (app) => {
      const anna = await register(app, 'Anna');
      const create = await app.inject({
        method: 'POST',
        url: '/api/tables',
        headers: sessionOf(anna),
        payload: {
          game: 'burraco',
          profile: 'champion',
          seats: [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }],
          pace: 'turbo',
        },
      });
      // The failing lobby is never reached: nothing was created.
      const body = expectRefusal(create, 400, 'bad-request');
      expect(body.message).toMatch(/pace/);
      expect(body.message).toMatch(/'slow' \| 'normal' \| 'fast' \| 'instant'/);
    }));

  it('marks the session cookie Secure when the server is behind https', () =>
    withApp(
      sqlite,
      async (app) => {
        const registered = await register(app, 'Anna');
        const session = registered.cookies.find((c) => c.name === SESSION_COOKIE);
        expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      },
      { secureCookies: true },
    ));

  it('lets admins set roles and refuses everyone else', () =>
    withApp(
      sqlite,
      async (app) => {
        const capo = await register(app, 'Capo');
        const anna = await register(app, 'Anna');
        expect(capo.json()).toMatchObject({ role: 'admin' });
        expect(anna.json()).toMatchObject({ role: 'player' });
        const setRole = (id: string, role: string, headers?: { cookie: string }) =>
          app.inject({
            method: 'POST',
            url: `/api/users/${id}/role`,
            payload: { role },
            ...(headers ? { headers } : {}),
          });
        const annaId = (anna.json() as { id: string }).id;
        expectRefusal(await setRole(annaId, 'director'), 401, 'not-logged-in');
        expectRefusal(await setRole(annaId, 'admin', sessionOf(anna)), 403, 'forbidden');
        expectRefusal(await setRole('nobody', 'director', sessionOf(capo)), 404, 'unknown-user');
        expectRefusal(await setRole(annaId, 'emperor', sessionOf(capo)), 400, 'bad-request');
        const promoted = await setRole(annaId, 'director', sessionOf(capo));
        expect(promoted.statusCode).toBe(200);
        expect(promoted.json()).toMatchObject({ id: annaId, role: 'director' });
        const me = await app.inject({ url: '/api/me', headers: sessionOf(anna) });
        expect(me.json()).toMatchObject({ role: 'director' });
      },
      { admins: ['capo'] },
    ));

  it('publishes an OpenAPI document of its routes, and its viewer', () =>
    withApp(sqlite, async (app) => {
      const response = await app.inject({ url: '/openapi.json' });
      expect(response.statusCode).toBe(200);
      const document = response.json() as {
        openapi: string;
        paths: Record<string, Record<string, { requestBody?: unknown }>>;
      };
      expect(document.openapi).toMatch(/^3\./);
      const paths = Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      );
      expect(paths).toEqual(
        expect.arrayContaining([
          'GET /health',
          'POST /api/auth/register',
          'POST /api/auth/login',
          'POST /api/auth/guest',
          'POST /api/auth/logout',
          'GET /api/me',
          'GET /api/me/games',
          'POST /api/users/{id}/role',
          'GET /api/tables',
          'POST /api/tables',
          'GET /api/tables/{id}',
          'POST /api/tables/{id}/join',
          'POST /api/tables/{id}/leave',
          'POST /api/quick-play',
          'GET /api/tables/{id}/hands',
          'GET /api/tables/{id}/hands/{hand}/replay',
          'GET /api/tables/{id}/hands/{hand}/proof',
          'GET /api/tables/{id}/hands/{hand}/verification',
          'GET /api/events',
          'GET /api/events/{id}',
          'GET /api/events/{id}/log',
        ]),
      );
      expect(paths.some((path) => path.includes('/docs'))).toBe(false);
      expect(JSON.stringify(document.paths['/api/auth/register'])).toContain('"password"');
      const viewer = await app.inject({ url: '/docs/' });
      expect(viewer.statusCode).toBe(200);
      expect(viewer.headers['content-type']).toMatch(/^text\/html/);
    }));

  it('reports its health and its metrics, counting every request by route and status', () =>
    withApp(
      sqlite,
      async (app) => {
        expect((await app.inject({ url: '/health' })).json()).toEqual({ ok: true });
        await app.inject({ url: '/health' });
        await app.inject({ url: '/api/me' });
        await app.inject({ url: '/api/tables/abc' });
        await app.inject({ url: '/no/such/route' });
        const metrics = await app.inject({
          url: '/metrics',
          headers: { authorization: 'Bearer prometheus-token' },
        });
        expect(metrics.statusCode).toBe(200);
        expect(metrics.headers['content-type']).toMatch(/^text\/plain/);
        for (const name of [
          'tavolo_actions_total',
          'tavolo_action_seconds',
          'tavolo_persist_seconds',
          'tavolo_connections',
          'tavolo_tables',
          'tavolo_messages_out_total',
          'tavolo_refusals_total',
          'tavolo_http_requests_total',
          'process_resident_memory_bytes',
        ])
          expect(metrics.body).toContain(`# TYPE ${name} `);
        expect(metrics.body).toContain(
          'tavolo_http_requests_total{route="/health",status="200"} 2',
        );
        expect(metrics.body).toContain(
          'tavolo_http_requests_total{route="/api/me",status="401"} 1',
        );
        expect(metrics.body).toContain(
          'tavolo_http_requests_total{route="/api/tables/:id",status="500"} 1',
        );
        expect(metrics.body).toContain(
          'tavolo_http_requests_total{route="unmatched",status="404"} 1',
        );
      },
      { metricsToken: 'prometheus-token' },
    ));

  it('answers malformed JSON, unknown routes and its own failures with an error body', async () => {
    const lines: string[] = [];
    const logger = pino(
      new Writable({
        write: (chunk: Buffer, _encoding, done) => {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    await withApp(
      sqlite,
      async (app) => {
        const malformed = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          payload: '{"name": "Anna", "password": ',
        });
        expectRefusal(malformed, 400, 'bad-request');
        const notJson = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/xml' },
          payload: '<login/>',
        });
        expectRefusal(notJson, 415, 'unsupported-media-type');
        expectRefusal(await app.inject({ url: '/api/nothing' }), 404, 'not-found');

        const failed = await app.inject({ url: '/api/tables' });
        const body = expectRefusal(failed, 500, 'internal-error');
        expect(body.message).toBe('internal server error');
        expect(failed.body).not.toContain(INTERNAL_DETAIL);
        // The operator's log has what the client does not.
        expect(lines.join('')).toContain(INTERNAL_DETAIL);
      },
      { logger },
    );
  });

  it('never logs passwords or session tokens', async () => {
    const lines: string[] = [];
    const logger = pino(
      new Writable({
        write: (chunk: Buffer, _encoding, done) => {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    await withApp(
      sqlite,
      async (app) => {
        const registered = await register(app, 'Anna', 'segreto-di-anna');
        const { cookie } = sessionOf(registered);
        const token = cookie.slice(SESSION_COOKIE.length + 1);
        await app.inject({ url: '/api/me', headers: { cookie } });
        app.log.info(
          { req: { headers: { cookie } }, body: { password: 'segreto-di-anna' } },
          'a careless log line',
        );
        const log = lines.join('');
        expect(log).toContain('a careless log line');
        expect(log).toContain('[redacted]');
        expect(log).toContain(`"user":"${(registered.json() as { id: string }).id}"`);
        expect(log).not.toContain('segreto-di-anna');
        expect(log).not.toContain(token);
      },
      { logger },
    );
  });

  it('limits requests per account when logged in, else per address', () =>
    withApp(
      sqlite,
      async (app) => {
        const anna = sessionOf(await register(app, 'Anna'));
        const asAnna = () => app.inject({ url: '/api/me', headers: anna });
        for (let i = 0; i < 3; i++) expect((await asAnna()).statusCode).toBe(200);
        const limited = expectRefusal(await asAnna(), 429, 'rate-limited');
        expect(limited.message).toMatch(/retry/);
        // Anna's count is hers: the same address without her session still gets answers.
        for (let i = 0; i < 3; i++)
          expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
        expectRefusal(await app.inject({ url: '/health' }), 429, 'rate-limited');
      },
      // The bound per address whoever calls is another test's (http-limits.test.ts).
      { rateLimit: { max: 3, timeWindowMs: 60_000, perAddress: 100 } },
    ));

  it('limits logins more strictly, per address', () =>
    withApp(
      sqlite,
      async (app) => {
        const login = () =>
          app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { name: 'Anna', password: 'indovina-indovinello' },
          });
        expectRefusal(await login(), 401, 'wrong-credentials');
        expectRefusal(await login(), 401, 'wrong-credentials');
        expectRefusal(await login(), 429, 'rate-limited');
        expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
      },
      { rateLimit: { max: 100, timeWindowMs: 60_000, loginMax: 2 } },
    ));

  it('tells clients apart by the address a trusted proxy forwards', () =>
    withApp(
      sqlite,
      async (app) => {
        const from = (address: string) =>
          app.inject({ url: '/health', headers: { 'x-forwarded-for': address } });
        expect((await from('203.0.113.7')).statusCode).toBe(200);
        expectRefusal(await from('203.0.113.7'), 429, 'rate-limited');
        expect((await from('198.51.100.20')).statusCode).toBe(200);
      },
      { trustProxy: true, rateLimit: { max: 1, timeWindowMs: 60_000 } },
    ));

  it('reads tournaments from the store, publicly', () =>
    withApp(sqlite, async (app, store) => {
      const created = await store.createTournament('primavera', META, [
        event('planned', { rounds: 3 }),
        event('registered', { entrant: 'E1', name: 'Anna - Bruno' }),
        event('registered', { entrant: 'E2', name: 'Carla - Dino' }),
        event('scored', { round: 1, entrant: 'E1', vp: 12, mp: 340 }),
        event('scored', { round: 1, entrant: 'E2', vp: 8, mp: -340 }),
      ]);
      expect(created.ok).toBe(true);
      const list = await app.inject({ url: '/api/events' });
      expect(list.json()).toEqual([
        {
          id: 'primavera',
          name: META.name,
          game: META.game,
          createdAt: META.createdAt,
          lastSeq: 5,
        },
      ]);
      const status = await app.inject({ url: '/api/events/primavera' });
      expect(status.statusCode).toBe(200);
      expect(status.json()).toMatchObject({
        status: 'in-progress',
        currentRound: 1,
        totalRounds: 3,
        entrantCount: 2,
        standings: [
          { rank: 1, entrantId: 'E1', name: 'Anna - Bruno', vp: 12 },
          { rank: 2, entrantId: 'E2', name: 'Carla - Dino', vp: 8 },
        ],
      });
      const log = await app.inject({ url: '/api/events/primavera/log' });
      expect((log.json() as { seq: number; type: string }[]).map((e) => [e.seq, e.type])).toEqual([
        [1, 'planned'],
        [2, 'registered'],
        [3, 'registered'],
        [4, 'scored'],
        [5, 'scored'],
      ]);
      expectRefusal(await app.inject({ url: '/api/events/autunno' }), 404, 'unknown-tournament');
      expectRefusal(
        await app.inject({ url: '/api/events/autunno/log' }),
        404,
        'unknown-tournament',
      );
    }));
});

describe('requests from another site', () => {
  const FOREIGN = 'https://evil.example';
  /** What a foreign page's form or `fetch(..., { mode: 'no-cors' })` sends, with the cookie. */
  const fromForeignPage = (cookie: string) => ({
    cookie,
    origin: FOREIGN,
    'sec-fetch-site': 'cross-site',
    'content-type': 'text/plain',
  });

  it('refuses text/plain POSTs to leave and logout from a foreign origin (no Origin check)', () =>
    withApp(sqlite, async (app) => {
      const { cookie } = sessionOf(await register(app, 'Anna'));
      const leave = await app.inject({
        method: 'POST',
        url: '/api/tables/q3V9xk2LmPA/leave',
        headers: fromForeignPage(cookie),
        payload: 'x=1',
      });
      // The failing lobby answers 500 to any call: a refusal means the lobby never saw it.
      expectRefusal(leave, 403, 'cross-origin');
      const logout = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: fromForeignPage(cookie),
        payload: '',
      });
      expectRefusal(logout, 403, 'cross-origin');
      expect((await app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
      // Origin alone, and Sec-Fetch-Site alone, are each enough to refuse.
      for (const headers of [
        { cookie, origin: FOREIGN },
        { cookie, 'sec-fetch-site': 'cross-site' },
        { cookie, 'sec-fetch-site': 'same-site' },
        { cookie, origin: 'null' },
      ])
        expectRefusal(
          await app.inject({ method: 'POST', url: '/api/auth/logout', headers }),
          403,
          'cross-origin',
        );
      expect((await app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
    }));

  it('refuses a body that is not JSON on a state-changing request, from any origin', () =>
    withApp(sqlite, async (app) => {
      const { cookie } = sessionOf(await register(app, 'Anna'));
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'])
        expectRefusal(
          await app.inject({
            method: 'POST',
            url: '/api/auth/logout',
            headers: { cookie, 'content-type': type },
            payload: '',
          }),
          415,
          'unsupported-media-type',
        );
      expect((await app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
    }));

  it("accepts the server's own pages, and programs that send no Origin", () =>
    withApp(sqlite, async (app) => {
      const ownPage = {
        host: 'tavolo.local:8080',
        origin: 'http://tavolo.local:8080',
        'sec-fetch-site': 'same-origin',
      };
      const registered = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: ownPage,
        payload: { name: 'Anna', password: 'scopa-e-briscola' },
      });
      expect(registered.statusCode).toBe(201);
      const { cookie } = sessionOf(registered);
      // A foreign page may read nothing, but a GET from it is no change: answered as usual.
      const me = await app.inject({ url: '/api/me', headers: { cookie, origin: FOREIGN } });
      expect(me.statusCode).toBe(200);
      const logout = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...ownPage, cookie, 'content-type': 'application/json; charset=utf-8' },
        payload: '{}',
      });
      expect(logout.statusCode).toBe(204);
      // No Origin, no Sec-Fetch-Site: a program (curl, the CLI, the load tool).
      expect(
        (await app.inject({ method: 'POST', url: '/api/auth/guest', payload: {} })).statusCode,
      ).toBe(201);
    }));

  it('checks Origin against the public origin when one is configured', () =>
    withApp(
      sqlite,
      async (app) => {
        const guest = (headers: Record<string, string>) =>
          app.inject({ method: 'POST', url: '/api/auth/guest', headers, payload: {} });
        expect((await guest({ origin: 'https://tavolo.example' })).statusCode).toBe(201);
        expect((await guest({ origin: 'https://tavolo.example:443' })).statusCode).toBe(201);
        // Behind a proxy the Host is the proxy's business: the public origin decides.
        expectRefusal(
          await guest({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' }),
          403,
          'cross-origin',
        );
        expectRefusal(await guest({ origin: 'http://tavolo.example' }), 403, 'cross-origin');
      },
      { publicOrigin: 'https://tavolo.example' },
    ));
});

describe('security headers and the metrics', () => {
  const expectSecurityHeaders = (response: LightMyRequestResponse) => {
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // The API viewer sets style attributes of its own; no other page may.
    if (!(response.raw.req.url ?? '').startsWith('/docs'))
      expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  };

  it('sends security headers on every response (none were sent)', () =>
    withApp(sqlite, async (app) => {
      const responses = [
        await app.inject({ url: '/health' }),
        await app.inject({ url: '/api/me' }),
        await app.inject({ url: '/api/tables' }),
        await app.inject({ url: '/no/such/route' }),
        await app.inject({ url: '/docs/' }),
        await app.inject({ url: '/openapi.json' }),
        await app.inject({ url: '/metrics' }),
        await app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: { origin: 'https://evil.example' },
        }),
        await app.inject({ method: 'POST', url: '/api/auth/guest', payload: {} }),
      ];
      expect(responses.map((r) => r.statusCode)).toEqual([
        200, 401, 500, 404, 200, 200, 403, 403, 201,
      ]);
      for (const response of responses) {
        expectSecurityHeaders(response);
        // Plain http: no HSTS, and no upgrade of the page's addresses.
        expect(response.headers['strict-transport-security']).toBeUndefined();
        expect(String(response.headers['content-security-policy'])).not.toContain(
          'upgrade-insecure-requests',
        );
      }
    }));

  it('asks browsers to keep to https when the server is behind https', () =>
    withApp(
      sqlite,
      async (app) => {
        const response = await app.inject({ url: '/health' });
        expectSecurityHeaders(response);
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
        expect(String(response.headers['content-security-policy'])).toContain(
          'upgrade-insecure-requests',
        );
        expect(String(response.headers['content-security-policy'])).toContain(
          "connect-src 'self' wss://tavolo.example",
        );
      },
      { secureCookies: true, publicOrigin: 'https://tavolo.example' },
    ));

  it('keeps /metrics closed by default (it was public), open to the bearer of the token', async () => {
    await withApp(sqlite, async (app) => {
      expectRefusal(await app.inject({ url: '/metrics' }), 403, 'forbidden');
      const guessed = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer ' } });
      expectRefusal(guessed, 403, 'forbidden');
    });
    await withApp(
      sqlite,
      async (app) => {
        const scrape = (authorization?: string) =>
          app.inject({ url: '/metrics', ...(authorization ? { headers: { authorization } } : {}) });
        expectRefusal(await scrape(), 403, 'forbidden');
        expectRefusal(await scrape('Bearer not-the-token'), 403, 'forbidden');
        expectRefusal(await scrape('Basic cHJvbWV0aGV1cy10b2tlbg=='), 403, 'forbidden');
        const scraped = await scrape('Bearer prometheus-token');
        expect(scraped.statusCode).toBe(200);
        expect(scraped.body).toContain('# TYPE tavolo_http_requests_total ');
      },
      { metricsToken: 'prometheus-token' },
    );
  });
});

describe('headers a client could break', () => {
  it("answers a JSON error, not Fastify's raw 500, when a header holds a CR/LF", () =>
    withApp(sqlite, async (app) => {
      // A route that, by mistake, puts a user's text with a CR/LF into a header.
      app.get('/careless', async (_request, reply) =>
        reply.header('content-disposition', 'attachment; filename="a\r\nX-Evil: 1"').send('x'),
      );
      const response = await app.inject({ url: '/careless' });
      const body = expectRefusal(response, 500, 'internal-error');
      expect(body.message).toBe('internal server error');
      expect(response.headers['x-evil']).toBeUndefined();
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }));
});

describe('statusOf', () => {
  it('maps refusals to status codes', () => {
    expect(statusOf('no-such-table')).toBe(404);
    expect(statusOf('unknown-tournament')).toBe(404);
    expect(statusOf('bad-input')).toBe(400);
    expect(statusOf('wrong-credentials')).toBe(401);
    expect(statusOf('forbidden')).toBe(403);
    expect(statusOf('table-full')).toBe(409);
    expect(statusOf('hand-not-finished')).toBe(409);
    expect(statusOf('not-saved')).toBe(503);
  });
});
