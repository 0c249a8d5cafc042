import { describe, expect, it } from 'vitest';
import { type ConfigInput, DEFAULT_TIME_ZONE, eventTimeZone, makeConfig } from './config.js';

const input: ConfigInput = {
  name: 'Coppa',
  date: '2026-11-21',
  game: 'burraco',
  kind: 'pairs',
  rounds: [{ movement: { kind: 'danish', variant: 'pure' }, hands: 3 }],
};

describe("the event's time zone", () => {
  it('is Europe/Rome unless the organizer gives one, and a log without it keeps that', () => {
    const made = makeConfig(input);
    expect(made.ok && made.value.timeZone).toBeUndefined();
    expect(made.ok && eventTimeZone(made.value)).toBe('Europe/Rome');
    expect(DEFAULT_TIME_ZONE).toBe('Europe/Rome');
    const london = makeConfig({ ...input, timeZone: 'Europe/London' });
    expect(london.ok && eventTimeZone(london.value)).toBe('Europe/London');
  });

  it('refuses a zone Intl does not know, naming it', () => {
    for (const timeZone of ['Europe/Roma', '', 'CEST+1'])
      expect(makeConfig({ ...input, timeZone })).toMatchObject({
        ok: false,
        error: { code: 'bad-config', message: expect.stringContaining(JSON.stringify(timeZone)) },
      });
  });
});
