import { beforeAll, describe, expect, it } from 'vitest';
import { standingsPdf } from './standings.js';
import { bytesOf, pageCount, pdfText, requirePoppler, sampleStandings } from './test-support.js';

beforeAll(requirePoppler);

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
    expect(pages).toBeGreaterThan(3);
    for (let page = 1; page <= pages; page++) expect(pdfText(pdf, page)).toContain('Pos.');
    expect(pdfText(pdf, pages)).toMatch(/200\s+200\s/);
  });
});
