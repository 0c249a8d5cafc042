import { type CardId } from '@tavolo/cards';
import { messageCatalogs } from '@tavolo/messages';
import type { SeatView } from '@tavolo/scala40';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import commonEn from '../locales/en/common.json';
import tableEn from '../locales/en/table.json';
import commonIt from '../locales/it/common.json';
import tableIt from '../locales/it/table.json';
import { scala40 } from './games/scala40.js';
import { card, scala40ViewOf, sequence } from './games/scala40-test-views.js';
import { discardHint, takeHint } from './refusal-text.js';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'it',
  ns: ['table', 'common', 'messages'],
  resources: {
    it: { table: tableIt, common: commonIt, messages: messageCatalogs.it },
    en: { table: tableEn, common: commonEn, messages: messageCatalogs.en },
  },
  initAsync: false,
  interpolation: { escapeValue: false },
});
const t = i18n.getFixedT('it', 'table');
const tEn = i18n.getFixedT('en', 'table');

/** Seat 0 of a Scala 40 table (FISCA Codice di Gara), opened, with Bea's 7-8-9 of hearts down. */
const viewOf = (cards: readonly CardId[], phase: 'draw' | 'play' = 'play'): SeatView =>
  scala40ViewOf(cards, {
    turn: { seat: 0, phase },
    discardTop: card('KD'),
    melds: [sequence(1, 1, '7H', '8H', '9H')],
    opened: [true, true, false],
    others: [10, 13],
  });

describe('the discard hint says why, and when the discard closes', () => {
  const model = scala40.model(viewOf([card('TH'), card('2C')]));
  const values = scala40.messageValues(model);

  it('names the meld a card lays off on, citing S40-CdG art. 6, in Italian and in English', () => {
    expect(discardHint(t, model, [card('TH')], undefined, values)).toBe(
      'Non si può scartare: si attacca al gioco 7-8-9 di cuori (di Bea, S40-CdG art. 6)',
    );
    expect(discardHint(tEn, model, [card('TH')], undefined, values)).toBe(
      "You cannot discard it: it lays off on the meld 7-8-9 of hearts (Bea's, S40-CdG art. 6)",
    );
  });

  it('says nothing of a plain legal discard, and asks for one card first', () => {
    const legal = { type: 'discard', seat: 0, card: card('2C') };
    expect(discardHint(t, model, [card('2C')], legal, values)).toBeNull();
    expect(discardHint(t, model, [], undefined, values)).toBe('Seleziona una carta da scartare');
  });

  it('says that the discard of the last card closes the hand (S40-CdG art. 19)', () => {
    const last = scala40.model(viewOf([card('2C')]));
    const legal = { type: 'discard', seat: 0, card: card('2C') };
    expect(discardHint(t, last, [card('2C')], legal, values)).toBe(
      'Scartando questa carta chiudi la smazzata',
    );
  });
});

describe('the discard pile says why it cannot be taken', () => {
  it('after drawing, with the article (S40-CdG art. 6)', () => {
    const model = scala40.model(viewOf([card('TH'), card('2C')]));
    expect(takeHint(t, model, scala40.messageValues(model))).toBe(
      'Non puoi raccogliere lo scarto: hai già pescato in questo turno (S40-CdG art. 6)',
    );
  });
});
