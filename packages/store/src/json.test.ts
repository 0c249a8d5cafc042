import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, jsonProblem } from './json.js';

/** `levels` arrays, one inside the other, around 0. */
const nested = (levels: number): unknown => {
  let value: unknown = 0;
  for (let level = 0; level < levels; level++) value = [value];
  return value;
};

class Chip {
  readonly value = 1;
}

describe('jsonProblem', () => {
  it.each([
    ['null', null],
    ['a string', 'Perché ♠'],
    ['a boolean', false],
    ['a finite number', -1.5e300],
    ['an empty array', []],
    ['an object without a prototype', Object.assign(Object.create(null) as object, { a: 1 })],
    ['nested arrays and objects', { hands: [[1, 2], [3]], seat: { n: 'E1', late: null } }],
  ])('accepts %s', (_, value) => {
    expect(jsonProblem(value, 'data')).toBeNull();
  });

  it('accepts a value shared by two branches, which is no cycle', () => {
    const shared = { vp: 20 };
    expect(jsonProblem({ a: shared, b: [shared] }, 'data')).toBeNull();
  });

  const holey: unknown[] = [1];
  holey[2] = 3;
  const cycle: Record<string, unknown> = { list: [] };
  (cycle['list'] as unknown[]).push(cycle);

  it.each([
    ['undefined', undefined, 'data: undefined is not JSON'],
    ['NaN', { score: Number.NaN }, 'data.score: NaN is not a JSON number'],
    ['Infinity', [1, -Infinity], 'data[1]: -Infinity is not a JSON number'],
    ['a nested undefined', { a: { b: undefined } }, 'data.a.b: undefined is not JSON'],
    ['an array hole', holey, 'data[1]: undefined is not JSON'],
    ['a Date', { when: new Date(0) }, 'data.when: a Date is not a plain object'],
    ['a Map', new Map(), 'data: a Map is not a plain object'],
    ['a class instance', [new Chip()], 'data[0]: a Object is not a plain object'],
    ['a function', { f: () => 1 }, 'data.f: a function is not JSON'],
    ['a bigint', 10n, 'data: a bigint is not JSON'],
    ['a symbol', Symbol('s'), 'data: a symbol is not JSON'],
    ['a symbol key', { [Symbol('k')]: 1 }, 'data: symbol keys are not JSON'],
    ['a cycle', cycle, 'data.list[0]: a cycle is not JSON'],
  ])('refuses %s and says where', (_, value, problem) => {
    expect(jsonProblem(value, 'data')).toBe(problem);
  });

  it('refuses a value nested 7,000 arrays deep as an answer, not a stack overflow (a poisoned group commit)', () => {
    // 14 KB of JSON, under a message's size limit; the recursive check threw a RangeError.
    const deep = { junk: nested(7_000) };
    expect(jsonProblem(deep, 'data')).toBe(
      `data.junk${'[0]'.repeat(MAX_JSON_DEPTH - 1)}: nested deeper than ${MAX_JSON_DEPTH} levels`,
    );
  });

  it('accepts nesting up to the bound, which JSON.stringify and a worker clone can carry', () => {
    expect(jsonProblem(nested(MAX_JSON_DEPTH), 'data')).toBeNull();
    expect(jsonProblem(nested(MAX_JSON_DEPTH + 1), 'data')).toMatch(/nested deeper than/);
    expect(() => structuredClone(JSON.parse(JSON.stringify(nested(MAX_JSON_DEPTH))))).not.toThrow();
  });

  it('answers for any depth, however deep, without throwing (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), (levels) => {
        const problem = jsonProblem(nested(levels), 'data');
        expect(problem === null).toBe(levels <= MAX_JSON_DEPTH);
      }),
      { numRuns: 50 },
    );
  });

  it('accepts whatever JSON.parse gives, within the bound (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 10 }), (value) => {
        expect(jsonProblem(value, 'data')).toBeNull();
      }),
    );
  });
});
