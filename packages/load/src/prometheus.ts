/**
 * The two process figures the report needs, read from a `/metrics` page in the Prometheus text
 * format: the Tavolo server's (prom-client's default metrics) and the echo server's (which
 * prints the same two lines), so both children are measured the same way.
 */
import type { Result } from './result.js';

export interface ProcessFigures {
  readonly rssBytes: number;
  readonly cpuSeconds: number;
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

export const parseProcessFigures = (text: string): Result<ProcessFigures> => {
  const rssBytes = sampleValue(text, 'process_resident_memory_bytes');
  const cpuSeconds = sampleValue(text, 'process_cpu_seconds_total');
  return rssBytes === undefined || cpuSeconds === undefined
    ? {
        ok: false,
        error: 'the metrics lack process_resident_memory_bytes or process_cpu_seconds_total',
      }
    : { ok: true, value: { rssBytes, cpuSeconds } };
};

/** Reads `<baseUrl>/metrics`. */
export const readProcessFigures = async (baseUrl: string): Promise<Result<ProcessFigures>> => {
  try {
    const response = await fetch(`${baseUrl}/metrics`);
    const text = await response.text();
    if (!response.ok) return { ok: false, error: `GET /metrics answered ${response.status}` };
    return parseProcessFigures(text);
  } catch (error) {
    return { ok: false, error: `GET /metrics failed: ${String(error)}` };
  }
};
