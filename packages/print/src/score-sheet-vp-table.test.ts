import { describe, expect, it } from 'vitest';
import { scoreSheetsPdf } from './score-sheet.js';
import { burracoPairsRound, bytesOf, pdfText, tournamentAfter } from './test-support.js';
import { tournamentPdf } from './tournament.js';

const flat = (text: string) => text.replace(/\s+/g, ' ');

/** A Burraco pairs event of one round of `hands`, four pairs paired, on the `profile` rules. */
const burracoEvent = (hands: number, profile: string) =>
  tournamentAfter([
    {
      type: 'create',
      name: 'Trofeo',
      date: '2026-11-21',
      game: 'burraco',
      kind: 'pairs',
      profile,
      rounds: [{ movement: { kind: 'danish', variant: 'pure' }, hands }],
    },
    ...[1, 2, 3, 4].map((i) => ({ type: 'register' as const, players: [`Nord ${i}`, `Sud ${i}`] })),
    { type: 'pair' },
  ]);

// BUR-CH art. 19: "Le tabelle, riprodotte sugli score, indicano i V.P. da assegnare alle due
// linee in base alla differenza M.P. registrata al termine della partita."
describe('the score sheet of a round on a derived or substitute VP table', () => {
  it('BUR-CH art. 19: a 2-hand round says its VP table is derived', async () => {
    const pdf = bytesOf(
      await tournamentPdf(burracoEvent(2, 'champion'), 'scoresheets', 1, 'it', ''),
    );
    expect(flat(pdfText(pdf, 1))).toContain('VP secondo una tabella derivata da Tavolo');
    expect(flat(pdfText(pdf, 1))).toContain('Derived 2 hands');
  });

  it("BUR-CH art. 19: a Champion round on FIBUR's table says it is a substitute", async () => {
    const pdf = bytesOf(
      await tournamentPdf(burracoEvent(3, 'champion'), 'scoresheets', 1, 'en', ''),
    );
    expect(flat(pdfText(pdf, 1))).toContain('VP by a substitute table');
  });

  it("BUR-CH art. 19: a FIBUR round on FIBUR's table, or a sheet without the notice, says nothing", async () => {
    const fibur = bytesOf(
      await tournamentPdf(burracoEvent(3, 'fibur'), 'scoresheets', 1, 'it', ''),
    );
    expect(pdfText(fibur, 1)).not.toContain('tabella');
    expect(pdfText(bytesOf(await scoreSheetsPdf(burracoPairsRound(1))))).not.toContain('tabella');
  });
});
