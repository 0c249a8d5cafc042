/**
 * The command line of `tavolo tournament`: the flags every subcommand may take, and where the
 * subcommand stands among them.
 */
import { IMPORT_FLAGS } from './tournament-import.js';

const COMMON = {
  db: { type: 'string' },
  event: { type: 'string' },
  at: { type: 'string' },
  by: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

export const FLAGS = {
  ...COMMON,
  // import (--file, --dry-run) and the confirmation of doubts (--confirm)
  ...IMPORT_FLAGS,
  // create
  id: { type: 'string' },
  name: { type: 'string' },
  game: { type: 'string' },
  kind: { type: 'string' },
  profile: { type: 'string' },
  date: { type: 'string' },
  rounds: { type: 'string' },
  'correction-minutes': { type: 'string' },
  'bye-policy': { type: 'string' },
  'table-of-three': { type: 'string' },
  'time-zone': { type: 'string' },
  cautions: { type: 'string' },
  'tie-breaks': { type: 'string' },
  prizes: { type: 'string' },
  'prize-groups': { type: 'string' },
  separate: { type: 'string' },
  'vp-tables': { type: 'string' },
  // entrants
  players: { type: 'string' },
  people: { type: 'string' },
  membership: { type: 'string' },
  club: { type: 'string' },
  region: { type: 'string' },
  category: { type: 'string' },
  'late-minutes': { type: 'string' },
  entrant: { type: 'string' },
  reason: { type: 'string' },
  during: { type: 'boolean' },
  // pairing
  seating: { type: 'string' },
  order: { type: 'string' },
  seed: { type: 'string' },
  // results
  round: { type: 'string' },
  table: { type: 'string' },
  hands: { type: 'string' },
  signed: { type: 'string' },
  correction: { type: 'string' },
  agreed: { type: 'string' },
  minutes: { type: 'string' },
  // sanctions and penalties
  player: { type: 'string' },
  level: { type: 'string' },
  breach: { type: 'string' },
  article: { type: 'string' },
  mp: { type: 'string' },
  vp: { type: 'string' },
  // assign: what the rest of the table gets; doubts the director confirms
  others: { type: 'string' },
  confirm: { type: 'boolean' },
  // ruling: the catalogue's situation and the answers to its questions
  situation: { type: 'string' },
  answers: { type: 'string' },
  // void
  target: { type: 'string' },
  // export
  format: { type: 'string' },
  what: { type: 'string' },
  out: { type: 'string' },
  // export --format pdf --what referee-reports: the richiami too
  'with-cautions': { type: 'boolean' },
  // bridge pairs events (tournament-bridge*.ts)
  movement: { type: 'string' },
  tables: { type: 'string' },
  boards: { type: 'string' },
  scoring: { type: 'string' },
  pair: { type: 'string' },
  board: { type: 'string' },
  contract: { type: 'string' },
  declarer: { type: 'string' },
  tricks: { type: 'string' },
  adjusted: { type: 'string' },
  // LAW 69: the tricks a side conceded by a claim, and their withdrawal (LAW 69B)
  conceded: { type: 'string' },
  ground: { type: 'string' },
  granted: { type: 'string' },
} as const;

/** The subcommand may come before or after the flags: the first word no flag takes as value. */
export const splitSubcommand = (
  args: readonly string[],
): { readonly sub: string | undefined; readonly rest: readonly string[] } => {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith('-'))
      return { sub: arg, rest: [...args.slice(0, i), ...args.slice(i + 1)] };
    const name = arg.replace(/^--?/, '');
    if (!arg.includes('=') && FLAGS[name as keyof typeof FLAGS]?.type === 'string') i++;
  }
  return { sub: args[0], rest: args.slice(1) };
};
