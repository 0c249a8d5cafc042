import { naturalId } from '@tavolo/cards';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import tableEn from '../locales/en/table.json';
import tableIt from '../locales/it/table.json';
import { forcedPlay, lastPlay, loggedMoveText, moveText } from './move-text.js';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'it',
  ns: ['table'],
  resources: { it: { table: tableIt }, en: { table: tableEn } },
  initAsync: false,
  interpolation: { escapeValue: false },
});
const t = i18n.getFixedT('it');
const tEn = i18n.getFixedT('en');

const SEVEN_H = naturalId({ rank: 7, suit: 'H' });
const EIGHT_H = naturalId({ rank: 8, suit: 'H' });
const NINE_H = naturalId({ rank: 9, suit: 'H' });
const JOKER = 52;
const players = ['Ada', 'Bea', 'Cleo'];

describe('the moves in words', () => {
  it('names the cards as a player says them, in Italian and in English', () => {
    const event = { type: 'discarded', seat: 1, card: SEVEN_H };
    expect(moveText(t, 'scala40', event, players, 0)).toBe('Bea scarta 7 di cuori');
    expect(moveText(tEn, 'scala40', event, players, 0)).toBe('Bea discards 7 of hearts');
  });

  it('says what a joker stands for in a Scala 40 meld (S40-CdG art. 8)', () => {
    const meld = {
      kind: 'sequence',
      suit: 'H',
      low: 7,
      cards: [
        { id: SEVEN_H, face: { rank: 7, suit: 'H' } },
        { id: JOKER, face: { rank: 8, suit: 'H' } },
        { id: NINE_H, face: { rank: 9, suit: 'H' } },
      ],
    };
    const event = { type: 'melded', seat: 2, meld: { id: 3, owner: 2, meld } };
    expect(moveText(t, 'scala40', event, players, 0)).toBe(
      'Cleo cala 7 di cuori, jolly (vale 8 di cuori), 9 di cuori',
    );
  });

  it('tells the player which card they drew, and nobody else’s', () => {
    expect(moveText(t, 'scala40', { type: 'drew-card', seat: 0, card: EIGHT_H }, players, 0)).toBe(
      'Hai pescato 8 di cuori',
    );
    expect(moveText(t, 'scala40', { type: 'dealt', seat: 0, cards: [EIGHT_H] }, players, 0)).toBe(
      null,
    );
  });

  it('says how a Burraco hand was closed, "al monte" after taking the pile (BUR-CH art. 43)', () => {
    const event = {
      type: 'hand-ended',
      result: { hand: 2, ending: 'closed', closer: 1, closing: 'al-monte', scores: [] },
      hands: [],
      totals: [0, 0],
    };
    expect(moveText(t, 'burraco', event, players, 0)).toBe('Smazzata 2: Bea chiude al monte');
  });

  it('gives no line for an event it does not know', () => {
    expect(moveText(t, 'burraco', { type: 'something-new' }, players, 0)).toBe(null);
    expect(moveText(t, 'burraco', 'garbage', players, 0)).toBe(null);
  });
});

describe('the last play', () => {
  it('is the latest discard, meld or lay-off, skipping draws', () => {
    const events = [
      { type: 'melded', seat: 1, meld: { id: 4 } },
      { type: 'discarded', seat: 1, card: SEVEN_H },
      { type: 'drew', seat: 2 },
    ];
    expect(lastPlay(events)).toEqual({ melds: new Set(), cards: new Set([SEVEN_H]) });
    expect(lastPlay(events.slice(0, 1))).toEqual({ melds: new Set([4]), cards: new Set() });
  });

  it('starts afresh with a new hand', () => {
    const events = [
      { type: 'discarded', seat: 1, card: SEVEN_H },
      { type: 'hand-started', hand: 2 },
    ];
    expect(lastPlay(events)).toEqual({ melds: new Set(), cards: new Set() });
  });
});

describe('the moves the clock played (issue 18, BUR-CH art. 46)', () => {
  const drew = { version: 7, hidden: false, event: { type: 'drew', seat: 0, stock: 40 } } as const;
  const discarded = {
    version: 9,
    hidden: false,
    event: { type: 'discarded', seat: 0, card: SEVEN_H },
  } as const;

  it('says in the log that the time ran out and the table played for the seat', () => {
    expect(loggedMoveText(t, 'burraco', { ...discarded, forced: true }, players, 1)).toBe(
      "Tempo scaduto, d'ufficio: Ada scarta 7 di cuori",
    );
    expect(loggedMoveText(tEn, 'burraco', { ...discarded, forced: true }, players, 1)).toBe(
      'Time ran out, played for them: Ada discards 7 of hearts',
    );
    expect(loggedMoveText(t, 'burraco', discarded, players, 1)).toBe('Ada scarta 7 di cuori');
  });

  it('tells the player what the clock played for them, until their own next move', () => {
    const hidden = { version: 8, hidden: true, forced: true } as const;
    const forced = [{ ...drew, forced: true }, hidden, { ...discarded, forced: true }] as const;
    expect(forcedPlay(forced, 0)).toBe('drew-and-discarded');
    expect(t(`table:forced.${forcedPlay(forced, 0)}`)).toBe(
      "Tempo scaduto: pescato e scartato d'ufficio",
    );
    expect(forcedPlay([drew, { ...discarded, forced: true }], 0)).toBe('discarded');
    expect(forcedPlay(forced, 1)).toBeNull();
    expect(forcedPlay(forced, null)).toBeNull();
    const played = { version: 10, hidden: false, event: { type: 'drew', seat: 0, stock: 39 } };
    expect(forcedPlay([...forced, played], 0)).toBeNull();
  });
});
