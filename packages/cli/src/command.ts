/**
 * What every command shares: the streams and language it runs with, flag parsing with
 * translated errors, and the way a usage error is reported (stderr, exit code 2).
 */
import { parseArgs } from 'node:util';
import type { I18n } from './i18n.js';

export interface CommandContext {
  readonly i18n: I18n;
  readonly stdin: NodeJS.ReadableStream;
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
  /** Whether stderr is a terminal (progress bars only then). */
  readonly stderrIsTTY: boolean;
}

/** A command reads its own arguments (after the command name) and returns the exit code. */
export type Command = (args: readonly string[], ctx: CommandContext) => Promise<number>;

/** Exit codes: 0 done, 1 the work found a problem, 2 the command line is wrong. */
export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

export type FlagSpec = Readonly<Record<string, { readonly type: 'string' | 'boolean' }>>;

export interface Flags {
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
  readonly positionals: readonly string[];
}

/**
 * Parses `args` with node:util parseArgs, turning its English errors into translated ones:
 * an unknown flag, a flag without its value, a value given to a switch.
 */
export const parseFlags = (
  args: readonly string[],
  spec: FlagSpec,
  i18n: I18n,
):
  | { readonly ok: true; readonly flags: Flags }
  | { readonly ok: false; readonly message: string } => {
  const parsed = parseArgs({
    args: [...args],
    options: spec,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  for (const token of parsed.tokens) {
    if (token.kind !== 'option') continue;
    const option = spec[token.name];
    if (!option)
      return { ok: false, message: i18n.t('cli.unknownOption', { option: token.rawName }) };
    if (option.type === 'string' && token.value === undefined)
      return { ok: false, message: i18n.t('cli.missingValue', { option: token.rawName }) };
    if (option.type === 'boolean' && token.value !== undefined)
      return { ok: false, message: i18n.t('cli.unexpectedValue', { option: token.rawName }) };
  }
  return {
    ok: true,
    flags: {
      values: parsed.values as Record<string, string | boolean | undefined>,
      positionals: parsed.positionals,
    },
  };
};

/** Reports a wrong command line on stderr, with where to find help, and returns exit code 2. */
export const usageError = (ctx: CommandContext, message: string, command?: string): number => {
  const { t } = ctx.i18n;
  ctx.stderr.write(`${t('cli.error', { message })}\n`);
  ctx.stderr.write(
    `${t('cli.seeHelp', { command: command ? `tavolo help ${command}` : 'tavolo --help' })}\n`,
  );
  return EXIT_USAGE;
};
