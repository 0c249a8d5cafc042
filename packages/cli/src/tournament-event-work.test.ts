/**
 * The work around a real event through the BUILT command (build first: `npx tsc -b`): a
 * 100-player CSV with club data imported in one command, a 25-table Burraco pairs event
 * (50 pairs; 3 Mitchell rounds + 2 modified Danish) with same-club avoidance, run to the final
 * standings, the prizes and the federation's report.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireBuild, sheetArgs, tavolo, tournamentAt } from './test-support.js';

beforeAll(requireBuild);

const dir = mkdtempSync(join(tmpdir(), 'tavolo-event-work-'));
const db = join(dir, 'event.sqlite');
const { run, ok } = tournamentAt(db, '2027-01-16');

const CLUBS = [
  'Roma Nord',
  'Milano Est',
  'Napoli',
  'Torino',
  'Bari',
  'Firenze',
  'Genova',
  'Palermo',
  'Bologna',
  'Verona',
];
const SURNAMES = [
  'Rossi',
  'De Luca',
  'Bianchi',
  'Esposito',
  'Romano',
  'Colombo',
  'Ricci',
  'Di Stefano',
  'Greco',
  'Bruno',
];

/** 100 players, 50 pairs: the five pairs of each club one after the other, in an Italian file. */
const CSV =
  '\uFEFFCoppia;Cognome;Nome;Tessera;Circolo;Regione;Categoria\r\n' +
  Array.from({ length: 50 }, (_, p) => {
    const club = CLUBS[Math.floor(p / 5)] as string;
    const category = p % 7 === 3 ? 'Over 65' : '';
    return [0, 1]
      .map((k) => {
        const n = 2 * p + k;
        return `${p + 1};${SURNAMES[n % 10]};Giocatore ${n + 1};FIB-${String(n + 1).padStart(4, '0')};"${club}";Italia;${category}`;
      })
      .join('\r\n');
  }).join('\r\n') +
  '\r\n';

/** The score sheet of a table by its number (N/S first): N/S wins, loses or draws. */
const sheet = (table: number) =>
  [
    '600-200,300-100,200-100',
    '100-300,0-200,50-150',
    '200-200,150-100,100-100',
    '500-0,300-100,100-0',
    '200-250,100-100,0-50',
  ][table % 5] as string;

interface Table {
  table: number;
  seats: string[];
}
interface Explained {
  code: string;
  params: Record<string, string | number>;
}

