import { describe, expect, it } from 'vitest';
import { checkSettings, defaultForm } from './settings-form.js';

const NOW = '2026-12-20T15:00:00.000Z';

describe('the form of a new event', () => {
  it('makes the settings of a Burraco event in phases, as the command line would', () => {
    const form = {
      ...defaultForm('burraco'),
      name: 'Trofeo di Natale',
      date: '2026-12-20',
      phases: [
        { rounds: '3', movement: 'mitchell', size: '2', hands: '3' },
        { rounds: '1', movement: 'danish-modified', size: '', hands: '3' },
      ],
      prizes: 'Coppa\n\n Targa ',
    } as const;
    const checked = checkSettings(form, NOW);
    expect(checked).toEqual({
      ok: true,
      value: {
        name: 'Trofeo di Natale',
        game: 'burraco',
        kind: 'pairs',
        profile: 'champion',
        date: '2026-12-20',
        rounds: [
          ...Array.from({ length: 3 }, () => ({
            movement: { kind: 'mitchell', step: 2 },
            hands: 3,
          })),
          { movement: { kind: 'danish', variant: 'modified' }, hands: 3 },
        ],
        correctionMinutes: 30,
        byePolicy: 'lowest-overall',
        cautionsToWarning: 'same-breach',
        tieBreaks: ['vp', 'mp', 'head-to-head', 'organizer'],
        prizes: ['Coppa', 'Targa'],
      },
    });
  });

  it('defaults a Scala 40 event to tables by standings, individual', () => {
    const checked = checkSettings({ ...defaultForm('scala40'), name: 'Coppa' }, NOW);
    expect(checked.ok && checked.value).toMatchObject({
      kind: 'individual',
      profile: 'fisca-gara',
      rounds: [
        { movement: { kind: 'standings-tables' }, hands: 5 },
        { movement: { kind: 'standings-tables' }, hands: 5 },
        { movement: { kind: 'standings-tables' }, hands: 5 },
      ],
    });
  });

  it('S40-CdG art. 26, "Punteggi da assegnare nei casi di tavolo incompleto": a Scala 40 event scores a table of three literally unless the director chooses otherwise', () => {
    // "giocare in tre tenendo sempre validi i punteggi come per quattro al giocatore riposato
    // viene assegnato 1000".
    const scala40 = { ...defaultForm('scala40'), name: 'Coppa' };
    const literal = checkSettings(scala40, NOW);
    expect(literal.ok && literal.value.tableOfThree).toBe('as-four');
    const amongThree = checkSettings({ ...scala40, tableOfThree: 'as-three' }, NOW);
    expect(amongThree.ok && amongThree.value.tableOfThree).toBe('as-three');
    // Burraco has no table of three: the setting is not sent.
    const burraco = checkSettings({ ...defaultForm('burraco'), name: 'Trofeo' }, NOW);
    expect(burraco.ok && 'tableOfThree' in burraco.value).toBe(false);
  });

  it('names the field that is not a number, and the JSON that is not VP tables', () => {
    const base = { ...defaultForm('burraco'), name: 'Trofeo' };
    const phase = { rounds: '2', movement: 'danish', size: '', hands: 'tre' } as const;
    expect(checkSettings({ ...base, phases: [phase] }, NOW)).toEqual({
      ok: false,
      problem: { code: 'bad-number', field: 'hands', phase: 1 },
    });
    expect(checkSettings({ ...base, correctionMinutes: '-5' }, NOW)).toEqual({
      ok: false,
      problem: { code: 'bad-number', field: 'correctionMinutes' },
    });
    expect(checkSettings({ ...base, vpTables: '[1, 2]' }, NOW)).toEqual({
      ok: false,
      problem: { code: 'bad-vp-tables' },
    });
  });

  // BUR-CH art. 19: "Le tabelle, riprodotte sugli score, indicano i V.P. da assegnare alle due
  // linee in base alla differenza M.P."
  it("BUR-CH art. 19: takes an event's own VP table typed as printed, and says which line or band is wrong", () => {
    const base = { ...defaultForm('burraco'), name: 'Trofeo' };
    const typed = checkSettings(
      { ...base, vpBands: { '3': '0-50 10-10\n55-150 11-9\n155+ 20-0' } },
      NOW,
    );
    expect(typed.ok && typed.value.vpTables?.['3']).toMatchObject({
      derived: false,
      bands: [
        { from: 0, upTo: 50, winner: 10, loser: 10 },
        { from: 55, upTo: 150, winner: 11, loser: 9 },
        { from: 155, upTo: null, winner: 20, loser: 0 },
      ],
    });
    // A table for hands no round plays is left out.
    const unused = checkSettings({ ...base, vpBands: { '4': '0+ 1-1' } }, NOW);
    expect(unused.ok && unused.value.vpTables).toBeUndefined();
    expect(checkSettings({ ...base, vpBands: { '3': '0-50 10-10\nda 55 11-9' } }, NOW)).toEqual({
      ok: false,
      problem: { code: 'bad-vp-line', hands: 3, line: 2 },
    });
    expect(
      checkSettings({ ...base, vpBands: { '3': '0-50 10-10\n105-150 11-9\n155+ 20-0' } }, NOW),
    ).toEqual({ ok: false, problem: { code: 'bad-vp-band', hands: 3, band: 2, kind: 'gap' } });
  });

  // BUR-CH art. 50: ammonizione for "Aver reiterato un'infrazione per la seconda volta";
  // art. 22 alone: "La somma di 2 richiami comportano una ammonizione".
  it('BUR-CH art. 22, 50: a Burraco event says which cautions make a warning, the same breach twice by default', () => {
    const base = { ...defaultForm('burraco'), name: 'Trofeo' };
    const byDefault = checkSettings(base, NOW);
    expect(byDefault.ok && byDefault.value.cautionsToWarning).toBe('same-breach');
    const anyTwo = checkSettings({ ...base, cautionsToWarning: 'any' }, NOW);
    expect(anyTwo.ok && anyTwo.value.cautionsToWarning).toBe('any');
    const scala40 = checkSettings({ ...defaultForm('scala40'), name: 'Coppa' }, NOW);
    expect(scala40.ok && 'cautionsToWarning' in scala40.value).toBe(false);
  });

  it('refuses what the rules refuse, with their code', () => {
    const individualMitchell = {
      ...defaultForm('burraco'),
      name: 'Trofeo',
      kind: 'individual',
      phases: [{ rounds: '2', movement: 'mitchell', size: '', hands: '3' }],
    } as const;
    const checked = checkSettings(individualMitchell, NOW);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && 'refusal' in checked && checked.refusal.code).toBe('bad-config');
    const unnamed = checkSettings(defaultForm('scala40'), NOW);
    expect(!unnamed.ok && 'refusal' in unnamed && unnamed.refusal.code).toBe('bad-config');
  });

  it("sends the event's time zone only when typed, and the rules refuse one that is not a zone", () => {
    const form = { ...defaultForm('scala40'), name: 'Serata' };
    const plain = checkSettings(form, NOW);
    expect(plain.ok && 'timeZone' in plain.value).toBe(false);
    const london = checkSettings({ ...form, timeZone: ' Europe/London ' }, NOW);
    expect(london.ok && london.value.timeZone).toBe('Europe/London');
    const wrong = checkSettings({ ...form, timeZone: 'Roma' }, NOW);
    expect(wrong).toMatchObject({ ok: false, refusal: { code: 'bad-config' } });
  });

  it('sends group prizes typed one a line and the club separation, and names a line it cannot read', () => {
    const form = {
      ...defaultForm('burraco'),
      name: 'Trofeo',
      prizes: 'Coppa',
      prizeGroups: 'category=Over 65: Coppa Over 65, Targa\n\n region = Lazio : Coppa Lazio',
      separate: 'club',
    } as const;
    const checked = checkSettings(form, NOW);
    expect(checked.ok && [checked.value.prizeGroups, checked.value.separate]).toEqual([
      [
        { field: 'category', value: 'Over 65', prizes: ['Coppa Over 65', 'Targa'] },
        { field: 'region', value: 'Lazio', prizes: ['Coppa Lazio'] },
      ],
      'club',
    ]);
    expect(checkSettings({ ...form, prizeGroups: 'Coppa\nregion=Lazio: Coppa' }, NOW)).toEqual({
      ok: false,
      problem: { code: 'bad-prize-group', line: 1 },
    });
    expect(checkSettings({ ...form, prizeGroups: 'region=Lazio:' }, NOW)).toEqual({
      ok: false,
      problem: { code: 'bad-prize-group', line: 1 },
    });
  });
});
