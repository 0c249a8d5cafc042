import { describe, expect, it } from 'vitest';
import type { RunFigures } from './measure.js';
import type { Machine } from './report.js';
import type { MemorySample } from './soak-curve.js';
import { type SoakParameters, buildSoakReport, formatSoakReport } from './soak-report.js';

const MIB = 2 ** 20;
const PARAMETERS: SoakParameters = {
  tables: 1000,
  game: 'scala40',
  profile: 'fisca-gara',
  thinkMs: 1000,
  clientsPerAddress: 2,
  warmupSeconds: 60,
  durationSeconds: 1200,
  sampleSeconds: 5,
  seed: 1,
  serverArgs: [],
  serverNodeFlags: [],
};
const MACHINE: Machine = {
  cpu: 'test',
  cores: 2,
  memoryBytes: 24 * 2 ** 30,
  node: 'v20',
  platform: 'linux',
  loadAverage: 0,
};
const HONEST = {
  window: {
    actionsPerSecond: 1000,
    latencyMs: { p50: 1, p90: 2, p99: 3, max: 4 },
    matchesFinished: 1,
  },
  errors: {},
  server: { cpu: 0.5 },
} as unknown as RunFigures;

/** A run whose reserved memory keeps growing while what the server holds levels off. */
const samples = (live: ((seconds: number) => number) | undefined): MemorySample[] =>
  Array.from({ length: 61 }, (_, i) => {
    const seconds = i * 20;
    return {
      seconds,
      rssBytes: (400 + seconds * 0.3) * MIB,
      heapUsedBytes: (150 + seconds * 0.1 + (i % 3) * 40) * MIB,
      ...(live && { heapLiveBytes: live(seconds) * MIB }),
    };
  });

const report = (live: ((seconds: number) => number) | undefined) =>
  buildSoakReport(
    PARAMETERS,
    { honest: HONEST, samples: samples(live), missedSamples: 0 },
    MACHINE,
  );

describe('the soak verdict', () => {
  it('judges what the server holds, the live heap, where the server gives it', () => {
    const levelled = report((s) => 120 + Math.min(s, 400) * 0.2);
    expect(levelled.rss?.flat).toBe(false);
    expect(levelled.live?.flat).toBe(true);
    expect(levelled.flat).toBe(true);
    const text = formatSoakReport(levelled);
    expect(text).toContain('heap live (MiB)');
    expect(text).toMatch(/Heap live after a full collection from 600 s .*: flat/);
    expect(text).toContain('Memory flat after the warm-up: yes');
  });

  it('calls a live heap that keeps growing NOT flat', () => {
    const leaking = report((s) => 120 + s * 0.1);
    expect(leaking.flat).toBe(false);
    expect(formatSoakReport(leaking)).toContain('Memory flat after the warm-up: NO');
  });

  it('falls back on the RSS and the heap in use without live-heap figures', () => {
    const closed = report(undefined);
    expect(closed.live).toBeUndefined();
    expect(closed.flat).toBe(false);
    expect(formatSoakReport(closed)).toContain('judged on the RSS and the heap in use');
  });
});