describe('the event work: import, club separation, prizes, federation report', () => {
  const file = join(dir, 'iscritti.csv');
  writeFileSync(file, CSV);
  const clubOf = new Map<string, string>();
  const sameClub = (t: Table) =>
    clubOf.get(t.seats[0] as string) === clubOf.get(t.seats[1] as string);

  it(
    'imports 100 players in one command, runs five rounds with clubs apart, and reports',
    async () => {
      await ok(
        '14:00',
        'create',
        '--name',
        'Trofeo dei Circoli',
        '--game',
        'burraco',
        '--kind',
        'pairs',
        '--rounds',
        '3*mitchell:3,2*danish-modified:3',
        '--separate',
        'club',
        '--prizes',
        'Coppa,Targa,Medaglia',
        '--prize-groups',
        'category=Over 65:Primi Over 65;club=Napoli:Primi di Napoli',
      );

      // The dry run says what would change and records nothing.
      const trial = await ok('14:05', 'import', '--file', file, '--dry-run');
      expect(trial).toMatchObject({ ok: true, dryRun: true, duplicates: [], problems: [] });
      const planned = trial['entrants'] as {
        entrant: string;
        lines: number[];
        people: { club: string }[];
      }[];
      expect(planned).toHaveLength(50);
      expect(planned[49]).toMatchObject({ entrant: 'E50', lines: [100, 101] });
      expect(await ok('14:05', 'status')).toMatchObject({ entrants: 0 });
      for (const e of planned) clubOf.set(e.entrant, e.people[0]?.club as string);

      // One command registers all 50 pairs; the same file again registers nothing.
      expect(await ok('14:06', 'import', '--file', file)).toMatchObject({
        ok: true,
        duplicates: 0,
        total: 50,
      });
      const again = await run('14:07', 'import', '--file', file);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('tutti gli iscritti del file sono già registrati');

      const times = ['15:00', '16:00', '17:00', '18:00', '19:00'];
      for (const [i, time] of times.entries()) {
        const round = i + 1;
        const paired = (await ok(time, 'pair')) as {
          pairing: { tables: Table[]; explanation: Explained[] };
        };
        const { tables, explanation } = paired.pairing;
        expect(tables).toHaveLength(25);
        // Danish: every same-club meeting left is one no allowed swap avoids, and said so.
        const relaxed = explanation.filter((e) => e.code === 'separation-relaxed');
        if (round >= 4) expect(tables.filter(sameClub).length).toBe(relaxed.length);
        // Registration order seats each club's pairs together: the phase's seating moved them.
        if (round === 1) expect(explanation.some((e) => e.code === 'separated')).toBe(true);
        for (const t of tables)
          await ok(
            time.replace(':00', ':40'),
            ...sheetArgs(round, t.table, sheet(t.table), t.seats),
          );
        await ok(time.replace(':00', ':45'), 'publish', '--round', String(round));
      }
      // The Mitchell phase: its seating kept the clubs apart in all three rounds.
      let mitchellClashes = 0;
      for (const round of [1, 2, 3]) {
        const shown = (await ok('19:50', 'show', '--round', String(round))) as {
          pairing: { tables: Table[] };
        };
        mitchellClashes += shown.pairing.tables.filter(sameClub).length;
      }
      expect(mitchellClashes).toBe(0);

      const final = await ok('20:30', 'standings');
      expect(final).toMatchObject({ round: 5, status: 'final' });
      expect(final['standings'] as unknown[]).toHaveLength(50);

      const prizes = (await ok('20:30', 'prizes'))['prizes'] as {
        prize: string;
        row: { entrant: string; rank: number };
      }[];
      expect(prizes.map((p) => p.prize)).toEqual([
        'Coppa',
        'Targa',
        'Medaglia',
        'Primi Over 65',
        'Primi di Napoli',
      ]);
      expect(prizes.slice(0, 3).map((p) => p.row.rank)).toEqual([1, 2, 3]);
      expect(new Set(prizes.map((p) => p.row.entrant)).size).toBe(5);
      expect(clubOf.get(prizes[4]?.row.entrant as string)).toBe('Napoli');

      const out = join(dir, 'federazione.csv');
      const written = await tavolo([
        'tournament',
        'federation-report',
        '--format',
        'csv',
        '--what',
        'standings',
        '--out',
        out,
        '--db',
        db,
      ]);
      expect(written.code).toBe(0);
      const rows = parse(readFileSync(out, 'utf8'), { columns: true }) as Record<string, string>[];
      expect(rows).toHaveLength(100);
      expect(new Set(rows.map((r) => r['membership'])).size).toBe(100);
      expect(rows[0]).toMatchObject({ rank: '1', player: '1' });
      expect(rows.filter((r) => r['prize'] !== '')).toHaveLength(10);
      const results = await tavolo([
        'tournament',
        'federation-report',
        '--format',
        'csv',
        '--what',
        'results',
        '--db',
        db,
      ]);
      expect(parse(results.stdout, { columns: true })).toHaveLength(250);
      const json = await run('20:30', 'federation-report');
      const report = JSON.parse(json.stdout) as {
        event: { final: boolean; roundsPlayed: number };
        standings: unknown[];
      };
      expect(report.event).toMatchObject({ final: true, roundsPlayed: 5 });
      expect(report.standings).toHaveLength(50);
    },
    // About 150 runs of the built command, each loading only the tournament command's modules:
    // 190 s of CPU in all (600 s of wall time on a 2-core machine loaded 8 times over).
    1_200_000,
  );

  it('a file with errors is refused whole, each error with its line, in Italian', async () => {
    const bad = join(dir, 'sbagliato.csv');
    writeFileSync(bad, 'Coppia;Cognome;Nome\n60;Neri;\n61;Gallo;Eva\n;Conti;Ivo\n');
    const ownDb = join(dir, 'sbagliato.sqlite');
    await tournamentAt(ownDb, '2027-01-17').ok(
      '14:00',
      'create',
      '--name',
      'Prova',
      '--game',
      'burraco',
      '--rounds',
      'danish:3',
    );
    const r = await tavolo(['tournament', 'import', '--file', bad, '--db', ownDb]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('riga 2: mancano il cognome o il nome');
    expect(r.stderr).toContain('riga 4: manca il valore della colonna Coppia');
    expect(r.stderr).toContain('Importazione rifiutata, nulla è stato registrato (errori: 2)');
  });
});
