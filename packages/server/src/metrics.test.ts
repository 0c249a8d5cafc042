import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics.js';

/** A full collection on demand, as `node --expose-gc` gives it. */
const collectGarbage = (): void => {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
};

/** The gauge's value in the Prometheus text, if set. */
const heapLive = (text: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith('tavolo_heap_live_bytes '));
  return line === undefined ? undefined : Number(line.split(' ')[1]);
};

describe('createMetrics', () => {
  it('exposes the server metrics and the default Node metrics as Prometheus text', async () => {
    const metrics = createMetrics();
    metrics.actions.inc({ game: 'burraco', outcome: 'accepted' });
    metrics.actions.inc({ game: 'burraco', outcome: 'accepted' });
    metrics.actions.inc({ game: 'scala40', outcome: 'refused' });
    metrics.tables.set({ phase: 'playing' }, 3);
    metrics.connections.inc();
    metrics.refusals.inc({ code: 'not-your-turn' });
    metrics.httpRequests.inc({ route: '/health', status: '200' });
    metrics.messagesOut.inc(5);
    const text = await metrics.registry.metrics();
    expect(text).toContain('tavolo_actions_total{game="burraco",outcome="accepted"} 2');
    expect(text).toContain('tavolo_actions_total{game="scala40",outcome="refused"} 1');
    expect(text).toContain('tavolo_tables{phase="playing"} 3');
    expect(text).toContain('tavolo_connections 1');
    expect(text).toContain('tavolo_refusals_total{code="not-your-turn"} 1');
    expect(text).toContain('tavolo_http_requests_total{route="/health",status="200"} 1');
    expect(text).toContain('tavolo_messages_out_total 5');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });

  it('resolves latencies below a millisecond and up to a second', async () => {
    const { registry, actionSeconds, persistSeconds } = createMetrics();
    actionSeconds.observe(0.0003);
    actionSeconds.observe(0.7);
    persistSeconds.observe(0.002);
    const text = await registry.metrics();
    expect(text).toContain('tavolo_action_seconds_bucket{le="0.0001"} 0');
    expect(text).toContain('tavolo_action_seconds_bucket{le="0.0005"} 1');
    expect(text).toContain('tavolo_action_seconds_bucket{le="0.5"} 1');
    expect(text).toContain('tavolo_action_seconds_bucket{le="1"} 2');
    expect(text).toContain('tavolo_persist_seconds_bucket{le="0.001"} 0');
    expect(text).toContain('tavolo_persist_seconds_bucket{le="0.0025"} 1');
  });

  it('gives each server a registry of its own', async () => {
    const first = createMetrics();
    const second = createMetrics();
    first.messagesOut.inc(7);
    expect(await first.registry.metrics()).toContain('tavolo_messages_out_total 7');
    expect(await second.registry.metrics()).toContain('tavolo_messages_out_total 0');
  });

  it('gives the heap in use after the last full collection, which the soak run judges memory by', async () => {
    const metrics = createMetrics();
    try {
      collectGarbage();
      // The observer hears of the collection on a later turn of the event loop.
      let live: number | undefined;
      for (let i = 0; i < 100 && !live; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        live = heapLive(await metrics.registry.metrics());
      }
      expect(live).toBeGreaterThan(1024 * 1024);
      expect(live).toBeLessThan(process.memoryUsage().heapTotal);
    } finally {
      metrics.close();
    }
  });
});
