/**
 * Runs the BUILT command (packages/cli/dist/main.js): build first (`npx tsc -b`, which
 * `npm test` does). `tavolo simulate scala40|burraco`: complete bot matches with invariant
 * checks.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { requireBuild, tavolo as run } from './test-support.js';

const tavolo = (args: readonly string[]) => run(args);

interface Summary {
  ok: true;
  game: string;
  profile: string;
  bots: string;
  seed: number;
  matches: number;
  hands: number;
  turns: number;
  actions: number;
  openings: number;
  closings: number;
  inHandClosings: number;
  unclosedHands: number;
  reshuffles: number;
  eliminations: number;
  winnersBySeat: number[];
  noWinner: number;
  seconds: number;
  handsPerSecond: number;
}

/** Runs a simulation that must succeed and print one JSON summary line. */
const summaryOf = async <T>(args: readonly string[]): Promise<T> => {
  const run = await tavolo([...args, '--json']);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  const lines = run.stdout.trim().split('\n');
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0] as string) as T;
};

const simulate = (profile: string, games: number, seed: number, extra: string[] = []) =>
  summaryOf<Summary>([
    ...['simulate', 'scala40', '--profile', profile, '--games', `${games}`],
    ...['--seed', `${seed}`, ...extra],
  ]);

/** What every complete run must satisfy, whatever the profile. */
const expectSane = (s: Summary, games: number) => {
  expect(s.ok).toBe(true);
  expect(s.matches).toBe(games);
  expect(s.hands).toBeGreaterThanOrEqual(games);
  expect(s.closings + s.unclosedHands).toBe(s.hands);
  expect(s.inHandClosings).toBeLessThanOrEqual(s.closings);
  // Every closed hand has at least one opening and takes at least a turn per hand played.
  expect(s.openings).toBeGreaterThanOrEqual(s.closings);
  expect(s.turns).toBeGreaterThanOrEqual(s.hands);
  expect(s.actions).toBeGreaterThan(s.turns);
  expect(s.winnersBySeat).toHaveLength(4);
  expect(s.winnersBySeat.reduce((a, b) => a + b, 0) + s.noWinner).toBe(games);
  expect(s.seconds).toBeGreaterThan(0);
  expect(s.handsPerSecond).toBeGreaterThan(0);
};

beforeAll(requireBuild);

