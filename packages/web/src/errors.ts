/**
 * A refusal in the user's words: the text of its stable code from the shared catalogs (a rule
 * of the game, a tournament rule, the server's own procedure), else the server's English
 * message; and the article it breaks, which the regulation's readers look up.
 */
import type { MessageValues } from '@tavolo/messages';
import type { ErrorBody } from '@tavolo/protocol';
import { localTimes } from '@tavolo/tournament';
import type { TFunction } from 'i18next';

export type Game = 'scala40' | 'burraco' | 'bridge';

/** The texts of a check: a score check's (plausibility), else one of a code's reasons. */
const checkKeys = (check: unknown): readonly string[] =>
  typeof check === 'string'
    ? [`messages:tournament.scoreChecks.${check}`, `messages:tournament.checks.${check}`]
    : [];

/** The language `t` writes in, for the times' format (its catalog says). */
const lang = (t: TFunction): string => (t('common:refusal.timeLang') === 'en' ? 'en' : 'it');

/** `values`: the figures of the rule profile in force that some texts quote (`{{minimum}}`). */
export const refusalText = (
  t: TFunction,
  error: ErrorBody & { readonly params?: MessageValues },
  game?: Game,
  values: MessageValues = {},
): string => {
  // A tournament refusal carries the figures of its message (`params`), its times written here
  // on the clock of the event's room; a check names which of a code's reasons it is (a score
  // check the bound it broke), whose text is the more precise. A tournament code is written
  // whole from these, never with the package's English message beside it.
  const params = { ...values, ...(error.params ? localTimes(error.params, lang(t)) : {}) };
  const check = error.params?.['check'];
  const keys = [
    ...checkKeys(check),
    ...(game === undefined ? [] : [`messages:errors.${game}.${error.code}`]),
    `messages:errors.common.${error.code}`,
    `messages:errors.server.${error.code}`,
    `messages:tournament.errors.${error.code}`,
  ];
  const text = t(keys, { ...params, defaultValue: error.message, detail: error.message });
  return error.article === undefined || error.article === 'Tavolo'
    ? text
    : t('common:refusal.withArticle', { text, article: error.article });
};

/**
 * One doubt of a `confirm-required` refusal (an unlikely score, a name like one registered), in
 * the user's words from its code and figures, with its article.
 */
export const doubtText = (
  t: TFunction,
  doubt: {
    readonly code: string;
    readonly article: string;
    readonly message: string;
    readonly params?: MessageValues;
  },
): string => {
  const keys = [...checkKeys(doubt.params?.['check']), `messages:tournament.doubts.${doubt.code}`];
  const params = doubt.params ? localTimes(doubt.params, lang(t)) : {};
  const text = t(keys, { ...params, defaultValue: doubt.message });
  return doubt.article === 'Tavolo'
    ? text
    : t('common:refusal.withArticle', { text, article: doubt.article });
};
