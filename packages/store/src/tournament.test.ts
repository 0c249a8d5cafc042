import { describe, expect, it } from 'vitest';
import { validateMeta, validateTournamentId } from './tournament.js';

const meta = { name: 'Torneo', game: 'scala40', createdAt: '2025-03-01T15:00:00+01:00' };

describe('validateMeta', () => {
  it('accepts a name, a game and a creation time', () => {
    expect(validateMeta(meta)).toEqual({ ok: true, value: meta });
  });

  it('accepts the day the tournament is held, YYYY-MM-DD', () => {
    const dated = { ...meta, date: '2025-03-02' };
    expect(validateMeta(dated)).toEqual({ ok: true, value: dated });
  });

  it.each([
    ['a blank name', { ...meta, name: '  ' }, 'a tournament name is a non-empty string'],
    ['no game', { ...meta, game: undefined }, 'a tournament game is a non-empty string'],
    ['a local creation time', { ...meta, createdAt: '2025-03-01 15:00' }, 'createdAt'],
    ['no object', null, 'tournament meta is an object'],
    ['a field the store would not keep', { ...meta, venue: 'Roma' }, 'unknown field "venue"'],
    ['a date that is no day', { ...meta, date: '2025-02-30' }, 'a tournament date is a day'],
    ['a date with a time', { ...meta, date: '2025-03-01T10:00' }, 'a tournament date is a day'],
  ])('refuses %s', (_, bad, message) => {
    expect(validateMeta(bad as never)).toEqual({
      ok: false,
      error: { code: 'invalid-argument', message: expect.stringContaining(message) },
    });
  });
});

describe('validateTournamentId', () => {
  it('accepts any non-empty string and refuses a blank one', () => {
    expect(validateTournamentId('primavera-2025')).toEqual({ ok: true, value: 'primavera-2025' });
    expect(validateTournamentId(' ').ok).toBe(false);
  });
});
