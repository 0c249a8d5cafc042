import { describe, expect, it } from 'vitest';
import { guideCardsPdf } from './guide-cards.js';
import type { GuideCardsInput } from './input.js';
import { bytesOf, pageCount, pdfText, samplePlayer, sampleEvent } from './test-support.js';

const flat = (text: string) => text.replace(/\s+/g, ' ');

const pairOf = (n: number) => ({
  entrant: `E${n}`,
  players: [samplePlayer(2 * n - 2), samplePlayer(2 * n - 1)],
});

/** Three tables and a phantom (7 pairs), two rounds, E/W one table up. */
const input: GuideCardsInput = {
  event: sampleEvent('burraco'),
  first: 1,
  last: 2,
  step: 1,
  tables: [
    {
      table: 1,
      northSouth: pairOf(1),
      rounds: [
        { round: 1, eastWest: pairOf(2), next: 2 },
        { round: 2, eastWest: pairOf(7), next: null },
      ],
    },
    {
      table: 3,
      northSouth: pairOf(5),
      rounds: [
        { round: 1, eastWest: pairOf(6), next: 'rest' },
        { round: 2, eastWest: pairOf(4), next: null },
      ],
    },
    {
      table: 4,
      rounds: [
        { round: 1, eastWest: pairOf(7), next: 1 },
        { round: 2, eastWest: pairOf(6), next: null },
      ],
    },
  ],
};

describe('Mitchell guide cards', () => {
  it('BUR-CH art. 2: a card per table, N/S staying, E/W and where they go next', async () => {
    const pdf = bytesOf(await guideCardsPdf(input));
    expect(pageCount(pdf)).toBe(3);
    const first = flat(pdfText(pdf, 1));
    expect(first).toContain('Guida Mitchell · turni 1–2');
    expect(first).toContain(
      "N-S: n. E1 · D'Àmico Niccolò – Pietà Lucia, a questo tavolo per tutta la fase.",
    );
    expect(first).toMatch(/1 n\. E2 · Rossi Mario – Bianchi Anna restano al tavolo 2/);
    expect(first).toMatch(/2 n\. E7 · .* fine della fase fine della fase/);
    expect(first).toContain('le coppie E-O avanzano di un tavolo,');
    const two = flat(pdfText(bytesOf(await guideCardsPdf({ ...input, step: 2 })), 1));
    expect(two).toContain('le coppie E-O avanzano di 2 tavoli,');
  });

  it('BUR-CH art. 3: the pair moving to the phantom table rests, and that card says so', async () => {
    const pdf = bytesOf(await guideCardsPdf(input, 'en'));
    expect(flat(pdfText(pdf, 2))).toMatch(/1 no\. E6 · .* stay rest/);
    const phantom = flat(pdfText(pdf, 3));
    expect(phantom).toContain('Resting table: no N-S pair');
    expect(phantom).toMatch(/1 no\. E7 · .* \(rests\) – to table 1/);
  });

  it('refuses a phase of no tables or rounds out of order', async () => {
    expect(await guideCardsPdf({ ...input, tables: [] })).toMatchObject({
      ok: false,
      error: { code: 'no-tables' },
    });
    expect(await guideCardsPdf({ ...input, first: 3 })).toMatchObject({
      ok: false,
      error: { code: 'invalid-round' },
    });
  });
});
