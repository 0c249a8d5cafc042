import { describe, expect, it } from 'vitest';
import { csvWords, isLang, messageText, profileName } from './texts.js';

describe('the shared catalogs read without i18next', () => {
  it('BUR-CH art. 48: a late arrival in Italian and English, singular and plural by count', () => {
    const late = (count: number) => ({ code: 'late-penalty', params: { minutes: count, count } });
    expect(csvWords('it').note(late(1))).toBe('ritardo di 1 minuto');
    expect(csvWords('it').note(late(4))).toBe('ritardo di 4 minuti');
    expect(csvWords('en').note(late(1))).toBe('late 1 minute');
    expect(csvWords('en').note(late(4))).toBe('late 4 minutes');
  });

  it('BUR-CH art. 50: a second caution quotes its breach and round', () => {
    const note = { code: 'second-caution-penalty', params: { breach: 'parla', round: 2 } };
    expect(csvWords('it').note(note)).toBe('secondo richiamo per «parla» nel turno 2');
    expect(csvWords('en').note(note)).toBe('second caution for "parla" in round 2');
  });

  it("Tavolo: a correction's table in the reader's words", () => {
    expect(csvWords('it').table(3)).toBe('tavolo 3');
    expect(csvWords('en').table(3)).toBe('table 3');
  });

  it('Tavolo: a text without a count, a missing placeholder kept, an unknown key as the key', () => {
    expect(messageText('it', 'errors.server.unknown-language', { lang: 'fr' })).toBe(
      'lingua sconosciuta: fr (le lingue sono it ed en)',
    );
    expect(messageText('en', 'tournament.reasons.walkover-won')).toBe(
      'walkover: {{absent}} absent',
    );
    expect(messageText('it', 'tournament.reasons.nothing')).toBe('tournament.reasons.nothing');
  });

  it('Tavolo: the languages are Italian and English, nothing else', () => {
    expect(['it', 'en', 'fr', 'IT', '', undefined].map(isLang)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("a rule profile's name", () => {
  it('is the name the lobby shows, in Italian and in English, with its variants (S40 art. 9)', () => {
    expect(profileName('it', 'fibur')).toBe('FIBUR tradizionale');
    expect(profileName('en', 'fibur')).toBe('Traditional FIBUR');
    expect(profileName('it', 'champion')).toBe('Burraco Champion');
    expect(profileName('it', 'fisca-101+a+c')).toBe(
      'Scala 40 a 101 (FISCA di circolo), varianti a, c',
    );
    expect(profileName('en', 'fisca-101+b')).toBe('Scala 40 to 101 (FISCA club rules), variants b');
  });

  it('names each of the five profiles, and leaves an unknown spec as it is', () => {
    for (const spec of ['fisca-gara', 'fisca-101', 'club-151', 'champion', 'fibur'])
      for (const lang of ['it', 'en'] as const) expect(profileName(lang, spec)).not.toBe(spec);
    expect(profileName('it', 'briscola')).toBe('briscola');
  });
});
