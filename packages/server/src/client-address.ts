/**
 * Whom to believe about a client's address. Behind a reverse proxy every connection comes from
 * the proxy, and the client's address is in `X-Forwarded-For`; believing that header from
 * anyone else would let each request choose its own address, and so its own limits.
 *
 * `trustProxy` takes the forms of Fastify's option of that name, which the HTTP routes use, so
 * that the WebSocket gateway reads the same address for the same request: `false` (the
 * connection's address, the default), `true` (the header's first address: every hop is
 * trusted), a number of hops to trust, or the addresses and CIDR ranges of trusted proxies
 * (with `loopback`, `linklocal` and `uniquelocal` as names of their ranges). The address is the
 * nearest one, walking back from the connection through the header, that is not trusted, as
 * proxy-addr (Fastify's) finds it.
 */
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

export type TrustProxy = boolean | number | readonly string[];

const NAMED_RANGES: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * A `--trust-proxy` value: `true`, `false`, a number of hops, or a comma-separated list of
 * addresses, CIDR ranges and range names. Undefined when it is none of these.
 */
export const parseTrustProxy = (text: string): TrustProxy | undefined => {
  const trimmed = text.trim();
  if (trimmed === 'true') return true;
  if (trimmed === 'false' || trimmed === '') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed.split(',').map((entry) => entry.trim());
  return entries.every((entry) => rangesOf(entry) !== undefined) ? entries : undefined;
};

/** The ranges an entry names: a range name, an address, or an address/prefix. */
const rangesOf = (entry: string): readonly string[] | undefined => {
  const named = NAMED_RANGES[entry];
  if (named !== undefined) return named;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return undefined;
  const bits = prefix === undefined ? (family === 4 ? 32 : 128) : Number(prefix);
  if (!/^\d*$/.test(prefix ?? '') || !Number.isInteger(bits) || bits > (family === 4 ? 32 : 128))
    return undefined;
  return [`${address}/${bits}`];
};

const unmapped = (address: string): string =>
  /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address;

/** The client's address of a request, by the trust given. */
export const clientAddressOf = (trust: TrustProxy): ((request: IncomingMessage) => string) => {
  const direct = (request: IncomingMessage) => request.socket.remoteAddress ?? '';
  if (trust === false || trust === 0) return direct;
  const trusted = trustedBy(trust);
  return (request) => {
    const header = request.headers['x-forwarded-for'];
    const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    // Nearest first: the connection, then the header from its right end.
    const chain = [direct(request), ...forwarded.reverse()];
    for (let hop = 0; hop < chain.length - 1; hop++)
      if (!trusted(chain[hop] ?? '', hop)) return chain[hop] ?? '';
    return chain[chain.length - 1] ?? '';
  };
};

const trustedBy = (trust: true | number | readonly string[]) => {
  if (trust === true) return () => true;
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  const list = new BlockList();
  for (const entry of trust)
    for (const range of rangesOf(entry) ?? []) {
      const [address = '', bits] = range.split('/');
      list.addSubnet(address, Number(bits), isIP(address) === 4 ? 'ipv4' : 'ipv6');
    }
  return (address: string) => {
    const plain = unmapped(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
};
