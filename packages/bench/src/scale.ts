/**
 * The scale of the director's record, through @tavolo/tournament's API as the command line
 * runs it (decide on the state, then fold the events in): one registration, one result, and
 * the `pair` command of round 5, on Burraco events of modified Danish with 3-hand rounds and on
 * Scala 40 events at tables of 4 by standings, after 4 rounds of random results. Each command
 * is timed at three sizes, each double the one before, so the growth can be read off: a cost
 * in n log n grows a little over twice from one size to the next, a cost in n² four times.
 *
 * A registration and a result are timed as ten in a row (each on the state the one before
 * left), so that an index built for one state is paid for as the command line pays it. The
 * events of the setup (registrations and score sheets) are made by hand and folded in; the
 * pairings of rounds 1 to 4 are made by the `pair` command.
 */
import { performance } from 'node:perf_hooks';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { Bench } from 'tinybench';
import {
  type HandScores,
  type Stamp,
  type TournamentEvent,
  type TournamentEventBody,
  type TournamentState,
  applyEvent,
  createTournament,
  enterResult,
  initialState,
  pair,
  register,
  replay,
} from '@tavolo/tournament';
import { runAndReport } from './report.js';

export type Game = 'burraco' | 'scala40';

const ROUNDS_PLAYED = 4;

/** Whole numbers below `n`, from a seeded generator, for the simulated results. */
export const random = (seed: number) => {
  const rng = xoroshiro128plus(seed);
  return (n: number): number => uniformInt(rng, 0, n - 1);
};
/** Commands timed in a row, for one sample of a registration or a result. */
export const IN_A_ROW = 10;

const stamp = (minute: number): Stamp => ({
  at: new Date(Date.UTC(2026, 10, 21, 14) + minute * 60_000).toISOString(),
  by: 'bench',
});

type Outcome =
  | { readonly ok: true; readonly value: readonly TournamentEvent[] }
  | { readonly ok: false; readonly error: { readonly message: string } };

const take = (outcome: Outcome): readonly TournamentEvent[] => {
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.value;
};

/** Folds a command's events into `state`, as the command line does after appending them. */
const fold = (state: TournamentState, events: readonly TournamentEvent[]): TournamentState => {
  let next = state;
  for (const e of events)
    if (e.type !== 'created' && e.type !== 'voided') next = applyEvent(next, e);
  return next;
};

/**
 * One table's score sheet over 3 hands, from `next`: Burraco, each line 0 to 1,495 points in
 * fives; Scala 40, one player closes (0) and the others take 5 to 95.
 */
const sheet = (game: Game, seats: number, next: (n: number) => number): HandScores[] =>
  [0, 1, 2].map(() => {
    if (game === 'burraco') return [next(300) * 5, next(300) * 5];
    const closer = next(seats);
    return Array.from({ length: seats }, (_, s) => (s === closer ? 0 : 5 + next(19) * 5));
  });

export interface ScaledEvent {
  readonly game: Game;
  readonly count: number;
  /** `count` entrants registered, no round paired. */
  readonly registered: TournamentState;
  /** Rounds 1-4 paired and scored: the state the `pair` command of round 5 works on. */
  readonly played: TournamentState;
  /** Round 5 paired, no score sheet in: the state results are entered on. */
  readonly paired: TournamentState;
  /** The whole log of `paired`, for the replay a command line starts with. */
  readonly log: readonly TournamentEvent[];
}

/** An event of `count` pairs (Burraco) or players (Scala 40) after 4 rounds of random results. */
export const scaledEvent = (game: Game, count: number): ScaledEvent => {
  const next = random(count);
  const log = [
    ...take(
      createTournament(
        {
          name: 'Bench',
          game,
          kind: game === 'burraco' ? 'pairs' : 'individual',
          rounds: Array.from({ length: ROUNDS_PLAYED + 2 }, () => ({
            movement:
              game === 'burraco'
                ? ({ kind: 'danish', variant: 'modified' } as const)
                : ({ kind: 'standings-tables' } as const),
            hands: 3,
          })),
        },
        stamp(0),
      ),
    ),
  ];
  const [created] = log as [Extract<TournamentEvent, { type: 'created' }>];
  let state = initialState(created.config, created.at);
  const record = (...events: readonly TournamentEvent[]) => {
    log.push(...events);
    state = fold(state, events);
  };
  const made = (minute: number, ...bodies: TournamentEventBody[]) =>
    record(...bodies.map((b) => ({ ...b, ...stamp(minute) }) as TournamentEvent));
  for (let i = 1; i <= count; i++)
    made(1, {
      type: 'registered',
      entrant: {
        id: `E${i}`,
        players: game === 'burraco' ? [`Nord ${i}`, `Sud ${i}`] : [`Giocatore ${i}`],
      },
    });
  const registered = state;
  let played = state;
  for (let round = 1; round <= ROUNDS_PLAYED + 1; round++) {
    played = state;
    record(...take(pair(state, {}, stamp(round * 60))));
    if (round > ROUNDS_PLAYED) break;
    for (const t of state.rounds[round - 1]?.pairing.tables ?? [])
      made(round * 60 + 50, {
        type: 'result-entered',
        round,
        table: t.table,
        hands: sheet(game, t.seats.length, next),
        signedBy: [...t.seats],
      });
  }
  return { game, count, registered, played, paired: state, log };
};

