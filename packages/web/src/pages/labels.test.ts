import { messageCatalogs } from '@tavolo/messages';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import commonEn from '../locales/en/common.json';
import lobbyEn from '../locales/en/lobby.json';
import commonIt from '../locales/it/common.json';
import lobbyIt from '../locales/it/lobby.json';
import tableEn from '../locales/en/table.json';
import tableIt from '../locales/it/table.json';
import { botSeatLabel, handsLabel, paceLabel, profileLabel, timeControlLabel } from './labels.js';

const translator = async (lng: 'it' | 'en') => {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    fallbackLng: 'it',
    resources: {
      it: { common: commonIt, lobby: lobbyIt, table: tableIt, messages: messageCatalogs.it },
      en: { common: commonEn, lobby: lobbyEn, table: tableEn, messages: messageCatalogs.en },
    },
    interpolation: { escapeValue: false },
  });
  return instance.t;
};

describe('the lobby in words', () => {
  it('names a bot’s place with its level, and the earlier greedy bot as Principiante (issue 20)', async () => {
    const italian = await translator('it');
    const english = await translator('en');
    expect(botSeatLabel(italian, { name: 'Robot 2', bot: 'esperto' })).toBe('Robot 2 (Esperto)');
    expect(botSeatLabel(italian, { name: 'Robot 3', bot: 'greedy' })).toBe(
      'Robot 3 (Principiante)',
    );
    expect(botSeatLabel(english, { name: 'Robot 4', bot: 'campione' })).toBe('Robot 4 (Champion)');
    expect(botSeatLabel(italian, { name: 'Robot 2', bot: 'random' })).toBe('Robot 2 (bot)');
    expect(botSeatLabel(english, { name: 'Robot 2' })).toBe('Robot 2 (bot)');
  });

  it('names profiles and their variants', async () => {
    const t = await translator('it');
    expect(profileLabel(t, 'champion')).toBe('Burraco Champion');
    expect(profileLabel(t, 'fisca-101+a+c')).toBe(
      'Scala 40 a 101 (FISCA di circolo), varianti a, c',
    );
    expect(profileLabel(t, 'house-rules')).toBe('house-rules');
    expect(profileLabel(t, 'laws-2017')).toBe('Leggi del bridge duplicato 2017');
    expect(profileLabel(await translator('en'), 'laws-2017')).toBe('Laws of Duplicate Bridge 2017');
  });

  it('describes time controls', async () => {
    const t = await translator('en');
    expect(timeControlLabel(t, { kind: 'bur-ch-46', chessClock: true })).toBe(
      'BUR-CH art. 46 times with a chess clock',
    );
    expect(
      timeControlLabel(t, {
        kind: 'per-turn',
        choiceSeconds: 10,
        turnSeconds: 30,
        graceSeconds: 5,
      }),
    ).toBe('10 s to choose, 30 s for the turn, 5 s to finish');
  });

  it('counts a table’s hands in each game’s word, singular and plural', async () => {
    const it_ = await translator('it');
    expect(handsLabel(it_, 'burraco', 2)).toBe('2 smazzate');
    expect(handsLabel(it_, 'scala40', 1)).toBe('1 mano');
    expect(handsLabel(it_, 'scala40', 5)).toBe('5 mani');
    const en = await translator('en');
    expect(handsLabel(en, 'burraco', 1)).toBe('1 deal');
    expect(handsLabel(en, 'scala40', 3)).toBe('3 hands');
    expect(handsLabel(it_, 'bridge', 1)).toBe('1 board');
    expect(handsLabel(it_, 'bridge', 8)).toBe('8 board');
    expect(handsLabel(en, 'bridge', 8)).toBe('8 boards');
  });

  it("says a table's bots' pace in the words of the table's own pace control", async () => {
    expect(paceLabel(await translator('it'), 'fast')).toBe('Ritmo dei bot: veloce');
    expect(paceLabel(await translator('en'), 'slow')).toBe("Bots' pace: slow");
  });
});
