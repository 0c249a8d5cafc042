import { describe, expect, it } from 'vitest';
import type { PlayerName } from './input.js';
import { compareNames, fullName, joinNames } from './names.js';

const player = (surname: string, givenName: string): PlayerName => ({ surname, givenName });

describe('names', () => {
  it('prints surname first, a pair on one line', () => {
    expect(fullName(player("D'Àmico", 'Niccolò'))).toBe("D'Àmico Niccolò");
    expect(joinNames([player('Rossi', 'Mario'), player('Pietà', 'Lucia')])).toBe(
      'Rossi Mario – Pietà Lucia',
    );
  });

  it('sorts by surname then given name, ignoring accents, case and apostrophes', () => {
    const players = [
      player('Rossi', 'Mario'),
      player('De Luca', 'Anna'),
      player("D'Àmico", 'Niccolò'),
      player('Damiani', 'Luca'),
      player('Àlbani', 'Zeno'),
      player('albani', 'Anna'),
      player('Rossi', 'Ada'),
    ];
    expect([...players].sort(compareNames('it')).map(fullName)).toEqual([
      'albani Anna',
      'Àlbani Zeno',
      'Damiani Luca',
      "D'Àmico Niccolò",
      'De Luca Anna',
      'Rossi Ada',
      'Rossi Mario',
    ]);
  });
});