/**
 * `IN_A_ROW` registrations, each on the state the one before left. Every sample starts again
 * from `registered`, whose name index the entries of every sample join (names.ts): each
 * sample's names are new, so that no name gathers one homonym a sample and the command's cost
 * does not grow with the samples the bench takes.
 */
export const registrations = (event: ScaledEvent) => {
  let sample = 0;
  return () => {
    sample++;
    let state = event.registered;
    for (let i = 1; i <= IN_A_ROW; i++) {
      const [nuovo, nuova] = [`Nuovo ${sample}-${i}`, `Nuova ${sample}-${i}`];
      const players = event.game === 'burraco' ? [nuovo, nuova] : [nuovo];
      state = fold(state, take(register(state, { players }, stamp(2))));
    }
  };
};

/** `IN_A_ROW` score sheets of round 5, each on the state the one before left. */
export const results = (event: ScaledEvent) => {
  const round = ROUNDS_PLAYED + 1;
  const tables = (event.paired.rounds[round - 1]?.pairing.tables ?? []).slice(0, IN_A_ROW);
  const next = random(round);
  const sheets = tables.map((t) => ({
    round,
    table: t.table,
    hands: sheet(event.game, t.seats.length, next),
    signedBy: [...t.seats],
  }));
  return () => {
    let state = event.paired;
    for (const entry of sheets)
      state = fold(state, take(enterResult(state, entry, stamp(round * 60 + 50))));
  };
};

export const pairCommand = (event: ScaledEvent) => () => {
  take(pair(event.played, {}, stamp((ROUNDS_PLAYED + 1) * 60)));
};

const label = (event: ScaledEvent): string =>
  `${event.count.toLocaleString('en')} ${event.game === 'burraco' ? 'pairs' : 'players'}`;

const msOf = (run: () => void): number => {
  const start = performance.now();
  run();
  return performance.now() - start;
};

const median = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/** Milliseconds of one run of `run`, the median of `times`. */
const medianMs = (run: () => void, times: number): number =>
  median(Array.from({ length: times }, () => msOf(run)));

const SIZES: Readonly<Record<Game, readonly number[]>> = {
  burraco: [2_500, 5_000, 10_000],
  scala40: [5_000, 10_000, 20_000],
};

/**
 * Each size is built, timed and let go before the next, so that the events of the smaller
 * sizes do not stay in the heap: a heap that keeps them makes every garbage collection of the
 * larger ones slower, and the growth from one size to the next looked faster than the work.
 */
export const benchScale = async (
  games: readonly Game[] = ['burraco', 'scala40'],
): Promise<void> => {
  const perCommand: { name: string; ms: number }[] = [];
  for (const game of games)
    for (const count of SIZES[game]) {
      const built = performance.now();
      const event = scaledEvent(game, count);
      const setup = performance.now() - built;
      const tables = event.paired.rounds[ROUNDS_PLAYED]?.pairing.tables.length ?? 0;
      const loadMs = medianMs(() => replay(event.log), 3);
      // The first registration on a state just replayed makes the name keys of every entrant.
      const entries = event.log.slice(0, count + 1);
      const players = game === 'burraco' ? ['Primo Nuovo', 'Prima Nuova'] : ['Primo Nuovo'];
      const firsts = [0, 1, 2].map(() => {
        const replayed = replay(entries);
        if (!replayed.ok) throw new Error(replayed.error.message);
        return msOf(() => take(register(replayed.value, { players }, stamp(2))));
      });
      // The copy of the entrant list that folding a registration makes, alone: an array of more
      // than 16,383 references (128 KiB) is one of V8's large objects, on pages of its own.
      const list = event.registered.entrants;
      const copyMs = medianMs(() => list.concat(list.slice(0, 1)), 101);
      console.log(
        `${game}, ${label(event)}: set up in ${(setup / 1000).toFixed(1)} s; replay of the ` +
          `${event.log.length.toLocaleString('en')} events ${loadMs.toFixed(0)} ms ` +
          `(round 5: ${tables.toLocaleString('en')} tables); the first registration after ` +
          `replaying the entries ${median(firsts).toFixed(1)} ms; a copy of the entrant list ` +
          `${copyMs.toFixed(3)} ms`,
      );
      const bench = new Bench({ time: 1000, iterations: 5, warmupTime: 200, warmupIterations: 2 });
      const tasks = [
        ['register', registrations(event), IN_A_ROW],
        ['result', results(event), IN_A_ROW],
        ['pair', pairCommand(event), 1],
      ] as const;
      for (const [command, run] of tasks)
        bench.add(`Scale: ${command}, ${game}, ${label(event)}`, run);
      await runAndReport(bench);
      bench.tasks.forEach((task, i) => {
        const per = tasks[i]?.[2] ?? 1;
        const mean = task.result.state === 'completed' ? task.result.latency.mean : NaN;
        perCommand.push({ name: task.name, ms: mean / per });
      });
    }
  // The growth of each command from the size before, read by the command's name without it.
  const smaller = new Map<string, number>();
  for (const { name, ms } of perCommand) {
    const command = name.replace(/, [\d,]+ \w+$/, '');
    const before = smaller.get(command);
    const growth = before === undefined ? '' : ` (x${(ms / before).toFixed(2)} for twice the size)`;
    console.log(`${name}: ${ms.toFixed(2)} ms a command${growth}`);
    smaller.set(command, ms);
  }
};
