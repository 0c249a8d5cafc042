/**
 * The whole tool as `npm run load` runs it, small: the built server and the built echo server
 * as children (build first: npx tsc -b). Structure and sense only, never speed.
 */
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseLoadArgs } from './args.js';
import { formatReport } from './report.js';
import { ECHO_SCRIPT, SERVER_SCRIPT, runLoad } from './run.js';

beforeAll(() => {
  for (const script of [SERVER_SCRIPT, ECHO_SCRIPT])
    if (!existsSync(script)) throw new Error(`${script} is missing: build first with npx tsc -b`);
});

const options = (args: string[]) => {
  const parsed = parseLoadArgs(args);
  if (!parsed.ok || !('value' in parsed)) throw new Error('bad arguments');
  return parsed.value;
};

describe('runLoad', () => {
  it('runs Tavolo then the echo, and reports both against the goals', async () => {
    const report = await runLoad(options(['--tables', '3', '--duration', '3', '--warmup', '1']));
    if (!report.ok) throw new Error(report.error);
    const { tavolo, echo, ratio, goals, parameters } = report.value;
    expect(parameters).toMatchObject({ tables: 3, seats: 4, game: 'scala40', durationSeconds: 3 });
    if (!tavolo) throw new Error('no Tavolo run');
    for (const run of [tavolo, echo]) {
      expect(run.connections).toBe(12);
      expect(run.errors).toEqual({});
      expect(run.window.actions).toBeGreaterThan(0);
      expect(run.window.messagesPerSecond).toBeGreaterThan(run.window.actionsPerSecond);
      const { p50, p90, p99, max } = run.window.latencyMs;
      expect(0 < p50 && p50 <= p90 && p90 <= p99 && p99 <= max).toBe(true);
      expect(run.server.memoryPerConnectionBytes).toBeGreaterThan(0);
      expect(run.window.generatorCpu).toBeGreaterThan(0);
    }
    // The echo's messages are the size of the game's.
    expect(echo.messageBytes).toBe(Math.round(tavolo.window.meanBytesReceived));
    expect(echo.window.meanBytesReceived).toBeCloseTo(echo.messageBytes, -1);
    expect(ratio).toBeCloseTo(tavolo.window.actionsPerSecond / echo.window.actionsPerSecond);
    expect(goals?.p99Ms).toEqual({
      target: 50,
      value: tavolo.window.latencyMs.p99,
      met: tavolo.window.latencyMs.p99 < 50,
    });
    expect(goals?.ratio?.met).toBe((ratio ?? 0) >= 0.3);
    expect(formatReport(report.value)).toContain('Tavolo/echo throughput: ');
  });

  it('runs the echo alone with --echo-only', async () => {
    const report = await runLoad(
      options([
        '--echo-only',
        '--tables',
        '1',
        '--duration',
        '0.5',
        '--warmup',
        '0',
        '--echo-bytes',
        '300',
      ]),
    );
    if (!report.ok) throw new Error(report.error);
    expect(report.value.tavolo).toBeUndefined();
    expect(report.value.ratio).toBeUndefined();
    expect(report.value.echo).toMatchObject({ connections: 4, messageBytes: 300, errors: {} });
  });
});
