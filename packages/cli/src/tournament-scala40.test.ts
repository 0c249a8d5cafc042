/**
 * A whole Scala 40 event replayed through the BUILT command (build first: `npx tsc -b`): 19
 * players, so 4 tables of 4 and one table of 3, 5 rounds of 5 hands, tables formed by the
 * standings after round 1 (S40-CdG art. 2). Each table's sheet gives its players, in the
 * order listed, the same negative points: 0, 40, 80 and 200.
 *
 * Worked out by hand with art. 22 (5-hand table: 0-40 0, 41-80 2, 81-130 4, 131-190 6,
 * 191-250 8, 251-300 10, over 300 12):
 * - table of 4, MP [0, 40, 80, 200]: 1st 8 + (40 + 80 + 200 = 320 -> 12) = 20; 2nd 6 + (40 +
 *   160 = 200 -> 8) = 14; 3rd 4 + (120 -> 4) = 8; 4th 2.
 * - table of 3, MP [0, 40, 80] and the empty seat at 1000 (last page): 1st 8 + (1120 -> 12) =
 *   20; 2nd 6 + (1000 -> 12) = 18; 3rd 4 + (920 -> 12) = 16.
 * - round 2, table 1 first entered with 190 for its 4th player: the 2nd then has 40 + 150 =
 *   190 -> 6, so 12 VP, and 14 again once the calculation error is corrected (art. 24).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireBuild, sheetArgs, tavolo, tournamentAt } from './test-support.js';

beforeAll(requireBuild);

const db = join(mkdtempSync(join(tmpdir(), 'tavolo-scala40-')), 'event.sqlite');

const { run, ok } = tournamentAt(db, '2026-11-21');

interface RoundLine {
  round: number;
  status: string;
  correctionsUntil: string | null;
  corrections: { article: string; calculation: boolean; inverted: boolean };
}

/** `status` at `time`: its JSON rounds, and its text in Italian and in English. */
const status = async (time: string) => {
  const at = ['--db', db, '--at', `2026-11-21T${time}:00Z`];
  const json = (await ok(time, 'status')) as { rounds: RoundLine[] };
  const it = (await tavolo(['tournament', 'status', ...at])).stdout;
  const en = (await tavolo(['tournament', 'status', ...at, '--lang', 'en'])).stdout;
  return { rounds: json.rounds, it, en };
};

/**
 * Hands of each position: 0, 40 (8 x 5), 80 (16 x 5), 200 (40 x 5). The first position closes
 * every hand, the only one at 0 (S40-CdG art. 19).
 */
const HANDS = [
  [0, 0, 0, 0, 0],
  [8, 8, 8, 8, 8],
  [16, 16, 16, 16, 16],
  [40, 40, 40, 40, 40],
];
const sheet = (players: number, lastOfFourth = 40) =>
  Array.from({ length: 5 }, (_, hand) =>
    Array.from({ length: players }, (_, pos) =>
      pos === 3 && hand === 4 ? lastOfFourth : (HANDS[pos]?.[hand] ?? 0),
    ).join('/'),
  ).join(',');

const MP = [0, 40, 80, 200];
const VP_OF_FOUR = [20, 14, 8, 2];
const VP_OF_THREE = [20, 18, 16];

interface Table {
  table: number;
  seats: string[];
}

