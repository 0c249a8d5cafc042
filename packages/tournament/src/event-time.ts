/**
 * Times as the people of the event read them: the clock on the wall of the room, in the event's
 * time zone (config `timeZone`, Europe/Rome unless the organizer gives another), never UTC. The
 * log keeps ISO-8601 UTC instants; only what is shown is converted. A refusal or a doubt that
 * quotes a time carries the zone in its params (`timeZone`), so that a front end writes the time
 * from the params alone.
 */
import { DEFAULT_TIME_ZONE, type TournamentConfig, eventTimeZone } from './config.js';
import type { MessageParams } from './error.js';

/** The params of refusals, doubts and reasons that hold an ISO instant. */
export const TIME_PARAMS: readonly string[] = [
  'at',
  'pairedAt',
  'publishedAt',
  'deadline',
  'createdAt',
  'until',
];

const formats = new Map<string, Intl.DateTimeFormat>();

const format = (zone: string, lang: string): Intl.DateTimeFormat => {
  const key = `${lang} ${zone}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(lang === 'it' ? 'it-IT' : 'en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
    });
    formats.set(key, made);
  }
  return made;
};

/** `iso` on the room's clock in `zone`, the `lang` way: "26/11/2026, 10:05"; not a time: as is. */
export const eventTime = (iso: string, zone: string, lang: string): string => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : format(zone, lang).format(t);
};

/** The hour alone of `iso` on the room's clock of the event `config`: "16:05". */
export const configClock = (config: TournamentConfig, iso: string): string => {
  const t = Date.parse(iso);
  return Number.isNaN(t)
    ? iso
    : new Intl.DateTimeFormat('it-IT', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: eventTimeZone(config),
      }).format(t);
};

/** `iso` in the zone of the event `config`. */
export const configTime = (config: TournamentConfig, iso: string, lang: string): string =>
  eventTime(iso, eventTimeZone(config), lang);

/** The zone a message's times are in: its own `timeZone` param, else the default zone. */
const zoneOf = (params: MessageParams): string => {
  const zone = params['timeZone'];
  return typeof zone === 'string' && zone !== '' ? zone : DEFAULT_TIME_ZONE;
};

/** The params of a message with its times written on the room's clock, for a front end. */
export const localTimes = (params: MessageParams, lang: string, zone?: string): MessageParams => {
  const inZone = zone ?? zoneOf(params);
  const out: Record<string, string | number> = { ...params };
  for (const key of TIME_PARAMS) {
    const value = params[key];
    if (typeof value === 'string') out[key] = eventTime(value, inZone, lang);
  }
  return out;
};

/** The zone param to add to a message quoting times of the event `config`. */
export const zoneParam = (config: TournamentConfig): { readonly timeZone: string } => ({
  timeZone: eventTimeZone(config),
});
