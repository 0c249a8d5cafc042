/**
 * `tavolo simulate scala40 --profile P --games N --seed S [--bots greedy|random|mixed] [--json]`:
 * plays N complete 4-player matches between bots, match i with seed S + i, checking every
 * engine invariant after every action. Prints a summary (or one JSON object); exits 1 at the
 * first broken invariant or refused bot action, saying how to replay that match.
 */
import { performance } from 'node:perf_hooks';
import { type MatchRun, type Scala40Bot, greedyBot, playMatch, randomLegalBot } from '@tavolo/bots';
import { type MatchState, type RuleProfile, profileFromSpec, profileSpec } from '@tavolo/scala40';
import cliProgress from 'cli-progress';
import {
  type Command,
  type CommandContext,
  EXIT_FAILURE,
  EXIT_OK,
  parseFlags,
  usageError,
} from './command.js';

export const SIMULATED_GAMES: readonly string[] = ['scala40'];
const PROFILES = 'fisca-gara, club-151, fisca-101[+a][+b][+c]';

export type BotMix = 'greedy' | 'random' | 'mixed';
const BOT_MIXES: readonly BotMix[] = ['greedy', 'random', 'mixed'];

const PLAYERS = ['p1', 'p2', 'p3', 'p4'];
/** A bound no real match comes near (a greedy match takes a few hundred actions). */
const DEFAULT_MAX_ACTIONS = 200_000;

export const simulateHelp = (ctx: CommandContext): string =>
  `${ctx.i18n
    .t('help.simulate', { games: SIMULATED_GAMES.join(', '), profiles: PROFILES })
    .trimEnd()}\n`;

/** The random bot's own seed, from the match seed and the seat: replaying a match replays it. */
const botSeed = (matchSeed: number, seat: number): number =>
  Number(BigInt.asIntN(32, BigInt(matchSeed) * 4n + BigInt(seat)));

/** Seats 0 and 2 greedy, 1 and 3 random-legal in a mixed table. */
const botsFor = (mix: BotMix, matchSeed: number): Scala40Bot[] =>
  PLAYERS.map((_, seat) =>
    mix === 'greedy' || (mix === 'mixed' && seat % 2 === 0)
      ? greedyBot()
      : randomLegalBot(botSeed(matchSeed, seat)),
  );

/** The winning seat: the last one standing, or at a table of fixed hands the fewest MP. */
const winnerOf = (state: MatchState): number | null => {
  if (state.end.kind === 'elimination') return state.winner;
  const best = Math.min(...state.totals);
  const seats = state.totals.flatMap((total, seat) => (total === best ? [seat] : []));
  return seats.length === 1 ? (seats[0] as number) : null;
};

export interface Summary {
  readonly game: string;
  readonly profile: string;
  readonly bots: BotMix;
  readonly seed: number;
  readonly matches: number;
  readonly hands: number;
  readonly turns: number;
  readonly actions: number;
  readonly openings: number;
  readonly closings: number;
  readonly inHandClosings: number;
  /** Hands that ended with no card left to draw instead of a closing. */
  readonly unclosedHands: number;
  readonly reshuffles: number;
  readonly eliminations: number;
  readonly winnersBySeat: readonly number[];
  /** Matches with no single winner (a tie). */
  readonly noWinner: number;
  readonly seconds: number;
  readonly handsPerSecond: number;
}

interface Failure {
  readonly index: number;
  readonly seed: number;
  readonly problems: readonly string[];
  /** Where the match stopped, when it got that far. */
  readonly where?: Where;
}

/** Where a match stopped: enough to see a stuck hand at a glance. */
interface Where {
  readonly hand: number;
  readonly seat: number;
  readonly handSizes: readonly number[];
  readonly reshuffles: number;
}

const whereOf = (state: MatchState): Where => ({
  hand: state.hand.number,
  seat: state.hand.turn.seat,
  handSizes: state.hand.hands.map((cards) => cards.length),
  reshuffles: state.hand.reshuffles,
});

interface Settings {
  readonly profile: RuleProfile;
  readonly games: number;
  readonly seed: number;
  readonly bots: BotMix;
  readonly maxActions: number;
  readonly json: boolean;
}

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
  bots: { type: 'string' },
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
  const [game, ...extra] = positionals;
  if (game === undefined) return bad(t('simulate.missingGame', { games }));
  if (!SIMULATED_GAMES.includes(game)) return bad(t('cli.unknownGame', { game, games }));
  if (extra.length > 0) return bad(t('cli.extraArgument', { argument: extra[0] }));
  const text = (name: keyof typeof FLAGS): string | undefined => {
    const value = values[name];
    return typeof value === 'string' ? value : undefined;
  };
  const spec = text('profile');
  if (spec === undefined) return bad(t('cli.missingProfile', { game, profiles: PROFILES }));
  const profile = profileFromSpec(spec);
  if (!profile.ok) return bad(t('cli.badProfile', { profile: spec, game, profiles: PROFILES }));
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
  const bots = text('bots') ?? 'greedy';
  if (!BOT_MIXES.includes(bots as BotMix)) return bad(t('simulate.badBots', { value: bots }));
  const maxText = text('max-actions');
  const maxActions = maxText === undefined ? DEFAULT_MAX_ACTIONS : integer(maxText);
  if (maxActions === undefined || maxActions < 1)
    return bad(t('simulate.badMaxActions', { value: maxText }));
  return {
    kind: 'run',
    settings: {
      profile: profile.value,
      games: count,
      seed,
      bots: bots as BotMix,
      maxActions,
      json: values['json'] === true,
    },
  };
};

