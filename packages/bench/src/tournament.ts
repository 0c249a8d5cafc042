/**
 * `npm run bench`, tournament movements (own process: see scala40.ts): the pairing of round 5
 * after 4 simulated rounds, for a modified-Danish event of 1,000 pairs and for Scala 40 tables
 * of 4 by standings for 2,000 players, avoiding anyone met before. The simulated standings
 * come from random results, so entrants near each other in them have often met, as in a real
 * event: the floats and swaps the movements make are part of what is measured.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { Bench } from 'tinybench';
import {
  type EntrantId,
  type Meeting,
  type Pairing,
  type PairingInput,
  type TournamentEvent,
  type TournamentState,
  applyEvent,
  createTournament,
  danish,
  enterResult,
  initialState,
  pair,
  register,
  seatFirstRound,
  standingsTables,
} from '@tavolo/tournament';
import { runAndReport } from './report.js';

const ROUNDS_PLAYED = 4;

/** Whole numbers below `n`, from a seeded generator, for the simulated results. */
const random = (seed: number) => {
  const rng = xoroshiro128plus(seed);
  return (n: number): number => uniformInt(rng, 0, n - 1);
};

const unwrap = (paired: ReturnType<typeof danish>): Pairing => {
  if (!paired.ok) throw new Error(paired.error.message);
  return paired.value;
};

/**
 * Plays `ROUNDS_PLAYED` rounds from the seating of round 1, each table's VP (20 shared out at
 * random) added to the standings, and returns the input of the next round.
 */
const simulate = (
  count: number,
  format: 'line' | 'individual',
  pairNext: (input: PairingInput) => Pairing,
): PairingInput => {
  const entrants: EntrantId[] = Array.from({ length: count }, (_, i) => `E${i + 1}`);
  const next = random(count);
  const total = new Map(entrants.map((e) => [e, 0]));
  const history: Meeting[] = [];
  let ranking: readonly EntrantId[] = entrants;
  for (let round = 1; round <= ROUNDS_PLAYED; round++) {
    const input = { round, totalRounds: ROUNDS_PLAYED + 2, ranking, history, byeHistory: [] };
    const pairing =
      round === 1
        ? unwrap(
            seatFirstRound({
              entrants,
              format,
              order: { kind: 'draw', seed: { scheme: 'xoroshiro128plus', seed: count } },
            }),
          )
        : pairNext(input);
    for (const { seats } of pairing.tables) {
      history.push({ round, seats });
      for (const e of seats)
        total.set(e, (total.get(e) as number) + Math.floor(next(40) / seats.length));
    }
    ranking = [...entrants].sort((a, b) => (total.get(b) as number) - (total.get(a) as number));
  }
  return {
    round: ROUNDS_PLAYED + 1,
    totalRounds: ROUNDS_PLAYED + 2,
    ranking,
    history,
    byeHistory: [],
  };
};

const danishRound = (input: PairingInput): Pairing =>
  unwrap(danish(input, { variant: 'modified' }));
const scala40Round = (input: PairingInput): Pairing => unwrap(standingsTables(input));

const pairs = simulate(1000, 'line', danishRound);
const players = simulate(2000, 'individual', scala40Round);

/**
 * The director's whole `pair` command on an event of 1,000 pairs after 4 played rounds: the
 * standings with their tie-breaks, the movement and the checks, as the CLI runs it.
 */
const playedEvent = (count: number): TournamentState => {
  const stamp = (minute: number) => ({
    at: new Date(Date.UTC(2026, 10, 21, 14) + minute * 60_000).toISOString(),
    by: 'bench',
  });
  const take = (
    r: { ok: true; value: readonly TournamentEvent[] } | { ok: false; error: { message: string } },
  ) => {
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  const [created] = take(
    createTournament(
      {
        name: 'Bench',
        game: 'burraco',
        kind: 'pairs',
        rounds: Array.from({ length: ROUNDS_PLAYED + 1 }, () => ({
          movement: { kind: 'danish', variant: 'modified' } as const,
          hands: 3,
        })),
      },
      stamp(0),
    ),
  ) as [Extract<TournamentEvent, { type: 'created' }>];
  let state = initialState(created.config, created.at);
  const apply = (events: readonly TournamentEvent[]) => {
    for (const e of events) if (e.type !== 'created') state = applyEvent(state, e);
  };
  for (let i = 1; i <= count; i++)
    apply(take(register(state, { players: [`A${i}`, `B${i}`] }, stamp(1))));
  const next = random(7);
  for (let round = 1; round <= ROUNDS_PLAYED; round++) {
    apply(take(pair(state, {}, stamp(round * 60))));
    for (const t of state.rounds[round - 1]?.pairing.tables ?? []) {
      const hands = [0, 1, 2].map(() => [next(60) * 5, next(60) * 5]);
      apply(
        take(
          enterResult(
            state,
            { round, table: t.table, hands, signedBy: [...t.seats] },
            stamp(round * 60 + 50),
          ),
        ),
      );
    }
  }
  return state;
};

const event = playedEvent(1000);
const pairCommand = () => {
  const paired = pair(event, {}, { at: '2026-11-21T20:00:00.000Z', by: 'bench' });
  if (!paired.ok) throw new Error(paired.error.message);
};

const counts = (pairing: Pairing): string =>
  ['floated', 'swapped', 'constraint-relaxed']
    .map((code) => `${pairing.explanation.filter((e) => e.code === code).length} ${code}`)
    .join(', ');
console.log(`modified Danish, 1,000 pairs, round 5: ${counts(danishRound(pairs))}`);
console.log(`Scala 40 tables, 2,000 players, round 5: ${counts(scala40Round(players))}`);

const bench = new Bench({ time: 3000, warmupTime: 500 })
  .add('Tournament: modified-Danish round, 1,000 pairs after 4 rounds', () => {
    danishRound(pairs);
  })
  .add('Tournament: Scala 40 tables of 4, 2,000 players after 4 rounds, no rematches', () => {
    scala40Round(players);
  })
  .add('Tournament: the pair command (standings + modified Danish), 1,000 pairs', pairCommand);
await runAndReport(bench);
for (const task of bench.tasks)
  if (task.result.state === 'completed')
    console.log(`${task.name}: ${task.result.latency.mean.toFixed(2)} ms per pairing`);
