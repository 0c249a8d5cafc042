import { describe, expect, it } from 'vitest';
import { jsonProblem } from './json.js';

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
});
