/** What both engines' benchmarks share: playing hands with bots, and the report. */
import { cpus, totalmem } from 'node:os';
import type { Bench } from 'tinybench';
import type { Bot } from '@tavolo/bots';
import type { Result } from '@tavolo/cards';

/** What playing a hand needs of an engine's match state. */
interface Playable {
  readonly status: string;
  readonly results: readonly unknown[];
  readonly hand: { readonly turn: { readonly seat: number } };
}

/** Each seat's bot picks its move; `apply` plays it. */
export const botPlay = <State extends Playable, Move>(
  apply: (state: State, move: Move) => Result<{ readonly state: State }, { readonly code: string }>,
  bots: readonly Bot<State, Move>[],
) => {
  const move = (state: State): Move => {
    const seat = state.hand.turn.seat;
    return (bots[seat] as Bot<State, Move>).choose(state, seat);
  };
  const step = (state: State, chosen: Move = move(state)): State => {
    const next = apply(state, chosen);
    if (!next.ok) throw new Error(`bot move refused: ${next.error.code}`);
    return next.value.state;
  };
  /** Plays the current hand of `start` to its end. */
  const playHand = (start: State): State => {
    let state = start;
    const hands = state.results.length;
    while (state.status === 'playing' && state.results.length === hands) state = step(state);
    return state;
  };
  return { move, step, playHand };
};

/**
 * Runs a benchmark and prints its figures with the machine they were measured on; with
 * `movesPerOperation`, each task's mean time per move too.
 */
export const runAndReport = async (bench: Bench, movesPerOperation?: number): Promise<void> => {
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
        ...(movesPerOperation === undefined
          ? {}
          : {
              'per move (µs)': Number(
                ((result.latency.mean * 1000) / movesPerOperation).toFixed(1),
              ),
            }),
        samples: result.latency.samplesCount,
      };
    }),
  );
};
