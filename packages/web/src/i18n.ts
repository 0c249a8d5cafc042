/**
 * Every user-facing text of the web client goes through i18next. Italian is the first language
 * and the default; English is the second. One namespace per part of the application, so that
 * each part keeps its own catalog (`locales/<lang>/<namespace>.json`). Rule refusals are
 * translated by their stable code from `@tavolo/messages`, shared with the command line.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messageCatalogs } from '@tavolo/messages';
import commonEn from './locales/en/common.json';
import commonIt from './locales/it/common.json';
import eventsEn from './locales/en/events.json';
import eventsIt from './locales/it/events.json';
import handEn from './locales/en/hand.json';
import handIt from './locales/it/hand.json';
import lobbyEn from './locales/en/lobby.json';
import lobbyIt from './locales/it/lobby.json';
import tableEn from './locales/en/table.json';
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
  lng: initialLang(),
  fallbackLng: 'it',
  ns: ['common', 'lobby', 'table', 'hand', 'events', 'messages'],
  defaultNS: 'common',
  resources: {
    it: {
      common: commonIt,
      lobby: lobbyIt,
      table: tableIt,
      hand: handIt,
      events: eventsIt,
      messages: messageCatalogs.it,
    },
    en: {
      common: commonEn,
      lobby: lobbyEn,
      table: tableEn,
      hand: handEn,
      events: eventsEn,
      messages: messageCatalogs.en,
    },
  },
  initAsync: false,
  interpolation: { escapeValue: false },
});

export const setLang = (lang: Lang): void => {
  globalThis.localStorage?.setItem(STORAGE_KEY, lang);
  document.documentElement.lang = lang;
  void i18next.changeLanguage(lang);
};

export const currentLang = (): Lang => (isLang(i18next.language) ? i18next.language : 'it');

export default i18next;
