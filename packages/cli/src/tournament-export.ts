/**
 * `tavolo tournament export --format json|csv|pdf --what ... [--round R] [--out FILE]`.
 * JSON and CSV are built by @tavolo/tournament (shared with the HTTP API); PDF is what is
 * printed for the room: score sheets of a round, the seating list, the standings, the Mitchell
 * guide cards and the table cards, and the referee's reports (of every round when no round is
 * given).
 */
import { isPrintout, tournamentPdf } from '@tavolo/print';
import { csvWords } from '@tavolo/messages';
import { defaultExportRound, exportCsv, exportJson, isCsvExport } from '@tavolo/tournament';
import { EXIT_FAILURE, usageError } from './command.js';
import { writeOutput } from './output.js';
import type { Loaded, Session } from './tournament-session.js';

const flag = (s: Session, name: string): string | undefined => {
  const v = s.flags.values[name];
  return typeof v === 'string' ? v : undefined;
};

export const runExport = async (s: Session, loaded: Loaded): Promise<number> => {
  const { t } = s.ctx.i18n;
  const format = flag(s, 'format') ?? 'json';
  const what = flag(s, 'what') ?? (format === 'json' ? 'all' : 'standings');
  const out = flag(s, 'out');
  const roundText = flag(s, 'round');
  const round =
    roundText !== undefined
      ? Number(roundText)
      : what === 'referee-reports'
        ? 0
        : defaultExportRound(loaded.state, what);
  if (!Number.isInteger(round) || round < 0 || round > loaded.state.rounds.length)
    return usageError(s.ctx, t('tournament.noRound', { round: roundText }), 'tournament');
  const write = (data: string | Uint8Array) => writeOutput(s, out, data);
  if (format === 'json') {
    if (what !== 'all')
      return usageError(s.ctx, t('tournament.badExport', { format, what }), 'tournament');
    return write(`${JSON.stringify(exportJson(loaded, s.stamp.at), null, 2)}\n`);
  }
  if (format === 'csv') {
    return isCsvExport(what)
      ? // The reasons the package writes itself in the user's language, as the server's export.
        write(exportCsv(loaded, what, round, csvWords(s.ctx.i18n.lang)))
      : usageError(s.ctx, t('tournament.badExport', { format, what }), 'tournament');
  }
  if (format === 'pdf') {
    if (out === undefined)
      return usageError(s.ctx, t('cli.missingOption', { option: '--out' }), 'tournament');
    if (round < 1 && what !== 'standings' && what !== 'referee-reports')
      return usageError(s.ctx, t('tournament.noRound', { round }), 'tournament');
    if (!isPrintout(what))
      return usageError(s.ctx, t('tournament.badExport', { format, what }), 'tournament');
    // The richiami's reports, optional (BUR-CH art. 50), only when asked.
    const made = await tournamentPdf(loaded.state, what, round, s.ctx.i18n.lang, s.stamp.at, {
      cautions: s.flags.values['with-cautions'] === true,
    });
    if (!made.ok) {
      // The papers' refusals in the user's language; the older codes keep their English detail.
      const key = `tournament.printErrors.${made.error.code}`;
      const message = s.ctx.i18n.has(key) ? t(key, { round }) : made.error.message;
      s.ctx.stderr.write(`${t('cli.error', { message })}\n`);
      return EXIT_FAILURE;
    }
    return write(made.value);
  }
  return usageError(s.ctx, t('tournament.badExport', { format, what }), 'tournament');
};
