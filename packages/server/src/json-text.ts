/**
 * JSON text of immutable values, reusing the text of arrays already written. Every change of a
 * table sends each viewer its view, and the views of one table share most of their arrays (the
 * melds on the table, the hands' results, the players), from one change to the next too: the
 * engines' states are immutable values, so an array is never altered once made, and its text
 * can be remembered by identity. Serializing the views was the largest cost of the server's
 * main thread after the socket writes.
 *
 * The output is exactly `JSON.stringify(value)`'s for the plain data the server sends (objects,
 * arrays, strings, finite numbers, booleans, null); objects are walked here, arrays are written
 * by `JSON.stringify` once each and then reused while the array lives (a `WeakMap`).
 */
export interface JsonText {
  readonly stringify: (value: unknown) => string;
}

export const createJsonText = (): JsonText => {
  const arrays = new WeakMap<readonly unknown[], string>();

  const write = (value: unknown): string | undefined => {
    if (typeof value !== 'object' || value === null) return JSON.stringify(value);
    if (Array.isArray(value)) {
      let text = arrays.get(value);
      if (text === undefined) {
        text = JSON.stringify(value);
        arrays.set(value, text);
      }
      return text;
    }
    // A value with its own idea of its JSON (a Date) is left to JSON.stringify.
    if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return JSON.stringify(value);
    let out = '';
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      const text = write((value as Record<string, unknown>)[key]);
      // Undefined, functions and symbols: JSON.stringify leaves the key out.
      if (text === undefined) continue;
      out += `${out === '' ? '' : ','}${JSON.stringify(key)}:${text}`;
    }
    return `{${out}}`;
  };

  return { stringify: (value) => write(value) ?? 'null' };
};
