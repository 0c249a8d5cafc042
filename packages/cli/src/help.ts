/** `tavolo help [command]`, also `tavolo --help`. */
import { arenaHelp } from './arena.js';
import { type Command, type CommandContext, EXIT_OK, usageError } from './command.js';
import { RULES_GAMES, rulesHelp } from './rules.js';
import { SIMULATED_GAMES, simulateHelp } from './simulate.js';
import { tournamentHelp } from './tournament.js';
import { verifyHelp } from './verify.js';

const PAGES: ReadonlyMap<string, (ctx: CommandContext) => string> = new Map([
  ['arena', arenaHelp],
  ['rules', rulesHelp],
  ['ruling', (ctx) => `${ctx.i18n.t('help.ruling').trimEnd()}\n`],
  ['simulate', simulateHelp],
  ['tournament', tournamentHelp],
  ['verify', verifyHelp],
]);

/** The general help. */
export const mainHelp = (ctx: CommandContext): string =>
  `${ctx.i18n
    .t('help.main', {
      rulesGames: [...RULES_GAMES.keys()].join(', '),
      simulateGames: SIMULATED_GAMES.join(', '),
    })
    .trimEnd()}\n`;

export const runHelp: Command = async (args, ctx) => {
  const [command, ...extra] = args;
  if (extra.length > 0)
    return usageError(ctx, ctx.i18n.t('cli.extraArgument', { argument: extra[0] }));
  const page = command === undefined ? mainHelp : PAGES.get(command);
  if (!page) return usageError(ctx, ctx.i18n.t('cli.unknownCommand', { command }));
  ctx.stdout.write(page(ctx));
  return EXIT_OK;
};
