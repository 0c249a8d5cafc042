import { describe, expect, it } from 'vitest';
import { refusalText } from '../errors.js';
import { translator } from '../test-translator.js';
import { explanationText, explanationWarns } from './explanation.js';

describe('numbers and their nouns agree', () => {
  it('BUR-CH art. 2: a Mitchell that moves E/W one table says "1 tavolo", two say "2 tavoli"', async () => {
    const it = await translator('it');
    const mitchell = (step: number) => ({
      code: 'mitchell',
      params: { step, roundInPhase: 2, phaseRounds: 3 },
    });
    expect(explanationText(it, mitchell(1))).toBe(
      'Mitchell: E/O avanzano di 1 tavolo, turno 2 di 3',
    );
    expect(explanationText(it, mitchell(2))).toBe(
      'Mitchell: E/O avanzano di 2 tavoli, turno 2 di 3',
    );
    const en = await translator('en');
    expect(explanationText(en, mitchell(1))).toBe('Mitchell: E/W move 1 table, round 2 of 3');
  });

  it('S40-CdG art. 2: one table of three, one entrant, one round, in the singular', async () => {
    const it = await translator('it');
    expect(explanationText(it, { code: 'tables-of-three', params: { tables: 1, first: 5 } })).toBe(
      '1 tavolo da tre dal tavolo 5',
    );
    expect(
      explanationText(it, { code: 'seating', params: { entrants: 1, tables: 1, method: 'draw' } }),
    ).toMatch(/^primo turno: 1 iscritto, 1 tavolo \(/);
    expect(explanationText(it, { code: 'group-complete', params: { group: 1, rounds: 1 } })).toBe(
      'il girone 1 è completo (1 turno)',
    );
  });

  it('BUR-CH art. 48: a refusal of a repeated late arrival of one minute, in the singular', async () => {
    const error = {
      code: 'already-late',
      message: 'x',
      article: 'BUR-CH art. 48',
      params: {
        entrant: 'E1',
        round: 1,
        minutes: 1,
        count: 1,
        seq: 5,
        at: '2026-11-21T13:06:00.000Z',
        timeZone: 'Europe/Rome',
      },
    };
    expect(refusalText(await translator('it'), error)).toBe(
      "E1 risulta già in ritardo di 1 minuto nel turno 1 (evento n. 5, 21/11/2026, 14:06): il ritardo si addebita una volta sola; per cambiarlo annulla quell'evento (BUR-CH art. 48)",
    );
    expect(
      refusalText(await translator('en'), {
        ...error,
        params: { ...error.params, minutes: 3, count: 3 },
      }),
    ).toContain('already recorded 3 minutes late in round 1 (event 5, 21/11/2026, 14:06)');
  });
});

describe('club separation in a round robin, a knockout and the director’s own list', () => {
  it('Tavolo: each move and each clubmate meeting reads whole, in Italian or in English', async () => {
    const it = await translator('it');
    const en = await translator('en');
    const seed = {
      code: 'separated-seed',
      params: {
        entrant: 'E8',
        from: 8,
        to: 7,
        with: 'E7',
        first: 'E1',
        second: 'E8',
        by: 'club',
        stage: 1,
      },
    };
    expect(explanationText(it, seed)).toBe(
      'E8 prende la testa di serie 7 al posto di E7, nella stessa fascia: E1 e E8, circolo in comune, non si incontrano nella fase 1',
    );
    expect(explanationText(en, seed)).toBe(
      'E8 takes seed 7 in place of E7, in the same band: E1 and E8 share a club and do not meet in stage 1',
    );
    const kept = {
      code: 'separation-kept',
      params: { first: 'E1', second: 'E2', by: 'region', round: 1, table: 3 },
    };
    expect(explanationText(it, kept)).toBe(
      "attenzione: E1 e E2, regione in comune, si incontrano al turno 1, tavolo 3; l'elenco dell'arbitro resta com'è",
    );
    expect(explanationText(en, kept)).toBe(
      "warning: E1 and E2 share a region and meet in round 1, table 3; the director's list is kept as given",
    );
    // The console marks it as a warning; a move made by the separation is not one.
    expect(explanationWarns(kept)).toBe(true);
    expect(explanationWarns(seed)).toBe(false);
    const group = {
      code: 'separated-group',
      params: { entrant: 'E4', from: 1, to: 2, with: 'E5', mate: 'E1', by: 'club' },
    };
    expect(explanationText(it, group)).toBe(
      'E4 passa dal girone 1 al 2 al posto di E5: E4 e E1, circolo in comune',
    );
    for (const code of ['renumbered', 'clubmates-meet']) {
      const e = {
        code,
        params: {
          entrant: 'E3',
          group: 1,
          from: 5,
          to: 2,
          first: 'E2',
          second: 'E3',
          by: 'club',
          round: 1,
          table: 2,
        },
      };
      expect(explanationText(it, e)).not.toMatch(/[{}]|club\b/);
      expect(explanationText(en, e)).not.toMatch(/[{}]/);
    }
  });
});
