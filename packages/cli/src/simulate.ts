/**
 * `tavolo simulate <game> --profile P --games N --seed S [--players N]
 * [--bots greedy|random|mixed|<bot>|<bot>,<bot>,...] [--iterations K] [--json]`: plays N
 * complete matches between bots (a level per seat plays from its seat's prompt), match i with
 * seed S + i, checking every engine invariant after every action. Prints a summary (or one
 * JSON object); exits 1 at the first broken invariant or refused bot action, saying how to
 * replay that match. What differs between games is in their adapters (simulate-game.ts).
 */
import { performance } from 'node:perf_hooks';
import type { SeatBotKind } from '@tavolo/bots';
import { ARENA_ITERATIONS, BOT_NAMES, arenaIterationsText, readBot } from '@tavolo/bots/arena';
import { profileName } from '@tavolo/messages';
import cliProgress from 'cli-progress';
import {
  type Command,
  type CommandContext,
  EXIT_FAILURE,
  EXIT_OK,
  parseFlags,
  usageError,
} from './command.js';
import { burraco } from './simulate-burraco.js';
import {
  BOT_MIXES,
  type BotChoice,
  type BotMix,
  type GameProfile,
  type PlayedMatch,
  type SimulatedGame,
} from './simulate-game.js';
import { scala40 } from './simulate-scala40.js';

const GAMES: ReadonlyMap<string, SimulatedGame> = new Map(
  [scala40, burraco].map((game) => [game.name, game]),
);
export const SIMULATED_GAMES: readonly string[] = [...GAMES.keys()];

/** A bound no real match comes near (a greedy match takes a few hundred actions). */
const DEFAULT_MAX_ACTIONS = 200_000;

export const simulateHelp = (ctx: CommandContext): string =>
  `${ctx.i18n
    .t('help.simulate', {
      games: SIMULATED_GAMES.join(', '),
      profiles: [...GAMES.values()].map((g) => `${g.name}: ${g.profiles}`).join('; '),
      bots: BOT_NAMES.join(', '),
      iterations: arenaIterationsText(),
    })
    .trimEnd()}\n`;

interface Failure {
  readonly index: number;
  readonly seed: number;
  readonly problems: readonly string[];
  /** Where the match stopped, when it got that far. */
  readonly where?: PlayedMatch['where'];
}

interface Settings {
  readonly game: SimulatedGame;
  readonly profile: GameProfile;
  readonly players: number;
  readonly games: number;
  readonly seed: number;
  readonly bots: BotChoice;
  /** `--bots` as written in summaries and replay commands. */
  readonly botsLabel: string;
  readonly iterations: number;
  readonly maxActions: number;
  readonly json: boolean;
}

/** The most iterations a command line may ask of the searching level per decision. */
const MAX_ITERATIONS = 1_000_000;

/**
 * `--bots`: a mix (greedy, random, mixed: the state-reading bots), one bot for every seat, or
 * one bot per seat separated by commas (L1-L3 or a kind); undefined when it is none of these.
 */
const readBots = (text: string, players: number): BotChoice | undefined => {
  if (BOT_MIXES.includes(text as BotMix)) return { kind: 'mix', mix: text as BotMix };
  const kinds = text.split(',').map(readBot);
  if (!kinds.every((k): k is SeatBotKind => k !== undefined)) return undefined;
  const [only] = kinds;
  if (kinds.length === 1 && only !== undefined)
    return { kind: 'seats', bots: Array.from({ length: players }, () => only) };
  return kinds.length === players ? { kind: 'seats', bots: kinds } : undefined;
};

