import { describe, expect, it } from 'vitest';
import type { ConfigInput } from './config.js';
import { makeConfig } from './config.js';
import { enterResult, pair, sanction } from './direct.js';
import { importEntrants } from './import-entrants.js';
import { personField, prizeAwards } from './prizes.js';
import { standings } from './standings.js';
import { Log, at, eventWith } from './test-support.js';

/**
 * Eight Scala 40 players at two tables; the sheet of each table makes the standings
 * E1 > E2 > E3 > E4 (table 1) and E5 > E6 > E7 > E8 (table 2), E1 and E5 level on VP.
 */
const FILE =
  'Cognome;Nome;Tessera;Circolo;Regione;Categoria;Sesso\n' +
  'Rossi;Mario;T1;Roma Nord;Lazio;Over 65;M\n' +
  'Bianchi;Anna;T2;Roma Nord;Lazio;;F\n' +
  'Verdi;Luca;T3;Milano;Lombardia;Over 65;M\n' +
  'Neri;Sara;T4;Milano;Lombardia;;F\n' +
  'Russo;Ugo;T5;Napoli;Campania;Over 65;M\n' +
  'Gallo;Eva;T6;Napoli;Campania;;f\n' +
  'Conti;Ivo;T7;Roma Sud;LAZIO;Over 65;M\n' +
  'Costa;Lia;T8;Roma Sud;Lazio;;F\n';

const played = (config: Partial<ConfigInput>) => {
  const log = new Log({
    name: 'Gara',
    game: 'scala40',
    kind: 'individual',
    rounds: [{ movement: { kind: 'standings-tables' }, hands: 3 }],
    ...config,
  });
  log.do((s) => importEntrants(s, { csv: FILE }, at(1)));
  log.do((s) => pair(s, {}, at(5)));
  for (const table of log.state.rounds[0]?.pairing.tables ?? [])
    log.do((s) =>
      enterResult(
        s,
        {
          round: 1,
          table: table.table,
          hands: [
            [0, 20, 40, 60],
            [0, 20, 40, 60],
            [0, 20, 40, 60],
          ],
          signedBy: [...table.seats],
        },
        at(60),
      ),
    );
  return log;
};

const given = (log: Log) =>
  prizeAwards(log.state).map((a) => [a.prize, a.row.entrant, a.group?.value ?? null]);

describe('prizeAwards: overall prizes, then group prizes, one prize each', () => {
  it('gives the overall prizes to the top of the final standings, in order', () => {
    const log = played({ prizes: ['Coppa', 'Targa', 'Medaglia'] });
    const top = standings(log.state)
      .slice(0, 3)
      .map((r) => r.entrant);
    expect(given(log)).toEqual([
      ['Coppa', top[0], null],
      ['Targa', top[1], null],
      ['Medaglia', top[2], null],
    ]);
  });

  it('a winner of an overall prize keeps it; the next of the group gets the group prize', () => {
    const log = played({
      prizes: ['Coppa'],
      prizeGroups: [
        { field: 'category', value: 'Over 65', prizes: ['Primo Over 65', 'Secondo Over 65'] },
      ],
    });
    const rows = standings(log.state);
    const over65 = rows.filter((r) => ['E1', 'E3', 'E5', 'E7'].includes(r.entrant));
    const winner = rows[0]?.entrant;
    expect(['E1', 'E5']).toContain(winner);
    const rest = over65.filter((r) => r.entrant !== winner).map((r) => r.entrant);
    expect(given(log)).toEqual([
      ['Coppa', winner, null],
      ['Primo Over 65', rest[0], 'Over 65'],
      ['Secondo Over 65', rest[1], 'Over 65'],
    ]);
  });

  it('groups go by any column of the import, without regard to case; listed first ranks first', () => {
    const log = played({
      prizeGroups: [
        { field: 'Sesso', value: 'F', prizes: ['Prima donna'] },
        { field: 'region', value: 'lazio', prizes: ['Primo del Lazio'] },
      ],
    });
    const rows = standings(log.state);
    const women = rows.filter((r) => ['E2', 'E4', 'E6', 'E8'].includes(r.entrant));
    const lazio = rows.filter(
      (r) => ['E1', 'E2', 'E7', 'E8'].includes(r.entrant) && r.entrant !== women[0]?.entrant,
    );
    expect(given(log)).toEqual([
      ['Prima donna', women[0]?.entrant, 'F'],
      ['Primo del Lazio', lazio[0]?.entrant, 'lazio'],
    ]);
  });

  it('an expelled entrant gets no prize (BUR-CH art. 50); a group with nobody left gives none', () => {
    const log = played({
      prizes: ['Coppa'],
      prizeGroups: [{ field: 'club', value: 'Torino', prizes: ['Primo di Torino'] }],
    });
    const first = standings(log.state)[0];
    log.do((s) =>
      sanction(
        s,
        {
          entrant: first?.entrant ?? '',
          player: first?.players[0] ?? '',
          level: 'expulsion',
          breach: 'condotta violenta',
        },
        at(61),
      ),
    );
    const awards = prizeAwards(log.state);
    expect(awards.map((a) => a.row.entrant)).toEqual([standings(log.state)[1]?.entrant]);
  });

  it('old settings (prizes as a list of names) and players without data still work', () => {
    const log = eventWith(
      {
        name: 'Vecchio',
        game: 'burraco',
        kind: 'pairs',
        rounds: [{ movement: { kind: 'danish', variant: 'modified' }, hands: 3 }],
        prizes: ['Coppa'],
        prizeGroups: [{ field: 'club', value: 'Roma', prizes: ['Primo di Roma'] }],
      },
      4,
    );
    expect(prizeAwards(log.state).map((a) => a.prize)).toEqual(['Coppa']);
  });

  it("personField reads a person's own fields, then the import's columns by folded header", () => {
    const person = {
      surname: 'Rossi',
      firstName: 'Mario',
      club: 'Roma',
      extra: { 'Fascia età': '65+' },
    };
    expect(personField(person, 'club')).toBe('Roma');
    expect(personField(person, 'fascia eta')).toBe('65+');
    expect(personField(person, 'region')).toBeUndefined();
  });

  it('makeConfig checks prize groups and keeps configs without them as they were', () => {
    const base = {
      name: 'E',
      game: 'burraco',
      kind: 'pairs',
      rounds: [{ movement: { kind: 'danish', variant: 'pure' }, hands: 3 }],
    } as const;
    const plain = makeConfig({ ...base, prizes: ['Coppa'] });
    expect(plain.ok && 'prizeGroups' in plain.value).toBe(false);
    expect(
      makeConfig({ ...base, prizeGroups: [{ field: 'club', value: '', prizes: ['x'] }] }),
    ).toMatchObject({
      ok: false,
      error: { code: 'bad-config' },
    });
    expect(
      makeConfig({ ...base, prizeGroups: [{ field: 'club', value: 'Roma', prizes: [] }] }),
    ).toMatchObject({
      ok: false,
    });
    expect(makeConfig({ ...base, separate: 'town' as 'club' })).toMatchObject({ ok: false });
  });
});
