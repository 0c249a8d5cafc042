import { describe, expect, it } from 'vitest';
import { standingsPdf } from './standings.js';
import {
  blankPdf,
  bytesOf,
  pageCount,
  pdfText,
  pngSize,
  renderPng,
  sampleStandings,
} from './test-support.js';

describe('standings', () => {
  it('state provisional or final, the round, the tie-breaks and the figures', async () => {
    const text = pdfText(bytesOf(await standingsPdf(sampleStandings(3))));
    expect(text).toContain('Classifica provvisoria dopo il turno 3 di 6');
    expect(text).toContain('A parità di VP: più MP, poi scontro diretto.');
    expect(text).toMatch(/1\s+1\s+D'Àmico Niccolò – Pietà Lucia\s+60\s+3\.200/);
  });

  it('Scala 40 breaks ties on fewer MP; a final list carries the prizes', async () => {
    const base = sampleStandings(2);
    const text = pdfText(
      bytesOf(
        await standingsPdf({
          ...base,
          event: { ...base.event, game: 'scala40' },
          status: 'final',
          afterRound: 6,
          tieBreaks: ['mp', 'organizer'],
          prizes: [
            {
              description: '1° classificato: coppa',
              entrant: '1',
              players: base.rows[0]?.players ?? [],
            },
          ],
        }),
      ),
    );
    expect(text).toContain('Classifica finale dopo il turno 6');
    expect(text).toContain("A parità di VP: meno MP, poi scelta dell'organizzatore.");
    expect(text).toContain('Premi');
    expect(text).toContain('1° classificato: coppa');
  });

  it('200 rows flow over pages with the header on each', async () => {
    const pdf = bytesOf(await standingsPdf(sampleStandings(200)));
    const pages = pageCount(pdf);
    expect(pages).toBe(5);
    for (let page = 1; page <= pages; page++) {
      const text = pdfText(pdf, page);
      expect(text).toMatch(/Pos\.\s+N\.\s+Giocatori\s+VP\s+MP\s+Penalità/);
      expect(text).toContain(`Pagina ${page} di 5`);
      if (page > 1) expect(text).toContain('Classifica provvisoria (segue)');
    }
    expect(pdfText(pdf, pages)).toMatch(/200\s+200\s/);
    // Every tenth pair carries a penalty, in its own column.
    expect(pdfText(pdf, 1)).toMatch(/10\s+10\s+.+\s+56\s+3\.047\s+-1\n/);
  });

  it('adds the extra columns asked for, in English on request', async () => {
    const base = sampleStandings(2);
    const text = pdfText(
      bytesOf(
        await standingsPdf(
          {
            ...base,
            extraColumns: ['penalties', 'opponents-vp', 'rounds-played'],
            tieBreaks: ['mp', 'opponents-vp', 'draw'],
            rows: base.rows.map((row) => ({
              ...row,
              vp: row.vp + 0.5,
              extra: { 'opponents-vp': 123, 'rounds-played': 3 },
            })),
          },
          'en',
        ),
      ),
    );
    expect(text).toContain('Provisional standings after round 3 of 6');
    expect(text).toMatch(/Rank\s+No\.\s+Players\s+VP\s+MP\s+Penalties\s+Opp\. VP\s+Rounds/);
    expect(text).toMatch(/1\s+1\s+D'Àmico Niccolò – Pietà Lucia\s+60\.5\s+3,200\s+123\s+3/);
    expect(text).toContain(
      "Ties in VP are broken by more MP, then opponents' total VP, then drawing lots.",
    );
  });

  it('renders to a page of ink, not a blank one', async () => {
    const png = renderPng(bytesOf(await standingsPdf(sampleStandings(30))));
    expect(pngSize(png)).toEqual({ width: 497, height: 702 });
    expect(png.length).toBeGreaterThan(2 * renderPng(await blankPdf()).length);
  });

  it('refuses a round outside the event', async () => {
    expect(await standingsPdf({ ...sampleStandings(2), afterRound: 7 })).toMatchObject({
      ok: false,
      error: { code: 'invalid-round' },
    });
  });
});
