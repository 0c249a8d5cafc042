/**
 * What Tavolo says to people about a stable code, in each language: the rules engines' refusals
 * (`errors.common`, `errors.scala40`, `errors.burraco`, `errors.bridge`) and the tournament
 * package's (`tournament.errors`). Programs keep the codes; the command line and the web client
 * load these catalogs into their i18next instances. English lists few engine codes on purpose:
 * the engines' own messages are English already and carry the figures of the case.
 */
import en from './en.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };

export type MessageCatalog = typeof it;

export const messageCatalogs: { readonly it: MessageCatalog; readonly en: typeof en } = { it, en };

export {
  type BurracoMessageOptions,
  type MessageValues,
  type Scala40MessageOptions,
  burracoMessageValues,
  scala40MessageValues,
} from './values.js';
export {
  type Lang,
  type NoteCode,
  LANGS,
  csvWords,
  isLang,
  messageText,
  profileName,
} from './texts.js';
