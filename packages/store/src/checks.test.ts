import { describe, expect, it } from 'vitest';
import { MAX_COUNT, isCount, isIsoInstant, isNonEmptyString } from './checks.js';

describe('isIsoInstant', () => {
  it.each([
    '2025-03-01T15:04:05.123Z',
    '2025-03-01T15:04:05Z',
    '2025-03-01T15:04Z',
    '2025-03-01T15:04:05+01:00',
    '2025-03-01T15:04:05.5-05:30',
  ])('accepts %s', (value) => {
    expect(isIsoInstant(value)).toBe(true);
  });

  it.each([
    ['no offset: a local time', '2025-03-01T15:04:05'],
    ['a date alone', '2025-03-01'],
    ['an impossible hour', '2025-03-01T25:00:00Z'],
    ['another format', 'Sat, 01 Mar 2025 15:04:05 GMT'],
    ['a number', 1_740_841_445_000],
  ])('refuses %s', (_, value) => {
    expect(isIsoInstant(value)).toBe(false);
  });
});

describe('isCount', () => {
  it('accepts the whole numbers an integer column holds on both dialects', () => {
    expect([0, 1, MAX_COUNT].every(isCount)).toBe(true);
    expect([-1, 0.5, MAX_COUNT + 1, Number.NaN, '1'].some(isCount)).toBe(false);
  });
});

describe('isNonEmptyString', () => {
  it('refuses blanks and non-strings', () => {
    expect(isNonEmptyString('E1')).toBe(true);
    expect(['', '  ', null, 1].some(isNonEmptyString)).toBe(false);
  });
});
