#!/usr/bin/env node
/**
 * The `tavolo` command. `--lang it|en` may stand anywhere before a `--`; without it the
 * language comes from TAVOLO_LANG, else Italian.
 */
import {
  type Command,
  type CommandContext,
  EXIT_FAILURE,
  EXIT_USAGE,
  usageError,
} from './command.js';
import { mainHelp, runHelp } from './help.js';
import { DEFAULT_LANG, createI18n, pickLang } from './i18n.js';
import { runRules } from './rules.js';
import { runSimulate } from './simulate.js';
import { runTournament } from './tournament.js';
import { runVerify } from './verify.js';
import { runVersion } from './version.js';

const COMMANDS: ReadonlyMap<string, Command> = new Map([
  ['rules', runRules],
  ['simulate', runSimulate],
  ['tournament', runTournament],
  ['verify', runVerify],
  ['help', runHelp],
  ['--help', runHelp],
  ['-h', runHelp],
  ['--version', runVersion],
  ['-V', runVersion],
]);

interface LangFlag {
  /** The arguments without `--lang`. */
  readonly rest: readonly string[];
  /** The value of `--lang`; null when the flag came without one. */
  readonly lang: string | null | undefined;
}

/** Takes `--lang X` or `--lang=X` out of the arguments (the last one wins). */
const takeLang = (argv: readonly string[]): LangFlag => {
  const rest: string[] = [];
  let lang: string | null | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      rest.push(...argv.slice(i));
      break;
    }
    if (arg === '--lang') {
      const value = argv[i + 1];
      lang = value === undefined || value.startsWith('-') ? null : value;
      if (lang !== null) i++;
    } else if (arg.startsWith('--lang=')) {
      lang = arg.slice('--lang='.length);
    } else {
      rest.push(arg);
    }
  }
  return { rest, lang };
};

const main = async (argv: readonly string[]): Promise<number> => {
  const { rest, lang } = takeLang(argv);
  const fromEnv = pickLang(undefined, process.env['TAVOLO_LANG']) ?? DEFAULT_LANG;
  const chosen = typeof lang === 'string' ? pickLang(lang, undefined) : fromEnv;
  const ctx: CommandContext = {
    i18n: createI18n(chosen ?? fromEnv),
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    stderrIsTTY: process.stderr.isTTY === true,
  };
  const { t } = ctx.i18n;
  if (lang === null) return usageError(ctx, t('cli.missingLang'));
  if (chosen === undefined) return usageError(ctx, t('cli.badLang', { lang }));
  const [name, ...args] = rest;
  if (name === undefined) {
    ctx.stderr.write(mainHelp(ctx));
    return EXIT_USAGE;
  }
  const command = COMMANDS.get(name);
  if (!command) return usageError(ctx, t('cli.unknownCommand', { command: name }));
  try {
    return await command(args, ctx);
  } catch (e) {
    ctx.stderr.write(
      `${t('cli.internalError', { message: e instanceof Error ? e.message : String(e) })}\n`,
    );
    return EXIT_FAILURE;
  }
};

// A reader that goes away (`tavolo rules ... | head`) is the end of the work, not a crash.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    // Only when the catalogs themselves cannot be read: no translation is possible then.
    process.stderr.write(`tavolo: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = EXIT_FAILURE;
  },
);
