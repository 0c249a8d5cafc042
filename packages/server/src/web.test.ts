import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from './test-server.js';

// A stand-in build of the page: what the server does with any build, not the real page.
const root = mkdtempSync(join(tmpdir(), 'tavolo-web-root-'));
mkdirSync(join(root, 'assets'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>Tavolo</title>');
writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log(1)');

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer('sqlite', { webRoot: root });
});
afterAll(() => test.stop());

const get = (path: string, accept = 'text/html') =>
  fetch(`${test.server.url}${path}`, { headers: { accept } });

describe('the web client served by the server', () => {
  it('answers / and every page address a person may share with index.html, never cached', async () => {
    for (const path of ['/', '/tables/q3V9xk2LmPA', '/events/e1/entrants/E4', '/director']) {
      const response = await get(path);
      expect([path, response.status]).toEqual([path, 200]);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves the page and its assets with the security headers (none were sent)', async () => {
    for (const [path, accept] of [
      ['/', 'text/html'],
      ['/tables/q3V9xk2LmPA', 'text/html'],
      ['/assets/index-abc123.js', '*/*'],
    ] as const) {
      const response = await get(path, accept);
      expect([path, response.status]).toEqual([path, 200]);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('lets browsers keep the hashed assets for good', async () => {
    const response = await get('/assets/index-abc123.js', '*/*');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("keeps the API's own JSON 404, even for a browser asking for HTML", async () => {
    for (const path of ['/api/nope', '/api/tables/x/nothing']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'not-found' });
    }
  });

  it('serves no file outside the build, and a missing asset is a 404', async () => {
    expect((await get('/assets/missing.js', '*/*')).status).toBe(404);
    expect((await get('/../package.json', '*/*')).status).toBe(404);
    expect((await get('/%2e%2e/%2e%2e/package.json', '*/*')).status).toBe(404);
  });
});
