/**
 * Limits per key (an address, an account, a name and an address): token buckets kept in a map,
 * and the key by which an address is limited. Memory stays bounded by the keys in use: a bucket
 * that has filled up again is the same as no bucket, and is dropped at the next sweep, which
 * runs whenever the map has doubled since the last one (amortised constant time per call).
 */
import { isIPv6 } from 'node:net';

export interface KeyedBuckets {
  /** Takes a token from the key's bucket: false, and nothing taken, when it is empty. */
  readonly take: (key: string) => boolean;
  /** Whether the key's bucket holds a token, without taking it. */
  readonly has: (key: string) => boolean;
  /** Keys whose bucket is not full (for tests: the memory held). */
  readonly size: () => number;
}

export interface BucketOptions {
  /** Tokens a full bucket holds… */
  readonly burst: number;
  /** …and the time in which an empty one fills again, at an even pace. */
  readonly refillMs: number;
  /** Milliseconds since the epoch; the system clock unless a test gives another. */
  readonly now?: () => number;
}

const MIN_SWEEP = 1024;

export const keyedBuckets = (options: BucketOptions): KeyedBuckets => {
  const { burst, refillMs } = options;
  const now = options.now ?? Date.now;
  const buckets = new Map<string, { tokens: number; at: number }>();
  let sweepAt = MIN_SWEEP;

  const tokensOf = (key: string, at: number): number => {
    const bucket = buckets.get(key);
    if (bucket === undefined) return burst;
    return Math.min(burst, bucket.tokens + ((at - bucket.at) * burst) / refillMs);
  };

  const sweep = (at: number) => {
    for (const key of buckets.keys()) if (tokensOf(key, at) >= burst) buckets.delete(key);
    sweepAt = Math.max(MIN_SWEEP, buckets.size * 2);
  };

  return {
    take: (key) => {
      const at = now();
      const tokens = tokensOf(key, at);
      if (tokens < 1) return false;
      buckets.set(key, { tokens: tokens - 1, at });
      if (buckets.size >= sweepAt) sweep(at);
      return true;
    },
    has: (key) => tokensOf(key, now()) >= 1,
    size: () => buckets.size,
  };
};

/**
 * The key an address is limited by: an IPv4 address itself (an IPv4-mapped IPv6 address as
 * its IPv4 form), an IPv6 address by its /64 prefix, which is what one household or one server
 * is given (per address, one of them would hold 2^64 allowances).
 */
export const addressKey = (address: string): string => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]?.split('::') ?? [];
  const front = head === '' ? [] : head.split(':');
  const back = address.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  const groups = address.includes('::')
    ? [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back]
    : front;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
};
