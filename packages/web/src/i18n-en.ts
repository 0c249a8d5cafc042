/**
 * The web client's English catalogs, one chunk loaded the first time English is chosen (i18n.ts),
 * so that a first load in Italian does not carry them.
 */
import { messageCatalogs } from '@tavolo/messages';
import bridge from './locales/en/bridge.json';
import common from './locales/en/common.json';
import events from './locales/en/events.json';
import hand from './locales/en/hand.json';
import lobby from './locales/en/lobby.json';
import table from './locales/en/table.json';

export const english = { common, lobby, table, hand, events, messages: messageCatalogs.en, bridge };
