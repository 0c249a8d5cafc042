import { describe, expect, it } from 'vitest';
import { processMetricsText, startEchoServer } from './echo-server.js';
import {
  meanBetweenMs,
  parseProcessFigures,
  readProcessFigures,
  sampleValue,
} from './prometheus.js';

// The shape prom-client prints (default metrics of the Tavolo server).
const PROM_CLIENT = `# HELP process_cpu_user_seconds_total Total user CPU time spent in seconds.
# TYPE process_cpu_user_seconds_total counter
process_cpu_user_seconds_total 1.5
# HELP process_cpu_seconds_total Total user and system CPU time spent in seconds.
# TYPE process_cpu_seconds_total counter
process_cpu_seconds_total 2.25
# HELP process_resident_memory_bytes Resident memory size in bytes.
# TYPE process_resident_memory_bytes gauge
process_resident_memory_bytes 104857600
tavolo_actions_total{game="scala40",outcome="accepted"} 12
`;

describe('process figures from /metrics', () => {
  it('reads unlabelled samples, not their longer-named neighbours', () => {
    expect(sampleValue(PROM_CLIENT, 'process_cpu_seconds_total')).toBe(2.25);
    expect(sampleValue(PROM_CLIENT, 'process_cpu')).toBeUndefined();
    expect(parseProcessFigures(PROM_CLIENT)).toEqual({
      ok: true,
      value: { rssBytes: 104_857_600, cpuSeconds: 2.25 },
    });
  });

  it("reads the Tavolo server's own timings when the page has them", () => {
    const tavolo =
      PROM_CLIENT +
      'tavolo_action_seconds_bucket{le="0.1"} 3\ntavolo_action_seconds_sum 0.3\n' +
      'tavolo_action_seconds_count 4\ntavolo_persist_seconds_sum 0.02\n' +
      'tavolo_persist_seconds_count 2\n';
    expect(parseProcessFigures(tavolo)).toEqual({
      ok: true,
      value: {
        rssBytes: 104_857_600,
        cpuSeconds: 2.25,
        acts: { sum: 0.3, count: 4 },
        commits: { sum: 0.02, count: 2 },
      },
    });
  });

  it('reads the live heap once the server has made a full collection, not before', () => {
    const live = (value: number) => `${PROM_CLIENT}tavolo_heap_live_bytes ${value}\n`;
    expect(parseProcessFigures(live(0))).toEqual({
      ok: true,
      value: { rssBytes: 104_857_600, cpuSeconds: 2.25 },
    });
    expect(parseProcessFigures(live(52_428_800))).toEqual({
      ok: true,
      value: { rssBytes: 104_857_600, cpuSeconds: 2.25, heapLiveBytes: 52_428_800 },
    });
  });

  it('averages the observations made between two readings', () => {
    expect(meanBetweenMs({ sum: 1, count: 10 }, { sum: 1.5, count: 20 })).toBeCloseTo(50);
    // None made, or a side without the histogram (the echo server): no mean.
    expect(meanBetweenMs({ sum: 1, count: 10 }, { sum: 1, count: 10 })).toBeUndefined();
    expect(meanBetweenMs(undefined, { sum: 1, count: 10 })).toBeUndefined();
  });

  it('says which figures are missing', () => {
    expect(parseProcessFigures('process_cpu_seconds_total 1\n')).toMatchObject({ ok: false });
    expect(
      parseProcessFigures('process_resident_memory_bytes x\nprocess_cpu_seconds_total 1'),
    ).toMatchObject({
      ok: false,
    });
  });

  it('reads the echo server over HTTP, which prints the same names', async () => {
    expect(parseProcessFigures(processMetricsText())).toMatchObject({ ok: true });
    const echo = await startEchoServer();
    try {
      const figures = await readProcessFigures(`http://127.0.0.1:${echo.port}`);
      expect(figures.ok && figures.value.rssBytes).toBeGreaterThan(0);
      expect(await readProcessFigures(`http://127.0.0.1:${echo.port}/nothing`)).toEqual({
        ok: false,
        error: 'GET /metrics answered 404',
      });
      // A closed page, with the process known: its memory and CPU from /proc.
      const fallback = await readProcessFigures(`http://127.0.0.1:${echo.port}/nothing`, {
        pid: process.pid,
      });
      expect(fallback.ok && fallback.value.rssBytes).toBeGreaterThan(0);
      expect(fallback.ok && 'acts' in fallback.value).toBe(false);
    } finally {
      await echo.close();
    }
    expect(await readProcessFigures(`http://127.0.0.1:${echo.port}`)).toMatchObject({ ok: false });
  });
});
