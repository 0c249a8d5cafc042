import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_CHARS, detectDelimiter, parseEntrantsCsv } from './import-csv.js';

const codes = (text: string) => parseEntrantsCsv(text).problems.map((p) => [p.line, p.code]);

describe('parseEntrantsCsv: a list exported from a spreadsheet', () => {
  it('reads an Italian file: BOM, semicolons, quoted cells, headers in any case', () => {
    const parsed = parseEntrantsCsv(
      '\uFEFFCOGNOME;Nome;N. Tessera;Circolo;Regione;Categoria;Telefono\r\n' +
        'De Luca;Anna;FI-001;"Circolo ""La Briscola""";Lazio;Femminile;333 1234\r\n' +
        'Rossi;"Mario; detto Mariolino";FI-002;Roma Centro;Lazio;;\r\n',
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.delimiter).toBe(';');
    expect(parsed.grouped).toBe(false);
    expect(parsed.rows).toEqual([
      {
        line: 2,
        person: {
          surname: 'De Luca',
          firstName: 'Anna',
          membership: 'FI-001',
          club: 'Circolo "La Briscola"',
          region: 'Lazio',
          category: 'Femminile',
          extra: { Telefono: '333 1234' },
        },
      },
      {
        line: 3,
        person: {
          surname: 'Rossi',
          firstName: 'Mario; detto Mariolino',
          membership: 'FI-002',
          club: 'Roma Centro',
          region: 'Lazio',
        },
      },
    ]);
  });

  it('reads an English comma-separated file with a pair column and trims the cells', () => {
    const parsed = parseEntrantsCsv(
      'Surname,First name,Membership,Club,Pair\n  Bianchi , Luca ,M1,Nord,1\nVerdi,Sara,M2,Nord,1\n',
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.delimiter).toBe(',');
    expect(parsed.grouped).toBe(true);
    expect(
      parsed.rows.map((r) => [r.line, r.person.surname, r.person.firstName, r.entrant]),
    ).toEqual([
      [2, 'Bianchi', 'Luca', '1'],
      [3, 'Verdi', 'Sara', '1'],
    ]);
  });

  it('numbers lines as an editor does: blank lines count, a quoted line break too', () => {
    const parsed = parseEntrantsCsv(
      'Cognome;Nome;Note\n\nRossi;Mario;"prima riga\nseconda riga"\nBianchi;Luca;\n',
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows.map((r) => [r.person.surname, r.line])).toEqual([
      ['Rossi', 3],
      ['Bianchi', 5],
    ]);
    expect(parsed.rows[0]?.person.extra).toEqual({ Note: 'prima riga\nseconda riga' });
  });

  it('finds the separator of the header line, outside quotes', () => {
    expect(detectDelimiter('Cognome;Nome;"Circolo, sede"\nx,y,z,w')).toBe(';');
    expect(detectDelimiter('Cognome,Nome,"a;b;c"')).toBe(',');
    expect(detectDelimiter('Cognome\tNome\tCircolo')).toBe('\t');
    expect(detectDelimiter('Cognome')).toBe(',');
  });

  it('names the line of each row it cannot read, and reads the others', () => {
    const parsed = parseEntrantsCsv(
      'Cognome;Nome\nRossi;Mario\n;Luca\nVerdi;Sara;extra\nNeri;Ugo;;\n',
    );
    expect(parsed.problems.map((p) => [p.line, p.code, p.params])).toEqual([
      [3, 'import-missing-name', { line: 3 }],
      [4, 'import-extra-cells', { line: 4, cells: 3, columns: 2 }],
    ]);
    expect(parsed.rows.map((r) => r.person.surname)).toEqual(['Rossi', 'Neri']);
  });

  it('refuses a file without surname and first name columns at line 1', () => {
    expect(codes('Giocatore;Circolo\nMario Rossi;Roma\n')).toEqual([
      [1, 'import-missing-column'],
      [1, 'import-missing-column'],
    ]);
    expect(parseEntrantsCsv('Cognome,Nome,Surname\n').problems[0]).toMatchObject({
      line: 1,
      code: 'import-column-twice',
      params: { column: 'Surname' },
    });
  });

  it('refuses an empty file, a header alone, an unclosed quote and a file too large', () => {
    expect(codes('')).toEqual([[1, 'import-empty']]);
    expect(codes('\uFEFF \n')).toEqual([[1, 'import-empty']]);
    expect(codes('Cognome;Nome\n')).toEqual([[1, 'import-empty']]);
    const unclosed = parseEntrantsCsv('Cognome;Nome\nRossi;Mario\nBianchi;"Luca\n');
    expect(unclosed.problems.map((p) => p.code)).toEqual(['import-unreadable']);
    expect(unclosed.problems[0]?.line).toBeGreaterThanOrEqual(3);
    expect(codes('x'.repeat(MAX_IMPORT_CHARS + 1))).toEqual([[1, 'import-too-large']]);
  });
});
