import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressOf, parseTrustProxy } from './client-address.js';

const request = (remoteAddress: string, forwarded?: string): IncomingMessage =>
  ({
    socket: { remoteAddress },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage;

describe('parseTrustProxy', () => {
  it('reads true, false, hops, and lists of addresses, ranges and range names', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('loopback, 10.0.0.0/8,::1')).toEqual(['loopback', '10.0.0.0/8', '::1']);
    for (const bad of ['yes', '10.0.0.0/33', 'example.org', '10.0.0.0/8/1', '::1/129'])
      expect(parseTrustProxy(bad)).toBeUndefined();
  });
});

describe('clientAddressOf', () => {
  it('believes no header unless told to', () => {
    expect(clientAddressOf(false)(request('198.51.100.1', '203.0.113.9'))).toBe('198.51.100.1');
  });

  it('takes the first address of the header when every hop is trusted', () => {
    const address = clientAddressOf(true);
    expect(address(request('127.0.0.1', '203.0.113.9, 10.0.0.2'))).toBe('203.0.113.9');
    expect(address(request('127.0.0.1'))).toBe('127.0.0.1');
  });

  it('walks back through trusted proxies only', () => {
    const address = clientAddressOf(['loopback', '10.0.0.0/8']);
    // The proxy on loopback, then one at 10.0.0.2: the client is the next one.
    expect(address(request('127.0.0.1', '203.0.113.9, 198.51.100.4, 10.0.0.2'))).toBe(
      '198.51.100.4',
    );
    expect(address(request('::ffff:127.0.0.1', '203.0.113.9'))).toBe('203.0.113.9');
    // A client reaching the server directly cannot name its own address.
    expect(address(request('198.51.100.1', '203.0.113.9'))).toBe('198.51.100.1');
  });

  it('trusts a number of hops', () => {
    const address = clientAddressOf(1);
    expect(address(request('127.0.0.1', '203.0.113.9, 198.51.100.4'))).toBe('198.51.100.4');
  });
});
