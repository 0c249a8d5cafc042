/**
 * `tavolo ruling` through the BUILT command (build first: `npx tsc -b`): the arbitro's catalogue
 * searched by everyday words, a situation's questions one at a time, the ruling with its article,
 * and the ruling recorded in an event's log with what it brings for the record.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAIN, requireBuild, tavolo, tournamentAt } from './test-support.js';

beforeAll(requireBuild);

const dir = mkdtempSync(join(tmpdir(), 'tavolo-ruling-'));

describe('tavolo ruling find and show', () => {
  it('S40-CdG art. 11: "carta scoperta" finds the exposed card first, in Italian', async () => {
    const r = await tavolo(['ruling', 'find', 'carta', 'scoperta', '--game', 'scala40']);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toContain('S40-CdG art. 11');
    expect(r.stdout.split('\n')[0]).toContain('[s40-cdg-11-carta-esposta]');
  });

  it('--json lists the situations for programs', async () => {
    const r = await tavolo(['ruling', 'find', 'carta', 'caduta', '--json']);
    const found = JSON.parse(r.stdout) as { found: { entry: string; article: string }[] };
    expect(found.found[0]).toMatchObject({ entry: 's40-cdg-11-carta-esposta' });
  });

  it('S40-CdG art. 11: asks when the card was exposed, then gives the ruling with the sentence of the article', async () => {
    const ask = await tavolo(['ruling', 'show', 's40-cdg-11-carta-esposta', '--json']);
    expect(JSON.parse(ask.stdout)).toMatchObject({
      kind: 'question',
      question: { id: 'when', options: [{ id: 'own-turn' }, { id: 'out-of-turn' }] },
    });
    const ruled = await tavolo([
      'ruling',
      'show',
      's40-cdg-11-carta-esposta',
      '--answers',
      'when=out-of-turn',
    ]);
    expect(ruled.code).toBe(0);
    expect(ruled.stdout).toContain('Decisione:');
    expect(ruled.stdout).toContain('«Fuori turno cioè quando giocano gli avversari');
    const en = await tavolo([
      '--lang',
      'en',
      'ruling',
      'show',
      's40-cdg-11-carta-esposta',
      '--answers',
      'when=own-turn',
    ]);
    expect(en.stdout).toContain('Ruling: Play it at once, or discard it at once');
  });

  it("refuses an unknown situation, an answer the situation does not have and unreadable answers, in the user's language", async () => {
    const unknown = await tavolo(['ruling', 'show', 'nessuna']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("nel catalogo non c'è la situazione nessuna");
    const option = await tavolo([
      'ruling',
      'show',
      's40-cdg-11-carta-esposta',
      '--answers',
      'when=ieri',
    ]);
    expect(option.code).toBe(2);
    expect(option.stderr).toContain('la domanda when non ha la risposta ieri');
    const bad = await tavolo(['ruling', 'show', 's40-cdg-11-carta-esposta', '--answers', 'quando']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('risposte non leggibili');
  });

  it('without a terminal and without a subcommand, prints its help and exits 2', async () => {
    const r = await tavolo(['ruling']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Uso: tavolo ruling');
  });
});

/**
 * `tavolo ruling` on a terminal: util-linux's `script` gives it a pseudo-terminal, whose input
 * is the lines below, typed ahead of every prompt.
 */
const onTerminal = (input: string): Promise<{ code: number | null; out: string }> =>
  new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env['TAVOLO_LANG'];
    const child = spawn(
      'script',
      ['-qec', `${process.execPath} ${MAIN} ruling --game scala40`, '/dev/null'],
      { env },
    );
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
    child.stdin.end(input);
  });

describe('tavolo ruling on a terminal', () => {
  it('S40-CdG art. 11: words, the situation from the list, the question, then the ruling and the command that records it', async () => {
    const { code, out } = await onTerminal('carta scoperta\n1\n2\n\n');
    expect(code).toBe(0);
    expect(out).toContain('Che cosa è successo?');
    expect(out).toContain('1. S40-CdG art. 11 carta esposta');
    expect(out).toContain('Quando è stata esposta la carta?');
    expect(out).toContain('Decisione: Al proprio turno giocarla');
    expect(out).toContain(
      'tavolo ruling apply s40-cdg-11-carta-esposta --answers when=out-of-turn',
    );
  });
});

