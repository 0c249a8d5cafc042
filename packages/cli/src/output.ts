/**
 * Where a subcommand's document goes: stdout, or the file of `--out`, said so on stdout; a
 * file that cannot be written is reported, translated, with exit code 1.
 */
import { writeFileSync } from 'node:fs';
import { EXIT_FAILURE, EXIT_OK } from './command.js';
import type { Session } from './tournament-session.js';

export const writeOutput = (s: Session, out: string | undefined, data: string | Uint8Array) => {
  const { t } = s.ctx.i18n;
  if (out === undefined) {
    s.ctx.stdout.write(data);
    return EXIT_OK;
  }
  try {
    writeFileSync(out, data);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    s.ctx.stderr.write(
      `${t('cli.error', { message: t('tournament.cannotWrite', { file: out, message }) })}\n`,
    );
    return EXIT_FAILURE;
  }
  s.ctx.stdout.write(`${t('tournament.exported', { file: out })}\n`);
  return EXIT_OK;
};
