/**
 * A refusal in the user's words: the text of its stable code from the shared catalogs (a rule
 * of the game, a tournament rule, the server's own procedure), else the server's English
 * message; and the article it breaks, which the regulation's readers look up.
 */
import type { MessageValues } from '@tavolo/messages';
import type { ErrorBody } from '@tavolo/protocol';
import type { TFunction } from 'i18next';

export type Game = 'scala40' | 'burraco';

/** `values`: the figures of the rule profile in force that some texts quote (`{{minimum}}`). */
export const refusalText = (
  t: TFunction,
  error: ErrorBody & { readonly params?: MessageValues },
  game?: Game,
  values: MessageValues = {},
): string => {
  // A tournament refusal carries the figures of its message (`params`); a score check names
  // which bound it broke (`check`), whose text is the more precise.
  const params = { ...values, ...error.params };
  const check = error.params?.['check'];
  const keys = [
    ...(typeof check === 'string' ? [`messages:tournament.scoreChecks.${check}`] : []),
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
  const check = doubt.params?.['check'];
  const keys = [
    ...(typeof check === 'string' ? [`messages:tournament.scoreChecks.${check}`] : []),
    `messages:tournament.doubts.${doubt.code}`,
  ];
  const text = t(keys, { ...doubt.params, defaultValue: doubt.message });
  return doubt.article === 'Tavolo'
    ? text
    : t('common:refusal.withArticle', { text, article: doubt.article });
};
