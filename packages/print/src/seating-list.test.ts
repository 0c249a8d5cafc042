import { beforeAll, describe, expect, it } from 'vitest';
import { seatingListPdf } from './seating-list.js';
import {
  burracoPairsRound,
  bytesOf,
  pageCount,
  pdfText,
  requirePoppler,
  scala40Round,
} from './test-support.js';

beforeAll(requirePoppler);

const round = {
  event: { name: 'Trofeo', date: '2025-06-14', game: 'burraco' as const },
  round: 2,
  tables: [
    {
      table: 1,
      seats: [
        {
          position: 'NS' as const,
          entrant: '1',
          players: [
            { surname: 'Zeta', givenName: 'Anna' },
            { surname: "D'Àmico", givenName: 'Niccolò' },
          ],
        },
        {
          position: 'EW' as const,
          entrant: '2',
          players: [
            { surname: 'Bruno', givenName: 'Ugo' },
            { surname: 'Pietà', givenName: 'Lia' },
          ],
        },
      ],
    },
  ],
  byes: [
    {
      entrant: '3',
      players: [
        { surname: 'Abate', givenName: 'Eva' },
        { surname: 'Neri', givenName: 'Ivo' },
      ],
    },
  ],
};

describe('seating lists', () => {
  it('BUR-CH art. 2-3: by table with the resting pair, then every player alphabetically', async () => {
    const pdf = bytesOf(await seatingListPdf(round));
    const byTable = pdfText(pdf, 1);
    expect(byTable).toMatch(/1\s+Linea N-S\s+1\s+Zeta Anna – D'Àmico Niccolò/);
    expect(byTable).toMatch(/Linea E-O\s+2\s+Bruno Ugo – Pietà Lia/);
    expect(byTable).toMatch(/Riposa\s+3\s+Abate Eva – Neri Ivo/);
    const alphabetical = pdfText(pdf, 2)
      .split('\n')
      .map((line) => /^\s*(\S+ \S+)\s+\d/.exec(line)?.[1])
      .filter((name) => name !== undefined);
    expect(alphabetical).toEqual([
      'Abate Eva',
      'Bruno Ugo',
      "D'Àmico Niccolò",
      'Neri Ivo',
      'Pietà Lia',
      'Zeta Anna',
    ]);
  });

  it('long lists flow over pages and repeat their headers', async () => {
    const pdf = bytesOf(await seatingListPdf(burracoPairsRound(100)));
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(4);
    for (let page = 1; page <= pages; page++)
      expect(pdfText(pdf, page)).toMatch(/Giocatori|Cognome e nome/);
    expect(pdfText(pdf)).toMatch(/100\s+Linea N-S\s+199/);
  });

  it('prints Scala 40 seats by compass point, in English on request', async () => {
    const text = pdfText(bytesOf(await seatingListPdf(scala40Round(2, true), 'en')));
    expect(text).toContain('North');
    expect(text).toContain('South');
    expect(text).toContain('Alphabetical');
  });
});
