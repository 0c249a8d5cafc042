/**
 * Dates and times of an event as the people in its room read them: on the clock of the event's
 * time zone (its settings' `timeZone`, Europe/Rome unless the organizer gives another), not the
 * browser's, and written the way of the page's language (it-IT, en-GB). The log keeps UTC
 * instants; the day of play is a calendar day, the same everywhere.
 */
import { DEFAULT_TIME_ZONE } from '@tavolo/tournament';

/** The locale of a page language: `it-IT` for Italian, `en-GB` for English. */
export const localeOf = (lang: string): string => (lang.startsWith('en') ? 'en-GB' : 'it-IT');

const formats = new Map<string, Intl.DateTimeFormat>();

const formatOf = (key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat => {
  let made = formats.get(key);
  if (!made) {
    made = make();
    formats.set(key, made);
  }
  return made;
};

/** A day `YYYY-MM-DD` in words: "21 novembre 2026", "21 November 2026"; not a day: as is. */
export const dayOfPlay = (day: string, lang: string): string => {
  const t = Date.parse(`${day}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(t)) return day;
  const locale = localeOf(lang);
  return formatOf(
    `day ${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
  ).format(t);
};

/** The day (`YYYY-MM-DD`) an instant falls on, on the clock of `zone`. */
export const dayIn = (instant: string, zone: string = DEFAULT_TIME_ZONE): string => {
  const t = Date.parse(instant);
  if (Number.isNaN(t)) return instant;
  return formatOf(
    `iso-day ${zone}`,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        timeZone: zone,
      }),
  ).format(t);
};

/**
 * The day an event of the list is held: the day of play it was created with, else (an event
 * stored before the list kept it) the day it was created, on the clock of the default zone.
 */
export const listedDay = (
  event: { readonly date?: string | undefined; readonly createdAt: string },
  lang: string,
): string => dayOfPlay(event.date ?? dayIn(event.createdAt), lang);

/** The time of day of `instant` in `zone`: "16:05:09" (`seconds`) or "16:05". */
export const roomClock = (
  instant: Date | string,
  zone: string,
  lang: string,
  seconds = false,
): string => {
  const t = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(t)) return String(instant);
  const locale = localeOf(lang);
  return formatOf(
    `clock ${locale} ${zone} ${seconds}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        hour: '2-digit',
        minute: '2-digit',
        ...(seconds ? { second: '2-digit' } : {}),
        hourCycle: 'h23',
        timeZone: zone,
      }),
  ).format(t);
};
