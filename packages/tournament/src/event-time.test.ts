import { describe, expect, it } from 'vitest';
import { configClock, configTime, eventTime, localTimes } from './event-time.js';
import { makeConfig } from './config.js';
import { unwrap } from './test-support.js';

const base = {
  name: 'Trofeo',
  game: 'burraco' as const,
  kind: 'pairs' as const,
  date: '2026-11-26',
  rounds: [{ movement: { kind: 'mitchell' as const, step: 1 }, hands: 3 }],
};

describe('times on the clock of the room, not UTC', () => {
  it('Europe/Rome by default: 09:05 UTC in November is 10:05, in July 11:05 (summer time)', () => {
    const config = unwrap(makeConfig(base));
    expect(configTime(config, '2026-11-26T09:05:00.000Z', 'it')).toBe('26/11/2026, 10:05');
    expect(configTime(config, '2026-07-01T09:05:00.000Z', 'en')).toBe('01/07/2026, 11:05');
    expect(configClock(config, '2026-11-26T09:05:00.000Z')).toBe('10:05');
  });

  it("the event's own zone when the organizer gives one", () => {
    const config = unwrap(makeConfig({ ...base, timeZone: 'America/New_York' }));
    expect(configTime(config, '2026-11-26T09:05:00.000Z', 'it')).toBe('26/11/2026, 04:05');
  });

  it('writes the time params of a message in the zone it names, and leaves the others', () => {
    expect(
      localTimes(
        { round: 2, deadline: '2026-11-26T09:35:00.000Z', timeZone: 'Europe/Rome', entrant: 'E1' },
        'it',
      ),
    ).toEqual({ round: 2, deadline: '26/11/2026, 10:35', timeZone: 'Europe/Rome', entrant: 'E1' });
    expect(localTimes({ at: 'not a time' }, 'en')).toEqual({ at: 'not a time' });
    expect(eventTime('2026-11-26T23:30:00.000Z', 'Europe/Rome', 'en')).toBe('27/11/2026, 00:30');
  });
});
