/** Runs a benchmark and prints its figures with the machine they were measured on. */
import { cpus, totalmem } from 'node:os';
import type { Bench } from 'tinybench';

export const runAndReport = async (bench: Bench): Promise<void> => {
  await bench.run();
  const cpu = cpus()[0];
  console.log(
    `machine: ${cpu?.model ?? 'unknown cpu'}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; node ${process.version}; one thread`,
  );
  console.table(
    bench.tasks.map((task) => {
      const result = task.result;
      if (result.state !== 'completed') return { benchmark: task.name, result: result.state };
      return {
        benchmark: task.name,
        // One over the mean time, not the mean of per-sample rates, which fast samples inflate.
        'per second': Math.round(1000 / result.latency.mean),
        'mean (µs)': Number((result.latency.mean * 1000).toFixed(1)),
        '± %': Number(result.latency.rme.toFixed(1)),
        samples: result.latency.samplesCount,
      };
    }),
  );
};
