/**
 * A cache bounded by the memory its values hold: each value comes with its size, and adding
 * one evicts the least recently used until the total fits. A value larger than the whole bound
 * is not kept. A Map keeps its keys in insertion order, so re-inserting a key on each read
 * makes the first key the least recently used one.
 */
export interface ByteLru<Value> {
  get(key: string): Value | undefined;
  set(key: string, value: Value, bytes: number): void;
  delete(key: string): void;
  /** The total size of the values kept. */
  readonly bytes: () => number;
  readonly size: () => number;
}

export const byteLru = <Value>(maxBytes: number): ByteLru<Value> => {
  const entries = new Map<string, { readonly value: Value; readonly bytes: number }>();
  let total = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.bytes;
  };
  return {
    get: (key) => {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set: (key, value, bytes) => {
      remove(key);
      if (bytes > maxBytes) return;
      for (const [oldest] of entries) {
        if (total + bytes <= maxBytes) break;
        remove(oldest);
      }
      entries.set(key, { value, bytes });
      total += bytes;
    },
    delete: remove,
    bytes: () => total,
    size: () => entries.size,
  };
};
