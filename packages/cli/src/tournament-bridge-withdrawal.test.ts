/**
 * LAW 69B on the command line, through the BUILT command on a SQLite file (build first:
 * `npx tsc -b`): a 3-table Mitchell of one board a round, whose board 1 at table 1 in round 1
 * ended in a claim the defenders accepted, conceding 2 tricks (`--conceded EW:2`). A player of
 * the side that conceded asks back some of them (`request-withdrawal`), the director decides
 * (`decide-withdrawal`): a grant scores the board again and moves the standings, a refusal and
 * a request after the correction period change nothing.
 */
import { copyFileSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireBuild, tournamentText } from './test-support.js';

const dir = mkdtempSync(join(tmpdir(), 'tavolo-bridge-69b-'));
const DAY = '2026-11-26';

interface Encounter {
  readonly table: number;
  readonly ns: number;
  readonly ew: number;
  readonly boards: readonly number[];
}
interface Standing {
  readonly pair: number;
  readonly score: number;
}
interface Field {
  readonly field: string;
  readonly standings: readonly Standing[];
}

const players = (pair: number) => [`Nord${pair}`, `Sud${pair}`] as const;

/** `tavolo tournament` on one file at `time` of the day; `json` adds --json and parses. */
const eventOn = (db: string) => {
  const { run, json } = tournamentText(db, DAY);
  const standings = async (time: string) => (await json(time, 'standings'))['fields'] as Field[];
  /** The traveller row of `board` where `ns` sat N/S. */
  const row = async (time: string, board: number, ns: number) => {
    const r = await run(time, 'export', '--format', 'json', '--what', 'travellers');
    const papers = JSON.parse(r.stdout) as {
      travellers: { board: number; rows: Record<string, unknown>[] }[];
    };
    return papers.travellers
      .find((t) => t.board === board)
      ?.rows.find((x) => x['ns'] === String(ns));
  };
  return { run, json, standings, row };
};

const scoreOf = (fields: readonly Field[], pair: number): number =>
  fields.flatMap((f) => f.standings).find((s) => s.pair === pair)?.score ?? Number.NaN;

const BASE = join(dir, 'base.sqlite');
let first: Encounter;
let board: number;
/** Where round 1, table 1 plays the claimed board. */
let at: string[];

/** A fresh copy of the published event, for one test. */
const copyOf = (name: string) => {
  const db = join(dir, `${name}.sqlite`);
  for (const suffix of ['', '-wal', '-shm'])
    if (existsSync(`${BASE}${suffix}`)) copyFileSync(`${BASE}${suffix}`, `${db}${suffix}`);
  return eventOn(db);
};

beforeAll(async () => {
  requireBuild();
  const e = eventOn(BASE);
  await e.json(
    '19:00',
    'create',
    '--game',
    'bridge',
    '--name',
    'Mitchell del lunedì',
    '--movement',
    'mitchell',
    '--tables',
    '3',
    '--boards',
    '1',
    '--correction-minutes',
    '30',
  );
  for (let pair = 1; pair <= 6; pair++)
    await e.json('19:05', 'register', '--players', players(pair).join(','));
  const movement = (await e.json('19:10', 'movement')) as unknown as {
    rounds: { round: number; tables: Encounter[] }[];
  };
  first = movement.rounds[0]?.tables[0] as Encounter;
  board = first.boards[0] as number;
  at = ['--round', '1', '--table', '1', '--board', String(board)];
  // 4S by North, 11 tricks by a claim E/W accepted, conceding 2 (450); the board's two other
  // tables made 10 (420): N/S of table 1 has the top, 4 matchpoints (2 for each score beaten).
  await e.json(
    '19:30',
    'result',
    ...at,
    '--contract',
    '4S',
    '--declarer',
    'N',
    '--tricks',
    '11',
    '--conceded',
    'EW:2',
  );
  for (const [i, r] of movement.rounds.entries())
    for (const t of r.tables)
      if (i > 0 && t.boards.includes(board))
        await e.json(
          '19:40',
          'result',
          '--round',
          String(i + 1),
          '--table',
          String(t.table),
          '--board',
          String(board),
          '--contract',
          '4S',
          '--declarer',
          'N',
          '--tricks',
          '10',
        );
  await e.json('22:00', 'sample', '--seed', '7');
  // The official score at 22:10 UTC: corrections until 22:40 UTC, 23:40 in Rome (LAW 79C).
  await e.json('22:10', 'publish');
}, 120_000);

