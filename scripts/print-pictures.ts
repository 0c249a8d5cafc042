/**
 * The pictures of the papers in docs/tournament.md (docs/images/print-*.png): each paper made
 * from a sample event by @tavolo/print, as `tavolo tournament export --format pdf` makes it,
 * and one page of it rendered with poppler's pdftoppm. Not part of `npm test`; run by hand:
 * `npx vite-node --config vitest.config.ts scripts/print-pictures.ts`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Printout, tournamentPdf } from '@tavolo/print';
import type { TournamentCommand, TournamentState } from '@tavolo/tournament';
import {
  burracoEvent,
  bytesOf,
  sanctionedEvent,
  tournamentAfter,
  wonAtTable,
} from '../packages/print/src/test-support.js';

const OUT = fileURLToPath(new URL('../docs/images/', import.meta.url));
/** Readable in a page of documentation, light in the repository. */
const DPI = '72';

const scala40: TournamentCommand[] = [
  {
    type: 'create',
    name: 'Trofeo Città di Forlì',
    date: '2026-11-21',
    game: 'scala40',
    kind: 'individual',
    rounds: [{ movement: { kind: 'standings-tables' }, hands: 5 }],
  },
  ...[
    'Anna Rossi',
    'Bruno Verdi',
    'Carla Bianchi',
    'Dino Neri',
    'Elena Gallo',
    'Franco Conti',
    'Gina Costa',
  ].map((name) => ({ type: 'register' as const, players: [name] })),
  { type: 'pair' },
];

const standings: TournamentCommand[] = [
  ...burracoEvent('danish'),
  wonAtTable(1, ['E1', 'E2']),
  wonAtTable(2, ['E3', 'E4']),
  { type: 'withdraw', entrant: 'E4', during: false, reason: 'malore' },
];

const pictures: readonly {
  readonly name: string;
  readonly state: TournamentState;
  readonly kind: Printout;
  readonly round: number;
  readonly page: number;
}[] = [
  {
    name: 'scoresheet-burraco',
    state: tournamentAfter(burracoEvent('danish')),
    kind: 'scoresheets',
    round: 1,
    page: 1,
  },
  {
    name: 'scoresheet-scala40',
    state: tournamentAfter(scala40),
    kind: 'scoresheets',
    round: 1,
    page: 2,
  },
  {
    name: 'referee-report',
    state: tournamentAfter(sanctionedEvent(), 5),
    kind: 'referee-reports',
    round: 0,
    page: 1,
  },
  {
    name: 'guide-card',
    state: tournamentAfter(burracoEvent('mitchell')),
    kind: 'guide-cards',
    round: 1,
    page: 1,
  },
  {
    name: 'table-card',
    state: tournamentAfter(burracoEvent('danish')),
    kind: 'table-cards',
    round: 1,
    page: 1,
  },
  { name: 'standings', state: tournamentAfter(standings), kind: 'standings', round: 1, page: 1 },
];

const dir = mkdtempSync(join(tmpdir(), 'tavolo-pictures-'));
try {
  for (const picture of pictures) {
    const pdf = bytesOf(await tournamentPdf(picture.state, picture.kind, picture.round, 'it', ''));
    const file = join(dir, `${picture.name}.pdf`);
    writeFileSync(file, pdf);
    const page = String(picture.page);
    const target = join(OUT, `print-${picture.name}`);
    const run = spawnSync(
      'pdftoppm',
      ['-png', '-r', DPI, '-f', page, '-l', page, '-singlefile', file, target],
      { encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`pdftoppm failed on ${picture.name}: ${run.stderr}`);
    process.stdout.write(`${target}.png\n`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
