/**
 * Every text the CLI shows goes through here. Italian is the first language and the default;
 * English is the second. The catalogs are `packages/cli/locales/<lang>.json`, read at start
 * from beside `src/` or `dist/` (both are one level below the package), together with the texts
 * of the stable error codes that `@tavolo/messages` shares with the web client.
 *
 * Rule errors are translated by their stable `code` (`errors.<game>.<code>`, then
 * `errors.common.<code>`); a code the catalog lacks keeps the engine's English message. The
 * English catalog lists no engine codes on purpose: the engines' messages are English already
 * and more precise (they carry the numbers of the case).
 */
import { readFileSync } from 'node:fs';
import { messageCatalogs } from '@tavolo/messages';
import i18next from 'i18next';

export type Lang = 'it' | 'en';
export const LANGS: readonly Lang[] = ['it', 'en'];
export const DEFAULT_LANG: Lang = 'it';

export const isLang = (value: unknown): value is Lang => value === 'it' || value === 'en';

export interface I18n {
  readonly lang: Lang;
  /** The text of `key` with `values` interpolated (`{{name}}`). */
  t(key: string, values?: Readonly<Record<string, unknown>>): string;
  /** Whether the catalog (or its fallback) has `key`. */
  has(key: string): boolean;
  /** A number written the language's way (`1.234,5` in Italian). */
  number(value: number, fractionDigits?: number): string;
}

type Catalog = Record<string, unknown>;

/**
 * The CLI's own catalog, with the shared `errors`, `tournament.errors`, the texts of doubts,
 * score checks, of the other checks a refusal names (`tournament.checks`) and of the reasons
 * the package writes itself (`tournament.reasons`) added.
 */
const load = (lang: Lang): Catalog => {
  const own = JSON.parse(
    readFileSync(new URL(`../locales/${lang}.json`, import.meta.url), 'utf8'),
  ) as Catalog & { readonly tournament: Catalog };
  const shared = messageCatalogs[lang];
  return {
    ...own,
    errors: shared.errors,
    tournament: {
      ...own.tournament,
      errors: shared.tournament.errors,
      doubts: shared.tournament.doubts,
      scoreChecks: shared.tournament.scoreChecks,
      checks: shared.tournament.checks,
      reasons: shared.tournament.reasons,
    },
  };
};

/**
 * The language from the `--lang` flag (undefined when the flag names no language we have),
 * else from `TAVOLO_LANG` (`en`, `en_GB.UTF-8` and the like; anything else means Italian).
 */
export const pickLang = (flag: string | undefined, env: string | undefined): Lang | undefined => {
  if (flag !== undefined) return isLang(flag) ? flag : undefined;
  const fromEnv = env
    ?.trim()
    .toLowerCase()
    .split(/[-_.@]/)[0];
  return isLang(fromEnv) ? fromEnv : DEFAULT_LANG;
};

export const createI18n = (lang: Lang): I18n => {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    // A key missing in Italian shows in English rather than as a raw key.
    fallbackLng: 'en',
    resources: { it: { translation: load('it') }, en: { translation: load('en') } },
    initAsync: false,
    // i18next would otherwise print an advertisement on stdout, where the oracle answers.
    showSupportNotice: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  const formats = new Map<number, Intl.NumberFormat>();
  const locale = lang === 'it' ? 'it-IT' : 'en-GB';
  return {
    lang,
    t: (key, values) => instance.t(key, { ...values }),
    has: (key) => instance.exists(key),
    number: (value, fractionDigits = 0) => {
      let format = formats.get(fractionDigits);
      if (!format) {
        format = new Intl.NumberFormat(locale, {
          minimumFractionDigits: fractionDigits,
          maximumFractionDigits: fractionDigits,
          useGrouping: 'always',
        });
        formats.set(fractionDigits, format);
      }
      return format.format(value);
    },
  };
};