const play = (settings: Settings, seed: number): MatchRun =>
  playMatch({
    profile: settings.profile,
    players: PLAYERS,
    seed: { scheme: 'xoroshiro128plus', seed },
    bots: botsFor(settings.bots, seed),
    checkInvariants: true,
    maxActions: settings.maxActions,
  });

const summaryText = (ctx: CommandContext, s: Summary): string => {
  const { t, number } = ctx.i18n;
  const winners = s.winnersBySeat
    .map((n, seat) => t('simulate.seat', { seat, count: number(n) }))
    .join(' · ');
  const rows: [string, string][] = [
    [t('simulate.label.matches'), number(s.matches)],
    [
      t('simulate.label.hands'),
      t('simulate.unclosed', { hands: number(s.hands), unclosed: number(s.unclosedHands) }),
    ],
    [t('simulate.label.turns'), number(s.turns)],
    [t('simulate.label.openings'), number(s.openings)],
    [
      t('simulate.label.closings'),
      t('simulate.inHand', { closings: number(s.closings), inHand: number(s.inHandClosings) }),
    ],
    [t('simulate.label.reshuffles'), number(s.reshuffles)],
    [t('simulate.label.eliminations'), number(s.eliminations)],
    [t('simulate.label.winners'), t('simulate.winners', { winners, none: number(s.noWinner) })],
    [t('simulate.label.time'), t('simulate.seconds', { seconds: number(s.seconds, 1) })],
    [t('simulate.label.handsPerSecond'), number(s.handsPerSecond)],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const title = t('simulate.title', { profile: s.profile, bots: s.bots, seed: s.seed });
  return [title, ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`)].join('\n');
};

const reportFailure = (ctx: CommandContext, settings: Settings, failure: Failure): void => {
  const { t } = ctx.i18n;
  const spec = profileSpec(settings.profile);
  const replay = [
    'tavolo simulate scala40',
    `--profile ${spec}`,
    '--games 1',
    `--seed ${failure.seed}`,
    `--bots ${settings.bots}`,
    ...(settings.maxActions === DEFAULT_MAX_ACTIONS
      ? []
      : [`--max-actions ${settings.maxActions}`]),
  ].join(' ');
  const lines = [
    t('simulate.failed', { index: failure.index, seed: failure.seed, profile: spec }),
    ...failure.problems.map((p) => `  - ${p}`),
    ...(failure.where
      ? [
          t('simulate.where', {
            ...failure.where,
            handSizes: failure.where.handSizes.join(', '),
          }),
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
  const totals = {
    hands: 0,
    turns: 0,
    actions: 0,
    openings: 0,
    closings: 0,
    inHandClosings: 0,
    reshuffles: 0,
    eliminations: 0,
  };
  const winnersBySeat = PLAYERS.map(() => 0);
  let noWinner = 0;
  let matches = 0;
  let failure: Failure | undefined;
  const started = performance.now();
  for (let index = 0; index < settings.games; index++) {
    const seed = settings.seed + index;
    let run: MatchRun;
    try {
      run = play(settings, seed);
    } catch (e) {
      // A bot with no move, or a match that cannot start: a broken engine all the same.
      failure = { index, seed, problems: [e instanceof Error ? e.message : String(e)] };
      break;
    }
    if (run.problems.length > 0) {
      failure = { index, seed, problems: run.problems, where: whereOf(run.state) };
      break;
    }
    matches++;
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += run.stats[key];
    const winner = winnerOf(run.state);
    if (winner === null) noWinner++;
    else winnersBySeat[winner] = (winnersBySeat[winner] ?? 0) + 1;
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
  const summary: Summary = {
    game: 'scala40',
    profile: profileSpec(settings.profile),
    bots: settings.bots,
    seed: settings.seed,
    matches,
    ...totals,
    unclosedHands: totals.hands - totals.closings,
    winnersBySeat,
    noWinner,
    seconds: Math.round(seconds * 1000) / 1000,
    handsPerSecond: seconds > 0 ? Math.round((totals.hands / seconds) * 10) / 10 : 0,
  };
  ctx.stdout.write(
    settings.json
      ? `${JSON.stringify({ ok: true, ...summary })}\n`
      : `${summaryText(ctx, summary)}\n`,
  );
  return EXIT_OK;
};
