import { describe, expect, it } from 'vitest';
import {
  type AbuseParameters,
  buildAbuseReport,
  formatAbuseReport,
  hostileAcks,
  nestCounts,
} from './abuse-report.js';
import type { AbuseFigures } from './abuse-run.js';
import { DEFAULT_ABUSE } from './args.js';
import type { RunFigures } from './measure.js';
import type { Machine } from './report.js';

const MACHINE: Machine = {
  cpu: 'Test CPU',
  cores: 2,
  memoryBytes: 24 * 2 ** 30,
  node: 'v20.20.2',
  platform: 'linux x64',
  loadAverage: 0.25,
};

const PARAMETERS: AbuseParameters = {
  tables: 100,
  game: 'scala40',
  profile: 'fisca-101',
  thinkMs: 1000,
  clientsPerAddress: 2,
  warmupSeconds: 10,
  durationSeconds: 60,
  seed: 1,
  abuse: DEFAULT_ABUSE,
  serverArgs: [],
};

const honest = (errors: Record<string, number>): RunFigures => ({
  connections: 400,
  window: {
    seconds: 60,
    actions: 6000,
    actionsPerSecond: 100,
    latencyMs: { count: 6000, p50: 2, p90: 5, p99: 12.5, max: 40 },
    messagesReceived: 36000,
    messagesPerSecond: 600,
    meanBytesReceived: 1500,
    meanBytesSent: 120,
    matchesFinished: 1,
    generatorCpu: 0.1,
    machineCpu: 0.4,
  },
  errors,
  notes: {},
  server: {
    rssBeforeBytes: 100 * 2 ** 20,
    rssPlayingBytes: 200 * 2 ** 20,
    rssEndBytes: 210 * 2 ** 20,
    memoryPerConnectionBytes: 10_000,
    cpu: 0.3,
  },
});

const figures = (abuse: Record<string, number>, errors = {}): AbuseFigures => ({
  honest: honest(errors),
  abuse,
  abuseBytesReceived: 5 * 2 ** 20,
  botTable: { id: 'bots', hands: 3 },
});

describe('nestCounts', () => {
  it('reads `<what> <kind> <outcome>` back as nested counts', () => {
    expect(
      nestCounts({
        'seated deep sent': 4,
        'seated deep bad-message': 3,
        'seated open': 2,
        'spectator refused 429': 7,
        'http replay-text 200': 5,
      }),
    ).toEqual({
      seated: { deep: { sent: 4, 'bad-message': 3 }, open: { '': 2 } },
      spectator: { refused: { '429': 7 } },
      http: { 'replay-text': { '200': 5 } },
    });
  });
});

describe('buildAbuseReport', () => {
  it('meets both goals when the honest clients saw no error and no hostile act was acknowledged', () => {
    const report = buildAbuseReport(
      PARAMETERS,
      figures({
        'seated deep sent': 10,
        'seated deep bad-message': 10,
        'seated clean sent': 9,
        'seated clean ack': 9,
        'spectator answer spectator': 3,
      }),
      MACHINE,
    );
    expect(report.goals).toEqual({
      honestRefused: { target: 0, value: 0, met: true },
      hostileAccepted: { target: 0, value: 0, met: true },
    });
  });

  it('counts every refused honest move and every hostile act acknowledged, not the clean ones', () => {
    const abuse = {
      'seated time-out ack': 2,
      'seated deep ack': 1,
      'seated clean ack': 50,
      'spectator answer ack': 4,
    };
    expect(hostileAcks(abuse)).toBe(7);
    const report = buildAbuseReport(
      PARAMETERS,
      figures(abuse, { 'not-saved': 38, disconnected: 1 }),
      MACHINE,
    );
    expect(report.goals.honestRefused).toEqual({ target: 0, value: 39, met: false });
    expect(report.goals.hostileAccepted).toEqual({ target: 0, value: 7, met: false });
    const text = formatAbuseReport(report);
    expect(text).toContain('errors (whole run): disconnected 1, not-saved 38');
    expect(text).toContain('Goal: no honest move refused, no honest error: NOT met (39)');
    expect(text).toContain('Goal: no hostile action acknowledged: NOT met (7)');
    expect(text).toContain('time-out       sent      0; ack 2');
    expect(text).toContain('Honest p99 under the abuse: 12.50 ms');
  });

  it('says which limits the server ran with', () => {
    const report = buildAbuseReport(PARAMETERS, figures({}), MACHINE);
    expect(formatAbuseReport(report)).toContain('server limits: the defaults');
    const raised = buildAbuseReport(
      { ...PARAMETERS, serverArgs: ['--ws-rate', '100'] },
      figures({}),
      MACHINE,
    );
    expect(formatAbuseReport(raised)).toContain('server limits: defaults but --ws-rate 100');
  });
});
