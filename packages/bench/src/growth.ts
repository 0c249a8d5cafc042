/**
 * The growth of the director's commands with the event's size, counted in instructions rather
 * than timed: on a shared virtual machine the time of the round-5 `pair` command moved from
 * x1.96 to x3.58 for the same doubling of the same build, too much to tell n log n (a little
 * over x2 a doubling) from n² (x4). The instructions a command runs, garbage collections
 * included, do not move with the machine's load.
 *
 * For each game and size, one process under `valgrind --tool=callgrind` (instrumentation off
 * from the start) and `node --predictable` builds the event of scale.ts, runs each command
 * twice untimed so that the code is compiled, collects the garbage, then runs it `RUNS` times
 * more with instrumentation switched on through `callgrind_control` and dumps the count. A
 * registration and a result are counted as `IN_A_ROW` in a row, as scale.ts times them. Sizes
 * double, so the growth can be read against n log n's for the same step.
 *
 * The child runs with the server's V8 flags (`SERVER_NODE_FLAGS`: a young generation of 64 MiB),
 * as the console's commands run at the sizes measured here. With Node's default young
 * generation the collector promotes more of a large `pair` command's garbage to the old
 * generation, and the Burraco `pair` grew x2.23 from 10,000 to 20,000 pairs (n log n: x2.15),
 * where with the server's flags it grows x2.15.
 *
 * `node packages/bench/dist/growth.js` (about 10 minutes; `TAVOLO_BENCH_SCALE=scala40` or
 * `burraco` for one game). Needs valgrind (`apt-get install valgrind`).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '@tavolo/server/node-flags';
import {
  type Game,
  IN_A_ROW,
  type ScaledEvent,
  pairCommand,
  registrations,
  results,
  scaledEvent,
} from './scale.js';

const SIZES: Readonly<Record<Game, readonly number[]>> = {
  burraco: [2_500, 5_000, 10_000, 20_000],
  scala40: [5_000, 10_000, 20_000, 40_000],
};

const COMMANDS = ['register', 'result', 'pair'] as const;
type Command = (typeof COMMANDS)[number];

/** How many commands one run of each counted task makes. */
const PER_RUN: Readonly<Record<Command, number>> = {
  register: IN_A_ROW,
  result: IN_A_ROW,
  pair: 1,
};

/**
 * Runs counted of each task, so that the garbage collections their allocations call for are
 * shared out over many commands rather than falling on one: counted one run at a time, a
 * registration at 5,000 pairs once ran 9 times the instructions of its neighbours, and a `pair`
 * of 20,000 players 1.5 times, by the collection that happened to fall in the run.
 */
const RUNS: Readonly<Record<Command, number>> = { register: 20, result: 20, pair: 8 };

const task = (command: Command, event: ScaledEvent): (() => void) =>
  command === 'register'
    ? registrations(event)
    : command === 'result'
      ? results(event)
      : pairCommand(event);

/**
 * Sends `args` to callgrind in this process and waits for its answer, blocking: an event loop
 * left idle while it waits would run V8's idle-time work (collections among it) at times that
 * depend on the machine, inside or outside the count.
 */
const control = (...args: string[]): void => {
  const done = spawnSync('callgrind_control', [...args, String(process.pid)], {
    stdio: 'ignore',
    timeout: 60_000,
  });
  if (done.status !== 0) throw new Error(`callgrind_control ${args.join(' ')}: ${done.status}`);
};

/** The child: builds one event, then counts each command in turn, one dump each. */
const child = (game: Game, count: number): void => {
  const event = scaledEvent(game, count);
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('the child runs with --expose-gc');
  for (const command of COMMANDS) {
    const run = task(command, event);
    run();
    run();
    // Every count starts on a heap just collected, not on the garbage of the setup or of the
    // command before.
    collect();
    control('--instr=on');
    for (let i = 0; i < RUNS[command]; i++) run();
    control('--instr=off');
    control('--dump');
  }
};

/**
 * The garbage collector's entry points, each counted with what it calls: collections, the
 * incremental marking steps and the lazy sweeping that allocations run. They do not call one
 * another (callgrind's caller tree, at 20,000 pairs), so their sum is the collector's share.
 */
