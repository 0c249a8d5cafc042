import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from './apply-event.js';
import { decideCommand } from './command.js';
import type { ConfigInput } from './config.js';
import { register } from './direct.js';
import { importEntrants, planImport } from './import-entrants.js';
import { Log, at, unwrap } from './test-support.js';

const pairsEvent: ConfigInput = {
  name: 'Trofeo dei Circoli',
  game: 'burraco',
  kind: 'pairs',
  rounds: [{ movement: { kind: 'danish', variant: 'modified' }, hands: 3 }],
};

const scala40: ConfigInput = {
  name: 'Gara di Scala 40',
  game: 'scala40',
  kind: 'individual',
  rounds: [{ movement: { kind: 'standings-tables' }, hands: 3 }],
};

const PAIRS_FILE =
  'Coppia;Cognome;Nome;Tessera;Circolo;Regione\n' +
  '1;Rossi;Mario;T1;Roma Nord;Lazio\n' +
  '1;De Luca;Anna;T2;Roma Nord;Lazio\n' +
  '2;Bianchi;Luca;T3;Milano Est;Lombardia\n' +
  '2;Verdi;Sara;T4;Milano Est;Lombardia\n';

describe('importEntrants: a CSV file registered in one command', () => {
  it("registers a pair per value of the Coppia column, with the players' data, in one append", () => {
    const log = new Log(pairsEvent);
    const events = log.do((s) => importEntrants(s, { csv: PAIRS_FILE }, at(1)));
    expect(events.map((e) => e.type)).toEqual(['registered', 'registered']);
    expect(events.every((e) => e.at === at(1).at)).toBe(true);
    const [first, second] = log.state.entrants;
    expect(first).toMatchObject({ id: 'E1', players: ['Mario Rossi', 'Anna De Luca'] });
    expect(first?.people?.map((p) => [p.surname, p.membership, p.club])).toEqual([
      ['Rossi', 'T1', 'Roma Nord'],
      ['De Luca', 'T2', 'Roma Nord'],
    ]);
    expect(second).toMatchObject({ id: 'E2', players: ['Luca Bianchi', 'Sara Verdi'] });
  });

  it('the dry run lists the new entrants with the ids they would get, and records nothing', () => {
    const log = new Log(pairsEvent);
    const plan = planImport(log.state, { csv: PAIRS_FILE }, at(1));
    expect(plan.problems).toEqual([]);
    expect(plan.entrants.map((e) => [e.lines, e.entrant, e.players])).toEqual([
      [[2, 3], 'E1', ['Mario Rossi', 'Anna De Luca']],
      [[4, 5], 'E2', ['Luca Bianchi', 'Sara Verdi']],
    ]);
    expect(log.state.entrants).toEqual([]);
  });

  it('leaves out entrants already registered, so a file can be imported again', () => {
    const log = new Log(pairsEvent);
    log.do((s) => importEntrants(s, { csv: PAIRS_FILE }, at(1)));
    const grown = `${PAIRS_FILE}3;Neri;Ugo;T5;Napoli;Campania\n3;Gialli;Eva;T6;Napoli;Campania\n`;
    const plan = planImport(log.state, { csv: grown }, at(2));
    expect(plan.duplicates.map((d) => [d.lines, d.entrant])).toEqual([
      [[2, 3], 'E1'],
      [[4, 5], 'E2'],
    ]);
    expect(plan.entrants.map((e) => e.entrant)).toEqual(['E3']);
    log.do((s) => importEntrants(s, { csv: grown }, at(2)));
    expect(log.state.entrants.map((e) => e.id)).toEqual(['E1', 'E2', 'E3']);
    expect(log.refused((s) => importEntrants(s, { csv: grown }, at(3)))).toMatchObject({
      code: 'import-nothing-new',
      params: { duplicates: 3 },
    });
  });

  it('a duplicate is found by membership number even when the name is written otherwise', () => {
    const log = new Log(scala40);
    log.do((s) => importEntrants(s, { csv: 'Cognome,Nome,Tessera\nRossi,Mario,T1\n' }, at(1)));
    const plan = planImport(
      log.state,
      { csv: 'Cognome,Nome,Tessera\nRossi,Mario Giuseppe,T1\n' },
      at(2),
    );
    expect(plan.duplicates.map((d) => d.entrant)).toEqual(['E1']);
  });

  it('is all or nothing: one bad line refuses the file, and the refusal names every line', () => {
    const log = new Log(pairsEvent);
    const csv = `${PAIRS_FILE}3;Neri;;T5;Napoli;Campania\n;Gialli;Eva;T6;Napoli;Campania\n`;
    const error = log.refused((s) => importEntrants(s, { csv }, at(1)));
    expect(error).toMatchObject({ code: 'import-invalid', params: { count: 2, lines: '6, 7' } });
    expect(error).toMatchObject({
      problems: [
        { line: 6, code: 'import-missing-name' },
        { line: 7, code: 'import-missing-entrant', params: { line: 7, column: 'Coppia' } },
      ],
    });
    expect(log.state.entrants).toEqual([]);
  });

  it('goes through the checks of register: a pair of three is refused at its line', () => {
    const log = new Log(pairsEvent);
    const csv =
      'Coppia,Cognome,Nome\n1,Rossi,Mario\n1,De Luca,Anna\n1,Neri,Ugo\n2,Bianchi,Luca\n2,Rossi,Mario\n';
    expect(
      register(log.state, { players: ['Mario Rossi', 'Anna De Luca', 'Ugo Neri'] }, at(1)).ok,
    ).toBe(false);
    // The trio refused, Mario Rossi of pair 2 is new: the one problem is line 2's.
    expect(planImport(log.state, { csv }, at(1)).problems.map((p) => [p.line, p.code])).toEqual([
      [2, 'bad-entry'],
    ]);
  });

  it("a name like one registered is register's doubt: listed by line, recorded once confirmed", () => {
    const log = new Log(pairsEvent);
    const twice =
      'Coppia,Cognome,Nome\n1,Rossi,Mario\n1,De Luca,Anna\n2,Bianchi,Luca\n2,Rossi,Mario\n';
    const plan = planImport(log.state, { csv: twice }, at(1));
    expect(plan.problems).toEqual([]);
    expect(plan.doubts.map((d) => [d.line, d.code])).toEqual([[4, 'similar-name']]);
    expect(log.refused((s) => importEntrants(s, { csv: twice }, at(1)))).toMatchObject({
      code: 'confirm-required',
      params: { count: 1, lines: '4' },
    });
    expect(log.state.entrants).toEqual([]);
    const events = log.do((s) => importEntrants(s, { csv: twice, confirm: true }, at(1)));
    expect(events.map((e) => e.confirmed)).toEqual([undefined, ['similar-name']]);
  });

  it('a pairs event needs the Coppia column; an individual event reads one player a row', () => {
    const log = new Log(pairsEvent);
    expect(
      planImport(log.state, { csv: 'Cognome,Nome\nRossi,Mario\n' }, at(1)).problems,
    ).toMatchObject([{ line: 1, code: 'import-no-entrant-column', params: { column: 'Coppia' } }]);
    const individual = new Log(scala40);
    individual.do((s) =>
      importEntrants(s, { csv: 'Cognome,Nome,Coppia\nRossi,Mario,1\nBianchi,Luca,1\n' }, at(1)),
    );
    expect(individual.state.entrants.map((e) => e.players)).toEqual([
      ['Mario Rossi'],
      ['Luca Bianchi'],
    ]);
  });

  it('is a command like the others: decideCommand routes it, the stamp is checked', () => {
    const log = new Log(scala40);
    const events = unwrap(
      decideCommand(log.state, { type: 'import', csv: 'Cognome,Nome\nRossi,Mario\n' }, at(1)),
    );
    expect(events.map((e) => e.type)).toEqual(['registered']);
    expect(
      decideCommand(
        log.state,
        { type: 'import', csv: 'Cognome,Nome\nRossi,Mario\n' },
        { at: 'x', by: 'a' },
      ),
    ).toMatchObject({
      ok: false,
      error: { code: 'import-invalid', problems: [{ line: 2, code: 'bad-stamp' }] },
    });
  });

  it('property: importing a file registers the same entrants as registering each row in turn', () => {
    const name = fc.constantFrom(
      'Rossi',
      'Bianchi',
      'De Luca',
      'Verdi',
      'Neri',
      'Russo',
      'Esposito',
    );
    const first = fc.constantFrom('Mario', 'Anna', 'Luca', 'Sara', 'Ugo', 'Eva');
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(name, first), {
          minLength: 1,
          maxLength: 12,
          selector: ([s, f]) => `${f} ${s}`,
        }),
        (rows) => {
          const imported = new Log(scala40);
          const csv = `Cognome;Nome\n${rows.map(([s, f]) => `${s};${f}`).join('\n')}\n`;
          imported.do((s) => importEntrants(s, { csv }, at(1)));
          const typed = new Log(scala40);
          for (const [s, f] of rows)
            typed.do((st) => register(st, { players: [`${f} ${s}`] }, at(1)));
          const players = (log: Log) => log.state.entrants.map((e) => [e.id, e.players]);
          expect(players(imported)).toEqual(players(typed));
          expect(unwrap(replay(imported.events)).entrants).toHaveLength(rows.length);
        },
      ),
      { numRuns: 50 },
    );
  });
});
