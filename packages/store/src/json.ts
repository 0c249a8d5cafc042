/**
 * What JSON carries exactly. The log stores event data as JSON text, so anything that
 * `JSON.stringify` would drop, change or refuse (undefined, NaN, a Date, a Map, a cycle) is
 * refused up front: what a reader gets back must be what the writer appended.
 */

/** Where `value` stops being plain JSON (`data.hands[2]: NaN is not a JSON number`), or null. */
export const jsonProblem = (value: unknown, path: string): string | null =>
  problemAt(value, path, new Set());

const problemAt = (value: unknown, path: string, ancestors: Set<object>): string | null => {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number')
    return Number.isFinite(value) ? null : `${path}: ${value} is not a JSON number`;
  if (value === undefined) return `${path}: undefined is not JSON`;
  if (typeof value !== 'object') return `${path}: a ${typeof value} is not JSON`;
  if (ancestors.has(value)) return `${path}: a cycle is not JSON`;
  const isArray = Array.isArray(value);
  const prototype: unknown = Object.getPrototypeOf(value);
  if (!isArray && prototype !== Object.prototype && prototype !== null)
    return `${path}: a ${Object.prototype.toString.call(value).slice(8, -1)} is not a plain object`;
  if (Object.getOwnPropertySymbols(value).length > 0) return `${path}: symbol keys are not JSON`;
  // Array.from turns holes into undefined, which is then refused like any undefined.
  const entries: [string, unknown][] = isArray
    ? Array.from(value, (item: unknown, index) => [`${path}[${index}]`, item])
    : Object.entries(value).map(([key, item]) => [`${path}.${key}`, item]);
  ancestors.add(value);
  for (const [itemPath, item] of entries) {
    const problem = problemAt(item, itemPath, ancestors);
    if (problem !== null) return problem;
  }
  ancestors.delete(value);
  return null;
};
