import { describe, expect, it } from 'vitest';
import { scoreSheetsPdf } from './score-sheet.js';
import {
  burracoPairsRound,
  bytesOf,
  pdfText,
  scala40Round,
  tournamentAfter,
} from './test-support.js';
import { tournamentPdf } from './tournament.js';

const flat = (text: string) => text.replace(/\s+/g, ' ');

const players = (count: number, perEntrant: number) =>
  Array.from({ length: count }, (_, i) => ({
    type: 'register' as const,
    players: Array.from({ length: perEntrant }, (_, p) => `Nome${i}${p} Cognome${i}${p}`),
  }));

const sheetOf = async (game: 'burraco' | 'scala40', hands: number, lang: 'it' | 'en' = 'it') => {
  const state = tournamentAfter([
    game === 'burraco'
      ? {
          type: 'create',
          name: 'Trofeo',
          date: '2026-11-21',
          game,
          kind: 'pairs',
          rounds: [{ movement: { kind: 'danish', variant: 'pure' }, hands }],
        }
      : {
          type: 'create',
          name: 'Coppa',
          date: '2026-11-21',
          game,
          kind: 'individual',
          rounds: [{ movement: { kind: 'standings-tables' }, hands }],
        },
    ...players(4, game === 'burraco' ? 2 : 1),
    { type: 'pair' },
  ]);
  return flat(pdfText(bytesOf(await tournamentPdf(state, 'scoresheets', 1, lang, ''))));
};

describe('the VP table and the penalty row of a score sheet', () => {
  it('BUR-CH art. 19: "Le tabelle, riprodotte sugli score": the round\'s table, band by band', async () => {
    const text = await sheetOf('burraco', 3);
    expect(text).toContain(
      'Tabella VP per 3 smazzate: i VP delle due linee secondo la differenza MP',
    );
    expect(text).toMatch(/Differenza MP 0–50 55–150 155–250 .* 1255–1500 oltre 1500/);
    expect(text).toMatch(/VP 10–10 11–9 12–8 .* 19–1 20–0/);
    const four = await sheetOf('burraco', 4, 'en');
    expect(four).toContain('VP table for 4 hands');
    expect(four).toMatch(/MP difference 0–100 105–300 .* over 2000/);
  });

  it("S40-CdG art. 22: the placement VP and the difference table of the round's hands", async () => {
    const five = await sheetOf('scala40', 5);
    expect(five).toContain('VP: 8, 6, 4 e 2 per il piazzamento al tavolo');
    expect(five).toContain('tabella per 5 smazzate (S40-CdG art. 22)');
    expect(five).toMatch(/Differenza MP 0–40 41–80 81–130 131–190 191–250 251–300 oltre 300/);
    expect(five).toMatch(/VP differenze 0 2 4 6 8 10 12/);
    const three = await sheetOf('scala40', 3);
    expect(three).toMatch(/0–30 31–60 61–90 91–120 121–160 161–200 oltre 200/);
  });

  it('every sheet has a penalty row above the totals, in either language', async () => {
    const burraco = flat(pdfText(bytesOf(await scoreSheetsPdf(burracoPairsRound(1)))));
    expect(burraco).toMatch(/Penalità Totale \(MP\)/);
    const scala = flat(pdfText(bytesOf(await scoreSheetsPdf(scala40Round(1), 'en'))));
    expect(scala).toMatch(/Penalties Total \(MP\)/);
    // A sheet given no VP table prints none.
    expect(burraco).not.toContain('Differenza MP');
  });

  it('refuses bands out of order, with a code', async () => {
    const round = burracoPairsRound(1);
    for (const vpBands of [
      [
        { from: 0, upTo: 50, vp: [10, 10] },
        { from: 40, upTo: null, vp: [20, 0] },
      ],
      [
        { from: 0, upTo: null, vp: [10, 10] },
        { from: 55, upTo: 100, vp: [20, 0] },
      ],
      [{ from: 0, upTo: null, vp: [] }],
    ])
      expect(await scoreSheetsPdf({ ...round, vpBands })).toMatchObject({
        ok: false,
        error: { code: 'invalid-vp-bands' },
      });
  });
});
