/**
 * For the tests: reading the PDFs back with poppler-utils (pdftotext, pdftoppm, pdfinfo), and
 * sample rounds and standings with the accented names Italian players have.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Result } from '@tavolo/cards';
import {
  type TournamentCommand,
  type TournamentEvent,
  type TournamentState,
  decideCommand,
  replay,
} from '@tavolo/tournament';
import PDFDocument from 'pdfkit';
import type {
  EventHeading,
  Game,
  PlayerName,
  PrintError,
  ScoreSheetInput,
  Seat,
  StandingsInput,
  TableSeating,
} from './input.js';

const POPPLER = ['pdftotext', 'pdftoppm', 'pdfinfo'] as const;

/**
 * Fails, never skips, when poppler-utils is missing: these tests are the only look at the PDFs.
 * Every reading helper calls it when its tool fails, so each test fails on its own.
 */
const requirePoppler = (): void => {
  const missing = POPPLER.filter((tool) => spawnSync(tool, ['-v']).error !== undefined);
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(', ')} not found: the print tests read PDFs with poppler-utils. ` +
        'Install it with `apt-get install -y poppler-utils` (scripts/test-prerequisites.sh does).',
    );
  }
};

/** Runs a poppler tool on `pdf` saved to a scratch file; `args(file)` builds its arguments. */
const poppler = (
  tool: (typeof POPPLER)[number],
  pdf: Uint8Array,
  args: (file: string, dir: string) => readonly string[],
): { readonly stdout: string; readonly dir: string; readonly cleanup: () => void } => {
  const dir = mkdtempSync(join(tmpdir(), 'tavolo-print-'));
  const file = join(dir, 'doc.pdf');
  writeFileSync(file, pdf);
  const run = spawnSync(tool, args(file, dir), { encoding: 'utf8' });
  const cleanup = (): void => rmSync(dir, { recursive: true, force: true });
  if (run.error !== undefined || run.status !== 0) {
    cleanup();
    requirePoppler();
    throw new Error(`${tool} failed: ${run.stderr}`);
  }
  return { stdout: run.stdout, dir, cleanup };
};

/** The text of `pdf` (or of page `page`), laid out as on the page. */
export const pdfText = (pdf: Uint8Array, page?: number): string => {
  const pages = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
  const run = poppler('pdftotext', pdf, (file) => ['-layout', ...pages, file, '-']);
  run.cleanup();
  return run.stdout;
};

export const pageCount = (pdf: Uint8Array): number => {
  const run = poppler('pdfinfo', pdf, (file) => [file]);
  run.cleanup();
  const pages = /^Pages:\s+(\d+)$/m.exec(run.stdout)?.[1];
  if (pages === undefined) throw new Error(`pdfinfo gave no page count:\n${run.stdout}`);
  return Number(pages);
};

/** Page `page` of `pdf` as a PNG at 60 dpi (A4 is 497 x 702 pixels). */
export const renderPng = (pdf: Uint8Array, page = 1): Uint8Array => {
  const range = ['-f', String(page), '-l', String(page)];
  const run = poppler('pdftoppm', pdf, (file, dir) => [
    '-png',
    '-r',
    '60',
    ...range,
    '-singlefile',
    file,
    join(dir, 'page'),
  ]);
  const png = new Uint8Array(readFileSync(join(run.dir, 'page.png')));
  run.cleanup();
  return png;
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from a PNG's header, or undefined when `png` is not a PNG. */
export const pngSize = (png: Uint8Array): { width: number; height: number } | undefined => {
  if (!PNG_SIGNATURE.every((byte, index) => png[index] === byte)) return undefined;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
};

/** A blank A4 page, the baseline a drawn page's PNG must outweigh (white compresses to little). */
export const blankPdf = (): Promise<Uint8Array> =>
  new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.end();
  });

/** The PDF of a result the test expects to succeed. */
export const bytesOf = (result: Result<Uint8Array, PrintError>): Uint8Array => {
  if (!result.ok)
    throw new Error(`expected a PDF, got ${result.error.code}: ${result.error.message}`);
  return result.value;
};

const SURNAMES = [
  "D'Àmico",
  'Pietà',
  'Rossi',
  'Bianchi',
  'Esposito',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
] as const;

const GIVEN_NAMES = [
  'Niccolò',
  'Lucia',
  'Mario',
  'Anna',
  'Giuseppe',
  'Chiara',
  'Andrea',
  'Francesca',
  'Luca',
  'Giulia',
  'Nicolò',
  'Elena',
  'Salvatore',
  'Rosaria',
] as const;

/**
 * The `index`-th player of the samples, all different for the first 280: the first is Niccolò
 * D'Àmico, the second Lucia Pietà.
 */
export const samplePlayer = (index: number): PlayerName => {
  const lap = Math.floor(index / SURNAMES.length);
  return {
    surname: SURNAMES[index % SURNAMES.length] ?? '',
    // Each lap of surnames moves the given names on by 23, 9 modulo 14 and coprime with it.
    givenName: GIVEN_NAMES[(index + 3 * lap) % GIVEN_NAMES.length] ?? '',
  };
};

export const sampleEvent = (game: Game): EventHeading => ({
  name: game === 'burraco' ? 'Torneo di Primavera – Circolo Pietà' : 'Trofeo Città di Forlì',
  date: '2025-06-14',
  game,
});

/** Burraco pairs at `tables` tables: pair 2t-1 holds N-S at table t, pair 2t holds E-W. */
export const burracoPairsRound = (tables: number): ScoreSheetInput => ({
  event: sampleEvent('burraco'),
  round: 3,
  hands: 4,
  tables: Array.from({ length: tables }, (_, index): TableSeating => {
    const pair = (number: number, position: Seat['position']): Seat => ({
      position,
      entrant: String(number),
      players: [samplePlayer(2 * number - 2), samplePlayer(2 * number - 1)],
    });
    return { table: index + 1, seats: [pair(2 * index + 1, 'NS'), pair(2 * index + 2, 'EW')] };
  }),
});

/** Scala 40 tables of four, but of three at the last table when `threeAtLast`. */
export const scala40Round = (tables: number, threeAtLast = false): ScoreSheetInput => {
  let entrant = 0;
  return {
    event: sampleEvent('scala40'),
    round: 2,
    hands: 5,
    tables: Array.from({ length: tables }, (_, index): TableSeating => {
      const positions: readonly Seat['position'][] =
        threeAtLast && index === tables - 1 ? ['N', 'E', 'S'] : ['N', 'E', 'S', 'W'];
      return {
        table: index + 1,
        seats: positions.map((position) => {
          entrant += 1;
          return { position, entrant: String(entrant), players: [samplePlayer(entrant - 1)] };
        }),
      };
    }),
  };
};

/** Standings of `rows` pairs, best first, with penalties on every tenth. */
export const sampleStandings = (rows: number): StandingsInput => ({
  event: sampleEvent('burraco'),
  status: 'provisional',
  afterRound: 3,
  totalRounds: 6,
  tieBreaks: ['mp', 'head-to-head'],
  extraColumns: ['penalties'],
  rows: Array.from({ length: rows }, (_, index) => ({
    rank: index + 1,
    entrant: String(index + 1),
    players: [samplePlayer(2 * index), samplePlayer(2 * index + 1)],
    vp: 60 - Math.floor(index / 2),
    mp: 3200 - 17 * index,
    ...(index % 10 === 9 ? { extra: { penalties: -1 } } : {}),
  })),
});

/**
 * The state of a tournament after `commands`, each decided by @tavolo/tournament's rules, from
 * 15:00 UTC on 21 November 2026 (16:00 in Rome), `minutesApart` minutes one after the other.
 */
export const tournamentAfter = (
  commands: readonly TournamentCommand[],
  minutesApart = 0,
): TournamentState => {
  const events: TournamentEvent[] = [];
  const start = Date.parse('2026-11-21T15:00:00.000Z');
  for (const [index, command] of commands.entries()) {
    const at = new Date(start + index * minutesApart * 60_000).toISOString();
    const stamp = { at, by: 'arbitro' };
    const state = events.length > 0 ? replay(events) : undefined;
    const decided = decideCommand(state?.ok ? state.value : undefined, command, stamp);
    if (!decided.ok) throw new Error(decided.error.message);
    events.push(...decided.value);
  }
  const state = replay(events);
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
};

export const SAMPLE_PAIRS = [
  ['Anna Rossi', 'Bruno Verdi'],
  ['Carla Bianchi', 'Dino Neri'],
  ['Elena Gallo', 'Franco Conti'],
  ['Gina Costa', 'Ugo Ricci'],
] as const;

/** Four Burraco pairs of a `movement` event, registered and paired for round 1. */
export const burracoEvent = (
  movement: 'danish' | 'mitchell',
  more: Partial<Extract<TournamentCommand, { type: 'create' }>> = {},
): TournamentCommand[] => [
  {
    type: 'create',
    name: 'Trofeo del Circolo',
    date: '2026-11-21',
    game: 'burraco',
    kind: 'pairs',
    rounds: [1, 2, 3].map(() => ({
      movement:
        movement === 'danish'
          ? ({ kind: 'danish', variant: 'pure' } as const)
          : ({ kind: 'mitchell', step: 1 } as const),
      hands: 3,
    })),
    ...more,
  },
  ...SAMPLE_PAIRS.map((players) => ({ type: 'register' as const, players: [...players] })),
  { type: 'pair' },
];

/** The first line at `table` of round 1 wins 600 to 200 over three hands. */
export const wonAtTable = (table: number, signedBy: string[]): TournamentCommand => ({
  type: 'result',
  round: 1,
  table,
  hands: [
    [300, 100],
    [200, 100],
    [100, 0],
  ],
  signedBy,
});

/**
 * A Danish event where E1 gets two cautions for one breach (a warning), E3 an expulsion and E2
 * a caution. Five minutes apart from 15:00 UTC, the first caution is at 15:30 UTC, 16:30 in Rome.
 */
export const sanctionedEvent = (zone?: string): TournamentCommand[] => [
  ...burracoEvent('danish', zone === undefined ? {} : { timeZone: zone }),
  {
    type: 'sanction',
    entrant: 'E1',
    player: 'Anna Rossi',
    level: 'caution',
    breach: 'gioco fuori turno',
  },
  {
    type: 'sanction',
    entrant: 'E1',
    player: 'Anna Rossi',
    level: 'caution',
    breach: 'gioco fuori turno',
    confirm: true,
  },
  {
    type: 'sanction',
    entrant: 'E3',
    player: 'Elena Gallo',
    level: 'expulsion',
    breach: "linguaggio ingiurioso verso l'arbitro",
    article: 'BUR-CH art. 50',
  },
  {
    type: 'sanction',
    entrant: 'E2',
    player: 'Dino Neri',
    level: 'caution',
    breach: 'carte esposte',
  },
];
