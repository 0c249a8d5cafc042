/**
 * `tavolo tournament export --format pdf --what travellers|score-cards --out FILE` for a bridge
 * pairs event: the travellers (every board's results across the field) and the personal score
 * cards (one per pair), from the event's state by @tavolo/tournament's papers and laid out by
 * @tavolo/print; `--format json` gives the same figures as data.
 */
import { type PrintError, scoreCardsPdf, travellersPdf } from '@tavolo/print';
import { bridge } from '@tavolo/tournament';
import { EXIT_FAILURE, type Flags, usageError } from './command.js';
import { writeOutput } from './output.js';
import { bridgeRefusal } from './tournament-bridge-session.js';
import type { Session } from './tournament-session.js';

const flag = (flags: Flags, name: string): string | undefined => {
  const v = flags.values[name];
  return typeof v === 'string' ? v : undefined;
};

const WHAT = ['travellers', 'score-cards'] as const;

export const runBridgeExport = async (
  s: Session,
  loaded: bridge.LoadedBridgePairs,
): Promise<number> => {
  const { t } = s.ctx.i18n;
  const format = flag(s.flags, 'format') ?? 'pdf';
  const what = flag(s.flags, 'what') ?? 'travellers';
  const out = flag(s.flags, 'out');
  if ((format !== 'pdf' && format !== 'json') || !WHAT.includes(what as 'travellers'))
    return usageError(s.ctx, t('tournament.badExport', { format, what }), 'tournament');
  const { state } = loaded;
  const papers = what === 'travellers' ? bridge.travellersOf(state) : bridge.scoreCardsOf(state);
  if (!papers.ok) return bridgeRefusal(s, papers.error);
  if (format === 'json')
    return writeOutput(s, out, `${JSON.stringify({ [what]: papers.value }, null, 2)}\n`);
  if (out === undefined)
    return usageError(s.ctx, t('cli.missingOption', { option: '--out' }), 'tournament');
  const heading = bridge.paperHeading(state);
  const lang = s.ctx.i18n.lang;
  const made =
    what === 'travellers'
      ? await travellersPdf(
          { ...heading, boards: papers.value as readonly bridge.PaperTraveller[] },
          lang,
        )
      : await scoreCardsPdf(
          { ...heading, cards: papers.value as readonly bridge.PaperCard[] },
          lang,
        );
  if (!made.ok) return printRefusal(s, made.error);
  return writeOutput(s, out, made.value);
};

const printRefusal = (s: Session, error: PrintError): number => {
  const { t } = s.ctx.i18n;
  const key = `tournament.printErrors.${error.code}`;
  const message = s.ctx.i18n.has(key) ? t(key, {}) : error.message;
  s.ctx.stderr.write(`${t('cli.error', { message })}\n`);
  return EXIT_FAILURE;
};
