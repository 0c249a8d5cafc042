/**
 * Doubts and their confirmation through the BUILT command (build first: `npx tsc -b`): a name
 * like one registered and an unlikely score sheet are refused with the list of the doubts, in
 * one language, and recorded once repeated with `--confirm`; an impossible score is refused
 * outright, naming hand and seat. Registration by `--people`, surname first.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireBuild, sheetArgs, tournamentAt } from './test-support.js';

beforeAll(requireBuild);

describe('tavolo tournament --confirm', () => {
  it(
    'lists the doubts, records nothing, and records the command repeated with --confirm',
    { timeout: 120_000 },
    async () => {
      const db = join(mkdtempSync(join(tmpdir(), 'tavolo-confirm-')), 'event.sqlite');
      const { run, ok } = tournamentAt(db, '2026-11-21');
      await ok('10:00', 'create', '--name', 'Coppa', '--game', 'scala40', '--rounds', '2*tables:3');
      await ok('10:01', 'register', '--people', 'Rossi, Mario', '--membership', 'FI1');
      await ok('10:01', 'register', '--people', 'De Luca, Maria', '--club', 'Circolo Roma');
      await ok('10:01', 'register', '--people', 'Bianchi, Anna');

      // A name like one registered: a doubt (homonyms exist), in Italian from end to end.
      const doubted = await run('10:02', 'register', '--people', 'rossi,  mario', '--lang', 'it');
      expect(doubted.code).toBe(1);
      expect(doubted.stderr).toContain('mario rossi somiglia a Mario Rossi, già iscritto come E1');
      expect(doubted.stderr).toContain('--confirm');
      expect(doubted.stderr).not.toContain('is like');
      const before = await ok('10:02', 'entrants');
      expect((before['entrants'] as unknown[]).length).toBe(3);
      await ok('10:02', 'register', '--people', 'rossi,  mario', '--confirm');

      // The list by surname, then first name: Bianchi, De Luca, Rossi (twice, by id).
      const listed = (await ok('10:03', 'entrants')) as {
        entrants: { entrant: string; players: string[] }[];
      };
      expect(listed.entrants.map((e) => [e.entrant, e.players])).toEqual([
        ['E3', ['Anna Bianchi']],
        ['E2', ['Maria De Luca']],
        ['E1', ['Mario Rossi']],
        ['E4', ['mario rossi']],
      ]);
      // A malformed person is a usage error and changes nothing.
      expect((await run('10:03', 'register', '--people', 'Verdi Anna')).code).toBe(2);

      await ok('10:05', 'pair');
      const result = (hands: string, ...more: string[]) =>
        run('10:40', ...sheetArgs(1, 1, hands, 'E1,E2,E3,E4'), '--lang', 'it', ...more);

      // S40-CdG art. 22: 25,000 points are more than a hand can hold: refused, hand and seat named.
      const impossible = await result('0/20/35/60,0/15/25000/90,0/25/30/45');
      expect(impossible.code).toBe(1);
      expect(impossible.stderr).toContain('smazzata 2, posto 3 (E3): 25000 punti');
      expect(impossible.stderr).toContain('S40-CdG art. 22');
      expect(impossible.stderr).not.toMatch(/points|hand \d/);
      // --confirm does not make the impossible possible.
      expect((await result('0/20/35/60,0/15/25000/90,0/25/30/45', '--confirm')).code).toBe(1);

      // A hand nobody closed: a doubt (S40-CdG art. 21, the time out), recorded once confirmed.
      const unclosed = await result('10/20/35/60,0/15/40/90,0/25/30/45');
      expect(unclosed.code).toBe(1);
      expect(unclosed.stderr).toContain('smazzata 1: nessun giocatore a 0, nessuno ha chiuso');
      expect(unclosed.stderr).toContain('ripeti lo stesso comando con --confirm');
      const status = await ok('10:41', 'status');
      expect(status['rounds']).toEqual([expect.objectContaining({ status: 'playing' })]);
      const recorded = await result('10/20/35/60,0/15/40/90,0/25/30/45', '--confirm');
      expect(recorded.code).toBe(0);
      const last = await ok('10:42', 'log');
      expect(last).toMatchObject({ type: 'result-entered', confirmed: ['unlikely-score'] });

      // Pairing round 2 publishes round 1, unpublished, with the same time (S40-CdG art. 24),
      // and says what art. 24 leaves open: no period (no LAW 79C at Scala 40), no calculation
      // error now that round 2 is paired, inverted scores still.
      const paired = await ok('11:00', 'pair');
      expect(paired).toMatchObject({
        published: 1,
        correctionsUntil: null,
        corrections: { article: 'S40-CdG art. 24', calculation: false, inverted: true },
      });
    },
  );
});