describe('tavolo simulate scala40', () => {
  it('plays 20 greedy matches of each profile and reports sane numbers', async () => {
    const [gara, f101, club] = await Promise.all([
      simulate('fisca-gara', 20, 1),
      simulate('fisca-101', 20, 1),
      simulate('club-151', 20, 1),
    ]);
    for (const s of [gara, f101, club]) expectSane(s, 20);
    expect(gara).toMatchObject({ profile: 'fisca-gara', bots: 'greedy', seed: 1 });
    // A tournament table plays exactly 5 hands and eliminates nobody (S40-CdG art. 5, 22).
    expect(gara.hands).toBe(100);
    expect(gara.eliminations).toBe(0);
    // Elimination matches of four end with one player standing: three or four go out.
    for (const s of [f101, club]) {
      expect(s.eliminations).toBeGreaterThanOrEqual(60);
      expect(s.eliminations).toBeLessThanOrEqual(80);
      expect(s.hands).toBeGreaterThan(40);
    }
  });

  it('plays variants and random or mixed bots', async () => {
    const [mixed, random] = await Promise.all([
      simulate('fisca-101+a+b+c', 2, 7, ['--bots', 'mixed']),
      simulate('club-151', 1, 11, ['--bots', 'random']),
    ]);
    expectSane(mixed, 2);
    expect(mixed).toMatchObject({ profile: 'fisca-101+a+b+c', bots: 'mixed' });
    expectSane(random, 1);
    expect(random.bots).toBe('random');
  });

  it('plays a level per seat, each from its seat’s prompt, at every profile', async () => {
    const [levels, one] = await Promise.all([
      simulate('fisca-101', 1, 3, ['--bots', 'L3,L1,L2,random', '--iterations', '4']),
      simulate('fisca-gara', 1, 3, ['--bots', 'L1']),
    ]);
    expectSane(levels, 1);
    expect(levels.bots).toBe('campione,principiante,esperto,random');
    expectSane(one, 1);
    expect(one.bots).toBe('principiante,principiante,principiante,principiante');
    // S40-CdG art. 5: a tournament table plays its 5 hands whoever sits at it.
    expect(one.hands).toBe(5);
  });

  it('is reproducible: match i is the match of seed S + i alone', async () => {
    const without = ({ seconds: _s, handsPerSecond: _h, ...rest }: Summary) => rest;
    const [all, again, ...single] = await Promise.all([
      simulate('fisca-101+a', 3, 40),
      simulate('fisca-101+a', 3, 40),
      ...[40, 41, 42].map((seed) => simulate('fisca-101+a', 1, seed)),
    ]);
    expect(without(all as Summary)).toEqual(without(again as Summary));
    for (const key of ['hands', 'turns', 'actions', 'openings', 'closings'] as const)
      expect(single.reduce((sum, s) => sum + s[key], 0)).toBe((all as Summary)[key]);
  });

  it('prints a summary in Italian by default, in English with --lang en', async () => {
    const args = ['simulate', 'scala40', '--profile', 'fisca-101', '--games', '2', '--seed', '5'];
    const it_ = await tavolo(args);
    expect(it_.code).toBe(0);
    expect(it_.stderr).toBe('');
    for (const label of ['Partite', 'Smazzate', 'Turni', 'Aperture', 'Chiusure', 'in mano'])
      expect(it_.stdout).toContain(label);
    for (const label of ['Rimescolamenti', 'Eliminazioni', 'Vittorie per posto', 'Tempo'])
      expect(it_.stdout).toContain(label);
    expect(it_.stdout).toContain('Smazzate al secondo');
    expect(it_.stdout).toContain('Scala 40 · Scala 40 a 101 (FISCA di circolo) · 4 giocatori');
    const en = await tavolo([...args, '--lang', 'en']);
    expect(en.code).toBe(0);
    expect(en.stdout).toContain('Scala 40 · Scala 40 to 101 (FISCA club rules) · 4 players');
    for (const label of ['Matches', 'Hands', 'Turns', 'Openings', 'Closings', 'Reshuffles'])
      expect(en.stdout).toContain(label);
    expect(en.stdout).toContain('Hands per second');
  });

  it('exits 1 on a match that breaks a check, saying how to replay it', async () => {
    const args = ['simulate', 'scala40', '--profile', 'club-151', '--games', '3', '--seed', '8'];
    const run = await tavolo([...args, '--max-actions', '40']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('la partita 0 (seme 8, Torneo di circolo a 151)');
    expect(run.stderr).toContain('match did not end within 40 actions');
    expect(run.stderr).toMatch(/\(smazzata 1, di turno il posto \d, carte in mano per posto: /);
    expect(run.stderr).toContain(
      'tavolo simulate scala40 --profile club-151 --games 1 --seed 8 --bots greedy --max-actions 40',
    );
    const json = await tavolo([...args, '--max-actions', '40', '--json']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({
      ok: false,
      failure: { match: 0, seed: 8, hand: 1, handSizes: expect.any(Array) },
    });
  });

  it('plays at the table sizes the profile allows', async () => {
    const three = await simulate('fisca-gara', 2, 3, ['--players', '3']);
    expect(three.winnersBySeat).toHaveLength(3);
    expect(three.hands).toBe(10);
    const six = await simulate('fisca-101', 1, 3, ['--players', '6']);
    expect(six.winnersBySeat).toHaveLength(6);
  });

  it('refuses bad arguments with a clear error and exit 2', async () => {
    const base = ['simulate', 'scala40', '--profile', 'fisca-gara'];
    const cases: [string[], RegExp][] = [
      [[...base, '--games', '0', '--seed', '1'], /--games/],
      [[...base, '--games', '-3', '--seed', '1'], /--games/],
      [[...base, '--games', '2.5', '--seed', '1'], /--games/],
      [[...base, '--games', 'ten', '--seed', '1'], /--games/],
      [[...base, '--seed', '1'], /--games/],
      [[...base, '--games', '2'], /--seed/],
      [[...base, '--games', '2', '--seed', '1.5'], /--seed/],
      [[...base, '--games', '2', '--seed', 'x'], /--seed/],
      [[...base, '--games', '2', '--seed', '9007199254740991'], /--seed/],
      [[...base, '--games', '2', '--seed', '1', '--bots', 'smart'], /--bots/],
      [[...base, '--games', '2', '--seed', '1', '--bots', 'L1,L2'], /4 bot separati/],
      [
        [...base, '--games', '2', '--seed', '1', '--bots', 'L1', '--iterations', '0'],
        /--iterations/,
      ],
      [[...base, '--games', '2', '--seed', '1', '--fast'], /--fast/],
      [[...base, '--games', '2', '--seed', '1', '--json=yes'], /--json/],
      [[...base, '--games', '2', '--seed', '1', '--max-actions', '0'], /--max-actions/],
      [[...base, '--games', '2', '--seed', '1', '--players', '2'], /--players vuole 3, 4/],
      [[...base, '--games', '2', '--seed', '1', '--players', 'four'], /--players/],
      [
        ['simulate', 'scala40', '--profile', 'fisca-101+e', '--games', '2', '--seed', '1'],
        /fisca-101\+e/,
      ],
      [['simulate', 'scala40', '--games', '2', '--seed', '1'], /--profile/],
      [
        ['simulate', 'briscola', '--profile', 'fisca-gara', '--games', '2', '--seed', '1'],
        /briscola/,
      ],
      [['simulate', '--profile', 'fisca-gara', '--games', '2', '--seed', '1'], /scala40/],
    ];
    const runs = await Promise.all(cases.map(([args]) => tavolo(args)));
    runs.forEach((run, i) => {
      const [args, pattern] = cases[i] as [string[], RegExp];
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/^tavolo: /);
      expect(run.stderr).toMatch(pattern);
      expect(run.stderr).toContain('tavolo help simulate');
    });
  });
});

interface BurracoSummary {
  ok: true;
  game: string;
  profile: string;
  players: number;
  bots: string;
  seed: number;
  matches: number;
  hands: number;
  turns: number;
  actions: number;
  pileTakes: number;
  pozzetti: number;
  closings: number;
  stockExhausted: number;
  stallo: number;
  burrachi: number;
  winnersBySide: number[];
  noWinner: number;
  seconds: number;
  handsPerSecond: number;
}

const burraco = (profile: string, players: number, games: number, extra: string[] = []) =>
  summaryOf<BurracoSummary>([
    ...['simulate', 'burraco', '--profile', profile, '--players', `${players}`],
    ...['--games', `${games}`, ...extra],
  ]);

/** What every complete Burraco run must satisfy. */
const expectSaneBurraco = (s: BurracoSummary, games: number) => {
  expect(s.ok).toBe(true);
  expect(s.matches).toBe(games);
  // A match is three hands (BUR-CH art. 6; the engine's default); none ends by time-out here.
  expect(s.hands).toBe(3 * games);
  expect(s.closings + s.stockExhausted + s.stallo).toBe(s.hands);
  // A line closes only with its pozzetto taken and at least one burraco (art. 18).
  expect(s.pozzetti).toBeLessThanOrEqual(2 * s.hands);
  expect(s.closings).toBeLessThanOrEqual(s.pozzetti);
  expect(s.burrachi).toBeGreaterThanOrEqual(s.closings);
  expect(s.turns).toBeGreaterThanOrEqual(s.hands * s.players);
  expect(s.actions).toBeGreaterThan(s.turns + s.pileTakes);
  expect(s.winnersBySide).toHaveLength(2);
  expect(s.winnersBySide.reduce((a, b) => a + b, 0) + s.noWinner).toBe(games);
  expect(s.seconds).toBeGreaterThan(0);
  expect(s.handsPerSecond).toBeGreaterThan(0);
};

describe('tavolo simulate burraco', () => {
  it('plays 10 greedy matches of each profile, in pairs and one against one', async () => {
    const cases = [
      ['champion', 4],
      ['champion', 2],
      ['fibur', 4],
      ['fibur', 2],
    ] as const;
    const runs = await Promise.all(
      cases.map(([profile, players]) => burraco(profile, players, 10, ['--seed', '1'])),
    );
    runs.forEach((s, i) => {
      const [profile, players] = cases[i] as (typeof cases)[number];
      expect(s).toMatchObject({ game: 'burraco', profile, players, bots: 'greedy', seed: 1 });
      expectSaneBurraco(s, 10);
      // Greedy lines take the pile, their pozzetti and close some hands.
      expect(s.pileTakes).toBeGreaterThan(0);
      expect(s.pozzetti).toBeGreaterThan(0);
      expect(s.closings).toBeGreaterThan(0);
    });
  });

  it('plays random and mixed bots', async () => {
    const [random, mixed] = await Promise.all([
      burraco('fibur', 2, 1, ['--seed', '3', '--bots', 'random']),
      burraco('champion', 4, 1, ['--seed', '3', '--bots', 'mixed']),
    ]);
    expectSaneBurraco(random, 1);
    expect(random.bots).toBe('random');
    expectSaneBurraco(mixed, 1);
    expect(mixed.bots).toBe('mixed');
  });

  it('plays a level per seat, each from its seat’s prompt, in pairs and one against one', async () => {
    const [pairs, singles] = await Promise.all([
      burraco('champion', 4, 1, ['--seed', '3', '--bots', 'L3,L2,L1,L1', '--iterations', '4']),
      burraco('fibur', 2, 1, ['--seed', '3', '--bots', 'esperto,random']),
    ]);
    expectSaneBurraco(pairs, 1);
    expect(pairs.bots).toBe('campione,esperto,principiante,principiante');
    expectSaneBurraco(singles, 1);
    expect(singles.bots).toBe('esperto,random');
  });

  it('is reproducible: match i is the match of seed S + i alone', async () => {
    const without = ({ seconds: _s, handsPerSecond: _h, ...rest }: BurracoSummary) => rest;
    const [all, again, ...single] = await Promise.all([
      burraco('champion', 2, 3, ['--seed', '40']),
      burraco('champion', 2, 3, ['--seed', '40']),
      ...[40, 41, 42].map((seed) => burraco('champion', 2, 1, ['--seed', `${seed}`])),
    ]);
    expect(without(all as BurracoSummary)).toEqual(without(again as BurracoSummary));
    for (const key of ['turns', 'actions', 'pileTakes', 'pozzetti', 'burrachi'] as const)
      expect(single.reduce((sum, s) => sum + s[key], 0)).toBe((all as BurracoSummary)[key]);
  });

  it('prints a summary in Italian by default, in English with --lang en', async () => {
    const args = ['simulate', 'burraco', '--profile', 'fibur', '--games', '2', '--seed', '5'];
    const it_ = await tavolo(args);
    expect(it_.code).toBe(0);
    expect(it_.stderr).toBe('');
    expect(it_.stdout).toContain(
      'Burraco · FIBUR tradizionale · 4 giocatori · bot greedy · seme 5',
    );
    for (const label of ['Partite', 'Smazzate', 'Turni', 'Scarti raccolti', 'Pozzetti presi'])
      expect(it_.stdout).toContain(label);
    for (const label of ['Chiusure', 'Tallone esaurito', 'Stallo', 'Burraco', 'Tempo'])
      expect(it_.stdout).toContain(label);
    expect(it_.stdout).toMatch(/Vittorie per linea +N\/S: \d · E\/O: \d/);
    const en = await tavolo([...args, '--players', '2', '--lang', 'en']);
    expect(en.code).toBe(0);
    expect(en.stdout).toContain('Burraco · Traditional FIBUR · 2 players · bots greedy · seed 5');
    for (const label of ['Matches', 'Pile takes', 'Pozzetti taken', 'Stock exhausted'])
      expect(en.stdout).toContain(label);
    expect(en.stdout).toMatch(/Wins by side +seat 0: \d · seat 1: \d/);
  });

  it('exits 1 on a match that breaks a check, saying how to replay it', async () => {
    const args = ['simulate', 'burraco', '--profile', 'fibur', '--players', '2'];
    const run = await tavolo([...args, '--games', '3', '--seed', '8', '--max-actions', '40']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('la partita 0 (seme 8, FIBUR tradizionale)');
    expect(run.stderr).toContain('match did not end within 40 actions');
    expect(run.stderr).toMatch(/\(smazzata 1, di turno il posto \d, carte in mano per posto: /);
    expect(run.stderr).toContain(
      'tavolo simulate burraco --profile fibur --players 2 --games 1 --seed 8 --bots greedy --max-actions 40',
    );
    const json = await tavolo([
      ...args,
      '--games',
      '3',
      '--seed',
      '8',
      '--max-actions',
      '40',
      '--json',
    ]);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({
      ok: false,
      failure: {
        match: 0,
        seed: 8,
        hand: 1,
        handSizes: expect.any(Array),
        stock: expect.any(Number),
      },
    });
  });

  it('refuses bad arguments with a clear error and exit 2', async () => {
    const base = ['simulate', 'burraco', '--games', '2', '--seed', '1'];
    const cases: [string[], RegExp][] = [
      [[...base, '--profile', 'fisca-gara'], /profilo sconosciuto «fisca-gara».*champion, fibur/],
      [[...base, '--profile', 'Fibur'], /Fibur/],
      [base, /--profile/],
      [[...base, '--profile', 'champion', '--players', '3'], /--players vuole 2, 4/],
      [[...base, '--profile', 'fibur', '--players', '0'], /--players/],
      [[...base, '--profile', 'fibur', '--players'], /--players/],
      [[...base, '--profile', 'fibur', '--bots', 'smart'], /--bots/],
      [['simulate', 'burraco', '--profile', 'fibur', '--seed', '1'], /--games/],
      [['simulate', 'burraco', '--profile', 'fibur', '--games', '1'], /--seed/],
    ];
    const runs = await Promise.all(cases.map(([args]) => tavolo(args)));
    runs.forEach((run, i) => {
      const [args, pattern] = cases[i] as [string[], RegExp];
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/^tavolo: /);
      expect(run.stderr).toMatch(pattern);
      expect(run.stderr).toContain('tavolo help simulate');
    });
  });
});
