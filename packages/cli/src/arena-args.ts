/** `tavolo arena`'s command line, read into the arena's settings or a translated error. */
import type { SeatBotKind } from '@tavolo/bots';
import {
  ARENA_ITERATIONS,
  type ArenaTable,
  BOT_NAMES,
  DEFAULT_SPRT_ERROR,
  type SprtSettings,
  readBot,
  sprtProblem,
} from '@tavolo/bots/arena';
import * as burraco from '@tavolo/burraco';
import * as scala40 from '@tavolo/scala40';
import { type CommandContext, parseFlags } from './command.js';

export const ARENA_GAMES = ['scala40', 'burraco'] as const;
export type ArenaGame = (typeof ARENA_GAMES)[number];

/** Each game's profile when `--profile` is not given: the tournament table of the issue. */
export const DEFAULT_PROFILES: Readonly<Record<ArenaGame, string>> = {
  scala40: 'fisca-gara',
  burraco: 'champion',
};
export const ARENA_PROFILES: Readonly<Record<ArenaGame, string>> = {
  scala40: 'fisca-gara, club-151, fisca-101[+a][+b][+c]',
  burraco: 'champion, fibur',
};
const SEATINGS: readonly burraco.SeatingRequest['kind'][] = ['pairs', 'individual', 'singles'];
/** The most iterations a command line may ask of the searching level per decision. */
const MAX_ITERATIONS = 1_000_000;

export interface ArenaCommand {
  readonly table: ArenaTable;
  /** The profile as written in replay commands. */
  readonly spec: string;
  readonly bots: readonly [SeatBotKind, SeatBotKind];
  readonly deals: number;
  readonly seed: number;
  readonly iterations: number;
  readonly sprt: SprtSettings | undefined;
  readonly json: boolean;
}

export type ArenaParsed =
  | { readonly kind: 'help' }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'run'; readonly command: ArenaCommand };

