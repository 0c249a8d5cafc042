/**
 * The language of a file the server writes for a person (a CSV export, the federation's report):
 * the `lang` of the query, Italian unless it says English. Any other value is refused, not
 * taken for Italian: the refusal is written in the language the browser asks for first
 * (`Accept-Language`; Italian unless English comes first), since the link that sent it named
 * none the server has.
 */
import { type Result, err, ok } from '@tavolo/cards';
import { type Lang, LANGS, isLang, messageText } from '@tavolo/messages';
import { z } from 'zod';
import type { Refusal } from './support.js';

/** `lang` in a query: any text here, checked by `downloadLang` so that the refusal is clear. */
export const langQuery = z
  .string()
  .optional()
  .describe(`the language of the texts in the file: ${LANGS.join(', ')} (default it)`);

/** The first of `it` and `en` that an `Accept-Language` header names; Italian otherwise. */
export const browserLang = (header: string | undefined): Lang => {
  for (const item of (header ?? '').split(',')) {
    const primary = item.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (isLang(primary)) return primary;
  }
  return 'it';
};

export const downloadLang = (
  lang: string | undefined,
  acceptLanguage: string | undefined,
): Result<Lang, Refusal> => {
  if (lang === undefined) return ok('it');
  if (isLang(lang)) return ok(lang);
  const params = { lang };
  return err({
    code: 'unknown-language',
    message: messageText(browserLang(acceptLanguage), 'errors.server.unknown-language', params),
    params,
  });
};
