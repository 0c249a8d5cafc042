import { describe, expect, it } from 'vitest';
import type { RefereeReportsInput } from './input.js';
import { refereeReportsPdf } from './referee-report.js';
import { bytesOf, pageCount, pdfText, samplePlayer, sampleEvent } from './test-support.js';

const flat = (text: string) => text.replace(/\s+/g, ' ');

const input: RefereeReportsInput = {
  event: sampleEvent('burraco'),
  timeZone: 'Europe/Rome',
  reports: [
    {
      level: 'expulsion',
      round: 2,
      table: 7,
      player: "Niccolò D'Àmico",
      entrant: { entrant: 'E4', players: [samplePlayer(0), samplePlayer(1)] },
      breach: { kind: 'recorded', text: "Linguaggio ingiurioso verso l'arbitro al tavolo 7" },
      article: 'BUR-CH art. 50',
      at: '2025-06-14T14:35:00.000Z',
      by: 'Giulia Neri',
    },
    {
      level: 'warning',
      round: 3,
      entrant: { entrant: 'E9', players: [samplePlayer(2), samplePlayer(3)] },
      breach: { kind: 'late' },
      article: 'BUR-CH art. 48',
      at: '2025-06-14T16:02:00.000Z',
      by: 'Giulia Neri',
    },
  ],
};

describe("the referee's report", () => {
  it('BUR-CH art. 50: one page per sanction, "con obbligo di referto", with who, what, where and when', async () => {
    const pdf = bytesOf(await refereeReportsPdf(input));
    expect(pageCount(pdf)).toBe(2);
    const first = flat(pdfText(pdf, 1));
    for (const text of [
      'Torneo di Primavera',
      'Referto arbitrale · Burraco',
      'ESPULSIONE',
      'Espulsione ufficiale dalla sede di gara, con obbligo di referto',
      "Giocatore Niccolò D'Àmico",
      "n. E4 · D'Àmico Niccolò – Pietà Lucia",
      'Turno 2 · Tavolo 7',
      "Linguaggio ingiurioso verso l'arbitro al tavolo 7",
      'Articolo BUR-CH art. 50',
      'Esposizione dei fatti',
      "Firma dell'arbitro (Giulia Neri)",
      'Pagina 1 di 2',
    ])
      expect(first).toContain(text);
  });

  it("prints times as the room's clocks showed them, in the event's time zone, not UTC", async () => {
    const rome = flat(pdfText(bytesOf(await refereeReportsPdf(input)), 1));
    // 14:35 UTC is 16:35 in Rome in June (summer time).
    expect(rome).toContain(
      '14 giugno 2025 alle ore 16:35 (ora di Europe/Rome), arbitro Giulia Neri',
    );
    const london = flat(
      pdfText(bytesOf(await refereeReportsPdf({ ...input, timeZone: 'Europe/London' }, 'en')), 1),
    );
    expect(london).toContain('14 June 2025 at 15:35 (Europe/London time)');
  });

  it('BUR-CH art. 48: a late start names the whole entrant and no table', async () => {
    const second = flat(pdfText(bytesOf(await refereeReportsPdf(input)), 2));
    expect(second).toContain('AMMONIZIONE');
    expect(second).toContain("Giocatore l'iscritto nel suo insieme");
    expect(second).toContain('Turno 3 · a nessun tavolo');
    expect(second).toContain("Ritardo all'inizio del turno 3 (BUR-CH art. 48).");
  });

  it('BUR-CH art. 22, 50: a warning brought by two cautions cites them', async () => {
    const pdf = bytesOf(
      await refereeReportsPdf(
        {
          ...input,
          reports: [
            {
              ...(input.reports[0] as RefereeReportsInput['reports'][number]),
              level: 'warning',
              breach: {
                kind: 'cautions',
                cautions: [
                  { round: 1, breach: 'talking out of turn', at: '2025-06-14T13:10:00.000Z' },
                  { round: 2, breach: 'talking out of turn', at: '2025-06-14T14:35:00.000Z' },
                ],
              },
              article: 'BUR-CH art. 22, 50',
            },
          ],
        },
        'en',
      ),
    );
    const text = flat(pdfText(pdf));
    expect(text).toContain('WARNING');
    expect(text).toContain('Sum of 2 cautions (BUR-CH art. 22, 50):');
    expect(text).toContain('– round 1, 14 June 2025 at 15:10: talking out of turn');
    expect(text).toContain('– round 2, 14 June 2025 at 16:35: talking out of turn');
  });

  it('a long breach wraps within its field and never makes a second page', async () => {
    const long = 'Ha contestato ripetutamente la decisione, alzando la voce. '.repeat(20);
    const report = input.reports[0] as RefereeReportsInput['reports'][number];
    const pdf = bytesOf(
      await refereeReportsPdf({
        ...input,
        reports: [{ ...report, breach: { kind: 'recorded', text: long } }],
      }),
    );
    expect(pageCount(pdf)).toBe(1);
    expect(flat(pdfText(pdf))).toContain('Ha contestato ripetutamente la decisione');
  });

  it('refuses nothing to report, or a zone that is not one, with a code', async () => {
    expect(await refereeReportsPdf({ ...input, reports: [] })).toMatchObject({
      ok: false,
      error: { code: 'nothing-to-print' },
    });
    expect(await refereeReportsPdf({ ...input, timeZone: 'Europa/Roma' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-time-zone' },
    });
  });
});

describe('the rulings given at the tables, after the reports', () => {
  const ruling = (table: number, minute: number) => ({
    round: 2,
    table,
    entrant: { entrant: 'E4', players: [samplePlayer(0), samplePlayer(1)] },
    player: "Niccolò D'Àmico",
    article: 'BUR-CH art. 29 A2,1',
    ruling:
      'Carta eccedente legata in una sequenza: la carta è penalizzata e il gioco si interrompe',
    at: `2025-06-14T14:${String(minute).padStart(2, '0')}:00.000Z`,
    by: 'Giulia Neri',
  });

  it('lists each ruling with where, when, who, the article and the ruling, on a page after the sanctions', async () => {
    const pdf = bytesOf(await refereeReportsPdf({ ...input, rulings: [ruling(7, 20)] }));
    expect(pageCount(pdf)).toBe(3);
    const page = flat(pdfText(pdf, 3));
    for (const text of [
      'Decisioni arbitrali ai tavoli',
      'Turno 2 · Tavolo 7 · 14 giugno 2025 alle ore 16:20, arbitro Giulia Neri',
      "n. E4 · D'Àmico Niccolò – Pietà Lucia · giocatore: Niccolò D'Àmico",
      'BUR-CH art. 29 A2,1 — Carta eccedente legata in una sequenza',
    ])
      expect(page).toContain(text);
  });

  it('prints the rulings alone when no sanction needs a report, over as many pages as they need', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ruling(i + 1, i));
    const pdf = bytesOf(await refereeReportsPdf({ ...input, reports: [], rulings: many }));
    expect(pageCount(pdf)).toBeGreaterThan(1);
    const all = flat(
      Array.from({ length: pageCount(pdf) }, (_, i) => pdfText(pdf, i + 1)).join(' '),
    );
    for (let t = 1; t <= 30; t++) expect(all).toContain(`Tavolo ${t} ·`);
  });
});
