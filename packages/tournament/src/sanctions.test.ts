/**
 * Burraco sanctions and what they cost (BUR-CH art. 22 and 50, read together): E1 (Nord 1,
 * Sud 1) meets E2 (Nord 2, Sud 2) at table 1 of a 3-hand event.
 */
import { describe, expect, it } from 'vitest';
import type { ConfigInput } from './config.js';
import { sanction } from './direct.js';
import type { SanctionLevel } from './event.js';
import { roundScores } from './scoring.js';
import { standings } from './standings.js';
import {
  type Log,
  at,
  e1Wins1400To700,
  eventWith,
  firstSideWins,
  pushPairing,
} from './test-support.js';

const match = (more: Partial<ConfigInput> = {}) => {
  const log = eventWith(
    {
      name: 'Trofeo',
      game: 'burraco',
      kind: 'pairs',
      rounds: [1, 2].map(() => ({ movement: { kind: 'danish', variant: 'pure' }, hands: 3 })),
      ...more,
    },
    2,
  );
  play(log, 1, 5);
  return log;
};

/** Pairs round `round` as E1 against E2 at table 1. */
const play = (log: Log, round: number, minute: number) =>
  pushPairing(
    log,
    { round, tables: [{ table: 1, seats: ['E1', 'E2'] }], byes: [], explanation: [] },
    minute,
  );

/**
 * A sanction of `level` to `player` of `entrant`, for `breach`, `minute` after the start. The
 * director confirms each: a sanction identical to one of the same round waits for it
 * (repeats.test.ts), and here every repeat is meant.
 */
const give =
  (log: Log, entrant: 'E1' | 'E2', level: SanctionLevel) => (breach: string, minute: number) =>
    log.do((s) =>
      sanction(
        s,
        { entrant, player: entrant === 'E1' ? 'Nord 1' : 'Sud 2', level, breach, confirm: true },
        at(minute),
      ),
    );

const byEntrant = (log: Log, round: number) =>
  Object.fromEntries(roundScores(log.state, round).map((s) => [s.entrant, [s.vp, s.mp]]));

