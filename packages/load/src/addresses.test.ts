import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ABUSER_RANGE, clientAddress, loopbackAddress } from './addresses.js';
import { getText } from './http.js';

describe('loopbackAddress', () => {
  it('counts through 127.1.0.1 upwards, skipping every .0 and .255', () => {
    expect(loopbackAddress(0)).toBe('127.1.0.1');
    expect(loopbackAddress(253)).toBe('127.1.0.254');
    expect(loopbackAddress(254)).toBe('127.1.1.1');
    expect(loopbackAddress(254 * 256)).toBe('127.2.0.1');
    expect(loopbackAddress(3, ABUSER_RANGE)).toBe('127.200.0.4');
    const seen = new Set(Array.from({ length: 10_000 }, (_, n) => loopbackAddress(n)));
    expect(seen.size).toBe(10_000);
    for (const address of seen)
      expect(address).toMatch(/^127\.\d+\.\d+\.([1-9]\d?|1\d\d|2[0-4]\d|25[0-4])$/);
  });

  it('refuses what is not an address of 127.0.0.0/8', () => {
    expect(() => loopbackAddress(-1)).toThrow(RangeError);
    expect(() => loopbackAddress(1.5)).toThrow(RangeError);
    expect(loopbackAddress(254 * 256 * 56 - 1, ABUSER_RANGE)).toBe('127.255.255.254');
    expect(() => loopbackAddress(254 * 256 * 56, ABUSER_RANGE)).toThrow(RangeError);
  });
});

describe('clientAddress', () => {
  it('gives each run of `perAddress` clients one address', () => {
    expect([0, 1, 2, 3, 4].map((client) => clientAddress(client, 2))).toEqual([
      '127.1.0.1',
      '127.1.0.1',
      '127.1.0.2',
      '127.1.0.2',
      '127.1.0.3',
    ]);
  });
});

describe('binding a loopback address', () => {
  it('works with no setup: the server sees the address the client chose', async () => {
    const server = createServer((request, response) => response.end(request.socket.remoteAddress));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      for (const address of ['127.1.0.1', '127.1.7.200', '127.200.0.4']) {
        const answer = await getText(url, { localAddress: address });
        expect(answer).toEqual({ ok: true, value: { status: 200, text: address } });
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