/** A whole number written in decimal that is a safe integer, or undefined. */
const integer = (text: string): number | undefined => {
  if (!/^[+-]?\d+$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
};

const FLAGS = {
  profile: { type: 'string' },
  games: { type: 'string' },
  seed: { type: 'string' },
  players: { type: 'string' },
  bots: { type: 'string' },
  iterations: { type: 'string' },
  'max-actions': { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

type Parsed =
  | { readonly kind: 'help' }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'run'; readonly settings: Settings };

const readSettings = (args: readonly string[], ctx: CommandContext): Parsed => {
  const { t } = ctx.i18n;
  const bad = (message: string): Parsed => ({ kind: 'error', message });
  const parsed = parseFlags(args, FLAGS, ctx.i18n);
  if (!parsed.ok) return bad(parsed.message);
  const { values, positionals } = parsed.flags;
  if (values['help']) return { kind: 'help' };
  const games = SIMULATED_GAMES.join(', ');
  const [name, ...extra] = positionals;
  if (name === undefined) return bad(t('simulate.missingGame', { games }));
  const game = GAMES.get(name);
  if (!game) return bad(t('cli.unknownGame', { game: name, games }));
  if (extra.length > 0) return bad(t('cli.extraArgument', { argument: extra[0] }));
  const text = (flag: keyof typeof FLAGS): string | undefined => {
    const value = values[flag];
    return typeof value === 'string' ? value : undefined;
  };
  const { profiles } = game;
  const spec = text('profile');
  if (spec === undefined) return bad(t('cli.missingProfile', { game: name, profiles }));
  const profile = game.profile(spec);
  if (!profile) return bad(t('cli.badProfile', { profile: spec, game: name, profiles }));
  const playersText = text('players');
  const players = playersText === undefined ? profile.defaultPlayers : integer(playersText);
  if (players === undefined || !profile.tableSizes.includes(players))
    return bad(
      t('simulate.badPlayers', {
        value: playersText,
        profile: profile.spec,
        sizes: profile.tableSizes.join(', '),
      }),
    );
  const gamesText = text('games');
  if (gamesText === undefined) return bad(t('cli.missingOption', { option: '--games' }));
  const count = integer(gamesText);
  if (count === undefined || count < 1) return bad(t('simulate.badGames', { value: gamesText }));
  const seedText = text('seed');
  if (seedText === undefined) return bad(t('cli.missingOption', { option: '--seed' }));
  const seed = integer(seedText);
  if (seed === undefined) return bad(t('simulate.badSeed', { value: seedText }));
  // Seeds run S .. S + N - 1; compare without adding, which would round past 2^53.
  if (seed > Number.MAX_SAFE_INTEGER - (count - 1)) return bad(t('simulate.seedRange'));
  const botsText = text('bots') ?? 'greedy';
  const bots = readBots(botsText, players);
  if (!bots)
    return bad(t('simulate.badBots', { value: botsText, players, names: BOT_NAMES.join(', ') }));
  const iterationsText = text('iterations');
  const iterations =
    iterationsText === undefined
      ? ARENA_ITERATIONS[game.name as keyof typeof ARENA_ITERATIONS]
      : integer(iterationsText);
  if (iterations === undefined || iterations < 1 || iterations > MAX_ITERATIONS)
    return bad(t('simulate.badIterations', { value: iterationsText, max: MAX_ITERATIONS }));
  const maxText = text('max-actions');
  const maxActions = maxText === undefined ? DEFAULT_MAX_ACTIONS : integer(maxText);
  if (maxActions === undefined || maxActions < 1)
    return bad(t('simulate.badMaxActions', { value: maxText }));
  return {
    kind: 'run',
    settings: {
      game,
      profile,
      players,
      games: count,
      seed,
      bots,
      botsLabel: bots.kind === 'mix' ? bots.mix : bots.bots.join(','),
      iterations,
      maxActions,
      json: values['json'] === true,
    },
  };
};

type Totals = Record<string, number>;

const handsPerSecond = (totals: Totals, seconds: number): number =>
  seconds > 0 ? Math.round(((totals['hands'] ?? 0) / seconds) * 10) / 10 : 0;

const summaryText = (
  ctx: CommandContext,
  settings: Settings,
  totals: Totals,
  winners: readonly number[],
  noWinner: number,
  seconds: number,
): string => {
  const { i18n } = ctx;
  const { t, number } = i18n;
  const { game, players } = settings;
  const wins = winners
    .map((n, slot) =>
      t('simulate.wins', { name: game.winners.name(i18n, slot, players), count: number(n) }),
    )
    .join(' · ');
  const rows: (readonly [string, string])[] = [
    [t('simulate.label.matches'), number(settings.games)],
    ...game.rows((name) => number(totals[name] ?? 0), i18n),
    [t(game.winners.label), t('simulate.winners', { winners: wins, none: number(noWinner) })],
    [t('simulate.label.time'), t('simulate.seconds', { seconds: number(seconds, 1) })],
    [t('simulate.label.handsPerSecond'), number(handsPerSecond(totals, seconds))],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const title = t('simulate.title', {
    game: game.title,
    profile: profileName(i18n.lang, settings.profile.spec),
    players,
    bots: settings.botsLabel,
    seed: settings.seed,
  });
  return [title, ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`)].join('\n');
};

const reportFailure = (ctx: CommandContext, settings: Settings, failure: Failure): void => {
  const { t } = ctx.i18n;
  const { game, profile, players } = settings;
  const replay = [
    `tavolo simulate ${game.name}`,
    `--profile ${profile.spec}`,
    ...(players === profile.defaultPlayers ? [] : [`--players ${players}`]),
    '--games 1',
    `--seed ${failure.seed}`,
    `--bots ${settings.botsLabel}`,
    ...(settings.iterations === ARENA_ITERATIONS[game.name as keyof typeof ARENA_ITERATIONS]
      ? []
      : [`--iterations ${settings.iterations}`]),
    ...(settings.maxActions === DEFAULT_MAX_ACTIONS
      ? []
      : [`--max-actions ${settings.maxActions}`]),
  ].join(' ');
  const where = failure.where;
  const lines = [
    t('simulate.failed', {
      index: failure.index,
      seed: failure.seed,
      profile: profileName(ctx.i18n.lang, profile.spec),
    }),
    ...failure.problems.map((p) => `  - ${p}`),
    ...(where
      ? [
          t(
            `simulate.where.${game.name}`,
            Object.fromEntries(
              Object.entries(where).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]),
            ),
          ),
        ]
      : []),
    t('simulate.replay', { command: replay }),
  ];
  ctx.stderr.write(`${lines.join('\n')}\n`);
};

export const runSimulate: Command = async (args, ctx) => {
  const read = readSettings(args, ctx);
  if (read.kind === 'help') {
    ctx.stdout.write(simulateHelp(ctx));
    return EXIT_OK;
  }
  if (read.kind === 'error') return usageError(ctx, read.message, 'simulate');
  const { settings } = read;
  const { game, profile, players } = settings;
  const bar = ctx.stderrIsTTY
    ? new cliProgress.SingleBar(
        {
          stream: ctx.stderr,
          format: ctx.i18n.t('simulate.progress'),
          hideCursor: true,
          clearOnComplete: true,
        },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
  bar?.start(settings.games, 0);
  const totals: Totals = Object.fromEntries(game.counts.map((name) => [name, 0]));
  const winners = Array.from({ length: game.winners.slots(players) }, () => 0);
  let noWinner = 0;
  let failure: Failure | undefined;
  const started = performance.now();
  for (let index = 0; index < settings.games; index++) {
    const seed = settings.seed + index;
    let run: PlayedMatch;
    try {
      run = profile.play({
        players,
        seed,
        bots: settings.bots,
        iterations: settings.iterations,
        maxActions: settings.maxActions,
      });
    } catch (e) {
      // A bot with no move, or a match that cannot start: a broken engine all the same.
      failure = { index, seed, problems: [e instanceof Error ? e.message : String(e)] };
      break;
    }
    if (run.problems.length > 0) {
      failure = { index, seed, problems: run.problems, where: run.where };
      break;
    }
    for (const name of game.counts) totals[name] = (totals[name] ?? 0) + (run.counts[name] ?? 0);
    if (run.winner === null) noWinner++;
    else winners[run.winner] = (winners[run.winner] ?? 0) + 1;
    bar?.increment();
  }
  bar?.stop();
  const seconds = (performance.now() - started) / 1000;
  if (failure) {
    reportFailure(ctx, settings, failure);
    if (settings.json)
      ctx.stdout.write(
        `${JSON.stringify({ ok: false, failure: { match: failure.index, seed: failure.seed, problems: failure.problems, ...failure.where } })}\n`,
      );
    return EXIT_FAILURE;
  }
  ctx.stdout.write(
    settings.json
      ? `${JSON.stringify({
          ok: true,
          game: game.name,
          profile: profile.spec,
          players,
          bots: settings.botsLabel,
          seed: settings.seed,
          matches: settings.games,
          ...totals,
          [game.winners.field]: winners,
          noWinner,
          seconds: Math.round(seconds * 1000) / 1000,
          handsPerSecond: handsPerSecond(totals, seconds),
        })}\n`
      : `${summaryText(ctx, settings, totals, winners, noWinner, seconds)}\n`,
  );
  return EXIT_OK;
};
