/**
 * How the server delivers the page's build: compressed where the build wrote a compressed copy
 * (brotli first, then gzip, else as is), and never its source maps.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from './test-server.js';

// A stand-in build, with the copies the web build writes (packages/web/scripts/precompress.ts).
const root = mkdtempSync(join(tmpdir(), 'tavolo-web-delivery-'));
mkdirSync(join(root, 'assets'));
const html = `<!doctype html><title>Tavolo</title>${'<p>Tavolo</p>'.repeat(50)}`;
const script = `console.log(${JSON.stringify('Scala 40 e Burraco '.repeat(200))});\n`;
const withCopies = (path: string, body: string) => {
  writeFileSync(join(root, path), body);
  writeFileSync(join(root, `${path}.br`), brotliCompressSync(body));
  writeFileSync(join(root, `${path}.gz`), gzipSync(body));
};
withCopies('index.html', html);
withCopies('assets/index-abc123.js', script);
writeFileSync(join(root, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["main.tsx"]}');
writeFileSync(join(root, 'sw.js.map'), '{"version":3,"sources":["sw.js"]}');

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer('sqlite', { webRoot: root });
});
afterAll(() => test.stop());

const get = (path: string, encoding: string, accept = '*/*') =>
  fetch(`${test.server.url}${path}`, { headers: { accept, 'accept-encoding': encoding } });

/** The raw body, as sent on the wire (fetch would decompress it). */
const rawBody = (path: string, encoding: string, accept = '*/*') =>
  new Promise<{ headers: Record<string, unknown>; body: Buffer; status: number }>(
    (resolve, reject) => {
      const req = request(
        `${test.server.url}${path}`,
        { headers: { accept, 'accept-encoding': encoding } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () =>
            resolve({
              headers: response.headers,
              body: Buffer.concat(chunks),
              status: response.statusCode ?? 0,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    },
  );

describe('the page build as delivered', () => {
  it('sends a hashed asset in brotli when the browser accepts it, kept for good', async () => {
    const answer = await rawBody('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toContain('javascript');
    expect(answer.headers['vary']).toContain('accept-encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('sends gzip to a browser without brotli, and the file as is to one without either', async () => {
    const gzip = await rawBody('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await rawBody('/assets/index-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('compresses the page itself, at / and at every address the page answers', async () => {
    for (const path of ['/', '/tables/q3V9xk2LmPA', '/offline']) {
      const answer = await rawBody(path, 'br', 'text/html');
      expect([path, answer.status, answer.headers['content-encoding']]).toEqual([path, 200, 'br']);
      expect(answer.headers['content-type']).toContain('text/html');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(answer.body).toString()).toBe(html);
    }
  });

  it('does not serve source maps, nor the compressed copies by their own names', async () => {
    for (const path of [
      '/assets/index-abc123.js.map',
      '/sw.js.map',
      '/assets/index-abc123.js.br',
      '/assets/index-abc123.js.gz',
    ]) {
      const response = await get(path, 'br');
      expect([path, response.status]).toEqual([path, 404]);
    }
  });
});
