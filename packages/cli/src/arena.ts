/**
 * `tavolo arena --game G [--profile P] --bots A,B --deals N [--seats S | --seating K]
 * [--seed X] [--iterations K] [--sprt p0,p1[,alpha,beta]] [--json]`: duplicate deals between
 * two bots (@tavolo/bots/arena), the first measured against the second: win rate, MP and VP
 * differences per deal with 95% intervals, decision times, and optionally a sequential test.
 * A progress bar on stderr when stderr is a terminal.
 */
import { performance } from 'node:perf_hooks';
import { BOT_NAMES, arenaIterationsText, runArena } from '@tavolo/bots/arena';
import cliProgress from 'cli-progress';
import { ARENA_GAMES, ARENA_PROFILES, readArenaArgs } from './arena-args.js';
import { arenaJson, arenaText, replayCommand } from './arena-text.js';
import { type Command, type CommandContext, EXIT_FAILURE, EXIT_OK, usageError } from './command.js';

export const arenaHelp = (ctx: CommandContext): string =>
  `${ctx.i18n
    .t('help.arena', {
      games: ARENA_GAMES.join(', '),
      profiles: ARENA_GAMES.map((g) => `${g}: ${ARENA_PROFILES[g]}`).join('; '),
      bots: BOT_NAMES.join(', '),
      iterations: arenaIterationsText(),
    })
    .trimEnd()}\n`;

export const runArenaCommand: Command = async (args, ctx) => {
  const read = readArenaArgs(args, ctx);
  if (read.kind === 'help') {
    ctx.stdout.write(arenaHelp(ctx));
    return EXIT_OK;
  }
  if (read.kind === 'error') return usageError(ctx, read.message, 'arena');
  const { command } = read;
  const bar = ctx.stderrIsTTY
    ? new cliProgress.SingleBar(
        {
          stream: ctx.stderr,
          format: ctx.i18n.t('arena.progress'),
          hideCursor: true,
          clearOnComplete: true,
        },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
  bar?.start(command.deals, 0);
  const started = performance.now();
  let report;
  try {
    report = runArena({
      table: command.table,
      bots: command.bots,
      deals: command.deals,
      seed: command.seed,
      iterations: command.iterations,
      ...(command.sprt ? { sprt: command.sprt } : {}),
      now: () => performance.now(),
      onDeal: (played) => bar?.update(played),
    });
  } catch (e) {
    bar?.stop();
    // A bot that chose no legal action, or a table that never ended: a fault to report.
    const message = e instanceof Error ? e.message : String(e);
    ctx.stderr.write(`${ctx.i18n.t('arena.failed', { message })}\n`);
    if (command.json)
      ctx.stdout.write(
        `${JSON.stringify({ ok: false, command: replayCommand(command), message })}\n`,
      );
    return EXIT_FAILURE;
  }
  bar?.stop();
  const seconds = (performance.now() - started) / 1000;
  ctx.stdout.write(
    command.json
      ? `${JSON.stringify(arenaJson(command, report, seconds))}\n`
      : `${arenaText(ctx, command, report, seconds)}\n`,
  );
  return EXIT_OK;
};
