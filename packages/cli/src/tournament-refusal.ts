/**
 * The tournament package's refusals and doubts as the command line writes them: whole, in the
 * user's language, from their code and params (`tournament.errors`, `tournament.doubts`, the
 * checks a code names), with times on the clock of the event's room.
 */
import { type Doubt, type TournamentError, localTimes } from '@tavolo/tournament';
import { type CommandContext, EXIT_FAILURE } from './command.js';

/**
 * Reports a refusal of the rules (exit 1), whole in the user's language: its text from the
 * code (or the check it names) and the params, with its article. The package's English
 * `message` is for logs and is never shown beside an Italian headline; a code no catalog has
 * (none, as messages' tests check) is named by its code.
 */
export const refusal = (ctx: CommandContext, error: TournamentError): number => {
  if (error.doubts && error.doubts.length > 0) {
    ctx.stderr.write(`${doubtsText(ctx, error.doubts)}
`);
    return EXIT_FAILURE;
  }
  const message = codedText(ctx, `tournament.errors.${error.code}`, error.params) ?? error.code;
  ctx.stderr.write(`${ctx.i18n.t('tournament.refusedWhole', { message, article: error.article })}
`);
  const hint = hintKey(ctx, error);
  if (hint !== null) ctx.stderr.write(`${ctx.i18n.t(hint)}\n`);
  return EXIT_FAILURE;
};

/**
 * How to answer a refusal with this program's flags, where the shared text, which the console
 * shows too, names only the choices: by the check it names, else by its code.
 */
const hintKey = (ctx: CommandContext, error: TournamentError): string | null => {
  const check = error.params?.['check'];
  const keys = [
    ...(typeof check === 'string' ? [`tournament.refusalHints.${check}`] : []),
    `tournament.refusalHints.${error.code}`,
  ];
  return keys.find((key) => ctx.i18n.has(key)) ?? null;
};

/**
 * The text of a refusal or doubt from its figures: that of the check it names (a score check of
 * plausibility.ts, or one of the several reasons a code stands for), else that of `key`; null if
 * the catalogs have neither. Times are written on the clock of the event's room.
 */
export const codedText = (
  ctx: CommandContext,
  key: string,
  params: TournamentError['params'],
): string | null => {
  const values = params ? localTimes(params, ctx.i18n.lang) : {};
  const check = params?.['check'];
  if (typeof check === 'string')
    for (const checkKey of [`tournament.scoreChecks.${check}`, `tournament.checks.${check}`])
      if (hasText(ctx, checkKey, values)) return ctx.i18n.t(checkKey, values);
  return hasText(ctx, key, values) ? ctx.i18n.t(key, values) : null;
};

/** Whether `key` has a text, as such or by plural (`key_one`, `key_other` with a `count`). */
const hasText = (ctx: CommandContext, key: string, values: Record<string, unknown>): boolean =>
  ctx.i18n.has(key) || (typeof values['count'] === 'number' && ctx.i18n.has(`${key}_other`));

/** One doubt in the user's language, from its code and figures. */
const doubtText = (ctx: CommandContext, doubt: Doubt): string => {
  const text =
    codedText(ctx, `tournament.doubts.${doubt.code}`, doubt.params) ??
    ctx.i18n.t('tournament.unknownDoubt', { code: doubt.code });
  return doubt.article === 'Tavolo'
    ? ctx.i18n.t('tournament.doubtLineBare', { text })
    : ctx.i18n.t('tournament.doubtLine', { text, article: doubt.article });
};

/** A `confirm-required` refusal: the doubts, one a line, and how to confirm them. */
export const doubtsText = (ctx: CommandContext, doubts: readonly Doubt[]): string =>
  [
    ctx.i18n.t('tournament.confirmRequired', { count: doubts.length }),
    ...doubts.map((d) => doubtText(ctx, d)),
    ctx.i18n.t('tournament.howToConfirm'),
  ].join('\n');
