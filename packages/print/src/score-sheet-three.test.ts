import {
  type TournamentCommand,
  type TournamentEvent,
  decideCommand,
  replay,
} from '@tavolo/tournament';
import { describe, expect, it } from 'vitest';
import { scoreSheetsPdf } from './score-sheet.js';
import { burracoPairsRound, bytesOf, pdfText, scala40Round } from './test-support.js';
import { tournamentPdf } from './tournament.js';

// The section after S40-CdG art. 26, "Punteggi da assegnare nei casi di tavolo incompleto":
// "Ai giocatori dei tavolo incompleti viene data la possibilità di giocare in tre tenendo sempre
// validi i punteggi come per quattro al giocatore riposato viene assegnato 1000".
describe('the score sheet of a Scala 40 table of three', () => {
  it('S40-CdG art. 26, "Punteggi da assegnare nei casi di tavolo incompleto": the sheet says how the three are scored, literally by default', async () => {
    const pdf = bytesOf(await scoreSheetsPdf(scala40Round(2, true)));
    const rule = 'Tavolo da tre: punteggi come per quattro, al giocatore riposato 1000 punti';
    expect(pdfText(pdf, 2).replace(/\s+/g, ' ')).toContain(rule);
    // A table of four needs no such line.
    expect(pdfText(pdf, 1)).not.toContain('Tavolo da tre');
  });

  it('S40-CdG art. 26, "Punteggi da assegnare nei casi di tavolo incompleto": an event scoring the three among themselves says so', async () => {
    const pdf = bytesOf(
      await scoreSheetsPdf({ ...scala40Round(2, true), tableOfThree: 'as-three' }, 'en'),
    );
    const text = pdfText(pdf, 2).replace(/\s+/g, ' ');
    expect(text).toContain('Table of three: VP among the three players');
    expect(text).not.toContain('1000');
  });

  it('a Burraco sheet has no table-of-three line', async () => {
    const pdf = bytesOf(await scoreSheetsPdf(burracoPairsRound(1)));
    expect(pdfText(pdf)).not.toContain('Tavolo da tre');
  });

  it("S40-CdG art. 26: a tournament's score sheets carry the event's reading", async () => {
    const events: TournamentEvent[] = [];
    const stamp = { at: '2026-11-21T15:00:00.000Z', by: 'arbitro' };
    for (const command of [
      {
        type: 'create',
        name: 'Coppa',
        date: '2026-11-21',
        game: 'scala40',
        kind: 'individual',
        rounds: [{ movement: { kind: 'standings-tables' }, hands: 5 }],
        tableOfThree: 'as-three',
      },
      ...['Anna', 'Bruno', 'Carla'].map((name) => ({ type: 'register' as const, players: [name] })),
      { type: 'pair' },
    ] satisfies TournamentCommand[]) {
      const state = events.length > 0 ? replay(events) : undefined;
      const decided = decideCommand(state?.ok ? state.value : undefined, command, stamp);
      if (!decided.ok) throw new Error(decided.error.message);
      events.push(...decided.value);
    }
    const state = replay(events);
    if (!state.ok) throw new Error(state.error.message);
    const pdf = bytesOf(await tournamentPdf(state.value, 'scoresheets', 1, 'it', stamp.at));
    expect(pdfText(pdf).replace(/\s+/g, ' ')).toContain('Tavolo da tre: VP tra i tre giocatori');
  });
});
