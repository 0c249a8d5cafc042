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
import { DEFAULT_LANG, createI18n, pickLang } from './i18n.js';

/**
 * Each command's module, loaded when the command runs: a tournament command does not load the
 * simulator or the rules oracle, nor they the database and the PDF printer, so every run starts
 * with only what it uses.
 */
const COMMANDS: ReadonlyMap<string, () => Promise<Command>> = new Map([
  ['arena', async () => (await import('./arena.js')).runArenaCommand],
  ['rules', async () => (await import('./rules.js')).runRules],
  ['ruling', async () => (await import('./ruling.js')).runRuling],
  ['simulate', async () => (await import('./simulate.js')).runSimulate],
  ['tournament', async () => (await import('./tournament.js')).runTournament],
  ['verify', async () => (await import('./verify.js')).runVerify],
  ['help', async () => (await import('./help.js')).runHelp],
  ['--help', async () => (await import('./help.js')).runHelp],
  ['-h', async () => (await import('./help.js')).runHelp],
  ['--version', async () => (await import('./version.js')).runVersion],
  ['-V', async () => (await import('./version.js')).runVersion],
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
    ctx.stderr.write((await import('./help.js')).mainHelp(ctx));
    return EXIT_USAGE;
  }
  const command = COMMANDS.get(name);
  if (!command) return usageError(ctx, t('cli.unknownCommand', { command: name }));
  try {
    return await (
      await command()
    )(args, ctx);
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
