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
  error: ErrorBody,
  game?: Game,
  values: MessageValues = {},
): string => {
  const keys = [
    ...(game === undefined ? [] : [`messages:errors.${game}.${error.code}`]),
    `messages:errors.common.${error.code}`,
    `messages:errors.server.${error.code}`,
    `messages:tournament.errors.${error.code}`,
  ];
  const text = t(keys, { ...values, defaultValue: error.message, detail: error.message });
  return error.article === undefined || error.article === 'Tavolo'
    ? text
    : t('common:refusal.withArticle', { text, article: error.article });
};
