/**
 * The two ordinary mistakes that used to corrupt the record, replayed through the BUILT command
 * (build first: `npx tsc -b`): an assigned score at a Scala 40 table no longer zeroes the three
 * others, a late arrival typed twice is charged once, and a decision is taken back by a void,
 * a late entry with the seat it took.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireBuild, sheetArgs, tournamentAt } from './test-support.js';

beforeAll(requireBuild);

const dir = mkdtempSync(join(tmpdir(), 'tavolo-void-'));

interface Row {
  readonly entrant: string;
  readonly vp: number;
  readonly mp: number;
}

interface Logged {
  readonly seq: number;
  readonly type: string;
  readonly voidedBy?: number;
  readonly entrant?: string;
  readonly minutes?: number;
}

const lines = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Logged);

describe('tavolo tournament: the record stays whole under ordinary mistakes', () => {
  it(
    'S40-CdG art. 22: assign at a Scala 40 table replaces one player, the three others keep their VP; at a table without a sheet it says what the others get',
    { timeout: 120_000 },
    async () => {
      const db = join(dir, 'scala40.sqlite');
      const { run, ok, register } = tournamentAt(db, '2026-11-21');
      await ok('15:00', 'create', '--name', 'Coppa', '--game', 'scala40', '--rounds', '2*tables:3');
      await register('15:01', ['Anna Neri', 'Bruno Blu', 'Carla Rossi', 'Dario Verdi']);
      const paired = (await ok('15:05', 'pair')) as {
        pairing: { tables: { seats: string[] }[] };
      };
      const seats = paired.pairing.tables[0]?.seats ?? [];
      await ok('15:50', ...sheetArgs(1, 1, '0-10-20-30,0-10-20-30,0-10-20-30', seats));
      const vpOf = async () =>
        Object.fromEntries(
          ((await ok('15:52', 'standings')) as { standings: Row[] }).standings.map((r) => [
            r.entrant,
            r.vp,
          ]),
        );
      const played = await vpOf();
      const [first, ...others] = seats as [string, ...string[]];
      await ok(
        '15:55',
        'assign',
        '--entrant',
        first,
        '--round',
        '1',
        '--vp',
        '0',
        '--mp',
        '300',
        '--reason',
        'comportamento scorretto',
        '--article',
        'S40-CdG art. 25',
      );
      const after = await vpOf();
      expect(after[first]).toBe(0);
      for (const o of others) expect(after[o]).toBe(played[o]);
      expect(others.some((o) => (after[o] ?? 0) > 0)).toBe(true);

      // Round 2, no sheet yet: the others' fate is asked, then stated and confirmed.
      const round2 = (await ok('16:00', 'pair')) as { pairing: { tables: { seats: string[] }[] } };
      const [a, ...rest] = round2.pairing.tables[0]?.seats as [string, ...string[]];
      const assign = [
        'assign',
        '--entrant',
        a,
        '--round',
        '2',
        '--vp',
        '0',
        '--reason',
        'assente',
        '--article',
        'S40-CdG art. 25',
      ];
      const asked = await run('16:05', ...assign);
      expect(asked.code).toBe(1);
      expect(asked.stderr).toContain('S40-CdG art. 25');
      // The shared text names the choice; the flag to make it is the command line's own hint.
      expect(asked.stderr).toMatch(/proseguono a tre|play on as three/);
      expect(asked.stderr).toContain('--others own');
      const unconfirmed = await run('16:05', ...assign, '--others', 'own');
      expect(unconfirmed.code).toBe(1);
      for (const o of rest) expect(unconfirmed.stderr).toContain(o);
      await ok('16:06', ...assign, '--others', 'own', '--confirm');
      const log = lines((await run('16:07', 'log')).stdout);
      expect(log.at(-1)).toMatchObject({ type: 'score-assigned', others: 'own' });
    },
  );

  it(
    'BUR-CH art. 48: `late --minutes 4` typed twice charges 100 MP once; a void takes the arrival back and it is recorded again',
    { timeout: 120_000 },
    async () => {
      const db = join(dir, 'burraco.sqlite');
      const { run, ok, register } = tournamentAt(db, '2026-11-21');
      await ok(
        '15:00',
        'create',
        '--name',
        'Trofeo',
        '--game',
        'burraco',
        '--rounds',
        '3*danish-modified:3',
      );
      await register('15:01', [
        'Ada Bo,Eva Re',
        'Ugo Blu,Ida Rosa',
        'Teo Verdi,Lia Gialli',
        'Rino Neri,Gea Sala',
      ]);
      await ok('15:05', 'pair');
      for (const [table, signed] of [
        [1, 'E1,E2'],
        [2, 'E3,E4'],
      ] as const)
        await ok('15:50', ...sheetArgs(1, table, '300-100,200-100,100-0', signed));
      const round2 = (await ok('16:00', 'pair')) as { pairing: { tables: { seats: string[] }[] } };
      const e = round2.pairing.tables[0]?.seats[0] as string;
      const charged = await ok('16:04', 'late', '--entrant', e, '--minutes', '4');
      expect(charged).toMatchObject({ consequences: [{ mp: -100, article: 'BUR-CH art. 48' }] });
      const twice = await run('16:05', 'late', '--entrant', e, '--minutes', '4');
      expect(twice.code).toBe(1);
      expect(twice.stderr).toContain('BUR-CH art. 48');
      // The first arrival's time on the clock of the room (Europe/Rome), not in UTC.
      expect(twice.stderr).toContain('21/11/2026, 17:04');
      const lateEvents = () =>
        run('16:07', 'log').then((r) => lines(r.stdout).filter((l) => l.type === 'arrived-late'));
      expect(await lateEvents()).toHaveLength(1);

      // The arrival was 14 minutes, not 4: void it and record it again.
      const [first] = await lateEvents();
      const voided = await ok(
        '16:08',
        'void',
        '--target',
        String(first?.seq),
        '--reason',
        'minuti sbagliati',
      );
      expect(voided).toMatchObject({
        ok: true,
        target: first?.seq,
        voided: 'arrived-late',
        targets: [first?.seq],
      });
      const log = lines((await run('16:09', 'log')).stdout);
      expect(log.find((l) => l.seq === first?.seq)?.voidedBy).toBe(log.at(-1)?.seq);
      expect(log.at(-1)).toMatchObject({ type: 'voided', target: first?.seq });
      await ok('16:10', 'late', '--entrant', e, '--minutes', '14');

      // The creation and a pairing with results are not voided; the refusal says why.
      const creation = await run('16:11', 'void', '--target', '1', '--reason', 'x');
      expect(creation.code).toBe(1);
      const pairing = log.find((l) => l.type === 'round-paired')?.seq as number;
      const dependents = await run('16:11', 'void', '--target', String(pairing), '--reason', 'x');
      expect(dependents.code).toBe(1);
      expect(dependents.stderr).toMatch(/annulla prima quelle/);
      expect(lines((await run('16:12', 'log')).stdout)).toHaveLength(log.length + 1);
    },
  );

  it(
    'S40-CdG art. 26: a late entry seated at a table of three is voided with its seat, and the table is three again',
    { timeout: 120_000 },
    async () => {
      const db = join(dir, 'late-entry.sqlite');
      const { run, ok, register } = tournamentAt(db, '2026-11-21');
      await ok(
        '15:00',
        'create',
        '--name',
        'Serata',
        '--game',
        'scala40',
        '--rounds',
        '2*tables:3',
      );
      await register('15:01', [
        'Anna Neri',
        'Bruno Blu',
        'Carla Rossi',
        'Dario Verdi',
        'Elsa Bo',
        'Fede Re',
        'Gino Sala',
      ]);
      const paired = (await ok('15:05', 'pair')) as {
        pairing: { tables: { table: number; seats: string[] }[] };
      };
      const three = paired.pairing.tables.find((t) => t.seats.length === 3);
      expect(three).toBeDefined();
      await ok('15:12', 'register', '--players', 'Ugo Tardi', '--late-minutes', '7');
      const log = lines((await run('15:13', 'log')).stdout);
      const registration = log.find(
        (l) => l.type === 'registered' && l.seq === (log.at(-2)?.seq ?? 0),
      );
      expect(log.at(-1)).toMatchObject({ type: 'late-seated', minutes: 7 });
      expect(registration).toBeDefined();

      // The entry was a mistake (the player was not there): voiding either event voids both.
      const voided = await ok(
        '15:15',
        'void',
        '--target',
        String(log.at(-1)?.seq),
        '--reason',
        'iscrizione per errore',
      );
      expect(voided).toMatchObject({
        ok: true,
        voided: 'late-seated',
        targets: [registration?.seq, log.at(-1)?.seq],
      });
      // One voiding event for each of the two, each naming its target.
      const after = lines((await run('15:16', 'log')).stdout);
      const voids = after.slice(log.length);
      expect(voids.map((l) => l.type)).toEqual(['voided', 'voided']);
      for (const seq of [registration?.seq, log.at(-1)?.seq]) {
        const by = after.find((l) => l.seq === seq)?.voidedBy;
        expect(voids.map((l) => l.seq)).toContain(by);
      }

      // The table is three again: the seven entrants' sheets are taken as if he never came, and
      // another late player can take the free place.
      const status = (await ok('15:17', 'status')) as Record<string, unknown>;
      expect(JSON.stringify(status)).not.toContain('Ugo Tardi');
      await ok('15:20', 'register', '--players', 'Vera Poi', '--late-minutes', '15');
      const last = lines((await run('15:21', 'log')).stdout).at(-1);
      expect(last).toMatchObject({ type: 'late-seated', table: three?.table, minutes: 15 });
    },
  );
});