describe('tavolo ruling apply', () => {
  it('records a ruling against the round, table and player, and a void takes it back whole', async () => {
    const db = join(dir, 'scala40.sqlite');
    const { run, ok, register } = tournamentAt(db, '2026-11-21');
    await ok('15:00', 'create', '--name', 'Coppa', '--game', 'scala40', '--rounds', '2*tables:3');
    await register('15:01', ['Anna Neri', 'Bruno Blu', 'Carla Rossi', 'Dario Verdi']);
    const paired = (await ok('15:05', 'pair')) as {
      pairing: { tables: { table: number; seats: string[] }[] };
    };
    const [table] = paired.pairing.tables;
    const entrant = table?.seats[0] as string;
    const applied = await tavolo([
      'ruling',
      'apply',
      's40-cdg-11-carta-esposta',
      '--answers',
      'when=out-of-turn',
      '--entrant',
      entrant,
      '--table',
      String(table?.table),
      '--db',
      db,
      '--at',
      '2026-11-21T15:20:00Z',
    ]);
    expect(applied.code).toBe(0);
    expect(applied.stdout).toContain(
      `Registrata la decisione S40-CdG art. 11 carta esposta per ${entrant} al tavolo 1`,
    );
    const log = (await run('15:21', 'log')).stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { seq: number; type: string; article?: string });
    const ruled = log.find((e) => e.type === 'ruled');
    expect(ruled).toMatchObject({ article: 'S40-CdG art. 11 carta esposta' });
    // A table the entrant does not sit at is refused, nothing recorded.
    const wrong = await run(
      '15:22',
      'ruling',
      '--situation',
      's40-cdg-11-carta-esposta',
      '--answers',
      'when=own-turn',
      '--entrant',
      entrant,
      '--table',
      '9',
    );
    expect(wrong.code).toBe(1);
    // A ruling still missing an answer is refused with the question it needs.
    const open = await run(
      '15:22',
      'ruling',
      '--situation',
      's40-cdg-11-carta-esposta',
      '--entrant',
      entrant,
      '--table',
      '1',
    );
    expect(open.code).toBe(1);
    expect(open.stderr).toContain(
      'la situazione s40-cdg-11-carta-esposta chiede ancora una risposta (when)',
    );
    await ok(
      '15:23',
      'void',
      '--target',
      String(ruled?.seq),
      '--reason',
      'decisione data al tavolo sbagliato',
    );
    const after = (await run('15:24', 'log')).stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; voidedBy?: number });
    expect(after.find((e) => e.type === 'ruled')?.voidedBy).toBeDefined();
  });

  it('S40-CdG art. 14: a ruling that leaves the score to the arbitro needs the figures', async () => {
    const db = join(dir, 'scala40-14.sqlite');
    const { run, ok, register } = tournamentAt(db, '2026-11-21');
    await ok('15:00', 'create', '--name', 'Coppa', '--game', 'scala40', '--rounds', '2*tables:3');
    await register('15:01', ['Anna Neri', 'Bruno Blu', 'Carla Rossi', 'Dario Verdi']);
    const paired = (await ok('15:05', 'pair')) as {
      pairing: { tables: { table: number; seats: string[] }[] };
    };
    const entrant = paired.pairing.tables[0]?.seats[0] as string;
    const args = [
      'ruling',
      '--situation',
      's40-cdg-14',
      '--answers',
      'rebuilt=no',
      '--entrant',
      entrant,
      '--table',
      '1',
    ];
    const missing = await run('15:20', ...args);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(
      "S40-CdG art. 14 lascia il punteggio all'arbitro, che va indicato",
    );
    const given = await ok('15:21', ...args, '--mp', '50');
    expect(given).toMatchObject({ ok: true, events: ['ruled', 'penalized'] });
  });
});
