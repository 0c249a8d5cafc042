/**
 * The Mitchell movement of a bridge pairs event, as the English Bridge Union publishes it
 * (EBU, "Duplicate movements" booklet: "Mitchell" and "Mitchell (skip)"; e.g. the EBU club
 * summary at bridgewebs.com/exeter/info.html: "9 Tables Mitchell, 9 rounds ... 9 sets",
 * "10 Tables Mitchell (skip), 9 rounds ... 10 sets of 3 boards, skip after round 5").
 *
 * N/S pair n sits at table n the whole session; E/W pair n (numbered tables + n) starts at
 * table n and moves up one table each round (from the highest to table 1); the board sets
 * start with set n at table n and move down one table each round (from table 1 to the
 * highest). With an odd number of tables every E/W pair meets every N/S pair and plays every
 * set once in as many rounds as tables. With an even number the E/W pairs would meet sets
 * they have played at the halfway point, so they skip one table before round tables/2 + 1
 * (the skip Mitchell): tables - 1 rounds at most, each pair missing one set and one opponent.
 *
 * An arrow switch (the pairs of the listed rounds play each board in the other direction)
 * makes the two lines one field, ranked together.
 */
import { type Result, err, ok } from '@tavolo/cards';
import { type TournamentError, tournamentError } from '../error.js';
import type { BridgeMovement, Encounter } from './movement.js';

export interface MitchellOptions {
  /** Rounds to play: up to the tables (odd) or tables - 1 (even, skip); the most by default. */
  readonly rounds?: number;
  /** Rounds in which every table is arrow-switched (N/S play E/W's cards and vice versa). */
  readonly arrowSwitch?: readonly number[];
}

export const MITCHELL_SOURCE =
  'EBU, Duplicate movements: Mitchell (odd tables) and Mitchell (skip) (even tables, skip after round tables/2)';

const mod = (a: number, n: number): number => ((a % n) + n) % n;

const refuse = (code: string, message: string, params: Record<string, number>) =>
  err(tournamentError(code, 'Tavolo', message, params));

/** The Mitchell for `tables` tables, with its board path and lines. */
export const mitchell = (
  tables: number,
  options: MitchellOptions = {},
): Result<BridgeMovement, TournamentError> => {
  if (!Number.isSafeInteger(tables) || tables < 3)
    return refuse('bridge-mitchell-tables', 'a Mitchell needs 3 tables or more', { tables });
  const skip = tables % 2 === 0;
  const most = skip ? tables - 1 : tables;
  const rounds = options.rounds ?? most;
  if (!Number.isSafeInteger(rounds) || rounds < 1 || rounds > most)
    return refuse(
      'bridge-mitchell-rounds',
      `a Mitchell of ${tables} tables plays 1 to ${most} rounds`,
      { tables, rounds, most },
    );
  const switched = new Set(options.arrowSwitch ?? []);
  for (const r of switched)
    if (!Number.isSafeInteger(r) || r < 1 || r > rounds)
      return refuse('bridge-arrow-switch-round', `round ${r} is not a round of the movement`, {
        round: r,
        rounds,
      });
  const schedule = Array.from({ length: rounds }, (_, i): Encounter[] => {
    const round = i + 1;
    const skipped = skip && round > tables / 2 ? 1 : 0;
    return Array.from({ length: tables }, (_, j): Encounter => {
      const table = j + 1;
      const ns = table;
      const ew = tables + mod(table - 1 - (round - 1) - skipped, tables) + 1;
      const set = mod(table - 1 + (round - 1), tables) + 1;
      return switched.has(round) ? { table, ns: ew, ew: ns, set } : { table, ns, ew, set };
    });
  });
  // Boards move down one table: table T, T-1, ..., 1, then T again; set t starts at table t.
  const boardPath = Array.from({ length: tables }, (_, i) => tables - i);
  return ok({
    kind: 'mitchell',
    name: `Mitchell ${tables} tables${skip ? ' (skip)' : ''}`,
    source: MITCHELL_SOURCE,
    tables,
    pairs: 2 * tables,
    sets: tables,
    fields: switched.size > 0 ? 'one' : 'two',
    meetings: skip ? 'other-line-once' : rounds === tables ? 'every-other-line' : 'other-line-once',
    rounds: schedule,
    boardPath,
    start: [...boardPath],
    northSouth: Array.from({ length: tables }, (_, i) => i + 1),
  });
};
