/**
 * For tests: an i18next `t` in one language with the catalogs the refusals and the event pages
 * use (common, events, and the shared messages), as the application loads them.
 */
import { messageCatalogs } from '@tavolo/messages';
import i18next, { type TFunction } from 'i18next';
import commonEn from './locales/en/common.json';
import eventsEn from './locales/en/events.json';
import commonIt from './locales/it/common.json';
import eventsIt from './locales/it/events.json';

export const translator = async (lng: 'it' | 'en'): Promise<TFunction> => {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    fallbackLng: 'it',
    defaultNS: 'common',
    resources: {
      it: { common: commonIt, events: eventsIt, messages: messageCatalogs.it },
      en: { common: commonEn, events: eventsEn, messages: messageCatalogs.en },
    },
    interpolation: { escapeValue: false },
  });
  return instance.t;
};
