/**
 * `tavolo tournament` through the BUILT command (build first: `npx tsc -b`): wrong input gets a
 * clear message and changes nothing; exports hold what the event holds; the derived views the
 * data layer keeps agree with the standings replayed from the log.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shuffle } from '@tavolo/cards';
import { openStore } from '@tavolo/store';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireBuild, sheetArgs, tavolo } from './test-support.js';

beforeAll(requireBuild);

const dir = mkdtempSync(join(tmpdir(), 'tavolo-tournament-'));

const inFile =
  (db: string) =>
  async (...args: string[]) =>
    tavolo(['tournament', ...args, '--db', db, '--at', '2026-11-21T15:00:00Z']);

/** A 4-pair Burraco event with round 1 paired and played. */
const smallEvent = async (name: string) => {
  const db = join(dir, `${name}.sqlite`);
  const run = inFile(db);
  await run(
    'create',
    '--name',
    'Torneo del Circolo',
    '--game',
    'burraco',
    '--rounds',
    '2*danish-modified:3',
  );
  for (const players of [
    'Niccolò Pietà,Anna De Luca',
    "Luca D'Àmico,Sara Neri",
    'Ugo Blu,Ida Rosa',
    'Teo Verdi,Eva Gialli',
  ])
    await run('register', '--players', players);
  await run('pair');
  await run(...sheetArgs(1, 1, '600-200,300-400,500-100', 'E1,E2'));
  await run(...sheetArgs(1, 2, '100-300,0-200,50-150', 'E3,E4'));
  return { db, run };
};

const logOf = async (db: string) => (await tavolo(['tournament', 'log', '--db', db])).stdout;

describe('tavolo tournament: wrong input', () => {
  it('refuses with a clear message, exit 1 or 2, and leaves the log as it was', async () => {
    const { db, run } = await smallEvent('errors');
    const before = await logOf(db);
    const cases: [string[], number, string][] = [
      [
        ['result', '--round', '1', '--table', '1', '--hands', '600-200', '--signed', 'E1,E2'],
        1,
        'già uno score',
      ],
      [sheetArgs(2, 1, '600-200,0-0,0-0', 'E1,E2'), 1, 'il turno 2 non ha un tavolo 1'],
      [
        ['result', '--round', '1', '--table', '1', '--hands', '600-2x0', '--signed', 'E1'],
        2,
        'smazzata non valida',
      ],
      [
        ['register', '--players', 'Solo Uno'],
        1,
        "un'iscrizione ha 2 giocatori, ciascuno con cognome",
      ],
      [['withdraw', '--entrant', 'E9', '--reason', 'x'], 1, 'iscritto sconosciuto'],
      [
        [
          'correct',
          '--round',
          '1',
          '--table',
          '1',
          '--hands',
          '600-200,300-400,500-100',
          '--correction',
          'whatever',
          '--reason',
          'x',
        ],
        2,
        'correzione sconosciuta',
      ],
      [
        ['pair', '--seating', 'draw', '--seed', '1'],
        1,
        'la sistemazione vale solo per il primo turno',
      ],
      [['publish'], 2, 'manca --round'],
      [
        ['create', '--name', 'Altro', '--game', 'scala40', '--rounds', '3*nonsense:5'],
        2,
        'turno non valido',
      ],
      [
        ['create', '--name', 'Altro', '--game', 'scala40', '--rounds', '3*tables:7'],
        1,
        'S40-CdG art. 22',
      ],
      [['frobnicate'], 2, 'sottocomando sconosciuto'],
      [['standings', '--round', 'due'], 2, '--round vuole un numero intero'],
    ];
    for (const [args, code, message] of cases) {
      const r = await run(...args);
      expect([args.join(' '), r.code]).toEqual([args.join(' '), code]);
      expect(r.stderr).toContain(message);
      expect(r.stdout).toBe('');
    }
    expect(await logOf(db)).toBe(before);
    const other = await tavolo([
      'tournament',
      'standings',
      '--db',
      join(dir, 'errors.sqlite'),
      '--event',
      'nessuno',
    ]);
    expect(other.code).toBe(1);
    expect(other.stderr).toContain('evento sconosciuto');
  });

  it('speaks English with --lang en', async () => {
    const { run } = await smallEvent('english');
    const r = await run('--lang', 'en', 'withdraw', '--entrant', 'E9', '--reason', 'x');
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('tavolo: refused: unknown entrant: E9 (Tavolo)\n');
  });
});

