import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { createTally, mergeParts } from './recorder.js';

describe('tally', () => {
  it('counts traffic only inside the window, and errors and notes always', () => {
    const tally = createTally();
    tally.received(100);
    tally.sent(10);
    tally.acked(performance.now());
    tally.matchFinished();
    tally.error('version-gap');
    tally.note('repeated-prompt');

    const sentBeforeStart = performance.now();
    tally.start();
    const sentInside = performance.now();
    tally.received(300);
    tally.received(100);
    tally.sent(50);
    tally.acked(sentBeforeStart);
    tally.acked(sentInside);
    tally.matchFinished();
    tally.error('version-gap');
    tally.error('disconnected');
    tally.stop();

    tally.received(1000);
    tally.acked(performance.now());

    const part = tally.part();
    expect(part).toMatchObject({
      actions: 2,
      messagesReceived: 2,
      bytesReceived: 400,
      messagesSent: 1,
      bytesSent: 50,
      matchesFinished: 1,
      errors: { 'version-gap': 2, disconnected: 1 },
      notes: { 'repeated-prompt': 1 },
    });
    // The action sent before the window counts as acknowledged in it, not in the latency.
    expect(part.latencyMs).toHaveLength(1);
  });
});

describe('mergeParts', () => {
  it('adds the threads’ counts, pools their latencies and divides by the window', () => {
    const one = createTally();
    const two = createTally();
    for (const tally of [one, two]) tally.start();
    one.received(100);
    two.received(300);
    two.received(200);
    one.sent(40);
    one.acked(performance.now());
    two.acked(performance.now());
    two.acked(performance.now());
    one.error('disconnected');
    two.error('disconnected');
    two.note('repeated-prompt');
    const merged = mergeParts([one.part(), two.part()], {
      seconds: 2,
      generatorCpu: 0.5,
      machineCpu: 1.5,
    });
    expect(merged.window).toMatchObject({
      seconds: 2,
      actions: 3,
      actionsPerSecond: 1.5,
      messagesReceived: 3,
      messagesPerSecond: 1.5,
      meanBytesReceived: 200,
      meanBytesSent: 40,
      matchesFinished: 0,
      generatorCpu: 0.5,
      machineCpu: 1.5,
    });
    expect(merged.window.latencyMs.count).toBe(3);
    expect(merged.errors).toEqual({ disconnected: 2 });
    expect(merged.notes).toEqual({ 'repeated-prompt': 1 });
  });

  it('answers zeros for an empty window', () => {
    const merged = mergeParts([createTally().part()], {
      seconds: 0,
      generatorCpu: 0,
      machineCpu: 0,
    });
    expect(merged.window).toMatchObject({ actionsPerSecond: 0, meanBytesReceived: 0 });
    expect(merged.window.latencyMs.count).toBe(0);
  });
});
