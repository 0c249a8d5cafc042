import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byteLru } from './byte-lru.js';

describe('byteLru', () => {
  it('evicts the least recently used values until the new one fits', () => {
    const cache = byteLru<string>(10);
    cache.set('a', 'A', 4);
    cache.set('b', 'B', 4);
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', 4);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.bytes()).toBe(8);
    // Too large for the whole bound: not kept, and nothing evicted for it.
    cache.set('d', 'D', 11);
    expect(cache.get('d')).toBeUndefined();
    expect(cache.size()).toBe(2);
    // Replacing a value counts its new size only.
    cache.set('a', 'AA', 6);
    expect(cache.bytes()).toBe(10);
    cache.delete('a');
    expect(cache.bytes()).toBe(4);
  });

  it('never holds more than its bound, and always keeps the value just set when it fits', () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('set' as const),
        key: fc.integer({ min: 0, max: 9 }),
        bytes: fc.integer({ min: 0, max: 40 }),
      }),
      fc.record({ kind: fc.constant('get' as const), key: fc.integer({ min: 0, max: 9 }) }),
      fc.record({ kind: fc.constant('delete' as const), key: fc.integer({ min: 0, max: 9 }) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.array(op, { maxLength: 60 }), (max, ops) => {
        const cache = byteLru<number>(max);
        /** The model: sizes by key, most recently used last. */
        const model = new Map<string, number>();
        for (const o of ops) {
          const key = String(o.key);
          if (o.kind === 'get') {
            const bytes = model.get(key);
            expect(cache.get(key) === undefined).toBe(bytes === undefined);
            if (bytes !== undefined) {
              model.delete(key);
              model.set(key, bytes);
            }
          } else if (o.kind === 'delete') {
            cache.delete(key);
            model.delete(key);
          } else {
            cache.set(key, o.bytes, o.bytes);
            model.delete(key);
            if (o.bytes <= max) {
              let total = [...model.values()].reduce((a, b) => a + b, 0);
              for (const [oldest, bytes] of model) {
                if (total + o.bytes <= max) break;
                model.delete(oldest);
                total -= bytes;
              }
              model.set(key, o.bytes);
            }
          }
          expect(cache.bytes()).toBe([...model.values()].reduce((a, b) => a + b, 0));
          expect(cache.bytes()).toBeLessThanOrEqual(max);
          expect(cache.size()).toBe(model.size);
        }
      }),
    );
  });
});
