/**
 * Runs the BUILT command (packages/cli/dist/main.js): build first (`npx tsc -b`, which
 * `npm test` does). `tavolo arena`: a few duplicate deals, checking the report's shape and
 * that its numbers agree with one another; no strength threshold (the long runs are
 * scripts/arena-long.sh).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { requireBuild, tavolo } from './test-support.js';

interface Estimate {
  mean: number;
  low: number | null;
  high: number | null;
}

interface Report {
  ok: true;
  game: string;
  profile: string;
  seats?: number;
  seating?: string;
  bots: string[];
  iterations: number;
  seed: number;
  command: string;
  dealsPlanned: number;
  deals: number;
  tables: number;
  won: number;
  shared: number;
  lost: number;
  par: number;
  winRate: Estimate;
  mpDiff: Estimate;
  vpDiff: Estimate | null;
  times: { bot: string; decisions: number; p50ms: number; p99ms: number }[];
  sprt: null | { p0: number; p1: number; decision: string; llr: number };
  perDeal: { seed: number; score: number; mpDiff: number; vpDiff: number | null }[];
  seconds: number;
}

const arena = async (args: readonly string[]): Promise<Report> => {
  const run = await tavolo(['arena', ...args, '--json']);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  const lines = run.stdout.trim().split('\n');
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0] as string) as Report;
};

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** What every report must satisfy. */
const expectConsistent = (r: Report, tablesPerDeal: number) => {
  expect(r.ok).toBe(true);
  expect(r.deals).toBeLessThanOrEqual(r.dealsPlanned);
  expect(r.perDeal).toHaveLength(r.deals);
  expect(r.perDeal.map((d) => d.seed)).toEqual(
    Array.from({ length: r.deals }, (_, i) => r.seed + i),
  );
  expect(r.tables).toBe(r.deals * tablesPerDeal);
  expect(r.won + r.shared + r.lost).toBe(r.tables);
  expect(r.winRate.mean).toBeCloseTo(mean(r.perDeal.map((d) => d.score)), 3);
  expect(r.mpDiff.mean).toBeCloseTo(mean(r.perDeal.map((d) => d.mpDiff)), 3);
  // Won tables count whole, shared ones in part: the rate lies between.
  expect(r.winRate.mean).toBeGreaterThanOrEqual(r.won / r.tables - 1e-4);
  expect(r.winRate.mean).toBeLessThanOrEqual((r.won + r.shared) / r.tables + 1e-4);
  for (const e of [r.winRate, r.mpDiff, r.vpDiff ?? r.mpDiff]) {
    expect(e.low).toBeLessThanOrEqual(e.mean);
    expect(e.high).toBeGreaterThanOrEqual(e.mean);
  }
  expect(r.times.map((t) => t.bot)).toEqual([...new Set(r.bots)]);
  for (const t of r.times) {
    expect(t.decisions).toBeGreaterThan(0);
    expect(t.p50ms).toBeLessThanOrEqual(t.p99ms);
  }
  expect(r.seconds).toBeGreaterThan(0);
};

beforeAll(requireBuild);

