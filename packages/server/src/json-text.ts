/**
 * JSON text of immutable values, reusing the text of arrays already written. Every change of a
 * table sends each viewer its view, and the views of one table share most of their arrays (the
 * melds on the table, the hands' results, the players), from one change to the next too: the
 * engines' states are immutable values, so an array is never altered once made, and its text
 * can be remembered by identity. Serializing the views was the largest cost of the server's
 * main thread after the socket writes.
 *
 * The output is exactly `JSON.stringify(value)`'s for the plain data the server sends (objects,
 * arrays, strings, finite numbers, booleans, null), all written here (the texts of keys and
 * strings kept). An array's text is kept while the array lives (a `WeakMap`) when it is long
 * enough to be worth it: the views also hold small arrays made afresh for each viewer (the hand
 * sizes, the viewer's messages), never written twice, for which an entry would cost more than
 * writing them, and would add to every young-generation collection's work.
 *
 * A change's views, one per viewer, differ in little more than the viewer's own cards:
 * `stringifyAll` reads them side by side and writes what they share once. A room's writing cost
 * per move fell by about a fifth with it, and its throughput under load rose by about a tenth.
 */
export interface JsonText {
  readonly stringify: (value: unknown) => string;
  /**
   * The texts of several values at once, each exactly `stringify`'s. Meant for values that are
   * mostly the same (the views of one table for its viewers): they are read side by side, and
   * what they share (the same array or object, the same scalar, under the same keys) is written
   * once for all.
   */
  readonly stringifyAll: (values: readonly unknown[]) => string[];
}

/** Past this many distinct keys (or strings), a text is made each time rather than kept. */
const TEXTS_KEPT = 1024;

/** The shortest array text kept for reuse (a meld's cards are about this long). */
export const KEPT_ARRAY_CHARS = 128;

