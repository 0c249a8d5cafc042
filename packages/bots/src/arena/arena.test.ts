import * as burraco from '@tavolo/burraco';
import * as scala40 from '@tavolo/scala40';
import { describe, expect, it } from 'vitest';
import type { SeatBotKind } from '../choose-for-seat.js';
import { runArena } from './arena.js';
import { readBot } from './bots.js';
import { type ArenaTable, budgetFor, playDeal } from './deal.js';

const GARA: ArenaTable = { game: 'scala40', profile: scala40.PROFILES['fisca-gara'], seats: 4 };
const CHAMPION: ArenaTable = {
  game: 'burraco',
  profile: burraco.PROFILES.champion,
  seating: 'pairs',
};
const PAIRING = { iterations: 4, maxActions: 100_000 };

describe('duplicate deals', () => {
  // A bot against itself plays the same match at every table of a deal only if the cards and
  // the seats stay put while the bots move: then its share is par and its differences are 0.
  // (Seeds whose first hands the engine lists quickly: an unopened hand of 14 cards with jolly
  // can take it seconds to list its openings.)
  const selfPlay: readonly (readonly [string, ArenaTable, SeatBotKind, number])[] = [
    ['Scala 40, four seats (S40-CdG art. 3)', GARA, 'principiante', 3],
    ['Scala 40, three seats (S40-CdG art. 25)', { ...GARA, seats: 3 }, 'random', 1],
    [
      'Scala 40, fisca-101 one against one (S40-REG art. 8)',
      { game: 'scala40', profile: scala40.PROFILES['fisca-101'], seats: 2 },
      'principiante',
      1,
    ],
    ['Burraco, pairs (BUR-CH art. 4)', CHAMPION, 'principiante', 1],
    ['Burraco, one against one (BUR-CH art. 2)', { ...CHAMPION, seating: 'singles' }, 'random', 1],
  ];
  for (const [name, table, bot, seed] of selfPlay)
    it(`${name}: a bot against itself scores par, with no difference`, () => {
      const deal = playDeal(table, { ...PAIRING, bots: [bot, bot] }, seed);
      const seats = table.game === 'scala40' ? table.seats : 2;
      expect(deal.tables).toHaveLength(seats);
      expect(deal.score).toBeCloseTo(1 / seats, 12);
      expect(deal.mpDiff).toBeCloseTo(0, 9);
      if (deal.vpDiff !== null) expect(deal.vpDiff).toBeCloseTo(0, 9);
      // Every table of the deal is the same match, action for action.
      expect(new Set(deal.tables.map((t) => t.actions)).size).toBe(1);
    });

  it('S40-CdG art. 22, BUR-CH art. 19: tables of a 5-hand gara and a 3-hand champion match have VP', () => {
    const s = playDeal(GARA, { ...PAIRING, bots: ['principiante', 'random'] }, 3);
    const b = playDeal(CHAMPION, { ...PAIRING, bots: ['principiante', 'random'] }, 3);
    for (const deal of [s, b]) {
      expect(deal.vpDiff).not.toBeNull();
      for (const t of deal.tables) expect([0, 1 / 4, 1 / 3, 1 / 2, 1]).toContain(t.share);
    }
  });

  it('gives the searching level its iteration budget, and no other', () => {
    expect(budgetFor('campione', 100)).toEqual({ kind: 'iterations', iterations: 100 });
    for (const bot of ['principiante', 'esperto', 'random', 'greedy'] as const)
      expect(budgetFor(bot, 100)).toBeUndefined();
  });
});

describe('runArena', () => {
  it('plays deal i with seed base + i, and the same seed gives the same figures', () => {
    const settings = {
      table: CHAMPION,
      bots: ['principiante', 'random'] as const,
      deals: 3,
      seed: 40,
      iterations: 4,
    };
    const run = runArena(settings);
    expect(run.outcomes.map((d) => d.seed)).toEqual([40, 41, 42]);
    expect(runArena({ ...settings, deals: 1, seed: 42 }).outcomes[0]).toEqual(run.outcomes[2]);
    expect(runArena(settings)).toEqual(run);
  });

  it('reports consistent figures: tables, wins, intervals, times by bot', () => {
    let told = 0;
    let clock = 0;
    const run = runArena({
      table: GARA,
      bots: ['principiante', 'random'],
      deals: 2,
      seed: 3,
      iterations: 4,
      // A clock that advances one millisecond per reading: every decision takes 1 ms.
      now: () => clock++,
      onDeal: (played) => {
        told++;
        expect(played).toBe(told);
      },
    });
    expect(told).toBe(2);
    expect(run).toMatchObject({ deals: 2, dealsPlanned: 2, tables: 8, par: 0.25, sprt: null });
    expect(run.won + run.shared + run.lost).toBe(run.tables);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(run.winRate.mean).toBeCloseTo(mean(run.outcomes.map((d) => d.score)), 12);
    expect(run.mpDiff.mean).toBeCloseTo(mean(run.outcomes.map((d) => d.mpDiff)), 12);
    for (const e of [run.winRate, run.mpDiff, run.vpDiff]) {
      expect(e?.n).toBe(2);
      expect(e?.low).toBeLessThanOrEqual(e?.mean as number);
      expect(e?.high).toBeGreaterThanOrEqual(e?.mean as number);
    }
    expect(run.times.map((t) => t.bot)).toEqual(['principiante', 'random']);
    const actions = run.outcomes.flatMap((d) => d.tables).reduce((n, t) => n + t.actions, 0);
    expect(run.times.reduce((n, t) => n + t.decisions, 0)).toBe(actions);
    for (const t of run.times) expect([t.p50, t.p99]).toEqual([1, 1]);
  });

  it('stops as soon as the sequential test settles', () => {
    const run = runArena({
      table: CHAMPION,
      bots: ['principiante', 'random'],
      deals: 50,
      seed: 1,
      sprt: { p0: 0.5, p1: 0.8, alpha: 0.05, beta: 0.05 },
    });
    expect(run.sprt?.decision).toBe('H1');
    expect(run.deals).toBe(run.sprt?.deals);
    expect(run.deals).toBeLessThan(50);
    expect(run.dealsPlanned).toBe(50);
  });
});

describe('bot names', () => {
  it('reads L1-L3 as the levels and the kinds by name', () => {
    expect(['L1', 'l2', 'L3', 'esperto', 'random', 'greedy', 'L4', ''].map(readBot)).toEqual([
      'principiante',
      'esperto',
      'campione',
      'esperto',
      'random',
      'greedy',
      undefined,
      undefined,
    ]);
  });
});
