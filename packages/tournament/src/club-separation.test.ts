import { describe, expect, it } from 'vitest';
import type { ConfigInput } from './config.js';
import { pair, publish } from './direct.js';
import { importEntrants } from './import-entrants.js';
import { Log, at, firstSideWins } from './test-support.js';

/** A pair a club, in order; regions R0 and R1 alternate every two pairs. */
const fileOf = (clubs: readonly string[]) =>
  'Coppia;Cognome;Nome;Circolo;Regione\n' +
  clubs
    .map(
      (club, i) =>
        `${i + 1};Nord${i + 1};Anna;${club};R${Math.floor(i / 2) % 2}\n${i + 1};Sud${i + 1};Luca;${club};R${Math.floor(i / 2) % 2}\n`,
    )
    .join('');

/** Eight pairs of four clubs, the two pairs of each club one after the other. */
const FILE = fileOf(['Roma', 'Roma', 'Milano', 'Milano', 'Napoli', 'Napoli', 'Torino', 'Torino']);

const event = (
  separate: 'club' | 'region' | undefined,
  rounds: ConfigInput['rounds'],
  csv = FILE,
) => {
  const log = new Log({
    name: 'Trofeo dei Circoli',
    game: 'burraco',
    kind: 'pairs',
    rounds,
    ...(separate ? { separate } : {}),
  });
  log.do((s) => importEntrants(s, { csv }, at(1)));
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

  it("the director's own seating list: each clubmate meeting it fixes is said, the Mitchell phase's too", () => {
    const listed = event('club', MITCHELL_3_DANISH_1);
    const order = ['E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'E7', 'E8'];
    listed.do((s) => pair(s, { seating: { kind: 'director', order } }, at(10)));
    const kept = (listed.state.rounds[0]?.pairing.explanation ?? []).filter(
      (e) => e.code === 'separation-kept',
    );
    expect(kept.filter((e) => e.params.round === 1)).toEqual(
      [1, 2, 3, 4].map((table) => ({
        code: 'separation-kept',
        params: {
          first: `E${2 * table - 1}`,
          second: `E${2 * table}`,
          by: 'club',
          round: 1,
          table,
        },
      })),
    );
    // The list is kept: the tables are those the Mitchell movement makes from it.
    expect(listed.state.rounds[0]?.pairing.tables.map((t) => t.seats.join('-'))).toEqual([
      'E1-E2',
      'E3-E4',
      'E5-E6',
      'E7-E8',
    ]);
    playRounds(listed, 0);
    firstSideWins(listed, 1, 15);
    listed.do((s) => publish(s, 1, at(16)));
    listed.do((s) => pair(s, {}, at(20)));
    const laterKept = kept.filter((e) => e.params.round === 2).length;
    expect(sameClubMeetings(listed, 2)).toBe(laterKept);
  });
});

/** Whether every two entrants met exactly once over the rounds played. */
const everyoneMetOnce = (log: Log) => {
  const met = new Map<string, number>();
  for (const r of log.state.rounds)
    for (const t of r.pairing.tables) {
      const key = [...t.seats].sort().join('|');
      met.set(key, (met.get(key) ?? 0) + 1);
    }
  const n = log.state.entrants.length;
  return met.size === (n * (n - 1)) / 2 && [...met.values()].every((k) => k === 1);
};

const roundRobinRounds = (count: number, groupSize?: number): ConfigInput['rounds'] =>
  Array.from({ length: count }, () => ({
    movement: { kind: 'round-robin', ...(groupSize ? { groupSize } : {}) } as const,
    hands: 3,
  }));

// The regulations (BUR-CH, S40-CdG) say nothing of clubs in a round robin or a knockout:
// what follows is Tavolo's documented choice (docs/tournament.md, "Clubs and regions").
describe('club separation in a round robin and a knockout', () => {
  it('round robin: clubmates meet in round 1 (Berger numbers renumbered), never after; all meet once', () => {
    const plain = event(undefined, roundRobinRounds(7));
    playRounds(plain, 7);
    expect(plain.state.rounds.map((_, i) => sameClubMeetings(plain, i + 1))).not.toEqual([
      4, 0, 0, 0, 0, 0, 0,
    ]);

    const log = event('club', roundRobinRounds(7));
    playRounds(log, 7);
    expect(log.state.rounds.map((_, i) => sameClubMeetings(log, i + 1))).toEqual([
      4, 0, 0, 0, 0, 0, 0,
    ]);
    expect(everyoneMetOnce(log)).toBe(true);
    const why = log.state.rounds[0]?.pairing.explanation ?? [];
    expect(why.some((e) => e.code === 'renumbered')).toBe(true);
    const meet = why.filter((e) => e.code === 'clubmates-meet');
    expect(meet).toHaveLength(4);
    expect(meet.every((e) => e.params.round === 1)).toBe(true);
  });

  it('round robin in groups: each club spread one a group, so no clubmates ever meet', () => {
    const log = event('club', roundRobinRounds(3, 4));
    playRounds(log, 3);
    expect([1, 2, 3].map((r) => sameClubMeetings(log, r))).toEqual([0, 0, 0]);
    const order = log.state.rounds[0]?.phaseOrder ?? [];
    const groups = [order.slice(0, 4), order.slice(4)];
    for (const g of groups) expect(new Set(g.map((e) => clubOf(log, e))).size).toBe(4);
    const moved = (log.state.rounds[0]?.pairing.explanation ?? []).filter(
      (e) => e.code === 'separated-group',
    );
    expect(moved.length).toBeGreaterThan(0);
    // Later rounds of the phase keep the separated groups.
    expect(log.state.rounds[2]?.phaseOrder).toEqual(order);
  });

  it('knockout: seed 8 of the club of seed 1 trades places with seed 7; the bracket holds everyone once', () => {
    const csv = fileOf(['Roma', 'Milano', 'Napoli', 'Torino', 'Bari', 'Genova', 'Pisa', 'Roma']);
    const knockout: ConfigInput['rounds'] = Array.from({ length: 3 }, () => ({
      movement: { kind: 'knockout' } as const,
      hands: 3,
    }));
    const log = event('club', knockout, csv);
    playRounds(log, 3);
    const first = log.state.rounds[0]?.pairing;
    expect(first?.tables.map((t) => t.seats.join('-'))).toEqual([
      'E1-E7',
      'E4-E5',
      'E2-E8',
      'E3-E6',
    ]);
    expect(first?.explanation.find((e) => e.code === 'separated-seed')?.params).toMatchObject({
      entrant: 'E8',
      to: 7,
      with: 'E7',
      stage: 1,
    });
    expect(log.state.rounds.map((r) => r.pairing.tables.length)).toEqual([4, 2, 1]);
    // Round 2 pairs the winners from the separated seeding (N/S wins each table).
    expect(log.state.rounds[1]?.pairing.tables.map((t) => t.seats.join('-'))).toEqual([
      'E1-E4',
      'E2-E3',
    ]);
  });
});
