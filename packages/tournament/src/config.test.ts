import { FIBUR_3_HANDS } from '@tavolo/burraco';
import { describe, expect, it } from 'vitest';
import { type ConfigInput, CONFIG_CITATIONS, makeConfig } from './config.js';

const scala40: ConfigInput = {
  name: 'Coppa',
  date: '2026-11-21',
  game: 'scala40',
  kind: 'individual',
  rounds: [{ movement: { kind: 'standings-tables' }, hands: 5 }],
};
const burraco: ConfigInput = {
  name: 'Trofeo',
  date: '2026-11-21',
  game: 'burraco',
  kind: 'pairs',
  rounds: [{ movement: { kind: 'mitchell', step: 1 }, hands: 3 }],
};

describe('event settings', () => {
  it('fills the defaults: FISCA Gara or Champion, VP-MP-head-to-head-organizer, 30 minutes (LAW 79C)', () => {
    expect(makeConfig(scala40)).toMatchObject({
      ok: true,
      value: {
        profile: 'fisca-gara',
        tieBreaks: ['vp', 'mp', 'head-to-head', 'organizer'],
        correctionMinutes: 30,
      },
    });
    expect(makeConfig(burraco)).toMatchObject({
      ok: true,
      value: { profile: 'champion', byePolicy: 'lowest-overall' },
    });
  });

  it('S40-CdG art. 2: Scala 40 is individual, at tables formed by standings', () => {
    expect(makeConfig({ ...scala40, kind: 'pairs' })).toMatchObject({
      ok: false,
      error: { article: 'S40-CdG art. 2' },
    });
    expect(
      makeConfig({
        ...scala40,
        rounds: [{ movement: { kind: 'danish', variant: 'pure' }, hands: 5 }],
      }),
    ).toMatchObject({ ok: false, error: { code: 'bad-config' } });
  });

  it('S40-CdG art. 22 has VP tables for 3 to 5 hands; BUR-CH art. 6 has rounds of 2 to 4', () => {
    expect(
      makeConfig({ ...scala40, rounds: [{ movement: { kind: 'standings-tables' }, hands: 6 }] }),
    ).toMatchObject({
      ok: false,
      error: { article: 'S40-CdG art. 22' },
    });
    expect(
      makeConfig({ ...burraco, rounds: [{ movement: { kind: 'knockout' }, hands: 5 }] }),
    ).toMatchObject({
      ok: false,
      error: { article: 'BUR-CH art. 6' },
    });
  });

  it('BUR-CH art. 19: an organizer may enter any VP table, which is checked', () => {
    const own = { ...FIBUR_3_HANDS, name: 'Tabella del circolo' };
    expect(makeConfig({ ...burraco, vpTables: { '3': own } })).toMatchObject({
      ok: true,
      value: { vpTables: { '3': { name: 'Tabella del circolo' } } },
    });
    expect(
      makeConfig({
        ...burraco,
        vpTables: { '3': { ...own, bands: [{ upTo: 10, winner: 5, loser: 15 }] } },
      }),
    ).toMatchObject({ ok: false, error: { article: 'BUR-CH art. 19' } });
  });

  // BUR-CH art. 19: "Esse variano in rapporto alla tipologia della partita"; art. 6 has rounds of
  // 2, 3 or 4 hands, so a table is entered for one of those.
  it('BUR-CH art. 19: a VP table is entered for rounds of 2, 3 or 4 hands', () => {
    for (const hands of ['5', '1', 'tre'])
      expect(makeConfig({ ...burraco, vpTables: { [hands]: FIBUR_3_HANDS } })).toMatchObject({
        ok: false,
        error: { article: 'BUR-CH art. 19' },
      });
  });

  it('refuses settings that make no sense, saying which', () => {
    const bad = [
      { ...burraco, name: ' ' },
      { ...burraco, date: '21/11/2026' },
      { ...burraco, rounds: [] },
      { ...burraco, profile: 'nessuno' },
      { ...burraco, correctionMinutes: -1 },
      { ...burraco, tieBreaks: ['luck'] },
      { ...burraco, rounds: [{ movement: { kind: 'mitchell', step: 0 }, hands: 3 }] },
      { ...burraco, rounds: [{ movement: { kind: 'standings-tables' }, hands: 3 }] },
    ] as ConfigInput[];
    for (const input of bad)
      expect(makeConfig(input)).toMatchObject({ ok: false, error: { code: 'bad-config' } });
  });

  it('cites an article or says Tavolo for every setting', () => {
    for (const citation of Object.values(CONFIG_CITATIONS)) expect(citation.article).not.toBe('');
  });
});
