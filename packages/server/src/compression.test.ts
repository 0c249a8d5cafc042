/**
 * The API's JSON answers travel compressed to a client that accepts it (brotli, else gzip) and
 * as they are to one that does not, and say that they vary by `Accept-Encoding`.
 */
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tableSummarySchema } from '@tavolo/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COMPRESS_MIN_BYTES, chooseEncoding } from './compression.js';
import { type TestServer, guest, request, startTestServer } from './test-server.js';

interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came over the wire. */
  readonly body: Buffer;
}

/** A GET as it goes over the wire, the answer's bytes not decoded (fetch would decode them). */
const rawGet = (url: string, headers: Record<string, string>): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const sent = httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });

const tableList = z.array(tableSummarySchema);

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer('sqlite');
  // Waiting tables, each of four people's places: the lobby's list is several kilobytes.
  for (let i = 0; i < 8; i++) {
    const cookie = await guest(test.server);
    const created = await request(
      `${test.server.url}/api/tables`,
      'POST',
      { game: 'burraco', profile: 'champion', seats: [0, 1, 2, 3].map(() => ({ kind: 'human' })) },
      cookie,
    );
    expect(created.status).toBe(201);
  }
});
afterAll(async () => {
  await test?.stop();
});

describe("the API's JSON answers", () => {
  it('come compressed with brotli or gzip when the client accepts it, and as they are when not', async () => {
    const url = `${test.server.url}/api/tables`;
    const plain = await rawGet(url, { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const tables = tableList.parse(JSON.parse(plain.body.toString('utf8')));
    expect(tables).toHaveLength(8);

    const noHeader = await rawGet(url, {});
    expect(noHeader.headers['content-encoding']).toBeUndefined();
    expect(noHeader.body.equals(plain.body)).toBe(true);

    const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(tables);

    const gz = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(tables);
  });

  it('leave a small answer as it is, still saying it varies by Accept-Encoding', async () => {
    const small = await rawGet(`${test.server.url}/api/tables/nessuno`, {
      'accept-encoding': 'br, gzip',
    });
    expect(small.status).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(small.body.toString('utf8'))).toMatchObject({ code: 'no-such-table' });
  });
});

describe('the encoding asked for', () => {
  it("follows the client's weights, brotli first at equal weight, and q=0 refuses", () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('GZIP')).toBe('gzip');
    expect(chooseEncoding('x-gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0')).toBeNull();
    expect(chooseEncoding('br;q=0, *')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBeNull();
  });
});
