import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { mapLimited, postJson } from './http.js';

describe('postJson', () => {
  it('posts JSON and answers the status, the parsed body and the cookie set', async () => {
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        response.writeHead(201, {
          'content-type': 'application/json',
          'set-cookie': 'tavolo_session=abc; Path=/; HttpOnly',
        });
        response.end(
          JSON.stringify({
            got: JSON.parse(body),
            cookie: request.headers.cookie ?? null,
            origin: request.headers.origin ?? null,
            from: request.socket.remoteAddress,
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
    try {
      const from = { cookie: 'tavolo_session=old', localAddress: '127.1.2.3' };
      expect(await postJson(url, { name: 'Load 1' }, from)).toEqual({
        ok: true,
        value: {
          status: 201,
          body: {
            got: { name: 'Load 1' },
            cookie: 'tavolo_session=old',
            origin: url.replace(/\/x$/, ''),
            from: '127.1.2.3',
          },
          cookie: 'tavolo_session=abc',
        },
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const refused = await postJson(url, {});
    expect(refused).toMatchObject({ ok: false });
    expect(!refused.ok && refused.error).toContain(`POST ${url}`);
  });

  it('sends a request again, once, when the server closed the kept-alive connection under it', async () => {
    // The keep-alive race (seen as "socket hang up" or ECONNRESET in long runs): the server drops
    // a connection it kept alive just as the client sends on it, so it never reads the request.
    const served = new WeakSet<object>();
    let connections = 0;
    const server = createServer((request, response) => {
      if (served.has(request.socket)) return void request.socket.destroy();
      served.add(request.socket);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    });
    server.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
    try {
      const from = { localAddress: '127.1.2.4' };
      expect(await postJson(url, { n: 1 }, from)).toMatchObject({
        ok: true,
        value: { status: 200 },
      });
      expect(await postJson(url, { n: 2 }, from)).toMatchObject({
        ok: true,
        value: { status: 200 },
      });
      expect(connections).toBe(2);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('mapLimited', () => {
  it('keeps the order of the items and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const answers = await mapLimited([5, 1, 4, 2, 3, 0, 6], 3, async (item, index) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, item));
      running -= 1;
      return `${index}:${item}`;
    });
    expect(answers).toEqual(['0:5', '1:1', '2:4', '3:2', '4:3', '5:0', '6:6']);
    expect(most).toBe(3);
  });

  it('answers an empty list for no items', async () => {
    expect(await mapLimited([], 4, async () => 1)).toEqual([]);
  });
});