export const createJsonText = (): JsonText => {
  const arrays = new WeakMap<readonly unknown[], string>();
  // `"key":` by key: the views have a few dozen keys, written thousands of times a second.
  const keys = new Map<string, string>();
  // The same goes for their strings (names, phases, event types), quoted and escaped once.
  const strings = new Map<string, string>();

  const keyText = (key: string): string => {
    let text = keys.get(key);
    if (text === undefined) {
      text = `${JSON.stringify(key)}:`;
      if (keys.size < TEXTS_KEPT) keys.set(key, text);
    }
    return text;
  };
  const stringText = (value: string): string => {
    let text = strings.get(value);
    if (text === undefined) {
      text = JSON.stringify(value);
      if (strings.size < TEXTS_KEPT) strings.set(value, text);
    }
    return text;
  };

  /*
   * The pieces of the text being written, joined once at the end. Adding them up with `+` made a
   * rope of hundreds of pieces per message, which the socket then had to flatten (in `ws`'s
   * `Buffer.byteLength`) before writing, at nearly the cost of writing the pieces; one join
   * costs less.
   */
  let parts: string[] = [];
  let chars = 0;
  const put = (text: string) => {
    parts.push(text);
    chars += text.length;
  };

  /** Puts the value's text; false (nothing put) where JSON.stringify writes nothing. */
  const write = (value: unknown): boolean => {
    // The scalars written here rather than by a call to JSON.stringify each: as it writes them.
    switch (typeof value) {
      case 'number':
        put(Number.isFinite(value) ? String(value) : 'null');
        return true;
      case 'string':
        put(stringText(value));
        return true;
      case 'boolean':
        put(value ? 'true' : 'false');
        return true;
      case 'object':
        if (value !== null) break;
        put('null');
        return true;
      default: {
        // Undefined, functions, symbols and bigints: JSON.stringify's own answer (or throw).
        const text = JSON.stringify(value) as string | undefined;
        if (text === undefined) return false;
        put(text);
        return true;
      }
    }
    if (Array.isArray(value)) {
      const known = arrays.get(value);
      if (known !== undefined) {
        put(known);
        return true;
      }
      const start = parts.length;
      const startChars = chars;
      put('[');
      for (let i = 0; i < value.length; i++) {
        if (i > 0) put(',');
        // Undefined, functions and symbols (and holes): JSON.stringify writes null.
        if (!write(value[i])) put('null');
      }
      put(']');
      if (chars - startChars >= KEPT_ARRAY_CHARS) {
        // Kept as one piece, which also stands for its pieces in this text.
        const text = parts.slice(start).join('');
        parts.length = start;
        parts.push(text);
        arrays.set(value, text);
      }
      return true;
    }
    // A value with its own idea of its JSON (a Date) is left to JSON.stringify.
    if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
      put(JSON.stringify(value));
      return true;
    }
    put('{');
    let first = true;
    // Object.keys: the own enumerable string keys, in the order JSON.stringify takes them.
    for (const key of Object.keys(value)) {
      const mark = parts.length;
      const markChars = chars;
      if (!first) put(',');
      put(keyText(key));
      // Undefined, functions and symbols: JSON.stringify leaves the key out.
      if (!write((value as Record<string, unknown>)[key])) {
        parts.length = mark;
        chars = markChars;
        continue;
      }
      first = false;
    }
    put('}');
    return true;
  };

  /*
   * Writing side by side: `shared` gathers the text common to every output until the values
   * part ways somewhere; it then goes to each output as one piece, and each value's own text
   * follows in its own output.
   */
  let shared: string[] = [];
  let outs: string[][] = [];

  const diverge = () => {
    if (shared.length === 0) return;
    const text = shared.length === 1 ? (shared[0] as string) : shared.join('');
    for (const out of outs) out.push(text);
    shared = [];
  };
  const putShared = (text: string) => {
    shared.push(text);
  };
  /** Writes the same value once for all outputs; in an array, what writes nothing is null. */
  const writeOnce = (value: unknown, inArray: boolean) => {
    parts = shared;
    if (!write(value) && inArray) put('null');
  };
  const writeEach = (values: readonly unknown[], inArray: boolean) => {
    diverge();
    for (let i = 0; i < values.length; i++) {
      parts = outs[i] as string[];
      if (!write(values[i]) && inArray) put('null');
    }
  };

  /** Whether JSON.stringify writes something for the value as an object's member. */
  const writable = (value: unknown) =>
    value !== undefined && typeof value !== 'function' && typeof value !== 'symbol';
  const plainObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { toJSON?: unknown }).toJSON !== 'function';

  /**
   * The keys of objects with the same keys in the same order, and their members, each member
   * present in all the objects or in none (as JSON.stringify writes it); null when the objects
   * are not alike.
   */
  const alike = (
    values: readonly unknown[],
  ): { readonly keys: readonly string[]; readonly members: (readonly unknown[])[] } | null => {
    const first = values[0];
    if (!plainObject(first)) return null;
    const keys = Object.keys(first);
    for (let i = 1; i < values.length; i++) {
      const value = values[i];
      if (!plainObject(value)) return null;
      const theirs = Object.keys(value);
      if (theirs.length !== keys.length) return null;
      for (let k = 0; k < keys.length; k++) if (theirs[k] !== keys[k]) return null;
    }
    const members: (readonly unknown[])[] = [];
    for (const key of keys) {
      const member = values.map((value) => (value as Record<string, unknown>)[key]);
      const written = member.filter(writable).length;
      if (written !== 0 && written !== member.length) return null;
      members.push(member);
    }
    return { keys, members };
  };

  const writeAll = (values: readonly unknown[], inArray: boolean) => {
    const first = values[0];
    if (values.every((value) => value === first)) return writeOnce(first, inArray);
    const objects = alike(values);
    if (objects) {
      putShared('{');
      let written = false;
      for (let k = 0; k < objects.keys.length; k++) {
        const member = objects.members[k] as readonly unknown[];
        if (!writable(member[0])) continue;
        if (written) putShared(',');
        putShared(keyText(objects.keys[k] as string));
        writeAll(member, false);
        written = true;
      }
      putShared('}');
      return;
    }
    const length = Array.isArray(first) ? first.length : -1;
    if (values.every((value) => Array.isArray(value) && value.length === length)) {
      putShared('[');
      for (let i = 0; i < length; i++) {
        if (i > 0) putShared(',');
        writeAll(
          values.map((value) => (value as readonly unknown[])[i]),
          true,
        );
      }
      putShared(']');
      return;
    }
    writeEach(values, inArray);
  };

  return {
    stringify: (value) => {
      parts = [];
      chars = 0;
      const text = write(value) ? parts.join('') : 'null';
      parts = [];
      return text;
    },
    stringifyAll: (values) => {
      if (values.length === 0) return [];
      outs = values.map(() => []);
      shared = [];
      chars = 0;
      // At the top, as `stringify` says: what writes nothing is written null.
      writeAll(values, true);
      diverge();
      const texts = outs.map((out) => out.join(''));
      outs = [];
      parts = [];
      return texts;
    },
  };
};

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether two JSON values are the same data (keys in any order), without writing either:
 * what a room checks after every change to know whether the status changed.
 */
export const sameJson = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (Array.isArray(a))
    return Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]))
  );
};