describe('tavolo arena', () => {
  it('Burraco: a 3-hand champion match played with the lines swapped, pairs by default', async () => {
    const r = await arena(['--game', 'burraco', '--bots', 'L1,random', '--deals', '3']);
    expect(r).toMatchObject({
      game: 'burraco',
      profile: 'champion',
      seating: 'pairs',
      bots: ['principiante', 'random'],
      iterations: 8,
      seed: 1,
      dealsPlanned: 3,
      par: 0.5,
      sprt: null,
    });
    expectConsistent(r, 2);
    // BUR-CH art. 19: a 3-hand match has its VP table.
    expect(r.vpDiff).not.toBeNull();
  });

  it('Scala 40: one bot against the rest at every seat of a fisca-gara table', async () => {
    const r = await arena([
      ...['--game', 'scala40', '--seats', '3', '--bots', 'principiante,L1'],
      ...['--deals', '2', '--seed', '3', '--iterations', '8'],
    ]);
    expect(r).toMatchObject({ profile: 'fisca-gara', seats: 3, iterations: 8, seed: 3 });
    expectConsistent(r, 3);
    // The same bot at every seat: par exactly, no difference (S40-CdG art. 22 VP).
    expect(r.winRate.mean).toBeCloseTo(1 / 3, 3);
    expect(r.mpDiff.mean).toBeCloseTo(0, 3);
    expect(r.vpDiff?.mean).toBeCloseTo(0, 3);
    // One bot kind: one line of times.
    expect(r.times).toHaveLength(1);
  });

  it('stops when the sequential test settles, and says so', async () => {
    const r = await arena([
      ...['--game', 'burraco', '--seating', 'singles', '--bots', 'L1,random'],
      ...['--deals', '40', '--sprt', '0.5,0.8'],
    ]);
    expectConsistent(r, 2);
    expect(r.sprt).toMatchObject({ p0: 0.5, p1: 0.8, decision: expect.stringMatching(/^H[01]$/) });
    expect(r.deals).toBeLessThan(40);
  });

  it('prints a summary in Italian by default, in English with --lang en', async () => {
    const args = ['arena', '--game', 'burraco', '--bots', 'L1,L1', '--deals', '2'];
    const [it_, en] = await Promise.all([tavolo(args), tavolo([...args, '--lang', 'en'])]);
    expect(it_.code).toBe(0);
    expect(it_.stderr).toBe('');
    expect(it_.stdout).toMatch(/^Arena · Burraco · /);
    expect(it_.stdout).toContain('Vittorie di principiante (L1)');
    expect(it_.stdout).toContain('la parità è 50,0%');
    expect(it_.stdout).toContain('Per rifarla: tavolo arena --game burraco');
    expect(en.stdout).toContain('Wins of principiante (L1)');
    expect(en.stdout).toContain('par is 50.0%');
  });

  it('refuses bad arguments with a clear error and exit 2', async () => {
    const cases: readonly (readonly [string[], RegExp])[] = [
      [['--bots', 'L1,L2', '--deals', '1'], /manca --game/],
      [['--game', 'poker', '--bots', 'L1,L2', '--deals', '1'], /gioco sconosciuto «poker»/],
      [['--game', 'burraco', '--deals', '1'], /manca --bots/],
      [['--game', 'burraco', '--bots', 'L1', '--deals', '1'], /--bots vuole due bot/],
      [['--game', 'burraco', '--bots', 'L1,L9', '--deals', '1'], /«L1,L9»/],
      [['--game', 'burraco', '--bots', 'L1,L2'], /manca --deals/],
      [['--game', 'burraco', '--bots', 'L1,L2', '--deals', '0'], /--deals vuole un intero/],
      [['--game', 'scala40', '--bots', 'L1,L2', '--deals', '1', '--seats', '6'], /da 3 a 4/],
      [['--game', 'scala40', '--bots', 'L1,L2', '--deals', '1', '--seating', 'pairs'], /--seating/],
      [['--game', 'burraco', '--bots', 'L1,L2', '--deals', '1', '--seats', '4'], /--seats/],
      [['--game', 'burraco', '--bots', 'L1,L2', '--deals', '1', '--seating', 'trio'], /«trio»/],
      [['--game', 'burraco', '--bots', 'L1,L2', '--deals', '1', '--profile', 'x'], /«x»/],
      [['--game', 'burraco', '--bots', 'L1,L2', '--deals', '1', '--sprt', '0.6,0.5'], /--sprt/],
      [
        ['--game', 'burraco', '--bots', 'L1,L2', '--deals', '1', '--iterations', '0'],
        /--iterations/,
      ],
      [['--game', 'burraco', '--bots', 'L1,L2', '--deals', '1', '--seed', 'x'], /--seed/],
      [['--game', 'burraco', '--bots', 'L1,L2', '--deals', '1', '--nope'], /--nope/],
    ];
    const runs = await Promise.all(cases.map(([args]) => tavolo(['arena', ...args])));
    runs.forEach((run, i) => {
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch((cases[i] as (typeof cases)[number])[1]);
      expect(run.stderr).toContain('tavolo help arena');
    });
  });

  it('has a help page in both languages', async () => {
    const [it_, en] = await Promise.all([
      tavolo(['help', 'arena']),
      tavolo(['arena', '--help', '--lang', 'en']),
    ]);
    expect(it_.code).toBe(0);
    expect(it_.stdout).toContain('--bots L3,L1 è un L3 contro tre L1');
    expect(en.stdout).toContain('--bots L3,L1 is one L3 against three L1');
    const main = await tavolo(['--help']);
    expect(main.stdout).toContain('tavolo arena --game');
  });
});
