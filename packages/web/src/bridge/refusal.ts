/**
 * A bridge refusal in the viewer's words: the shared catalog's text for its code (the bridge
 * rules' own, then the common and server ones), else the engine's English message, with the
 * Law it cites.
 */
import type { TFunction } from 'i18next';

export const bridgeRefusal = (
  t: TFunction,
  error: { readonly code: string; readonly message: string; readonly article?: string },
): string => {
  const text = t(
    [
      `messages:errors.bridge.${error.code}`,
      `messages:errors.common.${error.code}`,
      `messages:errors.server.${error.code}`,
    ],
    { defaultValue: error.message, detail: error.message },
  );
  return error.article === undefined || error.article === 'Tavolo'
    ? text
    : t('common:refusal.withArticle', { text, article: error.article });
};
