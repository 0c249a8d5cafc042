/**
 * A process's memory and CPU read from Linux's /proc, for when the server's `/metrics` is
 * closed (its default): the resident memory from `/proc/<pid>/status`, the CPU time from
 * `/proc/<pid>/stat`. The heap is only in `/metrics`.
 */
import { readFile } from 'node:fs/promises';
import type { Result } from './result.js';

/** Linux's clock ticks a second for /proc's times (`getconf CLK_TCK`: 100 on every usual build). */
export const CLOCK_TICKS = 100;

export interface ProcFigures {
  readonly rssBytes: number;
  readonly cpuSeconds: number;
}

/** The resident memory of a `/proc/<pid>/status` text, in bytes. */
export const rssOfStatus = (status: string): number | undefined => {
  const kib = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  return kib === undefined ? undefined : Number(kib) * 1024;
};

/** User and system CPU seconds of a `/proc/<pid>/stat` text (fields 14 and 15). */
export const cpuOfStat = (stat: string): number | undefined => {
  // The command name (field 2) may hold spaces and parentheses: count from its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  return Number.isFinite(user) && Number.isFinite(system)
    ? (user + system) / CLOCK_TICKS
    : undefined;
};

export const readProcFigures = async (pid: number): Promise<Result<ProcFigures>> => {
  try {
    const [status, stat] = await Promise.all([
      readFile(`/proc/${pid}/status`, 'utf8'),
      readFile(`/proc/${pid}/stat`, 'utf8'),
    ]);
    const rssBytes = rssOfStatus(status);
    const cpuSeconds = cpuOfStat(stat);
    if (rssBytes === undefined || cpuSeconds === undefined)
      return { ok: false, error: `/proc/${pid} has no VmRSS or CPU times` };
    return { ok: true, value: { rssBytes, cpuSeconds } };
  } catch (error) {
    return { ok: false, error: `reading /proc/${pid}: ${String(error)}` };
  }
};
