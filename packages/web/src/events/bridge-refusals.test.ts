/**
 * A bridge pairs event's refusals as the console shows them (use-bridge-command.ts): the role
 * refusals of the server's route and the rules' own, in Italian first, with their Law, and the
 * period's end on the room's clock.
 */
import { describe, expect, it } from 'vitest';
import { refusalText } from '../errors.js';
import { translator } from '../test-translator.js';

describe("a bridge pairs event's refusals in words", () => {
  it('LAW 79A1: a player away from the table is told so, in Italian and English', async () => {
    const error = {
      code: 'not-at-this-table',
      message: 'only the players seated at that table in that round, or the directors, may',
      article: 'LAW 79A1',
    };
    expect(refusalText(await translator('it'), error, 'bridge')).toBe(
      "solo i giocatori seduti a quel tavolo in quel turno, o l'arbitro, possono farlo (LAW 79A1)",
    );
    expect(refusalText(await translator('en'), error, 'bridge')).toBe(
      'only the players seated at that table in that round, or the director, may do this (LAW 79A1)',
    );
  });

  it("LAW 79C: a correction after the period quotes its end on the room's clock", async () => {
    const error = {
      code: 'bridge-correction-period-over',
      message: 'the correction period closed at 2026-12-20T17:30:00.000Z',
      article: 'LAW 79C',
      params: { deadline: '2026-12-20T17:30:00.000Z', round: 1, table: 2, board: 3 },
    };
    expect(refusalText(await translator('it'), error, 'bridge')).toBe(
      'il periodo di correzione si è chiuso alle 20/12/2026, 18:30 (LAW 79C)',
    );
  });

  it('LAW 79A1: publishing with results missing counts them, singular and plural', async () => {
    const t = await translator('it');
    const missing = (count: number) =>
      refusalText(
        t,
        {
          code: 'bridge-results-missing',
          message: 'results are missing',
          article: 'LAW 79A1',
          params: { count, round: 1, table: 2, board: 3 },
        },
        'bridge',
      );
    expect(missing(1)).toMatch(/^manca o non è confermato 1 risultato, il primo il board 3/);
    expect(missing(4)).toMatch(/^mancano o non sono confermati 4 risultati/);
  });
});
