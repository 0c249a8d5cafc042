/**
 * A whole Burraco pairs event replayed through the BUILT command (build first: `npx tsc -b`):
 * 3 Mitchell rounds and 1 modified Danish round of 3 hands, 9 pairs registered (an odd count),
 * a pair arriving late, a withdrawal, a sanction, a correction inside the correction period,
 * one refused outside it and one refused after the last round. Every figure below was worked
 * out by hand from the FIBUR 3-hand table (BUR-CH art. 19, README):
 * 0-50 10-10, 55-150 11-9, 155-250 12-8, 255-350 13-7, 355-500 14-6, 505-650 15-5, 655-800 16-4.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireBuild, tavolo, tournamentAt } from './test-support.js';

beforeAll(requireBuild);

const db = join(mkdtempSync(join(tmpdir(), 'tavolo-burraco-')), 'event.sqlite');

const { run, ok } = tournamentAt(db, '2026-12-20');

/** The score sheet of each table number, the same every round (N/S first in each hand). */
const SHEETS: Record<number, string> = {
  1: '300-100,200-100,100-0', // 600 to 200: 400 -> 14-6
  2: '100-300,0-200,50-150', // 150 to 650: 500 -> 6-14
  3: '200-200,150-100,100-100', // 450 to 400: 50 -> 10-10
  4: '500-0,300-100,100-0', // 900 to 100: 800 -> 16-4
  5: '200-100,100-100,0-100', // 300 to 300: 0 -> 10-10
};

interface Table {
  table: number;
  seats: string[];
}

const tablesOf = async (time: string, round: number) =>
  (
    (await ok(time, 'show', '--round', String(round))) as {
      pairing: { tables: Table[]; byes: string[] };
    }
  ).pairing;

const enterAll = async (time: string, round: number) => {
  for (const t of (await tablesOf(time, round)).tables)
    await ok(
      time,
      'result',
      '--round',
      String(round),
      '--table',
      String(t.table),
      '--hands',
      SHEETS[t.table] as string,
      '--signed',
      t.seats.join(','),
    );
};

