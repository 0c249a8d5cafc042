import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressKey, keyedBuckets } from './limiter.js';

describe('keyedBuckets', () => {
  it('gives each key its burst, then refills it at an even pace', () => {
    let now = 0;
    const buckets = keyedBuckets({ burst: 3, refillMs: 3000, now: () => now });
    expect([1, 2, 3, 4].map(() => buckets.take('a'))).toEqual([true, true, true, false]);
    expect(buckets.has('a')).toBe(false);
    expect(buckets.take('b')).toBe(true);
    now = 999;
    expect(buckets.take('a')).toBe(false);
    now = 1000;
    expect(buckets.has('a')).toBe(true);
    expect(buckets.take('a')).toBe(true);
    expect(buckets.take('a')).toBe(false);
  });

  it('never lets a key take more than its burst and what refilled since', () =>
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.array(fc.integer({ min: 0, max: 2000 }), { maxLength: 200 }),
        (burst, refillMs, gaps) => {
          let now = 0;
          const buckets = keyedBuckets({ burst, refillMs, now: () => now });
          let taken = 0;
          for (const gap of gaps) {
            now += gap;
            if (buckets.take('k')) taken += 1;
          }
          expect(taken).toBeLessThanOrEqual(burst + Math.floor((now * burst) / refillMs));
        },
      ),
    ));

  it('forgets the keys whose bucket filled up again, so many keys hold no memory for long', () => {
    let now = 0;
    const buckets = keyedBuckets({ burst: 2, refillMs: 1000, now: () => now });
    for (let i = 0; i < 5000; i++) buckets.take(`key-${i}`);
    expect(buckets.size()).toBeGreaterThan(0);
    now = 10_000;
    for (let i = 0; i < 5000; i++) buckets.take(`other-${i}`);
    // The first keys were swept as the map grew; the ones of now remain.
    expect(buckets.size()).toBeLessThanOrEqual(5000);
  });
});

describe('addressKey', () => {
  it('keeps an IPv4 address, unmaps an IPv4-mapped one, and cuts IPv6 to its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
