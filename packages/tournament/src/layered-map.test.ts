import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LayeredMap } from './layered-map.js';

/** Everything a reader can see of a map: its entries in order, and each key's lookup. */
const seen = (map: ReadonlyMap<number, string>, keys: readonly number[]) => {
  const each: [number, string][] = [];
  map.forEach((value, key) => each.push([key, value]));
  return {
    size: map.size,
    entries: [...map.entries()],
    iterated: [...map],
    keys: [...map.keys()],
    values: [...map.values()],
    each,
    lookups: keys.map((k) => [map.has(k), map.get(k)]),
  };
};

describe('a map that grows by one entry without being copied', () => {
  it('reads as a Map given the same entries in the same order, and every earlier version stays as it was', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 400 }), fc.string()), { maxLength: 600 }),
        (sets) => {
          const keys = Array.from({ length: 402 }, (_, i) => i - 1);
          let layered = LayeredMap.of(new Map<number, string>());
          const plain = new Map<number, string>();
          const versions: { map: LayeredMap<number, string>; expected: unknown }[] = [];
          for (const [key, value] of sets) {
            layered = layered.with(key, value);
            plain.set(key, value);
            versions.push({ map: layered, expected: seen(plain, keys) });
          }
          for (const { map, expected } of versions) expect(seen(map, keys)).toEqual(expected);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('starts from a Map without copying it and compares equal to another of the same entries', () => {
    const start = new Map([[1, 'a']]);
    const one = LayeredMap.of(start).with(2, 'b').with(3, 'c');
    const merged = Array.from({ length: 40 }, (_, i) => i + 4).reduce(
      (m, k) => m.with(k, String(k)),
      LayeredMap.of(start),
    );
    const other = [2, 3].reduce((m, k) => m.with(k, k === 2 ? 'b' : 'c'), LayeredMap.of(start));
    expect(LayeredMap.of(one)).toBe(one);
    expect(one).toEqual(other);
    expect(merged.size).toBe(41);
    expect(start).toEqual(new Map([[1, 'a']]));
  });
});
