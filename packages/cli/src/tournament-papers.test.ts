/**
 * `tavolo tournament export --format pdf` of the papers beyond the sheets and lists, through the
 * BUILT command (build first: `npx tsc -b`): the referee's reports, the Mitchell guide cards,
 * the table cards, each read back with pdftotext.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireBuild, tournamentAt } from './test-support.js';

beforeAll(requireBuild);

const dir = mkdtempSync(join(tmpdir(), 'tavolo-papers-'));
const textOf = (file: string) =>
  execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');

describe('tavolo tournament export: the papers of the room and the reports', () => {
  it('prints the reports, the guide cards and the table cards of a Mitchell event', async () => {
    const { run, ok, register } = tournamentAt(join(dir, 'mitchell.sqlite'), '2026-11-21');
    await ok(
      '14:00',
      'create',
      '--name',
      'Trofeo del Circolo',
      '--game',
      'burraco',
      '--rounds',
      '3*mitchell:3',
      '--time-zone',
      'Europe/London',
    );
    await register('14:01', [
      'Anna Rossi,Bruno Verdi',
      'Carla Bianchi,Dino Neri',
      'Elena Gallo,Franco Conti',
      'Gina Costa,Ugo Ricci',
    ]);
    await ok('14:05', 'pair');
    const early = await run(
      '14:10',
      'export',
      '--format',
      'pdf',
      '--what',
      'referee-reports',
      '--out',
      join(dir, 'none.pdf'),
    );
    expect(early.code).toBe(1);
    expect(early.stderr).toContain('nessuna sanzione richiede un referto (BUR-CH art. 50');
    expect(existsSync(join(dir, 'none.pdf'))).toBe(false);
    const expel = [
      'sanction',
      '--entrant',
      'E3',
      '--player',
      'Elena Gallo',
      '--level',
      'expulsion',
      '--breach',
      "linguaggio ingiurioso verso l'arbitro",
      '--article',
      'BUR-CH art. 50',
    ];
    await ok('14:35', ...expel);
    const out = (what: string) => join(dir, `${what}.pdf`);
    for (const what of ['referee-reports', 'guide-cards', 'table-cards'])
      expect(
        (await run('14:40', 'export', '--format', 'pdf', '--what', what, '--out', out(what))).code,
      ).toBe(0);
    const report = textOf(out('referee-reports'));
    expect(report).toContain('Referto arbitrale');
    expect(report).toContain('ESPULSIONE');
    // The event's zone, given at creation: 14:35 UTC is 14:35 in London in November.
    expect(report).toContain('21 novembre 2026 alle ore 14:35 (ora di Europe/London)');
    const guide = textOf(out('guide-cards'));
    expect(guide).toContain('Guida Mitchell · turni 1–3');
    expect(guide).toContain('al tavolo 2');
    expect(textOf(out('table-cards'))).toContain('TAVOLO');
    // BUR-CH art. 50: a richiamo's report is optional, printed when asked for.
    const caution = ['--level', 'caution', '--breach', 'carte esposte'];
    await ok('14:45', 'sanction', '--entrant', 'E2', '--player', 'Dino Neri', ...caution);
    const cautions = join(dir, 'cautions.pdf');
    const asked = ['export', '--format', 'pdf', '--what', 'referee-reports', '--with-cautions'];
    expect((await run('14:50', ...asked, '--out', cautions)).code).toBe(0);
    expect(textOf(cautions)).toContain('Richiamo ufficiale, con referto facoltativo');
    expect(textOf(out('referee-reports'))).not.toContain('RICHIAMO');
  });
});
