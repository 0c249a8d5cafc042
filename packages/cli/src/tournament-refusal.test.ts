import { PassThrough } from 'node:stream';
import {
  type Outcome,
  type Stamp,
  type TournamentError,
  type TournamentEvent,
  type TournamentState,
  arriveLate,
  correctResult,
  createTournament,
  enterResult,
  pair,
  publish,
  register,
  replay,
  withdraw,
} from '@tavolo/tournament';
import { describe, expect, it } from 'vitest';
import type { CommandContext } from './command.js';
import { type Lang, createI18n } from './i18n.js';
import { refusal } from './tournament-refusal.js';

const stamp = (hhmm: string): Stamp => ({ at: `2026-11-21T${hhmm}:00.000Z`, by: 'arbitro' });

/**
 * A 2-pair Burraco event of one round: during play (E1 late at 13:06 UTC, 14:06 in Rome), and
 * once its sheet is in and published at 15:00 UTC.
 */
const played = (): readonly [TournamentState, TournamentState] => {
  const events: TournamentEvent[] = [];
  const state = () => {
    const s = replay(events);
    if (!s.ok) throw new Error(s.error.message);
    return s.value;
  };
  const step = (decided: Outcome) => {
    if (!decided.ok) throw new Error(decided.error.message);
    events.push(...decided.value);
  };
  step(
    createTournament(
      {
        name: 'Trofeo',
        game: 'burraco',
        kind: 'pairs',
        rounds: [{ movement: { kind: 'danish', variant: 'pure' }, hands: 3 }],
      },
      stamp('13:00'),
    ),
  );
  step(register(state(), { players: ['Mario Rossi', 'Anna Verdi'] }, stamp('13:01')));
  step(register(state(), { players: ['Luca Neri', 'Sara Bianchi'] }, stamp('13:02')));
  step(pair(state(), {}, stamp('13:05')));
  step(arriveLate(state(), { entrant: 'E1', minutes: 4 }, stamp('13:06')));
  const during = state();
  const hands = [
    [600, 200],
    [300, 400],
    [500, 100],
  ];
  step(enterResult(state(), { round: 1, table: 1, hands, signedBy: ['E1', 'E2'] }, stamp('14:50')));
  step(publish(state(), 1, stamp('15:00')));
  return [during, state()];
};

/** The refusals of the package that quote figures, times, articles and checks. */
const refusals = (): readonly TournamentError[] => {
  const [during, s] = played();
  const inverted = [
    [200, 600],
    [400, 300],
    [100, 500],
  ];
  const outcomes = [
    arriveLate(during, { entrant: 'E1', minutes: 4 }, stamp('13:10')),
    withdraw(s, { entrant: 'E9', during: false, reason: 'treno' }, stamp('15:02')),
    correctResult(
      s,
      {
        round: 1,
        table: 1,
        hands: inverted,
        kind: 'inverted',
        agreedBy: ['E1', 'E2'],
        reason: 'x',
      },
      stamp('18:00'),
    ),
    enterResult(s, { round: 1, table: 1, hands: [[600, 200]], signedBy: ['E1'] }, stamp('15:03')),
    createTournament({ name: 'X', game: 'burraco', kind: 'pairs', rounds: [] }, stamp('15:04')),
    pair(s, {}, stamp('15:05')),
  ];
  return outcomes.flatMap((o) => (o.ok ? [] : [o.error]));
};

const written = (lang: Lang, error: TournamentError): string => {
  const stderr = new PassThrough();
  const ctx: CommandContext = {
    i18n: createI18n(lang),
    stdin: new PassThrough(),
    stdout: new PassThrough(),
    stderr,
    stderrIsTTY: false,
  };
  expect(refusal(ctx, error)).toBe(1);
  return String(stderr.read() ?? '');
};

/** The lowercase words of a text, 4 letters or more (figures and codes left out). */
const words = (text: string): string[] => text.toLowerCase().match(/\b[a-zàèéìòù]{4,}\b/g) ?? [];

/** Words both languages write alike (a game's and a sheet's names, "Tavolo"). */
const SHARED = new Set(['score', 'burraco', 'tavolo', 'arbitro', 'trofeo']);

describe('a refusal in one language', () => {
  it('BUR-CH art. 21, 48, LAW 79C: each refusal is written whole in Italian, with no English word of the message', () => {
    const errors = refusals();
    expect(errors.map((e) => e.code)).toEqual([
      'already-late',
      'unknown-entrant',
      'after-last-round',
      'already-entered',
      'bad-config',
      'no-more-rounds',
    ]);
    for (const error of errors) {
      const italian = written('it', error);
      expect(italian).toMatch(/^tavolo: rifiutato: /);
      const english = words(error.message).filter(
        (w) => !SHARED.has(w) && !italian.includes(w.toUpperCase()),
      );
      expect([error.code, english.filter((w) => words(italian).includes(w))]).toEqual([
        error.code,
        [],
      ]);
    }
  });

  it('BUR-CH art. 21, 48, LAW 79C: and in English, with no word of the Italian text', () => {
    for (const error of refusals()) {
      const [italian, english] = [written('it', error), written('en', error)];
      expect(english).toMatch(/^tavolo: refused: /);
      const shared = words(italian).filter((w) => !SHARED.has(w) && words(english).includes(w));
      expect([error.code, shared]).toEqual([error.code, []]);
    }
  });

  it('BUR-CH art. 48: the time of the first arrival on the clock of the room, Europe/Rome by default', () => {
    const [late] = refusals();
    expect(written('it', late as TournamentError)).toContain('21/11/2026, 14:06');
    expect(written('en', late as TournamentError)).toContain('21/11/2026, 14:06');
    expect(written('it', late as TournamentError)).not.toContain('13:06');
  });

  it('BUR-CH art. 21: the last round closed to corrections, in the words of the article', () => {
    const after = refusals()[2] as TournamentError;
    expect(written('it', after)).toBe(
      "tavolo: rifiutato: non sono ammesse correzioni agli score dopo l'ultimo turno di gara (turno 1) (BUR-CH art. 21)\n",
    );
  });
});