const COLLECTOR = [
  /^\s*([\d,]+) .*?\S*:v8::internal::Heap::CollectGarbage\(/m,
  /^\s*([\d,]+) .*?\S*:v8::internal::IncrementalMarking::Step\(/m,
  /^\s*([\d,]+) .*?\S*:v8::internal::Sweeper::ParallelSweepSpace\(/m,
];

interface Counted {
  /** Instructions of the whole count. */
  readonly total: number;
  /** Of which the garbage collector's. */
  readonly collector: number;
}

/** The instructions of one dump, and the collector's among them (callgrind_annotate). */
const countDump = (file: string): Counted => {
  const totals = /^totals: (\d+)$/m.exec(readFileSync(file, 'utf8'));
  if (!totals) throw new Error(`no totals in callgrind's ${file}`);
  const annotated = execFileSync(
    'callgrind_annotate',
    ['--inclusive=yes', '--threshold=100', file],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const collector = COLLECTOR.reduce((sum, entry) => {
    const found = entry.exec(annotated);
    return sum + (found ? Number((found[1] as string).replace(/,/g, '')) : 0);
  }, 0);
  return { total: Number(totals[1]), collector };
};

/** Each dump of the callgrind outputs in `dir`, in the order they were dumped. */
const dumps = (dir: string): Counted[] =>
  readdirSync(dir)
    .map((name) => /\.(\d+)$/.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .sort((a, b) => Number(a[1]) - Number(b[1]))
    .map((m) => countDump(join(dir, m.input)));

/** Instructions of one command of each kind, for `game` at `count`, in a child under callgrind. */
const countCommands = (game: Game, count: number): Record<Command, Counted> => {
  const dir = mkdtempSync(join(tmpdir(), 'tavolo-growth-'));
  try {
    const self = fileURLToPath(import.meta.url);
    const ran = spawnSync(
      'valgrind',
      [
        '--tool=callgrind',
        '--instr-atstart=no',
        `--callgrind-out-file=${join(dir, 'callgrind.out')}`,
        process.execPath,
        '--predictable',
        '--expose-gc',
        // No collections started by timers while the child waits on callgrind_control.
        '--no-memory-reducer',
        ...SERVER_NODE_FLAGS,
        '--max-old-space-size=8192',
        self,
        '--child',
        game,
        String(count),
      ],
      { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' },
    );
    if (ran.status !== 0) throw new Error(`valgrind ${game} ${count}: ${ran.stderr.slice(-2000)}`);
    const counted = dumps(dir);
    if (counted.length !== COMMANDS.length)
      throw new Error(`expected ${COMMANDS.length} dumps, found ${counted.length}`);
    return Object.fromEntries(
      COMMANDS.map((command, i) => {
        const per = RUNS[command] * PER_RUN[command];
        const { total, collector } = counted[i] as Counted;
        return [command, { total: total / per, collector: collector / per }];
      }),
    ) as Record<Command, Counted>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** The growth n log n predicts from `n` to `m` entrants. */
const nLogN = (n: number, m: number): number => (m * Math.log(m)) / (n * Math.log(n));

const millions = (x: number): string => (x / 1e6).toFixed(x < 1e7 ? 3 : 1);

const parent = (games: readonly Game[]): void => {
  try {
    execFileSync('valgrind', ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error(
      'the growth benchmark counts instructions with valgrind: apt-get install valgrind',
    );
  }
  for (const game of games) {
    const unit = game === 'burraco' ? 'pairs' : 'players';
    let before: { count: number; counts: Record<Command, Counted> } | undefined;
    for (const count of SIZES[game]) {
      const counts = countCommands(game, count);
      const growth = (now: number, then: number | undefined) =>
        then === undefined ? '' : ` (x${(now / then).toFixed(2)})`;
      const cells = COMMANDS.map((command) => {
        const { total, collector } = counts[command];
        const then = before?.counts[command];
        return (
          `${command} ${millions(total)} M${growth(total, then?.total)}, ` +
          `its own ${millions(total - collector)} M` +
          `${growth(total - collector, then && then.total - then.collector)}`
        );
      });
      const step = before ? `; n log n: x${nLogN(before.count, count).toFixed(2)}` : '';
      console.log(
        `Growth, ${game}, ${count.toLocaleString('en')} ${unit}, instructions a command ` +
          `(its own: without the garbage collector's): ${cells.join('; ')}${step}`,
      );
      before = { count, counts };
    }
  }
};

const [mode, game, count] = process.argv.slice(2);
if (mode === '--child') child(game as Game, Number(count));
else {
  const only = process.env['TAVOLO_BENCH_SCALE'];
  const games: readonly Game[] =
    only === 'scala40' || only === 'burraco' ? [only] : ['burraco', 'scala40'];
  parent(games);
}
