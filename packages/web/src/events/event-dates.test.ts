import { describe, expect, it } from 'vitest';
import { dayIn, dayOfPlay, listedDay, localeOf, roomClock } from './event-dates.js';

describe("an event's dates and times, in its room and its reader's language", () => {
  it('Tavolo: the day of play in words, Italian or English, the same in every zone', () => {
    expect(dayOfPlay('2026-11-21', 'it')).toBe('21 novembre 2026');
    expect(dayOfPlay('2026-11-21', 'en')).toBe('21 November 2026');
    expect(dayOfPlay('domenica', 'it')).toBe('domenica');
  });

  it("Tavolo: the list shows the event's own day, not the day it was created", () => {
    const created = { createdAt: '2026-10-02T09:00:00.000Z' };
    expect(listedDay({ ...created, date: '2026-12-20' }, 'it')).toBe('20 dicembre 2026');
    // An event stored before the day was kept: its creation day, in Rome.
    expect(listedDay(created, 'en')).toBe('2 October 2026');
  });

  it('Tavolo: a day is counted on the clock of the zone (23:30 UTC is already tomorrow in Rome)', () => {
    expect(dayIn('2026-11-21T23:30:00.000Z')).toBe('2026-11-22');
    expect(dayIn('2026-11-21T23:30:00.000Z', 'Europe/London')).toBe('2026-11-21');
  });

  it('Tavolo: times on the clock of the room, not UTC nor the browser zone, summer time included', () => {
    expect(roomClock('2026-11-21T15:05:09.000Z', 'Europe/Rome', 'it')).toBe('16:05');
    expect(roomClock('2026-07-04T15:05:09.000Z', 'Europe/Rome', 'en', true)).toBe('17:05:09');
    expect(roomClock(new Date('2026-11-21T15:05:09.000Z'), 'America/New_York', 'it', true)).toBe(
      '10:05:09',
    );
  });

  it('Tavolo: the locales of the two languages', () => {
    expect([localeOf('it'), localeOf('en'), localeOf('en-US')]).toEqual([
      'it-IT',
      'en-GB',
      'en-GB',
    ]);
  });
});
