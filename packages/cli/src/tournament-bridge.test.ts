/**
 * A bridge pairs event run through the BUILT command on a SQLite file (build first:
 * `npx tsc -b`): a 7-table Mitchell of 21 boards and a 4-table Howell of 21 boards, from their
 * creation to the final matchpoint standings, the travellers and the personal score cards read
 * back with pdftotext. Results are entered at the table by a player and confirmed by an
 * opponent (LAW 79A1), disputed (LAW 79B), entered by the director, the rest played from a seed;
 * corrections go through within the period and are refused after it (LAW 79C).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireBuild, tournamentText } from './test-support.js';

beforeAll(requireBuild);

const dir = mkdtempSync(join(tmpdir(), 'tavolo-bridge-'));
const DAY = '2026-11-26';
const textOf = (file: string) =>
  execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');

interface Encounter {
  readonly table: number;
  readonly ns: number;
  readonly ew: number;
  readonly set: number;
  readonly boards: readonly number[];
}
interface Movement {
  readonly rounds: readonly { readonly round: number; readonly tables: readonly Encounter[] }[];
  readonly boardPath: readonly (number | 'relay')[];
  readonly start: readonly number[];
}
interface Standing {
  readonly pair: number;
  readonly score: number;
  readonly top: number;
  readonly percentage: number;
  readonly players: readonly string[];
}
interface Field {
  readonly field: string;
  readonly standings: readonly Standing[];
}

/** `tavolo tournament` on one file at `time` of the day; `json` adds --json and parses. */
const eventOn = (file: string) => {
  const db = join(dir, file);
  const { run, json } = tournamentText(db, DAY);
  const at = (round: number, table: number, board: number) => [
    '--round',
    String(round),
    '--table',
    String(table),
    '--board',
    String(board),
  ];
  return { db, run, json, at };
};

const players = (pair: number) => [`Nord${pair}`, `Sud${pair}`];

/** What every movement must do, read from `movement --json`. */
const checkMovement = (m: Movement, tables: number, timesPlayed: number) => {
  const boardsOf = new Map<number, number[]>();
  const plays = new Map<number, number>();
  for (const r of m.rounds) {
    expect(r.tables.map((e) => e.table).sort((a, b) => a - b)).toEqual(
      Array.from({ length: tables }, (_, i) => i + 1),
    );
    for (const e of r.tables)
      for (const pair of [e.ns, e.ew]) {
        boardsOf.set(pair, [...(boardsOf.get(pair) ?? []), ...e.boards]);
        for (const b of e.boards) if (pair === e.ns) plays.set(b, (plays.get(b) ?? 0) + 1);
      }
  }
  // Every pair plays each board at most once, and every board is played as often.
  for (const boards of boardsOf.values()) expect(new Set(boards).size).toBe(boards.length);
  expect([...plays.keys()].sort((a, b) => a - b)).toEqual(
    Array.from({ length: 21 }, (_, i) => i + 1),
  );
  expect(new Set(plays.values())).toEqual(new Set([timesPlayed]));
  // The boards travel as published: a set moves one stop along the path each round.
  const n = m.boardPath.length;
  for (const [i, r] of m.rounds.entries())
    for (const e of r.tables) {
      const stop = m.boardPath.indexOf(e.table);
      expect(e.set).toBe(m.start[(((stop - i) % n) + n) % n]);
    }
};

/** Each field's percentages average 50: every board's matchpoints split its top. */
const checkStandings = (fields: readonly Field[], boardsEach: number, top: number) => {
  for (const f of fields) {
    for (const s of f.standings) {
      expect(s.top).toBe(boardsEach * top);
      expect(s.percentage).toBeCloseTo((100 * s.score) / s.top, 9);
    }
    const sum = f.standings.reduce((a, s) => a + s.percentage, 0);
    expect(sum).toBeCloseTo(50 * f.standings.length, 6);
    const ranked = f.standings.map((s) => s.percentage);
    expect(ranked).toEqual([...ranked].sort((a, b) => b - a));
  }
};

/** The papers, read back: every board's traveller and every pair's card with its total. */
const checkPapers = async (
  e: ReturnType<typeof eventOn>,
  fields: readonly Field[],
  top: number,
) => {
  const travellers = `${e.db}-travellers.pdf`;
  const cards = `${e.db}-cards.pdf`;
  const t = await e.run('23:00', 'export', '--what', 'travellers', '--out', travellers);
  expect(t.code, t.stderr).toBe(0);
  const c = await e.run('23:00', 'export', '--what', 'score-cards', '--out', cards);
  expect(c.code, c.stderr).toBe(0);
  const tText = textOf(travellers);
  for (let board = 1; board <= 21; board++) expect(tText).toContain(`Board ${board} `);
  expect(tText).toContain(`Top ${top}`);
  const cText = textOf(cards);
  for (const s of fields.flatMap((f) => f.standings)) {
    expect(cText).toContain(`Coppia ${s.pair} · ${s.players.join(' – ')}`);
    const percent = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 }).format(
      s.percentage,
    );
    expect(cText).toContain(`Totale: ${s.score} (${percent}%)`);
  }
};

