/**
 * Every word the documents print goes through here, from `packages/print/locales/<lang>.json`
 * (read from beside `src/` or `dist/`, both one level below the package). Italian is the first
 * language and the default; English the second.
 */
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import type { Lang, Position } from './input.js';

export const DEFAULT_LANG: Lang = 'it';

export interface Texts {
  readonly lang: Lang;
  /** The text of `key` with `values` interpolated (`{{round}}`). */
  t(key: string, values?: Readonly<Record<string, unknown>>): string;
  /** VP, MP and penalties the language's way (`1.234,5` in Italian); at most two decimals. */
  number(value: number): string;
  /** An ISO date (already checked) in words: `14 giugno 2025`. */
  date(iso: string): string;
  /**
   * An ISO instant as the clock on the wall of the room in `timeZone` shows it:
   * `21 novembre 2026, 16:05`.
   */
  dateTime(iso: string, timeZone: string): string;
  /** `Nord`, or `N` when `short`. */
  position(position: Position, short?: boolean): string;
}

type Catalog = Record<string, unknown>;

const load = (lang: Lang): Catalog =>
  JSON.parse(readFileSync(new URL(`../locales/${lang}.json`, import.meta.url), 'utf8')) as Catalog;

const catalogs: Readonly<Record<Lang, Catalog>> = { it: load('it'), en: load('en') };

export const createTexts = (lang: Lang = DEFAULT_LANG): Texts => {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    // A key missing in Italian prints in English rather than as a raw key.
    fallbackLng: 'en',
    resources: { it: { translation: catalogs.it }, en: { translation: catalogs.en } },
    initAsync: false,
    showSupportNotice: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  const locale = lang === 'it' ? 'it-IT' : 'en-GB';
  const numbers = new Intl.NumberFormat(locale, {
    maximumFractionDigits: 2,
    useGrouping: 'always',
  });
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const t = (key: string, values?: Readonly<Record<string, unknown>>): string =>
    instance.t(key, { ...values });
  return {
    lang,
    t,
    number: (value) => numbers.format(value),
    date: (iso) => dates.format(new Date(`${iso}T00:00:00Z`)),
    dateTime: (iso, timeZone) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(
        new Date(iso),
      ),
    position: (position, short = false) => t(`position.${short ? 'short' : 'long'}.${position}`),
  };
};
