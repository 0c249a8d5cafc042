import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth.js';

/** The depth of a parsed JSON value, measured the slow way. */
const depthOf = (value: unknown): number =>
  typeof value === 'object' && value !== null
    ? 1 + Math.max(0, ...Object.values(value).map(depthOf))
    : 0;

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[1,{"b":2}]}', 2)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[[[\\\\"}', 1)).toBe(false);
    expect(nestsDeeperThan('[[[]],[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[]],[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('"plain"', 0)).toBe(false);
  });

  it('stops at the first level too deep of a deep text', () => {
    expect(nestsDeeperThan('['.repeat(7000) + ']'.repeat(7000), 10)).toBe(true);
  });

  it('agrees with the depth of the parsed value (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.nat({ max: 10 }), (value, max) => {
        expect(nestsDeeperThan(JSON.stringify(value), max)).toBe(depthOf(value) > max);
      }),
    );
  });
});
