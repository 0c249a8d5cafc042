/**
 * `npm run bench`, tournament movements (own process: see scala40.ts): the pairing of round 5
 * after 4 simulated rounds, for a modified-Danish event of 1,000 pairs and for Scala 40 tables
 * of 4 by standings for 2,000 players, avoiding anyone met before. The simulated standings
 * come from random results, so entrants near each other in them have often met, as in a real
 * event: the floats and swaps the movements make are part of what is measured.
 *
 * Then the scale of the director's record (scale.ts): one registration, one result and the
 * `pair` command on Burraco events of 2,500, 5,000 and 10,000 pairs and Scala 40 events of
 * 5,000, 10,000 and 20,000 players after 4 rounds, with the growth from each size to the next.
 *
 * `TAVOLO_BENCH_SCALE=scala40` (or `burraco`) runs the scale of that game alone, without the
 * movements: `TAVOLO_BENCH_SCALE=scala40 node packages/bench/dist/tournament.js`.
 */
import { Bench } from 'tinybench';
import {
  type EntrantId,
  type Meeting,
  type Pairing,
  type PairingInput,
  danish,
  pair,
  seatFirstRound,
  standingsTables,
} from '@tavolo/tournament';
import { runAndReport } from './report.js';
import { type Game, benchScale, random, scaledEvent } from './scale.js';

const ROUNDS_PLAYED = 4;

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

/** The movements of round 5 alone, and the whole `pair` command of 1,000 pairs. */
const benchMovements = async (): Promise<void> => {
  const pairs = simulate(1000, 'line', danishRound);
  const players = simulate(2000, 'individual', scala40Round);

  /**
   * The director's whole `pair` command on an event of 1,000 pairs after 4 played rounds: the
   * standings with their tie-breaks, the movement and the checks, as the CLI runs it.
   */
  const event = scaledEvent('burraco', 1000).played;
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
};

const only = process.env['TAVOLO_BENCH_SCALE'];
const games: readonly Game[] | undefined =
  only === 'scala40' || only === 'burraco' ? [only] : undefined;
if (only !== undefined && games === undefined)
  throw new Error(`TAVOLO_BENCH_SCALE is scala40 or burraco, not ${only}`);
if (games === undefined) await benchMovements();
await benchScale(games);