export const ARENA_FLAGS = {
  game: { type: 'string' },
  profile: { type: 'string' },
  bots: { type: 'string' },
  deals: { type: 'string' },
  seats: { type: 'string' },
  seating: { type: 'string' },
  seed: { type: 'string' },
  iterations: { type: 'string' },
  sprt: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

/** A whole number written in decimal that is a safe integer, or undefined. */
const integer = (text: string): number | undefined => {
  if (!/^[+-]?\d+$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
};

/** `p0,p1` or `p0,p1,alpha,beta`, decimals with a point. */
const readSprt = (text: string): SprtSettings | undefined => {
  const parts = text.split(',');
  if (parts.length !== 2 && parts.length !== 4) return undefined;
  if (!parts.every((p) => /^\s*(0|1)?(\.\d+)?\s*$/.test(p) && p.trim() !== '')) return undefined;
  const [p0, p1, alpha = DEFAULT_SPRT_ERROR, beta = DEFAULT_SPRT_ERROR] = parts.map(Number) as [
    number,
    number,
    number?,
    number?,
  ];
  const settings = { p0, p1, alpha, beta };
  return sprtProblem(settings) === undefined ? settings : undefined;
};

type Table = { readonly table: ArenaTable; readonly spec: string } | { readonly error: string };

const scala40Table = (
  ctx: CommandContext,
  spec: string,
  seatsText: string | undefined,
  seating: string | undefined,
): Table => {
  const { t } = ctx.i18n;
  const found = scala40.profileFromSpec(spec);
  if (!found.ok)
    return {
      error: t('cli.badProfile', {
        profile: spec,
        game: 'scala40',
        profiles: ARENA_PROFILES.scala40,
      }),
    };
  if (seating !== undefined) return { error: t('arena.seatingBurracoOnly') };
  const profile = found.value;
  const { min, max } = profile.options.players;
  const seats = seatsText === undefined ? Math.min(4, max) : integer(seatsText);
  if (seats === undefined || seats < min || seats > max)
    return {
      error: t('arena.badSeats', {
        value: seatsText,
        profile: scala40.profileSpec(profile),
        min,
        max,
      }),
    };
  return { table: { game: 'scala40', profile, seats }, spec: scala40.profileSpec(profile) };
};

const burracoTable = (
  ctx: CommandContext,
  spec: string,
  seatsText: string | undefined,
  seatingText: string | undefined,
): Table => {
  const { t } = ctx.i18n;
  const found = burraco.profileFromSpec(spec);
  if (!found.ok)
    return {
      error: t('cli.badProfile', {
        profile: spec,
        game: 'burraco',
        profiles: ARENA_PROFILES.burraco,
      }),
    };
  if (seatsText !== undefined) return { error: t('arena.seatsScala40Only') };
  const profile = found.value;
  const seating = (seatingText ?? 'pairs') as burraco.SeatingRequest['kind'];
  const size = seating === 'singles' ? 2 : 4;
  if (!SEATINGS.includes(seating) || !profile.options.seats.includes(size))
    return { error: t('arena.badSeating', { value: seatingText, profile: profile.id }) };
  return { table: { game: 'burraco', profile, seating }, spec: profile.id };
};

export const readArenaArgs = (args: readonly string[], ctx: CommandContext): ArenaParsed => {
  const { t } = ctx.i18n;
  const bad = (message: string): ArenaParsed => ({ kind: 'error', message });
  const parsed = parseFlags(args, ARENA_FLAGS, ctx.i18n);
  if (!parsed.ok) return bad(parsed.message);
  const { values, positionals } = parsed.flags;
  if (values['help']) return { kind: 'help' };
  if (positionals.length > 0) return bad(t('cli.extraArgument', { argument: positionals[0] }));
  const text = (flag: keyof typeof ARENA_FLAGS): string | undefined => {
    const value = values[flag];
    return typeof value === 'string' ? value : undefined;
  };
  const games = ARENA_GAMES.join(', ');
  const game = text('game');
  if (game === undefined) return bad(t('cli.missingOption', { option: '--game' }));
  if (!ARENA_GAMES.includes(game as ArenaGame)) return bad(t('cli.unknownGame', { game, games }));
  const spec = text('profile') ?? DEFAULT_PROFILES[game as ArenaGame];
  const made =
    game === 'scala40'
      ? scala40Table(ctx, spec, text('seats'), text('seating'))
      : burracoTable(ctx, spec, text('seats'), text('seating'));
  if ('error' in made) return bad(made.error);
  const botsText = text('bots');
  if (botsText === undefined) return bad(t('cli.missingOption', { option: '--bots' }));
  const bots = botsText.split(',').map(readBot);
  const [first, second] = bots;
  if (bots.length !== 2 || first === undefined || second === undefined)
    return bad(t('arena.badBots', { value: botsText, names: BOT_NAMES.join(', ') }));
  const dealsText = text('deals');
  if (dealsText === undefined) return bad(t('cli.missingOption', { option: '--deals' }));
  const deals = integer(dealsText);
  if (deals === undefined || deals < 1) return bad(t('arena.badDeals', { value: dealsText }));
  const seedText = text('seed');
  const seed = seedText === undefined ? 1 : integer(seedText);
  if (seed === undefined) return bad(t('arena.badSeed', { value: seedText }));
  // Seeds run S .. S + N - 1; compare without adding, which would round past 2^53.
  if (seed > Number.MAX_SAFE_INTEGER - (deals - 1)) return bad(t('arena.seedRange'));
  const iterationsText = text('iterations');
  const iterations =
    iterationsText === undefined ? ARENA_ITERATIONS[game as ArenaGame] : integer(iterationsText);
  if (iterations === undefined || iterations < 1 || iterations > MAX_ITERATIONS)
    return bad(t('arena.badIterations', { value: iterationsText, max: MAX_ITERATIONS }));
  const sprtText = text('sprt');
  const sprt = sprtText === undefined ? undefined : readSprt(sprtText);
  if (sprtText !== undefined && sprt === undefined)
    return bad(t('arena.badSprt', { value: sprtText }));
  return {
    kind: 'run',
    command: {
      table: made.table,
      spec: made.spec,
      bots: [first, second],
      deals,
      seed,
      iterations,
      sprt,
      json: values['json'] === true,
    },
  };
};