describe('a Scala 40 event: 5 rounds, 4 tables and one table of three', () => {
  // A hundred runs of the built command: generous on a loaded 2-core machine.
  it(
    'runs from registration to final standings with every figure as worked out by hand',
    { timeout: 600_000 },
    async () => {
      await ok(
        '11:00',
        'create',
        '--name',
        'Coppa Scala 40',
        '--game',
        'scala40',
        '--profile',
        'fisca-gara',
        '--date',
        '2026-11-21',
        '--rounds',
        '5*tables:5',
      );
      for (let i = 1; i <= 19; i++)
        await ok('11:05', 'register', '--players', `Giocatore${i} Cognome${i}`);
      // What each player should total, from the hand-worked figures and the seats they took.
      const expected = new Map<string, { vp: number; mp: number }>();
      const credit = (id: string, vp: number, mp: number) => {
        const e = expected.get(id) ?? { vp: 0, mp: 0 };
        expected.set(id, { vp: e.vp + vp, mp: e.mp + mp });
      };

      for (let round = 1; round <= 5; round++) {
        const start = 11 + round;
        const paired = (await ok(`${start}:00`, 'pair')) as {
          pairing: { tables: Table[]; byes: string[] };
        };
        const tables = paired.pairing.tables;
        // S40-CdG art. 2: 19 players make 4 tables of 4 and one of 3; nobody sits twice.
        expect(tables.map((t) => t.seats.length).sort()).toEqual([3, 4, 4, 4, 4]);
        expect(new Set(tables.flatMap((t) => t.seats)).size).toBe(19);
        expect(paired.pairing.byes).toEqual([]);
        if (round === 1)
          expect(tables.map((t) => t.seats)).toEqual([
            ['E1', 'E2', 'E3', 'E4'],
            ['E5', 'E6', 'E7', 'E8'],
            ['E9', 'E10', 'E11', 'E12'],
            ['E13', 'E14', 'E15', 'E16'],
            ['E17', 'E18', 'E19'],
          ]);
        if (round === 4) {
          // Round 3 is still in its correction period (published 14:45), but round 4 is paired:
          // a calculation error can no longer be corrected (S40-CdG art. 24).
          const refused = await run(
            '15:01',
            'correct',
            '--round',
            '3',
            '--table',
            '1',
            '--hands',
            sheet(4, 30),
            '--correction',
            'calculation',
            '--reason',
            'errore',
          );
          expect(refused.code).toBe(1);
          expect(refused.stderr).toContain('S40-CdG art. 24');
          // And status says so, with no period: inverted scores remain correctable.
          const now = await status('15:02');
          expect(now.rounds[2]).toMatchObject({
            round: 3,
            correctionsUntil: null,
            corrections: { article: 'S40-CdG art. 24', calculation: false, inverted: true },
          });
          expect(now.it).toContain(
            "Turno 3: pubblicato; l'errore di calcolo non si corregge più, i punteggi invertiti sì, se il tavolo lo riconosce (S40-CdG art. 24)",
          );
          expect(now.en).toContain(
            'Round 3: published; a calculation error can no longer be corrected, inverted scores still can, if the table agrees (S40-CdG art. 24)',
          );
          expect(now.it).not.toContain('correzioni fino a');
        }
        for (const t of tables) {
          const first = round === 2 && t.table === 1 ? sheet(4, 30) : sheet(t.seats.length);
          await ok(`${start}:30`, ...sheetArgs(round, t.table, first, t.seats));
          t.seats.forEach((id, pos) =>
            credit(
              id,
              (t.seats.length === 4 ? VP_OF_FOUR : VP_OF_THREE)[pos] as number,
              MP[pos] as number,
            ),
          );
        }
        if (round === 1) {
          const after1 = (await ok('12:31', 'standings')) as {
            standings: { entrant: string; vp: number }[];
          };
          expect(after1.standings.slice(0, 8).map((r) => [r.entrant, r.vp])).toEqual([
            ['E1', 20],
            ['E5', 20],
            ['E9', 20],
            ['E13', 20],
            ['E17', 20],
            ['E18', 18],
            ['E19', 16],
            ['E2', 14],
          ]);
        }
        if (round === 2) {
          const second = (tables[0] as Table).seats[1] as string;
          const before = (await ok('13:31', 'standings')) as {
            standings: { entrant: string; vp: number }[];
          };
          const wrong = before.standings.find((r) => r.entrant === second)?.vp as number;
          // S40-CdG art. 24: a calculation error, corrected before round 3 is paired.
          await ok(
            '13:35',
            'correct',
            '--round',
            '2',
            '--table',
            '1',
            '--hands',
            sheet(4),
            '--correction',
            'calculation',
            '--reason',
            'errore di calcolo',
          );
          const after = (await ok('13:36', 'standings')) as {
            standings: { entrant: string; vp: number }[];
          };
          expect(after.standings.find((r) => r.entrant === second)?.vp).toBe(wrong + 2);
        }
        const published = await ok(`${start}:45`, 'publish', '--round', String(round));
        expect(published).toMatchObject({ correctionsUntil: null });
        if (round === 1) {
          // S40-CdG art. 24 alone: 35 minutes after publication, past the event's 30-minute
          // period, a calculation error of round 1 is still correctable: round 2 is not paired.
          // (A read at that time; round 2 is then paired at 13:00.)
          const now = await status('13:20');
          expect(now.rounds[0]).toMatchObject({
            round: 1,
            correctionsUntil: null,
            corrections: { article: 'S40-CdG art. 24', calculation: true, inverted: true },
          });
          expect(now.it).toContain(
            "Turno 1: pubblicato; l'errore di calcolo si corregge fino alla disposizione del turno seguente, i punteggi invertiti anche dopo, se il tavolo lo riconosce (S40-CdG art. 24)",
          );
          expect(now.en).toContain(
            'Round 1: published; a calculation error is corrected until the next round is paired, inverted scores even after, if the table agrees (S40-CdG art. 24)',
          );
          expect(now.it).not.toContain('correzioni fino a');
        }
      }

      const final = (await ok('17:30', 'standings')) as {
        status: string;
        standings: { rank: number; entrant: string; vp: number; mp: number }[];
      };
      expect(final.status).toBe('final');
      expect(final.standings).toHaveLength(19);
      for (const row of final.standings)
        expect([row.entrant, row.vp, row.mp]).toEqual([
          row.entrant,
          expected.get(row.entrant)?.vp,
          expected.get(row.entrant)?.mp,
        ]);
      // Ranked by VP, then fewer negative points.
      for (const [i, row] of final.standings.entries()) {
        const next = final.standings[i + 1];
        if (next) expect(row.vp > next.vp || (row.vp === next.vp && row.mp <= next.mp)).toBe(true);
      }
      const total = final.standings.reduce((s, r) => s + r.vp, 0);
      // Per round: four tables of four give 44 VP each, the table of three 54.
      expect(total).toBe(5 * (4 * 44 + 54));
    },
  );
});
