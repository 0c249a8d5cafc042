import { messageCatalogs } from '@tavolo/messages';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import commonEn from '../locales/en/common.json';
import lobbyEn from '../locales/en/lobby.json';
import commonIt from '../locales/it/common.json';
import lobbyIt from '../locales/it/lobby.json';
import tableEn from '../locales/en/table.json';
import tableIt from '../locales/it/table.json';
import { handsLabel, paceLabel, profileLabel, timeControlLabel } from './labels.js';

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
  it('names profiles and their variants', async () => {
    const t = await translator('it');
    expect(profileLabel(t, 'champion')).toBe('Burraco Champion');
    expect(profileLabel(t, 'fisca-101+a+c')).toBe(
      'Scala 40 a 101 (FISCA di circolo), varianti a, c',
    );
    expect(profileLabel(t, 'house-rules')).toBe('house-rules');
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
  });

  it("says a table's bots' pace in the words of the table's own pace control", async () => {
    expect(paceLabel(await translator('it'), 'fast')).toBe('Ritmo dei bot: veloce');
    expect(paceLabel(await translator('en'), 'slow')).toBe("Bots' pace: slow");
  });
});
