/** `tavolo --version`: the version of the CLI package. */
import { readFileSync } from 'node:fs';
import { type Command, EXIT_OK } from './command.js';

/** The version in packages/cli/package.json (one level above both src/ and dist/). */
export const cliVersion = (): string => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version?: unknown;
  };
  return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
};

export const runVersion: Command = async (_args, ctx) => {
  ctx.stdout.write(`${ctx.i18n.t('cli.version', { version: cliVersion() })}\n`);
  return EXIT_OK;
};
