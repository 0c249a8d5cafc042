/**
 * Every user-facing text of the web client goes through i18next. Italian is the first language
 * and the default; English is the second. One namespace per part of the application, so that
 * each part keeps its own catalog (`locales/<lang>/<namespace>.json`). Rule refusals are
 * translated by their stable code from `@tavolo/messages`, shared with the command line.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messageCatalogs } from '@tavolo/messages';
import bridgeIt from './locales/it/bridge.json';
import commonIt from './locales/it/common.json';
import eventsIt from './locales/it/events.json';
import handIt from './locales/it/hand.json';
import lobbyIt from './locales/it/lobby.json';
import tableIt from './locales/it/table.json';

export type Lang = 'it' | 'en';
export const LANGS: readonly Lang[] = ['it', 'en'];
const STORAGE_KEY = 'tavolo.lang';

const isLang = (value: unknown): value is Lang => value === 'it' || value === 'en';

/** The language chosen earlier on this device, else Italian (not the browser's language). */
const initialLang = (): Lang => {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
  return isLang(stored) ? stored : 'it';
};

void i18next.use(initReactI18next).init({
  lng: 'it',
  fallbackLng: 'it',
  ns: ['common', 'lobby', 'table', 'hand', 'events', 'messages', 'bridge'],
  defaultNS: 'common',
  resources: {
    it: {
      common: commonIt,
      lobby: lobbyIt,
      table: tableIt,
      hand: handIt,
      events: eventsIt,
      messages: messageCatalogs.it,
      bridge: bridgeIt,
    },
  },
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** Switches to `lang`, loading the English catalogs the first time (their own chunk). */
const switchLang = async (lang: Lang): Promise<void> => {
  if (lang === 'en' && !i18next.hasResourceBundle('en', 'common')) {
    const { english } = await import('./i18n-en.js');
    for (const [ns, catalog] of Object.entries(english))
      i18next.addResourceBundle('en', ns, catalog);
  }
  await i18next.changeLanguage(lang);
};

/** Resolves once the language chosen earlier on this device can be drawn. */
export const langReady: Promise<void> = switchLang(initialLang());

export const setLang = (lang: Lang): void => {
  globalThis.localStorage?.setItem(STORAGE_KEY, lang);
  document.documentElement.lang = lang;
  void switchLang(lang);
};

export const currentLang = (): Lang => (isLang(i18next.language) ? i18next.language : 'it');

export default i18next;
