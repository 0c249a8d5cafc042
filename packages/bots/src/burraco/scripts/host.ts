/** Output for the measuring scripts (the package builds without Node's types). */
const host = globalThis as unknown as {
  console: { log(line: string): void };
  performance: { now(): number };
  process: { argv: readonly string[]; cpuUsage(): { user: number; system: number } };
};

export const print = (line: string): void => host.console.log(line);
export const now = (): number => host.performance.now();
/**
 * The process's CPU time in milliseconds: the machine is shared, and the wall clock counts the
 * time other processes hold the cores.
 */
export const cpuNow = (): number => {
  const used = host.process.cpuUsage();
  return (used.user + used.system) / 1000;
};
/** The script's arguments after its path. */
export const args = (): readonly string[] => host.process.argv.slice(2);

/** The value below which `share` of the sorted `values` lie. */
export const percentile = (sorted: readonly number[], share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
