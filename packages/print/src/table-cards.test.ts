import { describe, expect, it } from 'vitest';
import { tableCardsPdf } from './table-cards.js';
import { bytesOf, pageCount, pdfText, renderPng, sampleEvent, blankPdf } from './test-support.js';

describe('table cards', () => {
  it("one page per table, its number on both halves of the fold, with the event's name", async () => {
    const pdf = bytesOf(await tableCardsPdf({ event: sampleEvent('burraco'), tables: [1, 2, 12] }));
    expect(pageCount(pdf)).toBe(3);
    const third = pdfText(pdf, 3);
    expect(third.match(/\b12\b/g)?.length).toBeGreaterThanOrEqual(2);
    expect(third).toContain('TAVOLO');
    expect(third).toContain('piegare qui');
    expect(third).toContain('Torneo di Primavera');
    expect(pdfText(pdf, 1)).not.toMatch(/\b12\b/);
    expect(renderPng(pdf, 3).length).toBeGreaterThan(2 * renderPng(await blankPdf()).length);
  });

  it('speaks English on request and refuses no tables or a table twice', async () => {
    const event = sampleEvent('scala40');
    expect(pdfText(bytesOf(await tableCardsPdf({ event, tables: [4] }, 'en')))).toContain('TABLE');
    expect(await tableCardsPdf({ event, tables: [] })).toMatchObject({
      ok: false,
      error: { code: 'no-tables' },
    });
    expect(await tableCardsPdf({ event, tables: [3, 3] })).toMatchObject({
      ok: false,
      error: { code: 'duplicate-table' },
    });
  });
});
