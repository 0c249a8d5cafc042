/** What `tavolo arena` prints: a summary in the user's language, or one JSON object. */
import { type ArenaReport, type Estimate, budgetFor } from '@tavolo/bots/arena';
import { profileName } from '@tavolo/messages';
import type { ArenaCommand } from './arena-args.js';
import type { CommandContext } from './command.js';

/** Three decimals are enough for any figure the arena prints as JSON. */
const round = (x: number, digits = 3): number => Math.round(x * 10 ** digits) / 10 ** digits;

const estimateJson = (e: Estimate) => ({
  mean: round(e.mean, 4),
  low: e.low === null ? null : round(e.low, 4),
  high: e.high === null ? null : round(e.high, 4),
});

/** The arguments that replay the run: the same figures from the same command. */
export const replayCommand = (command: ArenaCommand): string => {
  const { table } = command;
  return [
    `tavolo arena --game ${table.game} --profile ${command.spec}`,
    table.game === 'scala40' ? `--seats ${table.seats}` : `--seating ${table.seating}`,
    `--bots ${command.bots.join(',')} --deals ${command.deals} --seed ${command.seed}`,
    `--iterations ${command.iterations}`,
    ...(command.sprt
      ? [
          `--sprt ${[command.sprt.p0, command.sprt.p1, command.sprt.alpha, command.sprt.beta].join(',')}`,
        ]
      : []),
  ].join(' ');
};

export const arenaJson = (command: ArenaCommand, report: ArenaReport, seconds: number) => {
  const { table } = command;
  return {
    ok: true,
    game: table.game,
    profile: command.spec,
    ...(table.game === 'scala40' ? { seats: table.seats } : { seating: table.seating }),
    bots: report.bots,
    iterations: report.iterations,
    seed: report.seed,
    command: replayCommand(command),
    dealsPlanned: report.dealsPlanned,
    deals: report.deals,
    tables: report.tables,
    won: report.won,
    shared: report.shared,
    lost: report.lost,
    par: round(report.par, 4),
    winRate: estimateJson(report.winRate),
    mpDiff: estimateJson(report.mpDiff),
    vpDiff: report.vpDiff ? estimateJson(report.vpDiff) : null,
    times: report.times.map((t) => ({
      bot: t.bot,
      decisions: t.decisions,
      p50ms: round(t.p50, 4),
      p99ms: round(t.p99, 4),
    })),
    sprt: report.sprt
      ? {
          ...report.sprt.settings,
          llr: round(report.sprt.llr, 4),
          lower: round(report.sprt.lower, 4),
          upper: round(report.sprt.upper, 4),
          decision: report.sprt.decision,
        }
      : null,
    perDeal: report.outcomes.map((d) => ({
      seed: d.seed,
      score: round(d.score, 4),
      mpDiff: round(d.mpDiff, 4),
      vpDiff: d.vpDiff === null ? null : round(d.vpDiff, 4),
    })),
    seconds: round(seconds),
  };
};

export const arenaText = (
  ctx: CommandContext,
  command: ArenaCommand,
  report: ArenaReport,
  seconds: number,
): string => {
  const { t, number, lang } = ctx.i18n;
  const { table } = command;
  const bot = (kind: string) => t(`arena.bot.${kind}`);
  const percent = (x: number) => `${number(x * 100, 1)}%`;
  const signed = (x: number) => `${x > 0 ? '+' : ''}${number(x, 1)}`;
  const interval = (e: Estimate, show: (x: number) => string) =>
    e.low === null || e.high === null
      ? t('arena.noInterval')
      : t('arena.interval', { low: show(e.low), high: show(e.high) });
  const first = bot(report.bots[0]);
  const rows: (readonly [string, string])[] = [
    [
      t('arena.label.deals'),
      t('arena.deals', {
        deals: number(report.deals),
        tables: number(report.tables),
        won: number(report.won),
        shared: number(report.shared),
        lost: number(report.lost),
      }),
    ],
    [
      t('arena.label.winRate', { bot: first }),
      t('arena.winRate', {
        rate: percent(report.winRate.mean),
        interval: interval(report.winRate, percent),
        par: percent(report.par),
      }),
    ],
    [
      t('arena.label.mpDiff'),
      t(table.game === 'scala40' ? 'arena.mpDiffScala40' : 'arena.mpDiff', {
        diff: signed(report.mpDiff.mean),
        interval: interval(report.mpDiff, signed),
      }),
    ],
    [
      t('arena.label.vpDiff'),
      report.vpDiff
        ? t('arena.vpDiff', {
            diff: signed(report.vpDiff.mean),
            interval: interval(report.vpDiff, signed),
          })
        : t('arena.noVp'),
    ],
    ...report.times.map(
      (time) =>
        [
          t('arena.label.times', { bot: bot(time.bot) }),
          t('arena.times', {
            p50: number(time.p50, 3),
            p99: number(time.p99, 3),
            decisions: number(time.decisions),
          }),
        ] as const,
    ),
    ...(report.sprt
      ? [
          [
            t('arena.label.sprt'),
            t(`arena.sprt.${report.sprt.decision}`, {
              deals: number(report.sprt.deals),
              llr: number(report.sprt.llr, 2),
              lower: number(report.sprt.lower, 2),
              upper: number(report.sprt.upper, 2),
              p0: number(report.sprt.settings.p0, 3),
              p1: number(report.sprt.settings.p1, 3),
            }),
          ] as const,
        ]
      : []),
    [t('arena.label.time'), t('arena.seconds', { seconds: number(seconds, 1) })],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const title = t(table.game === 'scala40' ? 'arena.titleScala40' : 'arena.titleBurraco', {
    profile: profileName(lang, command.spec),
    seats: table.game === 'scala40' ? table.seats : 0,
    seating: table.game === 'burraco' ? t(`arena.seating.${table.seating}`) : '',
    first,
    second: bot(report.bots[1]),
    seed: report.seed,
    budget: report.bots.some((b) => budgetFor(b, 1))
      ? t('arena.budget', { iterations: number(report.iterations) })
      : '',
  });
  return [
    title,
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
    t('arena.replay', { command: replayCommand(command) }),
  ].join('\n');
};
