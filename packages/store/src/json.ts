/**
 * What JSON carries exactly. The log stores event data as JSON text, so anything that
 * `JSON.stringify` would drop, change or refuse (undefined, NaN, a Date, a Map, a cycle) is
 * refused up front: what a reader gets back must be what the writer appended.
 *
 * Nesting is bounded too. `JSON.stringify` and the structured clone that carries a value to a
 * worker thread recurse, and overflow the stack at a few thousand levels (about 3,200 arrays
 * for a clone on the main thread): a value nested that deep would make them throw for the
 * whole group of writes it travels with. So is the walk below, which keeps its own stack.
 */

/** The deepest nesting of arrays and objects stored: far above any record, far below a stack. */
export const MAX_JSON_DEPTH = 64;

/** An array or object being walked, and the index of its next item. */
interface Frame {
  readonly value: object;
  /** The object's keys; null for an array. */
  readonly keys: readonly string[] | null;
  next: number;
}

/** Where `value` stops being plain JSON (`data.hands[2]: NaN is not a JSON number`), or null. */
export const jsonProblem = (value: unknown, path: string): string | null => {
  const stack: Frame[] = [];
  let item = value;
  for (;;) {
    if (typeof item === 'object' && item !== null) {
      const problem = containerProblem(item, stack);
      if (problem !== null) return `${pathOf(path, stack)}: ${problem}`;
      stack.push({ value: item, keys: Array.isArray(item) ? null : Object.keys(item), next: 0 });
    } else {
      const problem = scalarProblem(item);
      if (problem !== null) return `${pathOf(path, stack)}: ${problem}`;
    }
    // The next item to look at: the next one of the innermost container not yet done.
    let frame = stack.at(-1);
    while (frame !== undefined && frame.next >= lengthOf(frame)) {
      stack.pop();
      frame = stack.at(-1);
    }
    if (frame === undefined) return null;
    const { value: container, keys } = frame;
    // A hole of an array reads as undefined, which is then refused like any undefined.
    item =
      keys === null
        ? (container as readonly unknown[])[frame.next]
        : (container as Record<string, unknown>)[keys[frame.next] as string];
    frame.next += 1;
  }
};

const lengthOf = (frame: Frame): number =>
  frame.keys === null ? (frame.value as readonly unknown[]).length : frame.keys.length;

const scalarProblem = (value: unknown): string | null => {
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return null;
  if (typeof value === 'number')
    return Number.isFinite(value) ? null : `${value} is not a JSON number`;
  if (value === undefined) return 'undefined is not JSON';
  return `a ${typeof value} is not JSON`;
};

const containerProblem = (value: object, ancestors: readonly Frame[]): string | null => {
  // A cycle is refused as soon as it closes. Walking the ancestors costs the depth for each
  // container, which the bound keeps small; records are a few levels deep.
  for (const frame of ancestors) if (frame.value === value) return 'a cycle is not JSON';
  if (ancestors.length >= MAX_JSON_DEPTH) return `nested deeper than ${MAX_JSON_DEPTH} levels`;
  if (!Array.isArray(value)) {
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null)
      return `a ${Object.prototype.toString.call(value).slice(8, -1)} is not a plain object`;
  }
  if (Object.getOwnPropertySymbols(value).length > 0) return 'symbol keys are not JSON';
  return null;
};

/** `data.hands[2]`: the path of the item being looked at, built only to report a problem. */
const pathOf = (root: string, stack: readonly Frame[]): string => {
  let path = root;
  for (const { keys, next } of stack)
    path += keys === null ? `[${next - 1}]` : `.${keys[next - 1] as string}`;
  return path;
};
