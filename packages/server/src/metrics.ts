/**
 * The server's Prometheus metrics. Each call makes a registry of its own (default Node metrics
 * included) rather than using prom-client's global one, so that several servers in one process,
 * as in the tests, never share or clash over counters.
 */
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
}

/**
 * Fine below a millisecond, where an accepted action on SQLite lands, up to a second, beyond
 * which the exact figure no longer matters: something is wrong.
 */
const LATENCY_BUCKETS = [
  0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1,
];

export const createMetrics = (): ServerMetrics => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
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
