import { describe, expect, it } from 'vitest';
import type { ConfigInput } from './config.js';
import { pair, publish } from './direct.js';
import { importEntrants } from './import-entrants.js';
import { Log, at, firstSideWins } from './test-support.js';

/** Eight pairs of four clubs, the two pairs of each club one after the other. */
const FILE =
  'Coppia;Cognome;Nome;Circolo;Regione\n' +
  ['Roma', 'Roma', 'Milano', 'Milano', 'Napoli', 'Napoli', 'Torino', 'Torino']
    .map(
      (club, i) =>
        `${i + 1};Nord${i + 1};Anna;${club};R${Math.floor(i / 2) % 2}\n${i + 1};Sud${i + 1};Luca;${club};R${Math.floor(i / 2) % 2}\n`,
    )
    .join('');

const event = (separate: 'club' | 'region' | undefined, rounds: ConfigInput['rounds']) => {
  const log = new Log({
    name: 'Trofeo dei Circoli',
    game: 'burraco',
    kind: 'pairs',
    rounds,
    ...(separate ? { separate } : {}),
  });
  log.do((s) => importEntrants(s, { csv: FILE }, at(1)));
  return log;
};

const clubOf = (log: Log, id: string) =>
  log.state.entrants.find((e) => e.id === id)?.people?.[0]?.club;

const sameClubMeetings = (log: Log, round: number) =>
  (log.state.rounds[round - 1]?.pairing.tables ?? []).filter(
    (t) => clubOf(log, t.seats[0] as string) === clubOf(log, t.seats[1] as string),
  ).length;

const playRounds = (log: Log, rounds: number) => {
  for (let r = 1; r <= rounds; r++) {
    log.do((s) => pair(s, {}, at(10 * r)));
    firstSideWins(log, r, 10 * r + 5);
    log.do((s) => publish(s, r, at(10 * r + 6)));
  }
};

const MITCHELL_3_DANISH_1: ConfigInput['rounds'] = [
  ...Array.from({ length: 3 }, () => ({
    movement: { kind: 'mitchell', step: 1 } as const,
    hands: 3,
  })),
  { movement: { kind: 'danish', variant: 'modified' }, hands: 3 },
];

describe('club separation (config.separate)', () => {
  it('without it, registration order seats the two pairs of each club at one table', () => {
    const log = event(undefined, MITCHELL_3_DANISH_1);
    playRounds(log, 1);
    expect(sameClubMeetings(log, 1)).toBe(4);
  });

  it('Mitchell: the seating that starts the phase keeps every club apart for the whole phase', () => {
    const log = event('club', MITCHELL_3_DANISH_1);
    playRounds(log, 3);
    expect([1, 2, 3].map((r) => sameClubMeetings(log, r))).toEqual([0, 0, 0]);
    const why = log.state.rounds[0]?.pairing.explanation ?? [];
    expect(why.filter((e) => e.code === 'separated').length).toBeGreaterThan(0);
    expect(why.filter((e) => e.code === 'separation-relaxed')).toEqual([]);
  });

  it('Danish: a same-club table swaps with a neighbour, with the reason in the explanation', () => {
    const danish: ConfigInput['rounds'] = Array.from({ length: 3 }, () => ({
      movement: { kind: 'danish', variant: 'modified' } as const,
      hands: 3,
    }));
    const log = event('club', danish);
    playRounds(log, 3);
    for (let r = 1; r <= 3; r++) {
      const why = log.state.rounds[r - 1]?.pairing.explanation ?? [];
      const relaxed = why.filter((e) => e.code === 'separation-relaxed').length;
      expect(sameClubMeetings(log, r)).toBe(relaxed);
    }
    expect(sameClubMeetings(log, 1)).toBe(0);
  });

  it("region works as club does; the director's own seating list is kept as given", () => {
    const byRegion = event('region', MITCHELL_3_DANISH_1);
    byRegion.do((s) => pair(s, {}, at(10)));
    const region = (id: string) =>
      byRegion.state.entrants.find((e) => e.id === id)?.people?.[0]?.region;
    const tables = byRegion.state.rounds[0]?.pairing.tables ?? [];
    expect(
      tables.filter((t) => region(t.seats[0] as string) === region(t.seats[1] as string)),
    ).toEqual([]);

    const listed = event('club', MITCHELL_3_DANISH_1);
    const order = ['E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'E7', 'E8'];
    listed.do((s) => pair(s, { seating: { kind: 'director', order } }, at(10)));
    expect(sameClubMeetings(listed, 1)).toBe(4);
  });
});
