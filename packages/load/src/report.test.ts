import { describe, expect, it } from 'vitest';
import type { RunFigures } from './measure.js';
import {
  type Machine,
  type Parameters,
  buildReport,
  formatReport,
  machine,
  warnings,
} from './report.js';

const MACHINE: Machine = {
  cpu: 'Test CPU',
  cores: 2,
  memoryBytes: 24 * 2 ** 30,
  node: 'v20.20.2',
  platform: 'linux x64',
  loadAverage: 0.25,
};

const PARAMETERS: Parameters = {
  tables: 1000,
  seats: 4,
  game: 'scala40',
  profile: 'fisca-101',
  warmupSeconds: 10,
  durationSeconds: 60,
  seed: 1,
  clientThreads: 2,
  thinkMs: 0,
  sqliteWriter: 'main',
  serverNodeFlags: ['--max-semi-space-size=64'],
  clientsPerAddress: 2,
  serverArgs: [],
};

const run = (
  actionsPerSecond: number,
  p99: number,
  generatorCpu = 0.5,
  othersCpu = 0,
): RunFigures => ({
  connections: 4000,
  window: {
    seconds: 60,
    actions: actionsPerSecond * 60,
    actionsPerSecond,
    latencyMs: { count: actionsPerSecond * 60, p50: p99 / 4, p90: p99 / 2, p99, max: p99 * 2 },
    messagesReceived: actionsPerSecond * 360,
    messagesPerSecond: actionsPerSecond * 6,
    meanBytesReceived: 1500,
    meanBytesSent: 120,
    matchesFinished: 3,
    generatorCpu,
    machineCpu: generatorCpu + 0.98 + othersCpu,
  },
  errors: {},
  notes: {},
  server: {
    rssBeforeBytes: 100 * 2 ** 20,
    rssPlayingBytes: 300 * 2 ** 20,
    rssEndBytes: 350 * 2 ** 20,
    memoryPerConnectionBytes: (200 * 2 ** 20) / 4000,
    cpu: 0.98,
  },
});

