import { describe, expect, it } from 'vitest';
import { type NewEvent, validateEvents } from './event.js';

const AT = '2025-03-01T15:00:00Z';
const valid: NewEvent = { type: 'registered', at: AT, by: 'director', data: { entrant: 'E1' } };

describe('validateEvents', () => {
  it('accepts events with a type, an instant, an actor and JSON data, and no events', () => {
    expect(validateEvents([valid, { ...valid, data: null }])).toEqual({
      ok: true,
      value: [valid, { ...valid, data: null }],
    });
    expect(validateEvents([])).toEqual({ ok: true, value: [] });
  });

  it.each([
    ['an empty type', { ...valid, type: ' ' }, 'events[1].type is not a non-empty string'],
    ['a type that is no string', { ...valid, type: 7 }, 'events[1].type is not a non-empty string'],
    ['a local time', { ...valid, at: '2025-03-01T15:00:00' }, 'events[1].at is not an ISO-8601'],
    ['an empty actor', { ...valid, by: '' }, 'events[1].by is not a non-empty string'],
    ['no data', { type: 'x', at: AT, by: 'd' }, 'events[1].data is missing (use null'],
    ['data that is no JSON', { ...valid, data: [Number.NaN] }, 'events[1].data[0]: NaN'],
    [
      'the payload beside data',
      { ...valid, entrant: 'E1' },
      'events[1] has an unknown field "entrant": the payload goes in data',
    ],
    ['null', null, 'events[1] is not an object'],
    ['an array', [valid], 'events[1] is not an object'],
  ])('refuses %s and names the event', (_, bad, message) => {
    const checked = validateEvents([valid, bad as NewEvent]);
    expect(checked).toEqual({
      ok: false,
      error: { code: 'invalid-event', message: expect.stringContaining(message) },
    });
  });

  it('refuses events that are not an array', () => {
    expect(validateEvents(valid as never)).toMatchObject({
      ok: false,
      error: { code: 'invalid-argument' },
    });
  });
});
