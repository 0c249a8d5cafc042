/**
 * `tavolo tournament <subcommand> [--db FILE] [--event ID] [--at TIME] [--by NAME] ...`: the
 * whole life of an event on a local SQLite file. Every subcommand that decides something reads
 * the event's log, replays it, asks the pure tournament package for the events to append and
 * appends them in one transaction after the event it read (a concurrent write makes it fail,
 * never interleave). A refused request prints why, with its article, and writes nothing.
 */
import { type Store, openStore } from '@tavolo/store';
import { type Stamp, bridge } from '@tavolo/tournament';
import { type Command, type CommandContext, EXIT_OK, parseFlags, usageError } from './command.js';
import { BRIDGE_SUBCOMMANDS } from './tournament-bridge.js';
import { isBridgeSession } from './tournament-bridge-session.js';
import { CREATE_COMMANDS } from './tournament-create.js';
import { DISCIPLINE_COMMANDS } from './tournament-discipline.js';
import { ENTRANT_COMMANDS } from './tournament-entrants.js';
import { FLAGS, splitSubcommand } from './tournament-flags.js';
import { runImport } from './tournament-import.js';
import { runFederationReport, runPrizes } from './tournament-report.js';
import { RESULT_COMMANDS } from './tournament-results.js';
import { ROUND_COMMANDS } from './tournament-rounds.js';
import { type Subcommand, failure, reading, str } from './tournament-session.js';
import { STATUS_COMMANDS } from './tournament-status.js';
import { runRuling } from './tournament-ruling.js';
import { runLog, runVoid } from './tournament-void.js';

export const tournamentHelp = (ctx: CommandContext): string =>
  `${ctx.i18n.t('help.tournament').trimEnd()}\n`;

/** Every subcommand by its name, each in the module of its concept. */
const SUBCOMMANDS: Readonly<Record<string, Subcommand>> = {
  ...CREATE_COMMANDS,
  ...ENTRANT_COMMANDS,
  ...ROUND_COMMANDS,
  ...RESULT_COMMANDS,
  ...DISCIPLINE_COMMANDS,
  ...STATUS_COMMANDS,
  log: reading(runLog),
  void: runVoid,
  ruling: runRuling,
  import: runImport,
  prizes: reading(runPrizes),
  'federation-report': reading(runFederationReport),
  // The PDF printer and its fonts are loaded only by an export.
  export: reading(async (s, loaded) =>
    (await import('./tournament-export.js')).runExport(s, loaded),
  ),
};

export const runTournament: Command = async (args, ctx) => {
  const { sub, rest } = splitSubcommand(args);
  if (sub === undefined || sub === '--help' || sub === '-h') {
    ctx.stdout.write(tournamentHelp(ctx));
    return sub === undefined
      ? usageError(ctx, ctx.i18n.t('tournament.missingSubcommand'), 'tournament')
      : EXIT_OK;
  }
  const run = SUBCOMMANDS[sub];
  if (!run && !BRIDGE_SUBCOMMANDS[sub])
    return usageError(ctx, ctx.i18n.t('tournament.unknownSubcommand', { sub }), 'tournament');
  const parsedFlags = parseFlags(rest, FLAGS, ctx.i18n);
  if (!parsedFlags.ok) return usageError(ctx, parsedFlags.message, 'tournament');
  const { flags } = parsedFlags;
  if (flags.positionals.length > 0)
    return usageError(
      ctx,
      ctx.i18n.t('cli.extraArgument', { argument: flags.positionals[0] }),
      'tournament',
    );
  const atText = str(flags, 'at');
  if (atText !== undefined && Number.isNaN(Date.parse(atText)))
    return usageError(ctx, ctx.i18n.t('tournament.badTime', { at: atText }), 'tournament');
  const stamp: Stamp = {
    at: atText !== undefined ? new Date(atText).toISOString() : new Date().toISOString(),
    by: str(flags, 'by') ?? process.env['TAVOLO_DIRECTOR'] ?? 'arbitro',
  };
  const file = str(flags, 'db') ?? process.env['TAVOLO_DB'] ?? 'tavolo.sqlite';
  let store: Store;
  try {
    // Each event's views by its game's projection (bridge pairs events have their own log).
    store = await openStore({ kind: 'sqlite', file }, bridge.projectEventLog);
  } catch (e) {
    return failure(ctx, 'tournament.cannotOpen', {
      file,
      message: e instanceof Error ? e.message : String(e),
    });
  }
  try {
    const session = { ctx, flags, store, stamp, json: flags.values['json'] === true };
    // A bridge pairs event has its own subcommands (tournament-bridge.ts).
    const isBridge = await isBridgeSession(session, sub);
    const chosen = isBridge ? BRIDGE_SUBCOMMANDS[sub] : run;
    if (!chosen)
      return usageError(
        ctx,
        ctx.i18n.t(`tournament.bridge.${isBridge ? 'notForBridge' : 'onlyBridge'}`, { sub }),
        'tournament',
      );
    return await chosen(session);
  } finally {
    await store.close();
  }
};