describe('the report', () => {
  it('compares the runs and checks both goals', () => {
    const tavolo = run(3000, 20);
    const report = buildReport(
      PARAMETERS,
      {
        ...tavolo,
        server: { ...tavolo.server, actMeanMs: 4.5, commits: { perSecond: 250, meanMs: 1.25 } },
      },
      { ...run(10_000, 5), messageBytes: 1500 },
      MACHINE,
    );
    expect(report.ratio).toBeCloseTo(0.3);
    expect(report.goals).toEqual({
      p99Ms: { target: 50, value: 20, met: true },
      ratio: { target: 0.3, value: report.ratio, met: true },
    });
    const text = formatReport(report);
    expect(text).toContain(
      'scala40 (fisca-101), 1,000 tables x 4 guests, 10 s warm-up, 60 s measured, seed 1, ' +
        '2 client threads, no think time, SQLite commits on the main thread, ' +
        'server run as node --max-semi-space-size=64 main.js with its default limits but ' +
        '--ws-rate 1000, 2 guests to an address',
    );
    expect(text).toContain(
      'Machine: Test CPU, 2 cores, 24.0 GiB RAM, Node v20.20.2, linux x64; load average 0.25 at the start',
    );
    expect(text).toMatch(/actions per second \(echo: round trips\) +3,000\.0 +10,000\.0/);
    expect(text).toMatch(/latency p99 +20\.00 ms +5\.00 ms/);
    expect(text).toMatch(/server memory per connection +51\.2 KiB/);
    // The server's own timings: the echo server has none.
    expect(text).toMatch(/server: act received to answered, mean +4\.50 ms +- *\n/);
    expect(text).toMatch(/server: group commits per second \/ mean +250\.0 \/ 1\.25 ms +- *\n/);
    expect(text).toMatch(
      /server RSS before \/ playing \/ at the end +100 MiB \/ 300 MiB \/ 350 MiB/,
    );
    expect(text).toMatch(/other processes CPU \(cores\) +0\.00 +0\.00/);
    expect(text).toMatch(/errors \(whole run\) +none +none/);
    expect(text).toMatch(/notes \(whole run\) +none +none/);
    expect(text).toContain('Tavolo/echo throughput: 30.0 %');
    expect(text).toContain('Goal p99 < 50 ms at 1,000 tables: met (20.00 ms)');
    expect(text).toContain('Goal Tavolo/echo throughput >= 30.0 %: met (30.0 %)');
    expect(text).not.toContain('Warning');
  });

  it('says which goal is not met, lists errors, and warns of a busy generator', () => {
    const slow = { ...run(1000, 80), errors: { 'version-gap': 2, disconnected: 1 } };
    const report = buildReport(
      PARAMETERS,
      slow,
      { ...run(10_000, 5, 1.9), messageBytes: 1500 },
      MACHINE,
    );
    expect(report.goals?.p99Ms.met).toBe(false);
    expect(report.goals?.ratio?.met).toBe(false);
    const text = formatReport(report);
    expect(text).toContain('Goal p99 < 50 ms at 1,000 tables: NOT met (80.00 ms)');
    expect(text).toContain('Goal Tavolo/echo throughput >= 30.0 %: NOT met (10.0 %)');
    expect(text).toContain('version-gap 2, disconnected 1');
    expect(text).toContain(
      'Warning: the load generator used 1.90 cores with 2 client threads in the echo run',
    );
  });

  it('judges latency but not the throughput ratio in a paced run', () => {
    const report = buildReport(
      { ...PARAMETERS, thinkMs: 600 },
      run(1500, 20),
      { ...run(1600, 5), messageBytes: 1500 },
      MACHINE,
    );
    expect(report.ratio).toBeCloseTo(1500 / 1600);
    expect(report.goals).toEqual({ p99Ms: { target: 50, value: 20, met: true }, ratio: undefined });
    const text = formatReport(report);
    expect(text).toContain('2 client threads, 600 ms mean think time (300 to 900 ms)');
    expect(text).toContain('Goal p99 < 50 ms at 1,000 tables: met (20.00 ms)');
    expect(text).toContain('Goal Tavolo/echo throughput >= 30.0 %: not judged with a think time');
  });

  it('says when the machine bounded a run, and when other processes disturbed it', () => {
    expect(warnings('echo', run(10_000, 5, 0.9), 2, 2)).toEqual([
      "Note: the machine's 2 cores were 94.0 % busy in the echo run: the server and the " +
        'clients share them, so that run is bounded by the machine.',
    ]);
    expect(warnings('Tavolo', run(1000, 5, 0.3, 0.25), 2, 2)).toEqual([
      'Warning: other processes used 0.25 cores during the Tavolo run: its figures are disturbed.',
    ]);
    expect(warnings('Tavolo', run(1000, 5, 0.3, 0.05), 2, 2)).toEqual([]);
  });

  it('has no Tavolo column, ratio or goals with --echo-only', () => {
    const report = buildReport(
      PARAMETERS,
      undefined,
      { ...run(10_000, 5), messageBytes: 1024 },
      MACHINE,
    );
    expect(report.ratio).toBeUndefined();
    expect(report.goals).toBeUndefined();
    const text = formatReport(report);
    expect(text).toMatch(/latency p50 +- +1\.25 ms/);
    expect(text).not.toContain('Goal');
    expect(JSON.parse(JSON.stringify(report))).toMatchObject({ echo: { messageBytes: 1024 } });
  });

  it('describes this machine', () => {
    const here = machine();
    expect(here.cores).toBeGreaterThan(0);
    expect(here.memoryBytes).toBeGreaterThan(0);
    expect(here.node).toBe(process.version);
    expect(here.loadAverage).toBeGreaterThanOrEqual(0);
  });
});
