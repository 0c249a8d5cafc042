import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n.js';

describe('numbers and their nouns agree in the command line', () => {
  const [italian, english] = [createI18n('it'), createI18n('en')];

  it('BUR-CH art. 2: "E/O avanzano di 1 tavolo", never "di 1 tavoli"', () => {
    const mitchell = (step: number) => ({ step, roundInPhase: 1, phaseRounds: 3 });
    expect(italian.t('explain.mitchell', mitchell(1))).toBe(
      'Mitchell: E/O avanzano di 1 tavolo, turno 1 di 3',
    );
    expect(italian.t('explain.mitchell', mitchell(2))).toBe(
      'Mitchell: E/O avanzano di 2 tavoli, turno 1 di 3',
    );
    expect(english.t('explain.mitchell', mitchell(1))).toBe(
      'Mitchell: E/W move 1 table, round 1 of 3',
    );
  });

  it('BUR-CH art. 48: one minute late, one entrant, one round, in the singular', () => {
    expect(italian.t('tournament.lateRecorded', { minutes: 1, entrant: 'E4' })).toBe(
      'Ritardo di 1 minuto per E4',
    );
    expect(english.t('tournament.lateRecorded', { minutes: 5, entrant: 'E4' })).toBe(
      'E4 late by 5 minutes',
    );
    expect(italian.t('tournament.statusHeading', { name: 'Coppa', entrants: 1, rounds: 1 })).toBe(
      'Coppa: 1 iscritto, 1 turno',
    );
    expect(english.t('tournament.created', { event: 'c', name: 'Cup', rounds: 3 })).toBe(
      'Created event c: Cup, 3 rounds',
    );
  });

  it('Tavolo: a value for the one player of an individual entry, or for each of several', () => {
    expect(italian.t('tournament.badPeopleData', { option: '--club', count: 1 })).toBe(
      '--club vuole un valore per il giocatore',
    );
    expect(italian.t('tournament.badPeopleData', { option: '--club', count: 2 })).toBe(
      '--club vuole un valore per ciascuno dei 2 giocatori, separati da ;',
    );
  });

  it('Tavolo: every text with a count has its singular and plural forms in both languages', () => {
    for (const i18n of [italian, english])
      for (const key of [
        'tournament.units.tables',
        'tournament.units.minutes',
        'tournament.units.rounds',
      ])
        expect([i18n.t(key, { count: 1 }), i18n.t(key, { count: 2 })]).toEqual([
          expect.stringMatching(/^1 \S+$/),
          expect.stringMatching(/^2 \S+$/),
        ]);
  });
});

describe('club separation in the command line', () => {
  const [italian, english] = [createI18n('it'), createI18n('en')];

  it("Tavolo: the director's own list is kept, each clubmate meeting said as a warning in one language", () => {
    const kept = (i18n: typeof italian) =>
      i18n.t('explain.separation-kept', {
        first: 'E1',
        second: 'E2',
        by: i18n.t('explain.values.club'),
        round: 1,
        table: 3,
      });
    expect(kept(italian)).toBe(
      "attenzione: E1 e E2, circolo in comune, si incontrano al turno 1, tavolo 3; l'elenco dell'arbitro resta com'è",
    );
    expect(kept(english)).toBe(
      "warning: E1 and E2 share a club and meet in round 1, table 3; the director's list is kept as given",
    );
    for (const code of ['separated-group', 'renumbered', 'separated-seed', 'clubmates-meet'])
      for (const i18n of [italian, english]) expect(i18n.has(`explain.${code}`)).toBe(true);
  });
});