describe('a Burraco pairs event: 3 Mitchell + 1 Danish', () => {
  // A hundred runs of the built command: generous on a loaded 2-core machine.
  it(
    'runs from registration to final standings with every figure as worked out by hand',
    { timeout: 600_000 },
    async () => {
      await ok(
        '14:00',
        'create',
        '--name',
        'Trofeo di Natale',
        '--game',
        'burraco',
        '--kind',
        'pairs',
        '--date',
        '2026-12-20',
        '--rounds',
        '3*mitchell:3,danish-modified:3',
        '--prizes',
        'Coppa,Targa',
      );
      for (let i = 1; i <= 9; i++)
        await ok('14:05', 'register', '--players', `Nome${i} Nord,Nome${i} Sud`);

      // BUR-CH art. 3: 9 pairs, the last registered rests at the highest table.
      const r1 = (await ok('15:00', 'pair')) as { pairing: { tables: Table[]; byes: string[] } };
      expect(r1.pairing.tables.map((t) => t.seats)).toEqual([
        ['E1', 'E2'],
        ['E3', 'E4'],
        ['E5', 'E6'],
        ['E7', 'E8'],
      ]);
      expect(r1.pairing.byes).toEqual(['E9']);

      // BUR-CH art. 3, 48: a pair 4 minutes late completes table 5 against E9 and loses 100.
      expect(
        await ok('15:04', 'register', '--players', 'Tardi Uno,Tardi Due', '--late-minutes', '4'),
      ).toEqual({ ok: true, entrant: 'E10', table: 5 });
      await enterAll('15:45', 1);
      // Refused: a second sheet for a table, a sheet signed by one line only (BUR-CH art. 20).
      expect(
        (
          await run(
            '15:46',
            'result',
            '--round',
            '1',
            '--table',
            '1',
            '--hands',
            SHEETS[1] as string,
            '--signed',
            'E1,E2',
          )
        ).code,
      ).toBe(1);
      await ok('15:50', 'publish', '--round', '1');

      const after1 = (await ok('15:51', 'standings')) as {
        standings: { entrant: string; vp: number; mp: number }[];
      };
      // Table 5: E9 300, E10 300 - 100 = 200: a difference of 100 -> 11-9.
      expect(Object.fromEntries(after1.standings.map((r) => [r.entrant, [r.vp, r.mp]]))).toEqual({
        E1: [14, 600],
        E2: [6, 200],
        E3: [6, 150],
        E4: [14, 650],
        E5: [10, 450],
        E6: [10, 400],
        E7: [16, 900],
        E8: [4, 100],
        E9: [11, 300],
        E10: [9, 200],
      });

      // Mitchell: N/S stay, E/W move up one table (from table 5 to table 1).
      const r2 = (await ok('15:55', 'pair')) as { pairing: { tables: Table[]; byes: string[] } };
      expect(r2.pairing.tables.map((t) => t.seats)).toEqual([
        ['E1', 'E10'],
        ['E3', 'E2'],
        ['E5', 'E4'],
        ['E7', 'E6'],
        ['E9', 'E8'],
      ]);

      // BUR-CH art. 50: two cautions for the same breach in a round cost 100 MP. The second,
      // identical to the first, is recorded once the director confirms it.
      await ok(
        '16:10',
        'sanction',
        '--entrant',
        'E3',
        '--player',
        'Nome3 Nord',
        '--level',
        'caution',
        '--breach',
        'commenti durante il gioco',
      );
      const second = await ok(
        '16:30',
        'sanction',
        '--entrant',
        'E3',
        '--player',
        'Nome3 Nord',
        '--level',
        'caution',
        '--breach',
        'commenti durante il gioco',
        '--confirm',
      );
      expect(second['consequences']).toMatchObject([{ mp: -100, article: 'BUR-CH art. 50' }]);
      await enterAll('16:45', 2);
      await ok('16:50', 'publish', '--round', '2');

      // BUR-CH art. 47: a pair leaves between rounds; whoever would meet it rests.
      await ok('16:52', 'withdraw', '--entrant', 'E6', '--reason', 'motivi familiari');
      const r3 = (await ok('16:55', 'pair')) as { pairing: { tables: Table[]; byes: string[] } };
      expect(r3.pairing.tables.map((t) => t.seats)).toEqual([
        ['E1', 'E8'],
        ['E3', 'E10'],
        ['E5', 'E2'],
        ['E7', 'E4'],
      ]);
      expect(r3.pairing.byes).toEqual(['E9']);

      // LAW 79C with BUR-CH art. 21: a sum error of round 2 (published 16:50) is corrected at
      // 17:00, inside the 30 minutes, though round 3 is paired (Mitchell does not depend on scores).
      await ok(
        '17:00',
        'correct',
        '--round',
        '2',
        '--table',
        '3',
        '--hands',
        '200-200,150-100,150-100',
        '--correction',
        'calculation',
        '--reason',
        'errore di somma nella terza smazzata',
      );
      // Round 1 was published at 15:50: its period closed at 16:20.
      const late = await run(
        '17:01',
        'correct',
        '--round',
        '1',
        '--table',
        '1',
        '--hands',
        '300-100,200-100,150-0',
        '--correction',
        'calculation',
        '--reason',
        'errore di somma',
      );
      expect(late.code).toBe(1);
      expect(late.stderr).toContain('LAW 79C');

      await enterAll('17:45', 3);
      await ok('17:50', 'publish', '--round', '3');
      const after3 = (await ok('17:51', 'standings')) as {
        standings: { entrant: string; vp: number; mp: number }[];
      };
      // Round 2: E3 150 - 100 = 50 to 650: 600 -> 5-15; table 3 corrected 500 to 400: 100 -> 11-9.
      // Round 3: E9 rests, 13 VP and 500 MP (BUR-CH art. 3); E6 has left.
      expect(after3.standings.map((r) => [r.entrant, r.vp, r.mp])).toEqual([
        ['E7', 48, 2700], // 16 + 16 + 16
        ['E1', 42, 1800], // 14 + 14 + 14
        ['E9', 34, 1100], // 11 + 10 + 13
        ['E5', 31, 1400], // 10 + 11 + 10; ahead of E2 on MP
        ['E2', 31, 1250], // 6 + 15 + 10
        ['E10', 29, 1050], // 9 + 6 + 14
        ['E4', 27, 1150], // 14 + 9 + 4
        ['E8', 20, 600], // 4 + 10 + 6
        ['E3', 17, 350], // 6 + 5 + 6
        ['E6', 14, 500], // 10 + 4, withdrawn
      ]);

      // Modified Danish, last round: E3, the lowest who has not rested, rests; the others pair
      // down the standings (a rematch would be allowed in the last round; none arises).
      const r4 = (await ok('17:55', 'pair')) as { pairing: { tables: Table[]; byes: string[] } };
      expect(r4.pairing.tables.map((t) => t.seats)).toEqual([
        ['E7', 'E1'],
        ['E9', 'E5'],
        ['E2', 'E10'],
        ['E4', 'E8'],
      ]);
      expect(r4.pairing.byes).toEqual(['E3']);
      await enterAll('18:40', 4);
      await ok('18:45', 'publish', '--round', '4');

      // BUR-CH art. 21: nothing may be corrected once the last round is final (18:45 + 30).
      const after = await run(
        '19:20',
        'correct',
        '--round',
        '4',
        '--table',
        '1',
        '--hands',
        '300-100,200-100,150-0',
        '--correction',
        'calculation',
        '--reason',
        'errore di somma',
      );
      expect(after.code).toBe(1);
      expect(after.stderr).toContain('BUR-CH art. 21');

      const final = (await ok('19:20', 'standings')) as {
        status: string;
        standings: { entrant: string; vp: number; mp: number; withdrawn: boolean }[];
        flags: unknown[];
      };
      expect(final.status).toBe('final');
      expect(final.flags).toEqual([]);
      // Round 4: E3 rests in the last round with 13 VP and 500 MP, since its average (17 / 3)
      // does not beat them (BUR-CH art. 48).
      expect(final.standings.map((r) => [r.entrant, r.vp, r.mp])).toEqual([
        ['E7', 62, 3300],
        ['E1', 48, 2000],
        ['E5', 45, 2050],
        ['E4', 43, 2050],
        ['E2', 41, 1700],
        ['E9', 40, 1250],
        ['E10', 39, 1450],
        ['E3', 30, 850],
        ['E8', 24, 700],
        ['E6', 14, 500],
      ]);
      expect(final.standings.find((r) => r.entrant === 'E6')?.withdrawn).toBe(true);

      // The log holds every decision with who and when.
      const log = await tavolo(['tournament', 'log', '--db', db]);
      const events = log.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { type: string; by: string });
      expect(events.filter((e) => e.type === 'result-corrected')).toHaveLength(1);
      expect(events.every((e) => e.by === 'arbitro')).toBe(true);
    },
  );
});
