/**
 * The report of a load run: both runs side by side, the machine, the parameters, and whether
 * the issue's goals hold (p99 under 50 ms at the tables asked; Tavolo's throughput at least 30 %
 * of the bare echo's, judged only at full speed: with a think time both runs go at the clients'
 * pace). The same object is printed as text or as JSON.
 */
import { cpus, loadavg, totalmem } from 'node:os';
import type { GameName } from '@tavolo/protocol';
import type { SqliteWriter } from '@tavolo/server';
import { FULL_SPEED_ARGS } from './args.js';
import { THINK_SPREAD } from './clients.js';
import type { RunFigures } from './measure.js';

export const P99_GOAL_MS = 50;
export const RATIO_GOAL = 0.3;

/** Above this share of their cores, the generator's threads or the machine limit a run. */
export const BUSY = 0.9;
/** Cores used by other processes above which a run's figures are disturbed. */
export const DISTURBED = 0.1;

export interface Machine {
  readonly cpu: string;
  readonly cores: number;
  readonly memoryBytes: number;
  readonly node: string;
  readonly platform: string;
  /** The 1-minute load average when the run started: above 0 means others used the cores. */
  readonly loadAverage: number;
}

export interface Parameters {
  readonly tables: number;
  readonly seats: number;
  readonly game: GameName;
  readonly profile: string;
  readonly warmupSeconds: number;
  readonly durationSeconds: number;
  readonly seed: number;
  readonly clientThreads: number;
  readonly thinkMs: number;
  /** Where the server committed its SQLite writes. */
  readonly sqliteWriter: SqliteWriter;
  /** The flags `node` ran the server with. */
  readonly serverNodeFlags: readonly string[];
  /** Guests to a loopback address. */
  readonly clientsPerAddress: number;
  /** The server's arguments beyond the tool's own (`--server-arg`). */
  readonly serverArgs: readonly string[];
}

export interface Goal {
  readonly target: number;
  readonly value: number;
  readonly met: boolean;
}

export interface LoadReport {
  readonly parameters: Parameters;
  readonly machine: Machine;
  /** Absent with --echo-only. */
  readonly tavolo: RunFigures | undefined;
  readonly echo: RunFigures & { readonly messageBytes: number };
  /** Tavolo's accepted actions per second over the echo's round trips per second. */
  readonly ratio: number | undefined;
  /** The ratio goal is absent from a paced run (`thinkMs` above 0). */
  readonly goals: { readonly p99Ms: Goal; readonly ratio: Goal | undefined } | undefined;
}

export const machine = (): Machine => ({
  cpu: cpus()[0]?.model.trim() ?? 'unknown',
  cores: cpus().length,
  memoryBytes: totalmem(),
  node: process.version,
  platform: `${process.platform} ${process.arch}`,
  loadAverage: loadavg()[0] ?? 0,
});

export const buildReport = (
  parameters: Parameters,
  tavolo: RunFigures | undefined,
  echo: LoadReport['echo'],
  on: Machine = machine(),
): LoadReport => {
  const echoRate = echo.window.actionsPerSecond;
  const ratio =
    tavolo === undefined || echoRate === 0 ? undefined : tavolo.window.actionsPerSecond / echoRate;
  return {
    parameters,
    machine: on,
    tavolo,
    echo,
    ratio,
    goals:
      tavolo === undefined || ratio === undefined
        ? undefined
        : {
            p99Ms: {
              target: P99_GOAL_MS,
              value: tavolo.window.latencyMs.p99,
              met: tavolo.window.latencyMs.p99 < P99_GOAL_MS,
            },
            ratio:
              parameters.thinkMs === 0
                ? { target: RATIO_GOAL, value: ratio, met: ratio >= RATIO_GOAL }
                : undefined,
          },
  };
};

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const percent = (value: number) => `${number(value * 100, 1)} %`;
const mib = (bytes: number) => `${number(bytes / 2 ** 20, 0)} MiB`;
const countsText = (counts: Readonly<Record<string, number>>) =>
  Object.keys(counts).length === 0
    ? 'none'
    : Object.entries(counts)
        .map(([code, count]) => `${code} ${count}`)
        .join(', ');

/** "no think time", or the mean and the range each wait is drawn from. */
const thinkTime = (thinkMs: number): string =>
  thinkMs === 0
    ? 'no think time'
    : `${number(thinkMs)} ms mean think time (${number(thinkMs * (1 - THINK_SPREAD))} to ` +
      `${number(thinkMs * (1 + THINK_SPREAD))} ms)`;

/** What the rest of the machine used meanwhile: the run had the cores to itself if about 0. */
export const othersCpu = (run: RunFigures): number =>
  Math.max(0, run.window.machineCpu - run.window.generatorCpu - run.server.cpu);

