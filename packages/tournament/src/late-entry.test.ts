import { describe, expect, it } from 'vitest';
import { enterResult, pair, register } from './direct.js';
import { roundScores } from './scoring.js';
import { Log, at } from './test-support.js';

// S40-CdG art. 26: "Se è già stata stilata la classifica del primo turno di gioco con i relativi
// accoppiamenti del secondo turno, è possibile l'inserimento degli ultimi giocatori con un
// punteggio arbitrario di 3 V.P. e 80 M.P."

/** A Scala 40 event of three rounds of three hands with `players` registered before round 1. */
const coppa = (players: number): Log => {
  const log = new Log({
    name: 'Coppa',
    game: 'scala40',
    kind: 'individual',
    rounds: [1, 2, 3].map(() => ({ movement: { kind: 'standings-tables' }, hands: 3 })),
  });
  for (let i = 1; i <= players; i++) log.do((s) => register(s, { players: [`G${i}`] }, at(1)));
  return log;
};

/** Every table of `round` still without a sheet ends 0, 10, 20 (, 30) over three hands. */
const playRound = (log: Log, round: number, minute: number): void => {
  for (const t of log.state.rounds[round - 1]?.pairing.tables ?? [])
    if (!log.state.rounds[round - 1]?.results.has(t.table))
      log.do((s) =>
        enterResult(
          s,
          {
            round,
            table: t.table,
            // The first seat closes each hand (S40-CdG art. 19): 4 + 3 + 3 points a step.
            hands: [4, 3, 3].map((k) => t.seats.map((_, i) => i * k)),
            signedBy: [...t.seats],
          },
          at(minute),
        ),
      );
};

const scoreOf = (log: Log, round: number, entrant: string) => {
  const s = roundScores(log.state, round).find((x) => x.entrant === entrant);
  return s && { vp: s.vp, mp: s.mp, source: s.source };
};

const awards = (log: Log, entrant: string) =>
  log.state.adjustments.filter(
    (a) => a.entrant === entrant && a.effect === 'score' && a.article === 'S40-CdG art. 26',
  );

describe('a late entry at Scala 40 (S40-CdG art. 26)', () => {
  it('S40-CdG art. 26: once round 2 is paired, one 3 VP + 80 MP, then a seat at a table of three of round 2', () => {
    const log = coppa(7);
    log.do((s) => pair(s, {}, at(5)));
    playRound(log, 1, 50);
    log.do((s) => pair(s, {}, at(60)));
    const three = log.state.rounds[1]?.pairing.tables.find((t) => t.seats.length === 3);
    expect(three).toBeDefined();
    const events = log.do((s) => register(s, { players: ['G8'] }, at(62)));
    expect(events[1]).toMatchObject({ type: 'late-seated', round: 2, table: three?.table });
    expect(
      log.state.rounds[1]?.pairing.tables.find((t) => t.table === three?.table)?.seats,
    ).toContain('E8');
    expect(scoreOf(log, 1, 'E8')).toEqual({ vp: 3, mp: 80, source: 'assigned' });
    playRound(log, 2, 110);
    // He plays round 2 at the table he completed: its sheet, not a second award.
    expect(scoreOf(log, 2, 'E8')).toMatchObject({ source: 'table' });
    expect(awards(log, 'E8')).toHaveLength(1);
  });

  it('S40-CdG art. 26: with no seat in round 2 he is awarded once and paired from round 3', () => {
    const log = coppa(8);
    log.do((s) => pair(s, {}, at(5)));
    playRound(log, 1, 50);
    log.do((s) => pair(s, {}, at(60)));
    const events = log.do((s) => register(s, { players: ['G9'] }, at(62)));
    expect(events).toHaveLength(1);
    expect(scoreOf(log, 1, 'E9')).toEqual({ vp: 3, mp: 80, source: 'assigned' });
    expect(scoreOf(log, 2, 'E9')).toBeUndefined();
    playRound(log, 2, 110);
    log.do((s) => pair(s, {}, at(120)));
    expect(log.state.rounds[2]?.pairing.tables.flatMap((t) => t.seats)).toContain('E9');
    playRound(log, 3, 170);
    expect(awards(log, 'E9')).toHaveLength(1);
    expect(scoreOf(log, 3, 'E9')).toMatchObject({ source: 'table' });
  });

  it('S40-CdG art. 26: arriving in round 3, still one award, on the last round with standings', () => {
    const log = coppa(8);
    log.do((s) => pair(s, {}, at(5)));
    playRound(log, 1, 50);
    log.do((s) => pair(s, {}, at(60)));
    playRound(log, 2, 110);
    log.do((s) => pair(s, {}, at(120)));
    log.do((s) => register(s, { players: ['G9'] }, at(122)));
    expect(awards(log, 'E9')).toMatchObject([{ round: 2, vp: 3, mp: 80 }]);
    expect(scoreOf(log, 1, 'E9')).toBeUndefined();
    expect(scoreOf(log, 3, 'E9')).toBeUndefined();
  });
});
