import { describe, expect, it } from 'vitest';
import { cpuOfStat, readProcFigures, rssOfStatus } from './proc.js';

describe('rssOfStatus', () => {
  it('reads VmRSS in bytes', () => {
    expect(rssOfStatus('Name:\tnode\nVmPeak:\t  900 kB\nVmRSS:\t  316000 kB\nThreads:\t11\n')).toBe(
      316000 * 1024,
    );
    expect(rssOfStatus('Name:\tnode\n')).toBeUndefined();
  });
});

describe('cpuOfStat', () => {
  it('adds user and system ticks, counting fields after the last parenthesis of the name', () => {
    const stat = '4242 (node (x) y) S 1 4242 4242 0 -1 4194304 100 0 0 0 250 50 0 0 20 0 11 0';
    expect(cpuOfStat(stat)).toBe(3);
    expect(cpuOfStat('1 (x) S')).toBeUndefined();
  });
});

describe('readProcFigures', () => {
  it("reads this process's own figures", async () => {
    const figures = await readProcFigures(process.pid);
    if (!figures.ok) throw new Error(figures.error);
    expect(figures.value.rssBytes).toBeGreaterThan(1 << 20);
    expect(figures.value.cpuSeconds).toBeGreaterThan(0);
    expect(await readProcFigures(2 ** 30)).toMatchObject({ ok: false });
  });
});
