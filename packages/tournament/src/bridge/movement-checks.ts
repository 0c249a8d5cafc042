/**
 * The checks every bridge movement passes before an event may use it: each round seats every
 * table once and every pair at most once; no pair plays a board set twice; every table plays
 * the set the published board path brings it (so the sets travel as published and each is in
 * play once per round at a table); each pair meets the opponents the movement promises.
 */
import { type Problem, problem } from '../decision.js';
import { type BridgeMovement, setAt } from './movement.js';

/** What is wrong, as a check the front ends' catalogs name (`tournament.checks`). */
export type MovementProblem = Problem;

const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

const roundProblems = (m: BridgeMovement): MovementProblem[] => {
  const found: MovementProblem[] = [];
  m.rounds.forEach((encounters, i) => {
    const round = i + 1;
    const tables = encounters.map((e) => e.table).sort((a, b) => a - b);
    if (tables.join() !== Array.from({ length: m.tables }, (_, t) => t + 1).join())
      found.push(
        problem('bridge-round-tables', `round ${round} does not seat each table once`, { round }),
      );
    const seated = encounters.flatMap((e) => [e.ns, e.ew]);
    for (const pair of seated) {
      if (!Number.isSafeInteger(pair) || pair < 1 || pair > m.pairs)
        found.push(
          problem('bridge-pair-unknown', `round ${round}: no pair ${pair}`, { round, pair }),
        );
      else if (seated.indexOf(pair) !== seated.lastIndexOf(pair))
        found.push(
          problem('bridge-pair-twice-in-round', `round ${round}: pair ${pair} sits twice`, {
            round,
            pair,
          }),
        );
    }
    const sets = encounters.map((e) => e.set);
    for (const set of new Set(sets))
      if (sets.indexOf(set) !== sets.lastIndexOf(set))
        found.push(
          problem('bridge-set-twice-in-round', `round ${round}: set ${set} is at two tables`, {
            round,
            set,
          }),
        );
  });
  return found;
};

/** Every table is a stop of the path once; every table plays the set the path brings it. */
const pathProblems = (m: BridgeMovement): MovementProblem[] => {
  const found: MovementProblem[] = [];
  if (m.start.length !== m.boardPath.length || m.start.length !== m.sets)
    return [problem('bridge-board-path', 'the board path has one set per stop', { sets: m.sets })];
  for (let t = 1; t <= m.tables; t++)
    if (m.boardPath.filter((s) => s === t).length !== 1)
      found.push(
        problem('bridge-board-path-table', `table ${t} is not once on the board path`, {
          table: t,
        }),
      );
  m.rounds.forEach((encounters, i) => {
    for (const e of encounters) {
      const expected = setAt(m, m.boardPath.indexOf(e.table), i + 1);
      if (expected !== e.set)
        found.push(
          problem(
            'bridge-board-travel',
            `round ${i + 1} table ${e.table} plays set ${e.set}, the path brings set ${expected}`,
            { round: i + 1, table: e.table, set: e.set, expected: expected ?? 0 },
          ),
        );
    }
  });
  return found;
};

const playProblems = (m: BridgeMovement): MovementProblem[] => {
  const found: MovementProblem[] = [];
  const played = new Map<number, Set<number>>();
  const met = new Map<string, number>();
  for (const [i, encounters] of m.rounds.entries())
    for (const e of encounters) {
      for (const pair of [e.ns, e.ew]) {
        const sets = played.get(pair) ?? new Set<number>();
        if (sets.has(e.set))
          found.push(
            problem(
              'bridge-set-replayed',
              `pair ${pair} plays set ${e.set} again in round ${i + 1}`,
              {
                pair,
                set: e.set,
                round: i + 1,
              },
            ),
          );
        played.set(pair, sets.add(e.set));
      }
      met.set(key(e.ns, e.ew), (met.get(key(e.ns, e.ew)) ?? 0) + 1);
    }
  const ns = new Set(m.northSouth);
  for (let a = 1; a <= m.pairs; a++)
    for (let b = a + 1; b <= m.pairs; b++) {
      const times = met.get(key(a, b)) ?? 0;
      const lines = m.meetings !== 'every-other-pair';
      const sameLine = ns.has(a) === ns.has(b);
      const expected =
        m.meetings === 'every-other-pair' || (m.meetings === 'every-other-line' && !sameLine)
          ? [1]
          : lines && sameLine
            ? [0]
            : [0, 1];
      if (!expected.includes(times))
        found.push(
          problem('bridge-meetings', `pairs ${a} and ${b} meet ${times} times`, { a, b, times }),
        );
    }
  if (m.meetings === 'other-line-once')
    for (let p = 1; p <= m.pairs; p++) {
      const rounds = m.rounds.filter((r) => r.some((e) => e.ns === p || e.ew === p)).length;
      if (rounds !== m.rounds.length)
        found.push(
          problem('bridge-pair-rests', `pair ${p} plays ${rounds} rounds`, { pair: p, rounds }),
        );
    }
  return found;
};

/** Whatever keeps `movement` from being played as published; empty when it passes. */
export const movementProblems = (movement: BridgeMovement): readonly MovementProblem[] => [
  ...roundProblems(movement),
  ...pathProblems(movement),
  ...playProblems(movement),
];