describe('Burraco sanctions', () => {
  it('BUR-CH art. 50: two cautions for the same breach in a round cost 100 MP', () => {
    const log = match();
    const caution = give(log, 'E1', 'caution');
    caution('gioco fuori turno', 10);
    caution('commenti', 12);
    caution('gioco fuori turno', 15);
    e1Wins1400To700(log);
    // 1400 - 100 = 1300 to 700: a difference of 600 -> 15-5.
    expect(byEntrant(log, 1)).toEqual({ E1: [15, 1300], E2: [5, 700] });
  });

  it('BUR-CH art. 50: two warnings cost 1 VP in the general standings', () => {
    const log = match();
    const warning = give(log, 'E2', 'warning');
    warning('uscita dalla sala', 10);
    warning('uscita dalla sala', 20);
    e1Wins1400To700(log);
    const rows = standings(log.state);
    expect(rows.map((r) => [r.entrant, r.vp, r.penaltyVp])).toEqual([
      ['E1', 16, 0],
      ['E2', 3, 1],
    ]);
  });

  // BUR-CH art. 22: "La somma di 2 richiami comportano una ammonizione."
  // BUR-CH art. 50: ammonizione per "Aver reiterato un'infrazione per la seconda volta per la
  // quale, nello stesso evento, era stato sanzionato con un richiamo ufficiale."
  it('BUR-CH art. 22, 50: a second caution for the same breach in the event is a warning', () => {
    const log = match();
    const caution = give(log, 'E1', 'caution');
    caution('gioco fuori turno', 10);
    caution('commenti', 12);
    firstSideWins(log, 1, 40);
    play(log, 2, 50);
    caution('gioco fuori turno', 60);
    const warnings = log.state.sanctions.filter((s) => s.level === 'warning');
    expect(warnings).toMatchObject([
      { round: 2, entrant: 'E1', player: 'Nord 1', article: 'BUR-CH art. 22, 50' },
    ]);
    expect(warnings[0]?.breach).toContain('gioco fuori turno');
    // Not in the same round: no MP taken (art. 50 "Nello stesso turno di gioco").
    expect(log.state.adjustments).toEqual([]);
  });

  // BUR-CH art. 50: "Nello stesso turno di gioco: – La somma di 2 richiami reiterati comporta
  // una penalizzazione di 100 MP."
  it('BUR-CH art. 50: a second caution for the same breach in the same round is a warning and costs 100 MP', () => {
    const log = match();
    const caution = give(log, 'E1', 'caution');
    caution('gioco fuori turno', 10);
    caution('gioco fuori turno', 15);
    expect(log.state.sanctions.map((s) => s.level)).toEqual(['caution', 'caution', 'warning']);
    expect(log.state.adjustments).toMatchObject([{ round: 1, entrant: 'E1', mp: -100, vp: 0 }]);
  });

  // BUR-CH art. 22: "La somma di due ammonizioni comporta la perdita di 1 V.P. ed equivalenti
  // M.P. in classifica generale (ciò non comporta alcun vantaggio per l'altra linea)."
  it('BUR-CH art. 22: two warnings cost 1 VP and the MP of one VP in the general standings, the other line gains nothing', () => {
    const log = match();
    const warning = give(log, 'E2', 'warning');
    warning('uscita dalla sala', 10);
    warning('uscita dalla sala', 20);
    firstSideWins(log, 1, 40);
    // The match itself is untouched: 600 to 200, 14-6 on the 3-hand table.
    expect(byEntrant(log, 1)).toEqual({ E1: [14, 600], E2: [6, 200] });
    // One VP of the 3-hand FIBUR table is worth 100 MP (55-150 gives 11-9 after 0-50 at 10-10).
    const rows = standings(log.state);
    expect(rows.map((r) => [r.entrant, r.vp, r.mp, r.penaltyVp, r.penaltyMp])).toEqual([
      ['E1', 14, 600, 0, 0],
      ['E2', 5, 100, 1, 100],
    ]);
  });

  it('BUR-CH art. 22, 50: two warnings that come from cautions cost 1 VP too', () => {
    const log = match();
    const caution = give(log, 'E2', 'caution');
    caution('gioco fuori turno', 10);
    caution('carte in mano', 11);
    caution('gioco fuori turno', 12);
    caution('carte in mano', 13);
    firstSideWins(log, 1, 40);
    // Each repeated caution costs 100 MP in the match: 600 to 0, 15-5.
    expect(byEntrant(log, 1)).toEqual({ E1: [15, 600], E2: [5, 0] });
    const row = standings(log.state).find((r) => r.entrant === 'E2');
    expect([row?.vp, row?.penaltyVp, row?.penaltyMp]).toEqual([4, 1, 100]);
  });

  it('BUR-CH art. 50: a third caution for a breach, the second of its round, costs 100 MP but brings no second warning', () => {
    const log = match();
    const caution = give(log, 'E1', 'caution');
    caution('gioco fuori turno', 10);
    firstSideWins(log, 1, 40);
    play(log, 2, 50);
    caution('gioco fuori turno', 60);
    caution('gioco fuori turno', 65);
    expect(log.state.sanctions.map((s) => s.level)).toEqual([
      'caution',
      'caution',
      'warning',
      'caution',
    ]);
    expect(log.state.adjustments).toMatchObject([{ round: 2, entrant: 'E1', mp: -100, vp: 0 }]);
  });

  // BUR-CH art. 22 alone: "La somma di 2 richiami comportano una ammonizione", any two; the
  // default follows art. 50, "Aver reiterato un'infrazione per la seconda volta".
  it('BUR-CH art. 22: an event announcing that any two cautions make a warning counts them all', () => {
    const log = match({ cautionsToWarning: 'any' });
    const caution = give(log, 'E1', 'caution');
    caution('gioco fuori turno', 10);
    caution('commenti', 12);
    expect(log.state.sanctions.map((s) => s.level)).toEqual(['caution', 'caution', 'warning']);
    // Different breaches: no 100 MP, which art. 50 keeps for "richiami reiterati".
    expect(log.state.adjustments).toEqual([]);
    const byDefault = match();
    give(byDefault, 'E1', 'caution')('gioco fuori turno', 10);
    give(byDefault, 'E1', 'caution')('commenti', 12);
    expect(byDefault.state.sanctions.map((s) => s.level)).toEqual(['caution', 'caution']);
    expect(byDefault.state.config.cautionsToWarning).toBe('same-breach');
  });
});
