import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from './apply-event.js';
import { CONFIRM_REQUIRED } from './confirm.js';
import { register } from './direct.js';
import type { Person } from './event.js';
import {
  compareEntrantsByName,
  displayName,
  nameKey,
  sortedByName,
  tidyName,
  tidyPerson,
} from './names.js';
import { standings } from './standings.js';
import { Log, at, firstSideWins, pushPairing, unwrap } from './test-support.js';

const burracoPairs = () =>
  new Log({
    name: 'Coppa',
    game: 'burraco',
    kind: 'pairs',
    rounds: [{ movement: { kind: 'danish', variant: 'modified' }, hands: 3 }],
  });

const scala40 = () =>
  new Log({
    name: 'Coppa',
    game: 'scala40',
    kind: 'individual',
    rounds: [{ movement: { kind: 'standings-tables' }, hands: 5 }],
  });

const person = (surname: string, firstName: string, more: Partial<Person> = {}): Person => ({
  surname,
  firstName,
  ...more,
});

/** Letters of Italian names, accented and not, with the spaces and apostrophes typed in them. */
const NAME_CHARS = [..."abcdefgilmnoprstuvzABDEGLMRSTZàèéìòùÀÈÉÌÒÙ' \t’"];
const typedName = fc.string({ unit: fc.constantFrom(...NAME_CHARS), maxLength: 24 });

describe('names: the comparison key', () => {
  it('is idempotent and ignores case, spacing, accents and the shape of the apostrophe', () => {
    fc.assert(
      fc.property(typedName, (name) => {
        const key = nameKey(name);
        expect(nameKey(key)).toBe(key);
        expect(nameKey(name.toUpperCase())).toBe(key);
        expect(nameKey(name.toLowerCase())).toBe(key);
        expect(nameKey(`  ${name.replace(/ /g, '   ')} `)).toBe(key);
        expect(nameKey(name.normalize('NFD').replace(/\p{M}/gu, ''))).toBe(key);
        expect(nameKey(name.replace(/’/g, "'"))).toBe(key);
      }),
    );
  });

  it('meets "mario  rossi", "Mario Rossi" and "MARIO RÒSSI", and keeps other names apart', () => {
    expect(nameKey('mario  rossi')).toBe(nameKey('Mario Rossi'));
    expect(nameKey('MARIO RÒSSI')).toBe(nameKey('Mario Rossi'));
    expect(nameKey('Dell’Acqua')).toBe(nameKey("dell'acqua"));
    expect(nameKey('Maria Rossi')).not.toBe(nameKey('Mario Rossi'));
  });

  it('stores names tidy: NFC, trimmed, one space between words', () => {
    expect(tidyName('  De   Luca\t')).toBe('De Luca');
    expect(tidyName('Nicolo\u0300')).toBe('Nicolò');
    expect(tidyPerson({ surname: ' De  Luca ', firstName: 'Maria', club: ' ' })).toEqual({
      surname: 'De Luca',
      firstName: 'Maria',
    });
    expect(tidyPerson({ surname: '', firstName: 'Maria' })).toBeNull();
    expect(tidyPerson({ surname: 'Rossi', firstName: 7 })).toBeNull();
    expect(displayName(person('De Luca', 'Maria'))).toBe('Maria De Luca');
  });
});

describe('names: sorting', () => {
  it('sorts by surname then first name in Italian order, a surname of several words whole', () => {
    const entrant = (id: string, ...people: Person[]) => ({
      id,
      players: people.map(displayName),
      people,
    });
    const list = [
      entrant('E1', person('Luca', 'Anna')),
      entrant('E2', person('Di Stefano', 'Carlo')),
      entrant('E3', person('De Luca', 'Maria')),
      entrant('E4', person('de Luca', 'Bruno')),
      entrant('E5', person('Àlberti', 'Zeno')),
      entrant('E6', person('Alberti', 'Aldo')),
    ];
    expect(sortedByName(list).map((e) => e.id)).toEqual(['E6', 'E5', 'E4', 'E3', 'E2', 'E1']);
  });

  it('sorts entrants of older logs, names only, by the names as written, then by id', () => {
    const a = { id: 'E2', players: ['Mario Rossi'] };
    const b = { id: 'E1', players: ['Mario Rossi'] };
    const c = { id: 'E3', players: ['Anna Verdi'] };
    expect([a, b, c].sort(compareEntrantsByName).map((e) => e.id)).toEqual(['E3', 'E1', 'E2']);
  });
});

