import { describe, expect, it } from 'vitest';
import { arriveLate, pair, sanction } from './direct.js';
import { type CsvWords, exportCsv } from './export.js';
import type { Note } from './state.js';
import { at, eventWith } from './test-support.js';

/** A Burraco round of two tables: E1 12 minutes late (a walkover), E3 4 minutes (a penalty). */
const lateRound = () => {
  const log = eventWith(
    {
      name: 'Trofeo',
      game: 'burraco',
      kind: 'pairs',
      rounds: [{ movement: { kind: 'mitchell', step: 1 }, hands: 3 }],
    },
    4,
  );
  log.do((s) => pair(s, {}, at(5)));
  log.do((s) => arriveLate(s, { entrant: 'E1', minutes: 12 }, at(17)));
  log.do((s) => arriveLate(s, { entrant: 'E3', minutes: 4 }, at(18)));
  for (const breach of ['parla', 'parla'])
    log.do((s) =>
      sanction(
        s,
        {
          entrant: 'E4',
          player: s.entrants[3]?.players[0] ?? '',
          level: 'caution',
          breach,
          confirm: true,
        },
        at(30),
      ),
    );
  return { id: 'trofeo', state: log.state, events: log.events, lastSeq: log.events.length };
};

/** Italian words as a front end gives them: the notes' codes and figures written out. */
const ITALIAN: CsvWords = {
  lang: 'it',
  note: (note: Note) => `${note.code} ${JSON.stringify(note.params)}`,
  table: (table) => `tavolo ${table}`,
};

describe('the decisions CSV in its reader language and time zone', () => {
  it('BUR-CH art. 48, 50: the reasons the rules write carry a code and figures, the English text stays', () => {
    const loaded = lateRound();
    const notes = loaded.state.adjustments.map((a) => a.note?.code);
    expect(notes).toEqual([
      'walkover-won',
      'late-match-lost',
      'late-penalty',
      'second-caution-penalty',
    ]);
    expect(loaded.state.adjustments.map((a) => a.reason)).toEqual([
      'walkover: late 12 min: match lost',
      'late 12 min: match lost',
      'late 4 min',
      'second caution for "parla" in round 1',
    ]);
    expect(loaded.state.sanctions.at(-1)?.note).toEqual({
      code: 'second-caution',
      params: { breach: 'parla' },
    });
  });

  it('BUR-CH art. 48: the reasons in the words given, the times on the clock of the room (Europe/Rome)', () => {
    const [header, ...rows] = exportCsv(lateRound(), 'decisions', 1, ITALIAN).trim().split('\n');
    expect(header).toBe('at,time,by,round,entrant,kind,vp,mp,reason,article');
    const penalty = rows.find((r) => r.includes('late-penalty'));
    expect(penalty).toContain('2026-11-21T15:18:00.000Z,"21/11/2026, 16:18",arbitro,1,E3,penalty');
    expect(penalty).toContain('late-penalty {""minutes"":4,""count"":4}');
    expect(rows.join('\n')).not.toContain('late 4 min');
  });

  it('Tavolo: without words, English reasons as the rules wrote them, times still in the event zone', () => {
    const rows = exportCsv(lateRound(), 'decisions', 1).trim().split('\n');
    expect(rows.find((r) => r.includes(',E3,'))).toContain('"21/11/2026, 16:18"');
    expect(rows.find((r) => r.includes(',E3,'))).toContain('late 4 min');
  });
});
