/**
 * The two process figures the report needs, read from a `/metrics` page in the Prometheus text
 * format: the Tavolo server's (prom-client's default metrics) and the echo server's (which
 * prints the same two lines), so both children are measured the same way. The Tavolo server's
 * page also has its own timings, which the echo server has no counterpart of. The Tavolo server
 * keeps its page closed unless told otherwise: then the memory and CPU come from /proc
 * (`proc.ts`), and the figures only `/metrics` has are missing.
 */
import { readProcFigures } from './proc.js';
import type { Result } from './result.js';

/** A histogram's running totals: the sum of its observations and how many there were. */
export interface HistogramTotals {
  readonly sum: number;
  readonly count: number;
}

export interface ProcessFigures {
  readonly rssBytes: number;
  readonly cpuSeconds: number;
  /** The V8 heap in use (prom-client's `nodejs_heap_size_used_bytes`), if the page has it. */
  readonly heapUsedBytes?: number;
  /**
   * Tavolo: the V8 heap in use right after the server's last full collection
   * (`tavolo_heap_live_bytes`), once there has been one.
   */
  readonly heapLiveBytes?: number;
  /** Tavolo: an act's receipt to its answer, in seconds (`tavolo_action_seconds`). */
  readonly acts?: HistogramTotals;
  /** Tavolo: a group commit, handed to the store to answered (`tavolo_persist_seconds`). */
  readonly commits?: HistogramTotals;
}

/** The value of the unlabelled sample `name`, if the text has one. */
export const sampleValue = (text: string, name: string): number | undefined => {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name} `)) continue;
    const value = Number(
      line
        .slice(name.length + 1)
        .trim()
        .split(' ')[0],
    );
    return Number.isFinite(value) ? value : undefined;
  }
  return undefined;
};

const histogramTotals = (text: string, name: string): HistogramTotals | undefined => {
  const sum = sampleValue(text, `${name}_sum`);
  const count = sampleValue(text, `${name}_count`);
  return sum === undefined || count === undefined ? undefined : { sum, count };
};

export const parseProcessFigures = (text: string): Result<ProcessFigures> => {
  const rssBytes = sampleValue(text, 'process_resident_memory_bytes');
  const cpuSeconds = sampleValue(text, 'process_cpu_seconds_total');
  if (rssBytes === undefined || cpuSeconds === undefined)
    return {
      ok: false,
      error: 'the metrics lack process_resident_memory_bytes or process_cpu_seconds_total',
    };
  const heapUsedBytes = sampleValue(text, 'nodejs_heap_size_used_bytes');
  // 0 until the first full collection.
  const heapLiveBytes = sampleValue(text, 'tavolo_heap_live_bytes') || undefined;
  const acts = histogramTotals(text, 'tavolo_action_seconds');
  const commits = histogramTotals(text, 'tavolo_persist_seconds');
  return {
    ok: true,
    value: {
      rssBytes,
      cpuSeconds,
      ...(heapUsedBytes !== undefined && { heapUsedBytes }),
      ...(heapLiveBytes !== undefined && { heapLiveBytes }),
      ...(acts && { acts }),
      ...(commits && { commits }),
    },
  };
};

/** The mean of the observations made between two readings, in milliseconds, if any were. */
export const meanBetweenMs = (
  from: HistogramTotals | undefined,
  to: HistogramTotals | undefined,
): number | undefined =>
  from === undefined || to === undefined || to.count <= from.count
    ? undefined
    : ((to.sum - from.sum) / (to.count - from.count)) * 1000;

/** What opens a server's figures: its `/metrics` token, its process id for /proc. */
export interface ServerAccess {
  /** Sent as `Authorization: Bearer <token>` (the server's `--metrics-token`). */
  readonly metricsToken?: string | undefined;
  readonly pid?: number | undefined;
}

/**
 * Reads `<baseUrl>/metrics`; if the server refuses it and its process id is known, the memory
 * and CPU from /proc instead.
 */
export const readProcessFigures = async (
  baseUrl: string,
  access: ServerAccess = {},
): Promise<Result<ProcessFigures>> => {
  const { metricsToken, pid } = access;
  let refusal: string;
  try {
    const response = await fetch(`${baseUrl}/metrics`, {
      headers: metricsToken === undefined ? {} : { authorization: `Bearer ${metricsToken}` },
    });
    const text = await response.text();
    if (response.ok) return parseProcessFigures(text);
    refusal = `GET /metrics answered ${response.status}`;
  } catch (error) {
    refusal = `GET /metrics failed: ${String(error)}`;
  }
  return pid === undefined ? { ok: false, error: refusal } : readProcFigures(pid);
};
