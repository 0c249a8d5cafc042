/**
 * The table-of-three setting through the BUILT command (build first: `npx tsc -b`). The section
 * after S40-CdG art. 26, "Punteggi da assegnare nei casi di tavolo incompleto": "giocare in tre
 * tenendo sempre validi i punteggi come per quattro al giocatore riposato viene assegnato 1000".
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireBuild, tournamentAt } from './test-support.js';

beforeAll(requireBuild);

const event = (reading?: string) => {
  const db = join(mkdtempSync(join(tmpdir(), 'tavolo-three-')), 'event.sqlite');
  const { run, ok } = tournamentAt(db, '2026-11-21');
  const create = (time: string) =>
    run(
      time,
      'create',
      '--name',
      'Coppa',
      '--game',
      'scala40',
      '--rounds',
      'tables:5',
      ...(reading === undefined ? [] : ['--table-of-three', reading]),
    );
  return { run, ok, create };
};

describe('tavolo tournament create --table-of-three', () => {
  it(
    'S40-CdG art. 26, "Punteggi da assegnare nei casi di tavolo incompleto": literal by default, the other reading on request',
    { timeout: 120_000 },
    async () => {
      const literal = event();
      const created = await literal.create('10:00');
      expect(JSON.parse(created.stdout)).toMatchObject({ config: { tableOfThree: 'as-four' } });

      const among = event('as-three');
      expect(JSON.parse((await among.create('10:00')).stdout)).toMatchObject({
        config: { tableOfThree: 'as-three' },
      });
      for (const name of ['Anna Neri', 'Bruno Bianchi', 'Carla Verdi'])
        await among.ok('10:05', 'register', '--players', name);
      await among.ok('10:10', 'pair');
      // 10, 50 and 100 negative points over five hands, one closer a hand (S40-CdG art. 19);
      // among the three on the 5-hand table:
      // 8 + (40 + 90 = 130 -> 4); 6 + (50 -> 2); 4.
      await among.ok(
        '11:00',
        'result',
        '--round',
        '1',
        '--table',
        '1',
        '--hands',
        '0/10/25,0/10/25,0/10/25,5/0/25,5/20/0',
        '--signed',
        'E1,E2,E3',
      );
      const standings = (await among.ok('11:05', 'standings')) as {
        standings: { entrant: string; vp: number }[];
      };
      expect(standings.standings.map((r) => [r.entrant, r.vp])).toEqual([
        ['E1', 12],
        ['E2', 8],
        ['E3', 4],
      ]);

      const refused = await event('as-two').create('10:00');
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toContain('S40-CdG art. 26');
    },
  );
});