describe('tavolo tournament, bridge pairs: a 7-table Mitchell of 21 boards', () => {
  it('runs from creation to the final matchpoint standings and the papers', async () => {
    const e = eventOn('mitchell.sqlite');
    const created = await e.json(
      '19:00',
      'create',
      '--game',
      'bridge',
      '--name',
      'Torneo del giovedì',
      '--movement',
      'mitchell',
      '--tables',
      '7',
      '--boards',
      '3',
      '--scoring',
      'mp',
      '--correction-minutes',
      '30',
    );
    expect(created).toMatchObject({ ok: true, pairs: 14 });
    for (let pair = 1; pair <= 14; pair++)
      await e.json('19:05', 'register', '--players', players(pair).join(','));
    const movement = (await e.json('19:10', 'movement')) as unknown as Movement;
    expect(movement.rounds).toHaveLength(7);
    checkMovement(movement, 7, 7);
    // Every N/S pair meets every E/W pair once.
    const meetings = movement.rounds.flatMap((r) => r.tables.map((t) => `${t.ns}-${t.ew}`));
    expect(new Set(meetings).size).toBe(49);
    const first = movement.rounds[0]?.tables[0] as Encounter;
    const card = await e.run('19:10', 'movement', '--pair', String(first.ns));
    expect(card.stdout).toContain(
      `turno 1: tavolo 1 in N/S contro la coppia ${first.ew}, board 1-3`,
    );

    // LAW 79A1: a player of the table enters, an opponent confirms; nobody else may.
    const [b1, b2, b3] = first.boards as [number, number, number];
    const [ns, ew] = [players(first.ns), players(first.ew)] as [string[], string[]];
    const stranger = players(movement.rounds[0]?.tables[1]?.ns ?? 0)[0] as string;
    const entered = await e.run(
      '19:30',
      'result',
      ...e.at(1, 1, b1),
      '--contract',
      '4S',
      '--declarer',
      'N',
      '--tricks',
      '10',
      '--by',
      ns[0] as string,
    );
    expect(entered.code, entered.stderr).toBe(0);
    expect(entered.stdout).toContain('attende la conferma di un avversario (LAW 79A1)');
    const byStranger = await e.run('19:31', 'confirm', ...e.at(1, 1, b1), '--by', stranger);
    expect(byStranger.code).toBe(1);
    expect(byStranger.stderr).toContain(
      `${stranger} non gioca il board ${b1} al tavolo 1 nel turno 1`,
    );
    expect(byStranger.stderr).toContain('(LAW 79A1)');
    const byPartner = await e.run('19:31', 'confirm', ...e.at(1, 1, b1), '--by', ns[1] as string);
    expect(byPartner.code).toBe(1);
    expect(byPartner.stderr).toContain('lo conferma o lo contesta un avversario');
    const confirmed = await e.run('19:32', 'confirm', ...e.at(1, 1, b1), '--by', ew[1] as string);
    expect(confirmed.code, confirmed.stderr).toBe(0);
    expect(confirmed.stdout).toContain(`da ${ew[1]} (coppia ${first.ew})`);

    // LAW 79B: E/W enters, N/S disputes, the director settles it by a correction.
    await e.json(
      '19:33',
      'result',
      ...e.at(1, 1, b2),
      '--contract',
      '3NT',
      '--declarer',
      'W',
      '--tricks',
      '9',
      '--by',
      ew[0] as string,
    );
    const disputed = await e.run('19:34', 'dispute', ...e.at(1, 1, b2), '--by', ns[1] as string);
    expect(disputed.stdout).toContain("decide l'arbitro (LAW 79B)");
    const open = await e.json('19:35', 'status');
    expect(open['disputed']).toEqual([{ round: 1, table: 1, board: b2 }]);
    await e.json(
      '19:40',
      'correct',
      ...e.at(1, 1, b2),
      '--contract',
      '3NT',
      '--declarer',
      'W',
      '--tricks',
      '8',
      '--reason',
      'prese contate al tavolo',
    );
    // The director's own entry needs no confirmation.
    const director = await e.json('19:41', 'result', ...e.at(1, 1, b3), '--contract', 'pass');
    expect(director).toMatchObject({ confirmed: true, actor: { role: 'director' } });

    const early = await e.run('19:45', 'publish');
    expect(early.code).toBe(1);
    expect(early.stderr).toContain('144 risultati');
    expect(await e.json('22:00', 'sample', '--seed', '21')).toMatchObject({ results: 144 });
    const published = await e.run('22:10', 'publish');
    expect(published.stdout).toContain('correzioni fino alle 26/11/2026, 23:40');

    // LAW 79C: corrected within the period, refused after it.
    const later = movement.rounds[1]?.tables[0] as Encounter;
    const fixed = later.boards[0] as number;
    const inside = await e.run(
      '22:20',
      'correct',
      ...e.at(2, 1, fixed),
      '--contract',
      '2C',
      '--declarer',
      'S',
      '--tricks',
      '7',
      '--reason',
      'errore di trascrizione',
    );
    expect(inside.code, inside.stderr).toBe(0);
    const exported = await e.run('22:21', 'export', '--format', 'json', '--what', 'travellers');
    const papers = JSON.parse(exported.stdout) as Record<string, unknown>;
    const traveller = (
      papers['travellers'] as { board: number; rows: Record<string, unknown>[] }[]
    ).find((t) => t.board === fixed);
    const row = traveller?.rows.find((r) => r['ns'] === String(later.ns));
    expect(row).toMatchObject({ contract: '2C', declarer: 'S', tricks: 7 });
    expect(row?.['nsScore']).toBeLessThan(0);
    const late = await e.run(
      '22:41',
      'correct',
      ...e.at(2, 1, fixed),
      '--contract',
      '2C',
      '--declarer',
      'S',
      '--tricks',
      '8',
      '--reason',
      'tardiva',
    );
    expect(late.code).toBe(1);
    expect(late.stderr).toMatch(/rifiutato: .*si è chiuso alle 26\/11\/2026, 23:40.* \(LAW 79C\)/);

    const final = await e.json('22:50', 'standings');
    expect(final['status']).toBe('final');
    const fields = final['fields'] as Field[];
    expect(fields.map((f) => [f.field, f.standings.length])).toEqual([
      ['NS', 7],
      ['EW', 7],
    ]);
    checkStandings(fields, 21, 12);
    const text = await e.run('22:50', 'standings');
    expect(text.stdout).toContain('Classifica finale: Torneo del giovedì');
    expect(text.stdout).toContain('Linea E/O');
    await checkPapers(e, fields, 12);
  }, 240_000);
});