describe('names: registration', () => {
  it('registers people with their data and shows them "First Surname"', () => {
    const log = burracoPairs();
    const [event] = log.do((s) =>
      register(
        s,
        {
          people: [
            person(' De  Luca', 'Maria ', { membership: 'FI 123', club: 'Circolo Roma' }),
            person('Bianchi', 'Lucia', { region: 'Lazio', category: 'Seniores' }),
          ],
        },
        at(1),
      ),
    );
    expect(event).toMatchObject({
      type: 'registered',
      entrant: {
        id: 'E1',
        players: ['Maria De Luca', 'Lucia Bianchi'],
        people: [
          { surname: 'De Luca', firstName: 'Maria', membership: 'FI 123', club: 'Circolo Roma' },
          { surname: 'Bianchi', firstName: 'Lucia', region: 'Lazio', category: 'Seniores' },
        ],
      },
    });
  });

  it('refuses a person without surname or first name, and changes nothing', () => {
    const log = burracoPairs();
    expect(
      log.refused((s) =>
        register(s, { people: [person('Rossi', ''), person('Bianchi', 'Anna')] }, at(1)),
      ),
    ).toMatchObject({ code: 'bad-entry' });
    expect(log.state.entrants).toEqual([]);
  });

  it('refuses the same person twice in one entry (same-person-twice)', () => {
    const log = burracoPairs();
    expect(
      log.refused((s) =>
        register(s, { people: [person('Rossi', 'Mario'), person('ROSSI', 'mario ')] }, at(1)),
      ),
    ).toMatchObject({ code: 'same-person-twice', params: { name: 'Mario Rossi' } });
    // Legacy names alone, the same way.
    expect(
      log.refused((s) => register(s, { players: ['Mario Rossi', 'mario  rossi'] }, at(1))),
    ).toMatchObject({ code: 'same-person-twice' });
    // Two people of one name with different membership numbers are two people: father and son.
    log.do((s) =>
      register(
        s,
        {
          people: [
            person('Rossi', 'Mario', { membership: '100' }),
            person('Rossi', 'Mario', { membership: '200' }),
          ],
        },
        at(1),
      ),
    );
    expect(log.state.entrants).toHaveLength(1);
  });

  it('refuses a membership number already held (same-membership)', () => {
    const log = scala40();
    log.do((s) =>
      register(s, { people: [person('Rossi', 'Mario', { membership: 'FI123' })] }, at(1)),
    );
    expect(
      log.refused((s) =>
        register(s, { people: [person('Verdi', 'Anna', { membership: 'fi 123' })] }, at(2)),
      ),
    ).toMatchObject({
      code: 'same-membership',
      params: { membership: 'FI123', name: 'Mario Rossi', entrant: 'E1' },
    });
  });

  it('asks to confirm a name like one registered (similar-name), then records the confirmation', () => {
    const log = scala40();
    log.do((s) => register(s, { people: [person('Rossi', 'Mario')] }, at(1)));
    const refused = log.refused((s) => register(s, { players: ['mario  rossi'] }, at(2)));
    expect(refused).toMatchObject({
      code: CONFIRM_REQUIRED,
      doubts: [
        {
          code: 'similar-name',
          params: { name: 'mario rossi', registered: 'Mario Rossi', entrant: 'E1' },
        },
      ],
    });
    expect(log.state.entrants).toHaveLength(1);
    // Surname and first name typed the other way round meet too.
    expect(
      log.refused((s) => register(s, { people: [person('Mario', 'Rossi')] }, at(2))),
    ).toMatchObject({ code: CONFIRM_REQUIRED });
    const [event] = log.do((s) =>
      register(s, { people: [person('Rossi', 'Mario')], confirm: true }, at(2)),
    );
    expect(event).toMatchObject({ type: 'registered', confirmed: ['similar-name'] });
    expect(log.state.entrants.map((e) => e.players)).toEqual([['Mario Rossi'], ['Mario Rossi']]);
  });

  it('takes homonyms with different membership numbers without a doubt', () => {
    const log = scala40();
    log.do((s) => register(s, { people: [person('Rossi', 'Mario', { membership: '1' })] }, at(1)));
    log.do((s) => register(s, { people: [person('Rossi', 'Mario', { membership: '2' })] }, at(2)));
    expect(log.state.entrants).toHaveLength(2);
  });

  it('replays a log of names only, written before people existed, to the same standings', () => {
    // The same Burraco round logged twice: once as older logs hold entrants (names only, as
    // written), once with their people. Pairs 1 and 3 win 600 to 200 (14-6 on the 3-hand table).
    const build = (withPeople: boolean) => {
      const log = burracoPairs();
      for (let i = 1; i <= 4; i++) {
        const people = [person(`Nord${i}`, 'Anna'), person(`Sud${i}`, 'Bruno')];
        log.push({
          type: 'registered',
          entrant: {
            id: `E${i}`,
            players: people.map(displayName),
            ...(withPeople ? { people } : {}),
          },
          ...at(1),
        });
      }
      const tables = [
        { table: 1, seats: ['E1', 'E2'] },
        { table: 2, seats: ['E3', 'E4'] },
      ];
      pushPairing(log, { round: 1, tables, byes: [], explanation: [] }, 5);
      firstSideWins(log, 1, 50);
      return log;
    };
    const legacy = build(false);
    expect(legacy.state.entrants.every((e) => e.people === undefined)).toBe(true);
    const rows = standings(legacy.state);
    expect(rows.map((r) => [r.entrant, r.vp])).toEqual([
      ['E1', 14],
      ['E3', 14],
      ['E2', 6],
      ['E4', 6],
    ]);
    expect(rows).toEqual(standings(build(true).state));
    expect(standings(unwrap(replay(legacy.events)))).toEqual(rows);
  });
});
