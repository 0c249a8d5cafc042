import type { TournamentCommand } from '@tavolo/tournament';
import { describe, expect, it } from 'vitest';
import {
  burracoEvent,
  bytesOf,
  pageCount,
  pdfText,
  sanctionedEvent,
  tournamentAfter,
  wonAtTable,
} from './test-support.js';
import { tournamentPdf } from './tournament.js';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe("the referee's reports of an event", () => {
  it('BUR-CH art. 50: a report for each ammonizione and espulsione, none for a richiamo', async () => {
    const pdf = bytesOf(
      await tournamentPdf(tournamentAfter(sanctionedEvent(), 5), 'referee-reports', 0, 'it', ''),
    );
    expect(pageCount(pdf)).toBe(2);
    const warning = flat(pdfText(pdf, 1));
    expect(warning).toContain('AMMONIZIONE');
    expect(warning).toContain('Giocatore Anna Rossi');
    expect(warning).toContain('n. E1 · Rossi Anna – Verdi Bruno');
    expect(warning).toContain('Turno 1 · Tavolo 1');
    expect(warning).toContain('Somma di 2 richiami (BUR-CH art. 22, 50):');
    expect(warning).toContain('– turno 1, 21 novembre 2026 alle ore 16:30: gioco fuori turno');
    expect(warning).toContain('– turno 1, 21 novembre 2026 alle ore 16:35: gioco fuori turno');
    expect(warning).toContain(
      '21 novembre 2026 alle ore 16:35 (ora di Europe/Rome), arbitro arbitro',
    );
    const expulsion = flat(pdfText(pdf, 2));
    expect(expulsion).toContain('ESPULSIONE');
    expect(expulsion).toContain("linguaggio ingiurioso verso l'arbitro");
    expect(expulsion).toContain('Turno 1 · Tavolo 2');
    expect(expulsion).not.toContain('carte esposte');
  });

  it('BUR-CH art. 50: the richiami too when the director asks, each page saying its report is optional', async () => {
    const state = tournamentAfter(sanctionedEvent(), 5);
    const pdf = bytesOf(
      await tournamentPdf(state, 'referee-reports', 0, 'it', '', { cautions: true }),
    );
    // In the order given: two richiami, the ammonizione they bring, the espulsione, a richiamo.
    expect(pageCount(pdf)).toBe(5);
    const levels = [1, 2, 3, 4, 5].map((page) => flat(pdfText(pdf, page)));
    expect(levels.map((text) => /\b(RICHIAMO|AMMONIZIONE|ESPULSIONE)\b/.exec(text)?.[1])).toEqual([
      'RICHIAMO',
      'RICHIAMO',
      'AMMONIZIONE',
      'ESPULSIONE',
      'RICHIAMO',
    ]);
    const caution = levels[4] as string;
    expect(caution).toContain('Richiamo ufficiale, con referto facoltativo');
    expect(caution).toContain('Giocatore Dino Neri');
    expect(caution).toContain('carte esposte');
    expect(levels[2]).toContain('Ammonizione ufficiale, con obbligo di referto');
    const english = flat(
      pdfText(
        bytesOf(await tournamentPdf(state, 'referee-reports', 1, 'en', '', { cautions: true })),
        1,
      ),
    );
    expect(english).toContain('Official caution, a report optional');
  });

  it("prints the times in the event's own time zone", async () => {
    const state = tournamentAfter(sanctionedEvent('America/New_York'), 5);
    const text = flat(pdfText(bytesOf(await tournamentPdf(state, 'referee-reports', 1, 'en', ''))));
    expect(text).toContain('21 November 2026 at 10:40 (America/New_York time)');
  });

  it('a round without such sanctions has nothing to report, and says so by its code', async () => {
    const state = tournamentAfter(sanctionedEvent(), 5);
    expect(await tournamentPdf(state, 'referee-reports', 2, 'it', '')).toMatchObject({
      ok: false,
      error: { code: 'nothing-to-print' },
    });
  });
});

describe('the standings of an event', () => {
  it('mark the withdrawn and name the tie-break that ranked a row, in words', async () => {
    const played = [
      ...burracoEvent('danish'),
      wonAtTable(1, ['E1', 'E2']),
      wonAtTable(2, ['E3', 'E4']),
    ];
    const withdrawn: TournamentCommand = {
      type: 'withdraw',
      entrant: 'E4',
      during: false,
      reason: 'malore',
    };
    const text = flat(
      pdfText(
        bytesOf(
          await tournamentPdf(tournamentAfter([...played, withdrawn]), 'standings', 1, 'it', ''),
        ),
      ),
    );
    expect(text).toContain('Spareggio');
    // E1 and E3 won alike and never met: registration order ranks them.
    expect(text).toMatch(/2 E3 Gallo Elena – Conti Franco .* ordine d'iscrizione/);
    expect(text).toMatch(/4 E4 Costa Gina – Ricci Ugo \(ritirato\) .* ordine d'iscrizione/);
    const ordered = flat(
      pdfText(
        bytesOf(
          await tournamentPdf(
            tournamentAfter([...played, { type: 'tie-order', order: ['E3', 'E1'] }]),
            'standings',
            1,
            'en',
            '',
          ),
        ),
      ),
    );
    expect(ordered).toMatch(/2 E1 Rossi Anna – Verdi Bruno .* the organizer's choice/);
  });
});

describe('the cards of the tables', () => {
  it('BUR-CH art. 2: the guide cards of a Mitchell phase, one per table', async () => {
    const state = tournamentAfter(burracoEvent('mitchell'));
    const pdf = bytesOf(await tournamentPdf(state, 'guide-cards', 1, 'it', ''));
    expect(pageCount(pdf)).toBe(2);
    const first = flat(pdfText(pdf, 1));
    expect(first).toContain('Guida Mitchell · turni 1–3');
    expect(first).toContain('N-S: n. E1 · Rossi Anna – Verdi Bruno');
    expect(first).toMatch(/1 n\. E2 · Bianchi Carla – Neri Dino restano al tavolo 2/);
  });

  it('a Danish round has no guide; table cards come from the round as paired', async () => {
    const state = tournamentAfter(burracoEvent('danish'));
    expect(await tournamentPdf(state, 'guide-cards', 1, 'it', '')).toMatchObject({
      ok: false,
      error: { code: 'not-mitchell' },
    });
    const cards = bytesOf(await tournamentPdf(state, 'table-cards', 1, 'it', ''));
    expect(pageCount(cards)).toBe(2);
    expect(pdfText(cards, 2)).toMatch(/\b2\b/);
    expect(await tournamentPdf(state, 'table-cards', 2, 'it', '')).toMatchObject({
      ok: false,
      error: { code: 'not-paired' },
    });
  });
});
