import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOriginCheck, acceptsContentType } from './same-origin.js';
import { type TestServer, guest, request, startTestServer } from './test-server.js';

/** The status of the answer to a WebSocket upgrade: 101 when it opened. */
const upgrade = (url: string, headers: Record<string, string>) =>
  new Promise<number>((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('error', reject);
  });

describe('the WebSocket upgrade and the HTTP API on a running server', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer('sqlite');
  });
  afterAll(() => test.stop());

  it('refuses an upgrade from a foreign origin (no Origin check on the WebSocket)', async () => {
    const cookie = await guest(test.server);
    expect(await upgrade(test.wsUrl, { cookie, origin: 'https://evil.example' })).toBe(403);
    expect(await upgrade(test.wsUrl, { cookie, 'sec-fetch-site': 'cross-site' })).toBe(403);
    // The server's own page, and a program that sends no Origin, connect.
    const own = `http://127.0.0.1:${test.server.port}`;
    expect(await upgrade(test.wsUrl, { cookie, origin: own })).toBe(101);
    expect(await upgrade(test.wsUrl, { cookie })).toBe(101);
  });

  it("keeps a visitor's seat and session when a foreign page posts leave and logout", async () => {
    const cookie = await guest(test.server, 'Anna');
    const created = await request(
      `${test.server.url}/api/tables`,
      'POST',
      { game: 'burraco', profile: 'champion', seats: [{ kind: 'human' }, { kind: 'human' }] },
      cookie,
    );
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    const join = await request(`${test.server.url}/api/tables/${id}/join`, 'POST', {}, cookie);
    expect(join.status).toBe(200);
    const foreign = (path: string) =>
      fetch(`${test.server.url}${path}`, {
        method: 'POST',
        headers: { cookie, origin: 'https://evil.example', 'content-type': 'text/plain' },
        body: 'x',
      });
    expect((await foreign(`/api/tables/${id}/leave`)).status).toBe(403);
    expect((await foreign('/api/auth/logout')).status).toBe(403);
    const summary = await request(`${test.server.url}/api/tables/${id}`, 'GET');
    expect(JSON.stringify(summary.body)).toContain('"name":"Anna"');
    expect((await request(`${test.server.url}/api/me`, 'GET', undefined, cookie)).status).toBe(200);
  });
});

describe('sameOriginCheck', () => {
  it('compares Origin with the Host, default ports included, when no public origin is set', () => {
    const check = sameOriginCheck(undefined);
    expect(check({ host: 'tavolo.local', origin: 'http://tavolo.local' })).toBe(true);
    expect(check({ host: 'tavolo.local:80', origin: 'http://tavolo.local' })).toBe(true);
    expect(check({ host: 'tavolo.local:8080', origin: 'http://tavolo.local' })).toBe(false);
    expect(check({ host: 'tavolo.local', origin: 'http://evil.tavolo.local' })).toBe(false);
    expect(check({ host: 'tavolo.local', origin: 'not a url' })).toBe(false);
    expect(check({ origin: 'http://tavolo.local' })).toBe(false);
    expect(check({ host: 'tavolo.local', 'sec-fetch-site': 'none' })).toBe(true);
    expect(check({})).toBe(true);
  });

  it('refuses a public origin that is not an http(s) URL', () => {
    expect(() => sameOriginCheck('tavolo.example')).toThrow(/not an http\(s\) URL/);
    expect(
      sameOriginCheck('https://tavolo.example/path')({ origin: 'https://tavolo.example' }),
    ).toBe(true);
  });

  it('accepts JSON or no content type only', () => {
    expect(acceptsContentType(undefined)).toBe(true);
    expect(acceptsContentType('Application/JSON; charset=utf-8')).toBe(true);
    expect(acceptsContentType('text/plain')).toBe(false);
    expect(acceptsContentType('application/json-seq')).toBe(false);
  });
});
