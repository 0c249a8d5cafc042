/**
 * A read-only map that grows by one entry without being copied whole: the fold adds a round's
 * score sheets one by one, and copying a round's map of 5,000 tables for each of them made the
 * replay of a large event cost the square of its tables.
 *
 * An entry goes into a small top layer over a shared base; when the top grows past the square
 * root of the base, both are merged into a new base. Adding an entry thus costs on average the
 * square root of the size; reading one costs two lookups. Every value is immutable: `with`
 * returns a new map and leaves this one as it was. Entries come out in the order a `Map` would
 * give them had the same entries been set on it one after another.
 */

/** An empty top layer. */
const empty = <K, V>(): ReadonlyMap<K, V> => new Map<K, V>();

/** Below this many entries in the top layer, it is not merged whatever the base's size. */
const SMALL_TOP = 16;

export class LayeredMap<K, V> implements ReadonlyMap<K, V> {
  // Private fields, so that two maps of the same entries compare equal however they are layered.
  readonly #base: ReadonlyMap<K, V>;
  readonly #top: ReadonlyMap<K, V>;
  #flat: ReadonlyMap<K, V> | null = null;
  readonly size: number;

  private constructor(base: ReadonlyMap<K, V>, top: ReadonlyMap<K, V>, size: number) {
    this.#base = base;
    this.#top = top;
    this.size = size;
  }

  /** The entries of `map`, as a layered map (the map is not copied: it must not change). */
  static of<K, V>(map: ReadonlyMap<K, V>): LayeredMap<K, V> {
    return map instanceof LayeredMap
      ? (map as LayeredMap<K, V>)
      : new LayeredMap(map, empty<K, V>(), map.size);
  }

  /** A map with `key` set to `value`, in the place a `Map` would keep it. */
  with(key: K, value: V): LayeredMap<K, V> {
    const size = this.has(key) ? this.size : this.size + 1;
    const top = new Map(this.#top).set(key, value);
    if (top.size <= Math.max(SMALL_TOP, Math.sqrt(this.#base.size)))
      return new LayeredMap(this.#base, top, size);
    const merged = new Map(this.#base);
    for (const [k, v] of top) merged.set(k, v);
    return new LayeredMap(merged, empty<K, V>(), size);
  }

  get(key: K): V | undefined {
    return this.#top.has(key) ? this.#top.get(key) : this.#base.get(key);
  }

  has(key: K): boolean {
    return this.#top.has(key) || this.#base.has(key);
  }

  /** The entries in one `Map`, made once, for reading them in order. */
  #entries(): ReadonlyMap<K, V> {
    if (this.#flat === null) {
      if (this.#top.size === 0) this.#flat = this.#base;
      else {
        const flat = new Map(this.#base);
        for (const [k, v] of this.#top) flat.set(k, v);
        this.#flat = flat;
      }
    }
    return this.#flat;
  }

  forEach(callback: (value: V, key: K, map: ReadonlyMap<K, V>) => void, thisArg?: unknown): void {
    this.#entries().forEach((value, key) => callback.call(thisArg, value, key, this));
  }

  entries(): MapIterator<[K, V]> {
    return this.#entries().entries();
  }

  keys(): MapIterator<K> {
    return this.#entries().keys();
  }

  values(): MapIterator<V> {
    return this.#entries().values();
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.#entries()[Symbol.iterator]();
  }
}
