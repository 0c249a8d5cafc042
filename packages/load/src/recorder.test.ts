import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { createRecorder } from './recorder.js';

describe('recorder', () => {
  it('counts traffic only inside the window, and errors always', () => {
    const recorder = createRecorder();
    recorder.received(100);
    recorder.sent(10);
    recorder.acked(performance.now());
    recorder.matchFinished();
    recorder.error('version-gap');
    recorder.note('repeated-prompt');

    const sentBeforeStart = performance.now();
    recorder.start();
    const sentInside = performance.now();
    recorder.received(300);
    recorder.received(100);
    recorder.sent(50);
    recorder.acked(sentBeforeStart);
    recorder.acked(sentInside);
    recorder.matchFinished();
    recorder.error('version-gap');
    recorder.error('disconnected');
    recorder.stop();

    recorder.received(1000);
    recorder.acked(performance.now());

    const stats = recorder.stats();
    expect(stats).toMatchObject({
      actions: 2,
      messagesReceived: 2,
      meanBytesReceived: 200,
      meanBytesSent: 50,
      matchesFinished: 1,
    });
    // The action sent before the window counts as acknowledged in it, but not in the latency.
    expect(stats.latencyMs.count).toBe(1);
    expect(stats.seconds).toBeGreaterThan(0);
    expect(stats.actionsPerSecond).toBeCloseTo(2 / stats.seconds);
    expect(stats.messagesPerSecond).toBeCloseTo(2 / stats.seconds);
    expect(stats.generatorCpu).toBeGreaterThanOrEqual(0);
    expect(recorder.errors()).toEqual({ 'version-gap': 2, disconnected: 1 });
    expect(recorder.notes()).toEqual({ 'repeated-prompt': 1 });
  });

  it('answers zero rates before any window', () => {
    const stats = createRecorder().stats();
    expect(stats).toMatchObject({ actions: 0, actionsPerSecond: 0, meanBytesReceived: 0 });
  });
});
