/**
 * The server's Prometheus metrics. Each call makes a registry of its own (default Node metrics
 * included) rather than using prom-client's global one, so that several servers in one process,
 * as in the tests, never share or clash over counters.
 */
import { type PerformanceEntry, PerformanceObserver, constants } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface ServerMetrics {
  readonly registry: Registry;
  /** Actions submitted to tables, by game and by `outcome` (`accepted` or `refused`). */
  readonly actions: Counter<'game' | 'outcome'>;
  /** From an action's receipt to its acknowledgement, which waits for the store. */
  readonly actionSeconds: Histogram;
  /** One group commit to the store. */
  readonly persistSeconds: Histogram;
  /** Open WebSocket connections. */
  readonly connections: Gauge;
  /** Tables held in memory, by phase. */
  readonly tables: Gauge<'phase'>;
  /** Messages sent to clients. */
  readonly messagesOut: Counter;
  /** Refusals sent to clients, by code. */
  readonly refusals: Counter<'code'>;
  /** HTTP requests answered, by route pattern and status code. */
  readonly httpRequests: Counter<'route' | 'status'>;
  /**
   * The V8 heap in use right after the last full (mark-compact) collection: what the server
   * really holds. The heap in use between collections also counts the garbage not collected
   * yet, and the resident size counts the heap V8 keeps reserved, which it grows lazily on a
   * machine with memory to spare; neither says whether something is kept for ever.
   */
  readonly heapLive: Gauge;
  /** Stops watching the collections. */
  readonly close: () => void;
}

/**
 * Fine below a millisecond, where an accepted action on SQLite lands, up to a second, beyond
 * which the exact figure no longer matters: something is wrong.
 */
const LATENCY_BUCKETS = [
  0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1,
];

/** A `gc` performance entry: its detail says which kind of collection it was. */
type GcEntry = PerformanceEntry & { readonly detail?: { readonly kind?: number } };

export const createMetrics = (): ServerMetrics => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const heapLive = new Gauge({
    name: 'tavolo_heap_live_bytes',
    help: 'V8 heap in use right after the last full garbage collection, in bytes.',
    registers,
  });
  // The entry arrives after the collection ended, before much new allocation.
  const collections = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if ((entry as GcEntry).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)
        heapLive.set(getHeapStatistics().used_heap_size);
  });
  collections.observe({ entryTypes: ['gc'] });
  return {
    heapLive,
    close: () => collections.disconnect(),
    registry,
    actions: new Counter({
      name: 'tavolo_actions_total',
      help: 'Actions submitted to tables, by game and outcome (accepted or refused).',
      labelNames: ['game', 'outcome'] as const,
      registers,
    }),
    actionSeconds: new Histogram({
      name: 'tavolo_action_seconds',
      help: 'Time from the receipt of an action to its acknowledgement, in seconds.',
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    persistSeconds: new Histogram({
      name: 'tavolo_persist_seconds',
      help: 'Time of one group commit to the store, in seconds.',
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    connections: new Gauge({
      name: 'tavolo_connections',
      help: 'Open WebSocket connections.',
      registers,
    }),
    tables: new Gauge({
      name: 'tavolo_tables',
      help: 'Tables held in memory, by phase.',
      labelNames: ['phase'] as const,
      registers,
    }),
    messagesOut: new Counter({
      name: 'tavolo_messages_out_total',
      help: 'Messages sent to clients.',
      registers,
    }),
    refusals: new Counter({
      name: 'tavolo_refusals_total',
      help: 'Refusals sent to clients, by code.',
      labelNames: ['code'] as const,
      registers,
    }),
    httpRequests: new Counter({
      name: 'tavolo_http_requests_total',
      help: 'HTTP requests answered, by route pattern and status code.',
      labelNames: ['route', 'status'] as const,
      registers,
    }),
  };
};
