import { describe, expect, it } from 'vitest';
import { seatingListPdf } from './seating-list.js';
import {
  blankPdf,
  burracoPairsRound,
  bytesOf,
  pageCount,
  pdfText,
  pngSize,
  renderPng,
  scala40Round,
} from './test-support.js';

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
    // 100 tables of 2 lines on 5 pages, then 400 players alphabetically on 10.
    expect(pages).toBe(15);
    for (let page = 1; page <= pages; page++) {
      const text = pdfText(pdf, page);
      expect(text).toMatch(/Giocatori|Cognome e nome/);
      expect(text).toContain(`Pagina ${page} di 15`);
      if (page !== 1 && page !== 6) expect(text).toContain('(segue)');
    }
    expect(pdfText(pdf, 6)).toMatch(/In ordine alfabetico\n/);
    expect(pdfText(pdf)).toMatch(/100\s+Linea N-S\s+199/);
  });

  it('never splits a table across two pages', async () => {
    const pdf = bytesOf(await seatingListPdf(burracoPairsRound(100)));
    for (let page = 1; page <= 5; page++) {
      const lines = pdfText(pdf, page).split('\n');
      lines.forEach((line, index) => {
        if (/^\s*\d+\s+Linea N-S/.test(line)) expect(lines[index + 1]).toMatch(/Linea E-O/);
      });
      expect(lines.filter((line) => /Linea E-O/.test(line)).length).toBeGreaterThan(0);
    }
  });

  it('renders to a page of ink, not a blank one', async () => {
    const png = renderPng(bytesOf(await seatingListPdf(burracoPairsRound(20))));
    expect(pngSize(png)).toEqual({ width: 497, height: 702 });
    expect(png.length).toBeGreaterThan(2 * renderPng(await blankPdf()).length);
  });

  it('prints Scala 40 seats by compass point, in English on request', async () => {
    const text = pdfText(bytesOf(await seatingListPdf(scala40Round(2, true), 'en')));
    expect(text).toContain('North');
    expect(text).toContain('South');
    expect(text).toContain('Alphabetical');
  });
});