/** The rows of the table: a label, then the Tavolo and echo cells ('-' for no figure). */
const rows = (report: LoadReport): [string, string, string][] => {
  const row = (
    label: string,
    cell: (run: RunFigures) => string,
    echoCell: (run: RunFigures) => string = cell,
  ): [string, string, string] => [
    label,
    report.tavolo === undefined ? '-' : cell(report.tavolo),
    echoCell(report.echo),
  ];
  const ms = (value: number) => `${number(value, 2)} ms`;
  return [
    row('connections', (r) => number(r.connections)),
    row('actions per second (echo: round trips)', (r) => number(r.window.actionsPerSecond, 1)),
    row('latency p50', (r) => ms(r.window.latencyMs.p50)),
    row('latency p90', (r) => ms(r.window.latencyMs.p90)),
    row('latency p99', (r) => ms(r.window.latencyMs.p99)),
    row('latency max', (r) => ms(r.window.latencyMs.max)),
    row('messages received per second', (r) => number(r.window.messagesPerSecond)),
    row(
      'mean message bytes received / sent',
      (r) => `${number(r.window.meanBytesReceived)} / ${number(r.window.meanBytesSent)}`,
    ),
    row('server: act received to answered, mean', (r) =>
      r.server.actMeanMs === undefined ? '-' : ms(r.server.actMeanMs),
    ),
    row('server: group commits per second / mean', (r) =>
      r.server.commits === undefined
        ? '-'
        : `${number(r.server.commits.perSecond, 1)} / ${ms(r.server.commits.meanMs)}`,
    ),
    row('server CPU (cores)', (r) => number(r.server.cpu, 2)),
    row('load generator CPU (cores)', (r) => number(r.window.generatorCpu, 2)),
    row('other processes CPU (cores)', (r) => number(othersCpu(r), 2)),
    row(
      'server memory per connection',
      (r) => `${number(r.server.memoryPerConnectionBytes / 1024, 1)} KiB`,
    ),
    row(
      'server RSS before / playing / at the end',
      (r) =>
        `${mib(r.server.rssBeforeBytes)} / ${mib(r.server.rssPlayingBytes)} / ` +
        mib(r.server.rssEndBytes),
    ),
    row(
      'matches finished in the window',
      (r) => number(r.window.matchesFinished),
      () => '-',
    ),
    row('errors (whole run)', (r) => countsText(r.errors)),
    row('notes (whole run)', (r) => countsText(r.notes)),
  ];
};

/** What may have limited or disturbed a run, besides the server under test. */
export const warnings = (
  name: string,
  run: RunFigures,
  threads: number,
  cores: number,
): string[] => {
  const { generatorCpu, machineCpu } = run.window;
  const lines: string[] = [];
  if (generatorCpu >= BUSY * Math.min(threads, cores))
    lines.push(
      `Warning: the load generator used ${number(generatorCpu, 2)} cores with ${threads} ` +
        `client threads in the ${name} run: it may be what limits that run.`,
    );
  else if (machineCpu >= BUSY * cores)
    lines.push(
      `Note: the machine's ${cores} cores were ${percent(machineCpu / cores)} busy in the ` +
        `${name} run: the server and the clients share them, so that run is bounded by the machine.`,
    );
  if (othersCpu(run) >= DISTURBED)
    lines.push(
      `Warning: other processes used ${number(othersCpu(run), 2)} cores during the ${name} ` +
        `run: its figures are disturbed.`,
    );
  return lines;
};

export const formatReport = (report: LoadReport): string => {
  const p = report.parameters;
  const m = report.machine;
  const table = [['', 'Tavolo', 'echo'] as [string, string, string], ...rows(report)];
  const widths = [0, 1, 2].map((c) => Math.max(...table.map((r) => r[c]?.length ?? 0)));
  const lines = table.map(([label, tavolo, echo]) =>
    [label.padEnd(widths[0] ?? 0), tavolo.padStart(widths[1] ?? 0), echo.padStart(widths[2] ?? 0)]
      .join('   ')
      .trimEnd(),
  );
  const out = [
    `Tavolo load: ${p.game} (${p.profile}), ${number(p.tables)} tables x ${p.seats} guests, ` +
      `${p.warmupSeconds} s warm-up, ${p.durationSeconds} s measured, seed ${p.seed}, ` +
      `${p.clientThreads} client threads, ${thinkTime(p.thinkMs)}, ` +
      `SQLite commits on the ${p.sqliteWriter === 'main' ? 'main thread' : 'writer thread'}, ` +
      `server run as node ${[...p.serverNodeFlags, 'main.js', ...p.serverArgs].join(' ')} ` +
      `with its default limits but ${FULL_SPEED_ARGS.join(' ')}, ${p.clientsPerAddress} guests ` +
      `to an address`,
    `Machine: ${m.cpu}, ${m.cores} cores, ${number(m.memoryBytes / 2 ** 30, 1)} GiB RAM, ` +
      `Node ${m.node}, ${m.platform}; load average ${number(m.loadAverage, 2)} at the start`,
    `Echo messages padded to ${number(report.echo.messageBytes)} bytes`,
    '',
    ...lines,
    '',
  ];
  if (report.ratio !== undefined) out.push(`Tavolo/echo throughput: ${percent(report.ratio)}`);
  if (report.goals) {
    const { p99Ms, ratio } = report.goals;
    out.push(
      `Goal p99 < ${P99_GOAL_MS} ms at ${number(p.tables)} tables: ` +
        `${p99Ms.met ? 'met' : 'NOT met'} (${number(p99Ms.value, 2)} ms)`,
      ratio === undefined
        ? `Goal Tavolo/echo throughput >= ${percent(RATIO_GOAL)}: not judged with a think time`
        : `Goal Tavolo/echo throughput >= ${percent(RATIO_GOAL)}: ` +
            `${ratio.met ? 'met' : 'NOT met'} (${percent(ratio.value)})`,
    );
  }
  for (const [name, run] of [
    ['Tavolo', report.tavolo],
    ['echo', report.echo],
  ] as const)
    if (run) out.push(...warnings(name, run, p.clientThreads, m.cores));
  return `${out.join('\n')}\n`;
};
