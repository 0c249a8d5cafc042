import { describe, expect, it } from 'vitest';
import { arriveLate, pair, sanction } from './direct.js';
import { replay } from './apply-event.js';
import type { TournamentEvent } from './event.js';
import { type CsvWords, exportCsv, exportJson } from './export.js';
import type { Note } from './state.js';
import { at, eventWith, unwrap } from './test-support.js';

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
    expect(header).toBe(
      'at,time,by,round,entrant,kind,vp,mp,reason,article,void_seq,void_at,void_time,void_by,void_reason',
    );
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

describe('the exports mark what a void took back', () => {
  const withVoids = () => {
    const { events } = lateRound();
    const log = [...events];
    const voids: TournamentEvent[] = [
      { type: 'voided', target: 8, reason: 'ritardo annotato per errore', ...at(40) },
      { type: 'voided', target: 10, reason: 'richiamo già dato', ...at(41) },
    ];
    const all = [...log, ...voids];
    const state = unwrap(replay(all));
    return { id: 'trofeo', state, events: all, lastSeq: all.length };
  };

  it("Tavolo: the decisions CSV keeps a voided decision's rows, with the void's place, time, author and reason", () => {
    const [header, ...rows] = exportCsv(withVoids(), 'decisions', 1, ITALIAN).trim().split('\n');
    expect(header).toBe(
      'at,time,by,round,entrant,kind,vp,mp,reason,article,void_seq,void_at,void_time,void_by,void_reason',
    );
    const inForce = rows.filter((r) => r.endsWith(',,,,,'));
    const voided = rows.filter((r) => !r.endsWith(',,,,,'));
    // E1's walkover and its match lost stay in force, as does the first caution.
    expect(inForce.map((r) => /,(E\d),/.exec(r)?.[1])).toEqual(['E2', 'E1', 'E4']);
    expect(voided).toEqual([
      expect.stringMatching(
        /^2026-11-21T15:18:00.000Z,.*,E3,penalty,.*late-penalty.*,11,2026-11-21T15:40:00.000Z,"21\/11\/2026, 16:40",arbitro,ritardo annotato per errore$/,
      ),
      expect.stringMatching(
        /,E4,penalty,0,-100,.*second-caution-penalty.*,12,.*,richiamo già dato$/,
      ),
      expect.stringMatching(/,E4,caution,,,Nord 4: parla,BUR-CH art. 50,12,.*,richiamo già dato$/),
      expect.stringMatching(/,E4,warning,.*second-caution .*,12,.*,richiamo già dato$/),
    ]);
  });

  it('Tavolo: the events CSV marks each voided line with its void', () => {
    const lines = exportCsv(withVoids(), 'events', 1, ITALIAN).trim().split('\n');
    expect(lines[0]).toBe(
      'seq,type,at,time,by,data,void_seq,void_at,void_time,void_by,void_reason',
    );
    expect(lines[8]).toMatch(
      /^8,arrived-late,.*,11,2026-11-21T15:40:00.000Z,.*,ritardo annotato per errore$/,
    );
    expect(lines[7]).toMatch(/^7,arrived-late,.*,,,,,$/);
    expect(lines[11]).toMatch(/^11,voided,.*,,,,,$/);
  });

  it('Tavolo: the JSON lists the voided decisions with what they had decided; the standings leave them out', () => {
    const loaded = withVoids();
    const json = exportJson(loaded, at(50).at);
    expect(json.voided.map((v) => [v.seq, v.type, v.entrant, v.void.seq, v.void.reason])).toEqual([
      [8, 'arrived-late', 'E3', 11, 'ritardo annotato per errore'],
      [10, 'sanctioned', 'E4', 12, 'richiamo già dato'],
    ]);
    expect(json.voided[0]?.adjustments.map((a) => a.note?.code)).toEqual(['late-penalty']);
    // The caution itself, and the warning the rules derive from it.
    expect(json.voided[1]?.sanctions.map((s) => s.note?.code)).toEqual([
      undefined,
      'second-caution',
    ]);
    expect(json.voided[1]?.adjustments.map((a) => a.note?.code)).toEqual([
      'second-caution-penalty',
    ]);
    expect(json.adjustments.map((a) => a.note?.code)).toEqual(['walkover-won', 'late-match-lost']);
    expect(json.sanctions).toHaveLength(1);
  });
});