describe('tavolo tournament: sanctions', () => {
  // BUR-CH art. 22: "La somma di 2 richiami comportano una ammonizione", announced as the
  // event's reading instead of art. 50's second caution for the same breach.
  it('BUR-CH art. 22: --cautions any makes a warning of any two cautions', async () => {
    const any = inFile(join(dir, 'cautions-any.sqlite'));
    await any(
      'create',
      '--name',
      'Richiami',
      '--game',
      'burraco',
      '--rounds',
      'danish:3',
      '--cautions',
      'any',
    );
    for (let i = 1; i <= 2; i++) await any('register', '--players', `A${i} Uno,B${i} Due`);
    await any('pair');
    for (const breach of ['gioco fuori turno', 'commenti'])
      await any(
        'sanction',
        '--entrant',
        'E1',
        '--player',
        'A1 Uno',
        '--level',
        'caution',
        '--breach',
        breach,
      );
    const json = JSON.parse((await any('export', '--format', 'json')).stdout) as {
      sanctions: { level: string }[];
    };
    expect(json.sanctions.map((s) => s.level)).toEqual(['caution', 'caution', 'warning']);
  });
});

describe("tavolo tournament: the organizer's VP tables", () => {
  // BUR-CH art. 19: "Le tabelle, riprodotte sugli score, indicano i V.P."; the regulation's own
  // were lost, so a Champion event's 3-hand rounds are scored on FIBUR's, a substitute.
  it('BUR-CH art. 19: the standings say which rounds a substitute table scored', async () => {
    const { run } = await smallEvent('sostituta');
    const r = await run('standings');
    expect(r.stdout).toContain(
      'Turno 1: VP secondo una tabella sostitutiva, non quella del regolamento: FIBUR 3 hands',
    );
  });

  it('BUR-CH art. 19, README: an event may use any VP table, checked when it is entered', async () => {
    const run = inFile(join(dir, 'vp.sqlite'));
    const file = join(dir, 'tables.json');
    // A club's 3-hand table: up to 100 a draw, up to 300 12-8, beyond 20-0.
    const club = {
      name: 'Tabella del circolo',
      source: 'circolo',
      derived: false,
      bands: [
        { upTo: 100, winner: 10, loser: 10 },
        { upTo: 300, winner: 12, loser: 8 },
        { upTo: null, winner: 20, loser: 0 },
      ],
    };
    writeFileSync(file, JSON.stringify({ '3': club }));
    await run(
      'create',
      '--name',
      'Circolo',
      '--game',
      'burraco',
      '--rounds',
      'danish:3',
      '--vp-tables',
      file,
    );
    for (let i = 1; i <= 2; i++) await run('register', '--players', `A${i} Uno,B${i} Due`);
    await run('pair');
    await run(...sheetArgs(1, 1, '600-200,300-400,500-100', 'E1,E2'));
    const rows = JSON.parse((await run('standings', '--json')).stdout) as {
      standings: { vp: number }[];
    };
    // 1400 to 700: a difference of 700, beyond 300 on the club's table.
    expect(rows.standings.map((r) => r.vp)).toEqual([20, 0]);
    writeFileSync(
      file,
      JSON.stringify({ '3': { ...club, bands: [{ upTo: 50, winner: 8, loser: 12 }] } }),
    );
    const refused = await inFile(join(dir, 'vp-bad.sqlite'))(
      'create',
      '--name',
      'Altro',
      '--game',
      'burraco',
      '--rounds',
      'danish:3',
      '--vp-tables',
      file,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('BUR-CH art. 19');
  });
});

describe('tavolo tournament: seating by a published draw', () => {
  it('S40-CdG art. 2, BUR-CH art. 2: anyone can replay the draw from its seed', async () => {
    const run = inFile(join(dir, 'draw.sqlite'));
    await run('create', '--name', 'Sorteggio', '--game', 'burraco', '--rounds', 'danish:3');
    for (let i = 1; i <= 6; i++) await run('register', '--players', `A${i} Uno,B${i} Due`);
    const secret = 'a1'.repeat(32);
    const paired = JSON.parse(
      (await run('pair', '--seating', 'draw', '--seed', secret, '--json')).stdout,
    ) as {
      pairing: { tables: { seats: string[] }[]; explanation: { code: string }[] };
      seating: unknown;
    };
    const replayed = shuffle(
      ['E1', 'E2', 'E3', 'E4', 'E5', 'E6'],
      { scheme: 'hmac-sha256-v1', secret },
      'tournament-seating',
    );
    expect(paired.pairing.tables.flatMap((t) => t.seats)).toEqual(replayed);
    expect(paired.seating).toEqual({ kind: 'draw', seed: { scheme: 'hmac-sha256-v1', secret } });
    expect(paired.pairing.explanation.map((e) => e.code)).toContain('seating-draw');
  });
});

describe('tavolo tournament: exports and the data layer', () => {
  it('BUR-CH art. 48: the decisions CSV says the reasons the rules write in the user language, at the time of the room', async () => {
    const { run } = await smallEvent('csv-words');
    await run('pair');
    const late = await run('late', '--entrant', 'E2', '--minutes', '4');
    expect(late.stdout).toContain('Ritardo di 4 minuti per E2');
    const italian = (await run('export', '--format', 'csv', '--what', 'decisions')).stdout;
    expect(italian.split('\n')[0]).toBe(
      'at,time,by,round,entrant,kind,vp,mp,reason,article,void_seq,void_at,void_time,void_by,void_reason',
    );
    // 15:00 UTC is 16:00 on the clock of the room (Europe/Rome, the default zone).
    expect(italian).toContain(
      '2026-11-21T15:00:00.000Z,"21/11/2026, 16:00",arbitro,2,E2,penalty,0,-100,ritardo di 4 minuti,BUR-CH art. 48,,,,,',
    );
    expect(italian).not.toContain('late 4 min');
    const english = (await run('--lang', 'en', 'export', '--format', 'csv', '--what', 'decisions'))
      .stdout;
    expect(english).toContain(',late 4 minutes,BUR-CH art. 48');
  });

  it('exports JSON, CSV and PDF that hold the event', async () => {
    const { run } = await smallEvent('exports');
    // The correction deadline on the clock of the room (Europe/Rome), not in UTC.
    const published = await run('publish', '--round', '1');
    expect(published.stdout).toContain('Turno 1 pubblicato: correzioni fino a 21/11/2026, 16:30');
    expect((await run('status')).stdout).toContain(
      'Turno 1: ufficiale, correzioni fino a 21/11/2026, 16:30',
    );
    const json = JSON.parse((await run('export', '--format', 'json')).stdout) as {
      entrants: unknown[];
      rounds: { scores: { entrant: string; vp: number }[] }[];
      log: unknown[];
    };
    expect(json.entrants).toHaveLength(4);
    expect(json.rounds[0]?.scores.map((s) => [s.entrant, s.vp])).toEqual([
      ['E1', 16],
      ['E2', 4],
      ['E3', 6],
      ['E4', 14],
    ]);
    expect(json.log).toHaveLength(9);
    const standingsCsv = (await run('export', '--format', 'csv', '--what', 'standings')).stdout;
    expect(standingsCsv.split('\n').slice(0, 3)).toEqual([
      'rank,entrant,players,vp,mp,penalty_vp,penalty_mp,rounds,withdrawn,decided_by',
      '1,E1,Niccolò Pietà - Anna De Luca,16,1400,0,0,1,false,',
      '2,E4,Teo Verdi - Eva Gialli,14,650,0,0,1,false,',
    ]);
    for (const what of ['scoresheets', 'seating', 'standings']) {
      const file = join(dir, `${what}.pdf`);
      const r = await run(
        'export',
        '--format',
        'pdf',
        '--what',
        what,
        '--round',
        '1',
        '--out',
        file,
      );
      expect(r.code).toBe(0);
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Torneo del Circolo');
      expect(text).toContain('Pietà');
      expect(text).toContain("D'Àmico");
    }
    const sheets = execFileSync('pdfinfo', [join(dir, 'scoresheets.pdf')], { encoding: 'utf8' });
    expect(sheets).toMatch(/Pages:\s+2/);
    expect((await run('export', '--format', 'pdf', '--what', 'seating')).code).toBe(2);
    const unwritable = await run(
      'export',
      '--format',
      'csv',
      '--out',
      join(dir, 'missing', 'x.csv'),
    );
    expect(unwritable.code).toBe(1);
    expect(unwritable.stderr).toContain('non riesco a scrivere');
  });

  it('the views the store keeps match the standings replayed from the log', async () => {
    const { db, run } = await smallEvent('views');
    const replayed = JSON.parse((await run('standings', '--json')).stdout) as {
      standings: { entrant: string; rank: number; vp: number; mp: number }[];
    };
    const store = await openStore({ kind: 'sqlite', file: db }, () => {
      throw new Error('no write here');
    });
    try {
      const views = await store.readStandings('torneo-del-circolo', 1);
      expect(views.ok && views.value.map((r) => [r.entrantId, r.rank, r.vp, r.mp])).toEqual(
        replayed.standings.map((r) => [r.entrant, r.rank, r.vp, r.mp]),
      );
      const summary = await store.readSummary('torneo-del-circolo');
      expect(summary.ok && summary.value).toMatchObject({
        status: 'in-progress',
        currentRound: 1,
        totalRounds: 2,
        entrantCount: 4,
      });
    } finally {
      await store.close();
    }
  });
});
