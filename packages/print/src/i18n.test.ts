import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTexts } from './i18n.js';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

const catalog = (lang: string): unknown =>
  JSON.parse(readFileSync(new URL(`../locales/${lang}.json`, import.meta.url), 'utf8'));

describe('texts', () => {
  it('has the same keys in Italian and English', () => {
    expect(keys(catalog('it')).sort()).toEqual(keys(catalog('en')).sort());
  });

  it('speaks Italian unless asked otherwise', () => {
    expect(createTexts().t('seating.byTable')).toBe('Per tavolo');
    expect(createTexts('en').t('seating.byTable')).toBe('By table');
  });

  it('writes dates and numbers the language’s way', () => {
    const it = createTexts('it');
    const en = createTexts('en');
    expect(it.date('2025-06-14')).toBe('14 giugno 2025');
    expect(en.date('2025-06-14')).toBe('14 June 2025');
    expect([it.number(3200), it.number(7.5), it.number(-1)]).toEqual(['3.200', '7,5', '-1']);
    expect([en.number(3200), en.number(7.5)]).toEqual(['3,200', '7.5']);
  });

  it("writes an instant in the event's time zone, not UTC", () => {
    const at = '2026-11-21T15:05:00.000Z';
    expect(createTexts('it').dateTime(at, 'Europe/Rome')).toBe('21 novembre 2026 alle ore 16:05');
    expect(createTexts('en').dateTime('2026-07-01T15:05:00Z', 'Europe/Rome')).toBe(
      '1 July 2026 at 17:05',
    );
    expect(createTexts('en').dateTime(at, 'Europe/London')).toBe('21 November 2026 at 15:05');
  });

  it('names positions in full and in short', () => {
    const it = createTexts('it');
    expect([it.position('W'), it.position('W', true), it.position('EW')]).toEqual([
      'Ovest',
      'O',
      'Linea E-O',
    ]);
    expect(createTexts('en').position('EW', true)).toBe('E-W');
  });
});
