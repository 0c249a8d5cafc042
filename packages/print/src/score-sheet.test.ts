import { describe, expect, it } from 'vitest';
import type { Seat } from './input.js';
import { scoreSheetsPdf } from './score-sheet.js';
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

describe('score sheets', () => {
  it('BUR-CH art. 20: one page per table, names, numbers, hand rows and a box for each line', async () => {
    const pdf = bytesOf(await scoreSheetsPdf(burracoPairsRound(3)));
    expect(pageCount(pdf)).toBe(3);
    const page = pdfText(pdf, 2);
    for (const text of [
      'Torneo di Primavera',
      'Turno 3',
      'Linea N-S',
      'Linea E-O',
      'Onori',
      'Totale',
      'Firme',
    ])
      expect(page).toContain(text);
    // Table 2 holds pairs 3 (N-S) and 4 (E-W): players 5 to 8 of the samples.
    expect(page).toMatch(/TAVOLO[\s\S]*?^\s+2\s*$/m);
    expect(page).toContain('n. 3');
    expect(page).toContain('n. 4');
    for (const row of ['1', '2', '3', '4'])
      expect(page).toMatch(new RegExp(`^\\s*${row}\\s*$`, 'm'));
    expect(pdfText(pdf, 1)).toContain("D'Àmico");
  });

  it('S40-CdG art. 23: a Scala 40 sheet has a column per player and a table of three has three', async () => {
    const pdf = bytesOf(await scoreSheetsPdf(scala40Round(2, true), 'en'));
    expect(pageCount(pdf)).toBe(2);
    const three = pdfText(pdf, 2);
    expect(three).toContain('Trofeo Città di Forlì');
    expect(three).toContain('Round 2');
    expect(three).toMatch(/TABLE[\s\S]*?^\s+2\s*$/m);
    expect(pdfText(pdf, 1).match(/no\. \d+/g)).toHaveLength(4);
    expect(three.match(/no\. \d+/g)).toHaveLength(3);
  });

  it('renders to a page of ink, not a blank one', async () => {
    const pdf = bytesOf(await scoreSheetsPdf(burracoPairsRound(1)));
    const png = renderPng(pdf);
    // A4 at 60 dpi.
    expect(pngSize(png)).toEqual({ width: 497, height: 702 });
    expect(png.length).toBeGreaterThan(2 * renderPng(await blankPdf()).length);
  });

  it('seats Burraco individual players by line, in English on request, accents kept or eased', async () => {
    const round = burracoPairsRound(1);
    const single = (
      position: Seat['position'],
      entrant: string,
      surname: string,
      givenName: string,
    ): Seat => ({
      position,
      entrant,
      players: [{ surname, givenName }],
    });
    const pdf = bytesOf(
      await scoreSheetsPdf(
        {
          ...round,
          tables: [
            {
              table: 7,
              seats: [
                single('W', '14', 'Ștefănescu', 'Łukasz'),
                single('S', '9', 'Verdi', 'Anna'),
                single('E', '11', 'Pietà', 'Maria'),
                single('N', '3', "D'Àmico", 'Niccolò'),
              ],
            },
          ],
        },
        'en',
      ),
    );
    const text = pdfText(pdf);
    expect(text).toMatch(/N-S line\s+E-W line/);
    expect(text).toMatch(/N · no\. 3 · D'Àmico Niccolò\s+E · no\. 11 · Pietà Maria/);
    expect(text).toMatch(/S · no\. 9 · Verdi Anna\s+W · no\. 14 · Stefanescu Lukasz/);
    for (const heading of ['Score sheet', 'Bonus/Burraco', 'Card points', 'Total (MP)', 'Notes'])
      expect(text).toContain(heading);
    expect(text).toContain(
      'At least one player of each line signs the score sheet (BUR-CH art. 20).',
    );
  });

  it('prints a 100-table round as 100 pages', async () => {
    const pdf = bytesOf(await scoreSheetsPdf(burracoPairsRound(100)));
    expect(pageCount(pdf)).toBe(100);
    expect(pdfText(pdf, 100)).toMatch(/TAVOLO[\s\S]*?^\s+100\s*$/m);
  });

  it('refuses input it cannot print, with a code', async () => {
    const round = burracoPairsRound(2);
    expect(await scoreSheetsPdf({ ...round, hands: 0 })).toMatchObject({
      ok: false,
      error: { code: 'invalid-hands' },
    });
    expect(await scoreSheetsPdf({ ...round, tables: [] })).toMatchObject({
      ok: false,
      error: { code: 'no-tables' },
    });
    expect(
      await scoreSheetsPdf({
        ...round,
        tables: [round.tables[0], round.tables[0]] as typeof round.tables,
      }),
    ).toMatchObject({ ok: false, error: { code: 'duplicate-table' } });
    expect(
      await scoreSheetsPdf({ ...round, event: { ...round.event, date: '14/06/2025' } }),
    ).toMatchObject({
      ok: false,
      error: { code: 'invalid-date' },
    });
  });
});
