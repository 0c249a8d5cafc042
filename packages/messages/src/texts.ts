/**
 * The shared catalogs read without an i18next instance, for a program that writes a few texts
 * of them and no screen (the server's CSV exports, the command line's): the text of a key in a
 * language, with i18next's rules for what these catalogs use: `{{name}}` placeholders and the
 * plural forms `key_one` / `key_other` chosen by `count` (Intl.PluralRules). A key missing in
 * Italian is written in English, as the front ends' fallback does; a key missing in both comes
 * back as the key.
 */
import en from './en.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };

export type Lang = 'it' | 'en';

/** The languages, Italian first (the default). */
export const LANGS: readonly Lang[] = ['it', 'en'];

export const isLang = (value: unknown): value is Lang => value === 'it' || value === 'en';

type Params = Readonly<Record<string, string | number>>;

type Catalog = { readonly [key: string]: string | Catalog };

const CATALOGS: Readonly<Record<Lang, Catalog>> = { it, en };

const LOCALES: Readonly<Record<Lang, string>> = { it: 'it-IT', en: 'en-GB' };

const plurals = new Map<Lang, Intl.PluralRules>();

const pluralOf = (lang: Lang, count: number): string => {
  let rules = plurals.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALES[lang]);
    plurals.set(lang, rules);
  }
  return rules.select(count);
};

const lookUp = (catalog: Catalog, path: readonly string[]): string | undefined => {
  let node: string | Catalog | undefined = catalog;
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

/** The text in one catalog: the plural form for `count` first, then the key itself. */
const inCatalog = (lang: Lang, key: string, params: Params): string | undefined => {
  const path = key.split('.');
  const count = params['count'];
  if (typeof count === 'number') {
    const last = `${path.at(-1) ?? ''}_${pluralOf(lang, count)}`;
    const plural = lookUp(CATALOGS[lang], [...path.slice(0, -1), last]);
    if (plural !== undefined) return plural;
  }
  return lookUp(CATALOGS[lang], path);
};

/** The text of `key` (`tournament.reasons.late-penalty`) in `lang`, with `params` filled in. */
export const messageText = (lang: Lang, key: string, params: Params = {}): string => {
  const text = inCatalog(lang, key, params) ?? inCatalog('en', key, params) ?? key;
  return text.replace(/\{\{\s*([^}\s]+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
};

/** A reason or breach the tournament package derives, by its code and figures. */
export interface NoteCode {
  readonly code: string;
  readonly params: Params;
}

/**
 * The words of a tournament CSV (@tavolo/tournament's `CsvWords`) in `lang`: the derived
 * reasons from their codes (`tournament.reasons`), a correction's table. The command line and
 * the server's export write them alike.
 */
export const csvWords = (lang: Lang) => ({
  lang,
  note: (note: NoteCode): string =>
    messageText(lang, `tournament.reasons.${note.code}`, note.params),
  table: (table: number): string => messageText(lang, 'tournament.csvTable', { table }),
});

/**
 * A rule profile's name from its spec, as the lobby writes it: `fisca-101+a+c` → "Scala 40 a
 * 101 (FISCA di circolo), varianti a, c". A spec of no profile we name stays as it is.
 */
export const profileName = (lang: Lang, spec: string): string => {
  const [base = spec, ...variants] = spec.split('+');
  const key = `profiles.${base}`;
  const name = inCatalog(lang, key, {}) ?? inCatalog('en', key, {}) ?? base;
  return variants.length === 0
    ? name
    : messageText(lang, 'profiles.withVariants', { name, variants: variants.join(', ') });
};
