import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { pair, publish, register } from './direct.js';
import {
  FEDERATION_REPORT_FORMAT,
  federationCsv,
  federationReport,
  isFederationTable,
} from './federation-report.js';
import { importEntrants } from './import-entrants.js';
import type { LoadedTournament } from './run-command.js';
import { standings } from './standings.js';
import { Log, at, firstSideWins } from './test-support.js';

const FILE =
  'Coppia,Cognome,Nome,Tessera,Circolo,Regione,Categoria\n' +
  '1,Rossi,Mario,T1,Roma Nord,Lazio,Over 65\n1,De Luca,Anna,T2,Roma Nord,Lazio,Over 65\n' +
  '2,Bianchi,Luca,T3,Milano,Lombardia,\n2,Verdi,Sara,T4,Milano,Lombardia,\n';

const played = () => {
  const log = new Log({
    name: 'Trofeo',
    game: 'burraco',
    kind: 'pairs',
    rounds: [{ movement: { kind: 'danish', variant: 'modified' }, hands: 3 }],
    prizes: ['Coppa'],
    prizeGroups: [{ field: 'category', value: 'Over 65', prizes: ['Primi Over 65'] }],
    correctionMinutes: 30,
  });
  log.do((s) => importEntrants(s, { csv: FILE }, at(1)));
  // A pair registered by name alone, as logs written before Person held them.
  log.do((s) => register(s, { players: ['Ugo Neri', 'Eva Gallo'] }, at(2)));
  log.do((s) => register(s, { players: ['Ivo Conti', 'Lia Costa'] }, at(2)));
  log.do((s) => pair(s, {}, at(10)));
  firstSideWins(log, 1, 40);
  log.do((s) => publish(s, 1, at(45)));
  return log;
};

const loadedOf = (log: Log): LoadedTournament => ({
  id: 'trofeo',
  state: log.state,
  events: log.events,
  lastSeq: log.events.length,
});

describe('federationReport: the final standings and results with membership numbers', () => {
  it('JSON: format and version, the event, every standing with its players and prize', () => {
    const log = played();
    const report = federationReport(loadedOf(log), at(100).at);
    expect(report).toMatchObject({
      format: FEDERATION_REPORT_FORMAT,
      version: 1,
      generatedAt: at(100).at,
      event: {
        id: 'trofeo',
        name: 'Trofeo',
        game: 'burraco',
        kind: 'pairs',
        rounds: 1,
        roundsPlayed: 1,
        final: true,
      },
    });
    expect(report.standings.map((s) => s.entrant)).toEqual(
      standings(log.state).map((r) => r.entrant),
    );
    const e1 = report.standings.find((s) => s.entrant === 'E1');
    expect(e1?.players).toEqual([
      {
        name: 'Mario Rossi',
        surname: 'Rossi',
        firstName: 'Mario',
        membership: 'T1',
        club: 'Roma Nord',
        region: 'Lazio',
        category: 'Over 65',
      },
      {
        name: 'Anna De Luca',
        surname: 'De Luca',
        firstName: 'Anna',
        membership: 'T2',
        club: 'Roma Nord',
        region: 'Lazio',
        category: 'Over 65',
      },
    ]);
    const legacy = report.standings.find((s) => s.entrant === 'E3');
    expect(legacy?.players[0]).toMatchObject({ name: 'Ugo Neri', membership: '' });
    // E1, the only Over 65 pair, wins the Coppa: one prize each, and the group has no other.
    expect(
      report.standings.filter((s) => s.prize !== null).map((s) => [s.entrant, s.prize]),
    ).toEqual([['E1', 'Coppa']]);
    expect(report.results).toHaveLength(4);
    expect(report.results.find((r) => r.entrant === 'E1')).toMatchObject({
      round: 1,
      table: 1,
      opponents: ['E2'],
      source: 'table',
    });
  });

  it('is not final while the correction period of the last round runs (BUR-CH art. 21)', () => {
    expect(federationReport(loadedOf(played()), at(50).at).event.final).toBe(false);
  });

  it('CSV standings: one row per player, the documented columns, readable back', () => {
    const csv = federationCsv(loadedOf(played()), 'standings', at(100).at);
    const rows = parse(csv, { columns: true }) as Record<string, string>[];
    expect(csv.split('\n')[0]).toBe(
      'rank,entrant,player,surname,first_name,name,membership,club,region,category,vp,mp,penalty_vp,penalty_mp,rounds,withdrawn,prize,prize_group',
    );
    expect(rows).toHaveLength(8);
    expect(
      rows.filter((r) => r['entrant'] === 'E2').map((r) => [r['player'], r['membership']]),
    ).toEqual([
      ['1', 'T3'],
      ['2', 'T4'],
    ]);
  });

  it("CSV results: one row per entrant and round, with the opponents' membership numbers", () => {
    const csv = federationCsv(loadedOf(played()), 'results', at(100).at);
    const rows = parse(csv, { columns: true }) as Record<string, string>[];
    expect(rows.find((r) => r['entrant'] === 'E1')).toMatchObject({
      round: '1',
      table: '1',
      players: 'Mario Rossi - Anna De Luca',
      memberships: 'T1|T2',
      opponents: 'E2',
      opponent_memberships: 'T3|T4',
      source: 'table',
    });
    expect(isFederationTable('results')).toBe(true);
    expect(isFederationTable('decisions')).toBe(false);
  });

  it('Tavolo: a voided penalty leaves the standings as if never given and is listed in voids, with the void', () => {
    const log = played();
    const clean = federationReport(loadedOf(log), at(100).at);
    log.push({
      type: 'penalized',
      round: 1,
      entrant: 'E1',
      mp: -100,
      vp: -1,
      reason: 'gioco lento',
      article: 'BUR-CH art. 50',
      ...at(50),
    });
    const penalty = log.events.length;
    log.push({ type: 'voided', target: penalty, reason: 'coppia sbagliata', ...at(52) });
    const report = federationReport(loadedOf(log), at(100).at);
    expect(report.standings).toEqual(clean.standings);
    expect(report.results).toEqual(clean.results);
    expect(clean.voids).toEqual([]);
    expect(report.voids).toEqual([
      {
        seq: penalty,
        type: 'penalized',
        ...at(50),
        round: 1,
        entrant: 'E1',
        void: { seq: penalty + 1, ...at(52), reason: 'coppia sbagliata' },
      },
    ]);
    const rows = parse(federationCsv(loadedOf(log), 'voids', at(100).at), {
      columns: true,
    }) as Record<string, string>[];
    expect(rows).toEqual([
      {
        seq: String(penalty),
        type: 'penalized',
        at: at(50).at,
        by: 'arbitro',
        round: '1',
        entrant: 'E1',
        memberships: 'T1|T2',
        void_seq: String(penalty + 1),
        void_at: at(52).at,
        void_by: 'arbitro',
        void_reason: 'coppia sbagliata',
      },
    ]);
    expect(isFederationTable('voids')).toBe(true);
  });
});