describe('tavolo tournament, bridge pairs: a 4-table Howell', () => {
  it('runs from creation to the final matchpoint standings and the papers', async () => {
    const e = eventOn('howell.sqlite');
    await e.json(
      '19:00',
      'create',
      '--game',
      'bridge',
      '--name',
      'Howell del circolo',
      '--movement',
      'howell',
      '--tables',
      '4',
      '--boards',
      '3',
    );
    for (let pair = 1; pair <= 8; pair++)
      await e.json(
        '19:05',
        'register',
        '--pair',
        String(pair),
        '--players',
        players(pair).join(','),
      );
    const movement = (await e.json('19:10', 'movement')) as unknown as Movement;
    expect(movement.rounds).toHaveLength(7);
    checkMovement(movement, 4, 4);
    // Every pair meets every other pair once.
    const meetings = movement.rounds.flatMap((r) =>
      r.tables.map((t) => [Math.min(t.ns, t.ew), Math.max(t.ns, t.ew)].join('-')),
    );
    expect(new Set(meetings).size).toBe(28);
    expect(meetings).toHaveLength(28);
    const t2 = movement.rounds[1]?.tables[1] as Encounter;
    const [board] = t2.boards;
    await e.json(
      '19:50',
      'result',
      ...e.at(2, 2, board as number),
      '--contract',
      '4H',
      '--declarer',
      'S',
      '--tricks',
      '11',
      '--by',
      players(t2.ns)[1] as string,
    );
    const wrong = await e.run(
      '19:51',
      'confirm',
      ...e.at(2, 2, board as number),
      '--by',
      players(t2.ns)[0] as string,
    );
    expect(wrong.stderr).toContain('(LAW 79A1)');
    await e.json(
      '19:51',
      'confirm',
      ...e.at(2, 2, board as number),
      '--by',
      players(t2.ew)[0] as string,
    );
    expect(await e.json('22:00', 'sample', '--seed', '4')).toMatchObject({ results: 83 });
    await e.json('22:10', 'publish');
    await e.json(
      '22:30',
      'correct',
      ...e.at(2, 2, board as number),
      '--contract',
      '4H',
      '--declarer',
      'S',
      '--tricks',
      '10',
      '--reason',
      'una presa in meno',
    );
    const late = await e.run(
      '22:40',
      'correct',
      ...e.at(2, 2, board as number),
      '--contract',
      'pass',
      '--reason',
      'tardiva',
    );
    expect(late.stderr).toContain('(LAW 79C)');
    const final = await e.json('22:50', 'standings');
    const fields = final['fields'] as Field[];
    expect(fields.map((f) => [f.field, f.standings.length])).toEqual([['all', 8]]);
    checkStandings(fields, 21, 6);
    await checkPapers(e, fields, 6);
  }, 240_000);
});