describe('tavolo tournament, bridge pairs: LAW 69B withdrawals of an agreement', () => {
  it('LAW 69B: a request granted scores the board again and the standings show it', async () => {
    const e = copyOf('granted');
    const before = await e.standings('22:11');
    expect(await e.row('22:11', board, first.ns)).toMatchObject({ contract: '4S', tricks: 11 });
    const ew = players(first.ew)[0];
    const asked = await e.run(
      '22:15',
      'request-withdrawal',
      ...at,
      '--tricks',
      '1',
      '--ground',
      'won-in-fact',
      '--by',
      ew,
    );
    expect(asked.code, asked.stderr).toBe(0);
    expect(asked.stdout).toContain(
      `Chiesto da ${ew} (coppia ${first.ew}) il ritiro dell'accordo sul board ${board} al tavolo 1, turno 1: 1 presa che la linea aveva di fatto vinto; decide l'arbitro (LAW 69B)`,
    );
    // Asked, not yet decided: nothing changes, and the status tells the director it waits.
    expect(await e.standings('22:16')).toEqual(before);
    const waiting = await e.run('22:16', 'status');
    expect(waiting.stdout).toContain(
      `ritiro dell'accordo chiesto: 1 presa sul board ${board} al tavolo 1, turno 1 (LAW 69B, decide l'arbitro)`,
    );
    expect(await e.json('22:16', 'status')).toMatchObject({
      withdrawals: [{ round: 1, table: 1, board, tricks: 1 }],
    });
    const decided = await e.run(
      '22:20',
      'decide-withdrawal',
      ...at,
      '--granted',
      '1',
      '--reason',
      'il quadri era vincente',
    );
    expect(decided.code, decided.stderr).toBe(0);
    expect(decided.stdout).toContain(
      'il risultato ora è 4S N, 10 prese (1 presa concessa da E/O) (LAW 69B)',
    );
    // "nuovamente registrato con tale presa assegnata alla sua linea": 420, tied with the other
    // two tables (1 matchpoint for each tie): N/S of table 1 loses 2 of its 4, E/W gains them.
    expect(await e.row('22:21', board, first.ns)).toMatchObject({ tricks: 10, nsScore: 420 });
    expect(await e.json('22:21', 'status')).toMatchObject({ withdrawals: [] });
    const after = await e.standings('22:21');
    expect(scoreOf(after, first.ns)).toBe(scoreOf(before, first.ns) - 2);
    expect(scoreOf(after, first.ew)).toBe(scoreOf(before, first.ew) + 2);
  }, 60_000);

  it('LAW 69B: a request the director refuses changes neither the board nor the standings', async () => {
    const e = copyOf('refused');
    const before = await e.standings('22:11');
    const asked = await e.json(
      '22:15',
      'request-withdrawal',
      ...at,
      '--tricks',
      '2',
      '--ground',
      'would-probably-have-won',
      '--by',
      players(first.ew)[1],
    );
    expect(asked).toMatchObject({ ok: true, tricks: 2, ground: 'would-probably-have-won' });
    const refused = await e.run(
      '22:20',
      'decide-withdrawal',
      ...at,
      '--granted',
      '0',
      '--reason',
      'il reclamo era chiaro',
    );
    expect(refused.code, refused.stderr).toBe(0);
    expect(refused.stdout).toContain(
      `Ritiro dell'accordo rifiutato sul board ${board} al tavolo 1, turno 1: il risultato resta 4S N, 11 prese (2 prese concesse da E/O) (LAW 69B)`,
    );
    expect(await e.row('22:21', board, first.ns)).toMatchObject({ tricks: 11, nsScore: 450 });
    expect(await e.standings('22:21')).toEqual(before);
  }, 60_000);

  it('LAW 69B, 79C: a request after the correction period is refused with its reason and changes nothing', async () => {
    const e = copyOf('late');
    const before = await e.standings('22:41');
    const late = await e.run(
      '22:41',
      'request-withdrawal',
      ...at,
      '--tricks',
      '1',
      '--ground',
      'won-in-fact',
      '--by',
      players(first.ew)[0],
    );
    expect(late.code).toBe(1);
    expect(late.stderr).toContain(
      'tavolo: rifiutato: il periodo di correzione si è chiuso alle 26/11/2026, 23:40 (LAW 69B)',
    );
    // Nothing to decide, and nothing moved.
    const none = await e.run(
      '22:42',
      'decide-withdrawal',
      ...at,
      '--granted',
      '1',
      '--reason',
      'x',
    );
    expect(none.code).toBe(1);
    expect(none.stderr).toContain(
      `il board ${board} al tavolo 1 del turno 1 non ha una richiesta di ritiro da decidere`,
    );
    expect(await e.row('22:43', board, first.ns)).toMatchObject({ tricks: 11 });
    expect(await e.standings('22:43')).toEqual(before);
  }, 60_000);

  it('LAW 69B: bad input gets a clear error and records nothing', async () => {
    const e = copyOf('bad');
    const before = await e.standings('22:11');
    const ew = players(first.ew)[0];
    const ask = (time: string, ...args: string[]) =>
      e.run(time, 'request-withdrawal', '--round', '1', '--table', '1', ...args);
    const good = ['--tricks', '1', '--ground', 'won-in-fact'];

    const unknown = await ask('22:15', '--board', '99', ...good, '--by', ew);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('il board 99 non si gioca al tavolo 1 nel turno 1');
    const word = await ask('22:15', '--board', String(board), '--tricks', 'due', '--by', ew);
    expect(word.code).toBe(2);
    expect(word.stderr).toContain('--tricks vuole un numero intero');
    const ground = await ask(
      '22:15',
      '--board',
      String(board),
      '--tricks',
      '1',
      '--ground',
      'sure',
      '--by',
      ew,
    );
    expect(ground.code).toBe(2);
    expect(ground.stderr).toContain('motivo sure non valido: won-in-fact');
    const tooMany = await ask(
      '22:15',
      '--board',
      String(board),
      '--tricks',
      '3',
      '--ground',
      'won-in-fact',
      '--by',
      ew,
    );
    expect(tooMany.code).toBe(1);
    expect(tooMany.stderr).toContain(
      `la linea ha concesso 2 prese nel board ${board}: può chiederne indietro da 1 a 2 (LAW 69B)`,
    );
    // N/S conceded nothing; the director does not ask for a player.
    const declarer = await ask('22:15', ...at.slice(4), ...good, '--by', players(first.ns)[0]);
    expect(declarer.stderr).toContain('non ha concesso prese con un reclamo o una concessione');
    const director = await ask('22:15', ...at.slice(4), ...good);
    expect(director.stderr).toContain('lo chiede un giocatore della linea che ha concesso');

    await e.json('22:16', 'request-withdrawal', ...at, ...good, '--by', ew);
    const byPlayer = await e.run(
      '22:17',
      'decide-withdrawal',
      ...at,
      '--granted',
      '1',
      '--reason',
      'mia',
      '--by',
      ew,
    );
    expect(byPlayer.code).toBe(1);
    expect(byPlayer.stderr).toContain(
      `${ew} è un giocatore: il ritiro di un accordo lo decide l'arbitro`,
    );
    const negative = await e.run(
      '22:17',
      'decide-withdrawal',
      ...at,
      '--granted',
      '-1',
      '--reason',
      'x',
    );
    expect(negative.code).toBe(2);
    expect(negative.stderr).toContain('--granted vuole un numero intero');
    const more = await e.run(
      '22:17',
      'decide-withdrawal',
      ...at,
      '--granted',
      '2',
      '--reason',
      'x',
    );
    expect(more.code).toBe(1);
    expect(more.stderr).toMatch(
      /l'arbitro concede da zero al numero di prese richieste \(1\).*\(LAW 69B\)/,
    );
    const bare = await e.run('22:17', 'decide-withdrawal', ...at, '--granted', '1');
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('manca --reason');
    const conceded = await e.run(
      '22:18',
      'correct',
      ...at,
      '--contract',
      '4S',
      '--declarer',
      'N',
      '--tricks',
      '11',
      '--conceded',
      'EO-2',
      '--reason',
      'x',
    );
    expect(conceded.code).toBe(2);
    expect(conceded.stderr).toContain('prese concesse EO-2 non valide');

    expect(await e.row('22:19', board, first.ns)).toMatchObject({ tricks: 11 });
    expect(await e.standings('22:19')).toEqual(before);
  }, 90_000);
});
