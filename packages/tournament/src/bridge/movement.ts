/**
 * A bridge pairs movement as data: for each round and table, the N/S pair, the E/W pair and
 * the board set played there, and the published path the board sets travel along. Pairs are
 * numbered 1..pairs, board sets 1..sets, tables 1..tables, rounds 1..rounds.
 *
 * The board path is the guide card's instruction "boards to table X" read as one cycle: its
 * stops in the order a set visits them, a stop being a table or a relay stand (a place where a
 * set waits a round unplayed). Every set moves one stop each round, so the set at a stop in
 * any round follows from the sets at the stops in round 1 (`start`): `setAt`.
 */

/** One table of one round: who sits N/S and E/W and which board set they play. */
export interface Encounter {
  readonly table: number;
  readonly ns: number;
  readonly ew: number;
  readonly set: number;
}

/** A stop on the board path: a table, or a relay stand where a set sits out a round. */
export type BoardStop = number | 'relay';

/**
 * The fields ranked apart: a Mitchell ranks its N/S and its E/W pairs separately (two winners)
 * unless the movement is arrow-switched; a Howell ranks every pair together.
 */
export type MovementFields = 'two' | 'one';

/** Whom each pair is expected to meet, for the movement's checks. */
export type ExpectedMeetings =
  /** Every N/S pair meets every E/W pair exactly once (a full Mitchell). */
  | 'every-other-line'
  /** Each pair meets `rounds` different pairs of the other line, none twice (a skip Mitchell). */
  | 'other-line-once'
  /** Every pair meets every other pair exactly once (a complete Howell). */
  | 'every-other-pair';

export interface BridgeMovement {
  readonly kind: 'mitchell' | 'howell';
  /** The movement's name as the guide cards print it, e.g. `Mitchell 7 tables`. */
  readonly name: string;
  /** Where the movement is published: the source it is taken from. */
  readonly source: string;
  readonly tables: number;
  readonly pairs: number;
  readonly sets: number;
  readonly fields: MovementFields;
  readonly meetings: ExpectedMeetings;
  /** rounds[r - 1]: the encounters of round r, one per table, by table number. */
  readonly rounds: readonly (readonly Encounter[])[];
  /** The stops a board set visits, in order; after the last it goes back to the first. */
  readonly boardPath: readonly BoardStop[];
  /** start[i]: the set at boardPath[i] in round 1. */
  readonly start: readonly number[];
  /**
   * Mitchell: the pairs of the N/S line (the others are E/W); with two fields each line is
   * ranked on its own. Empty for a Howell.
   */
  readonly northSouth: readonly number[];
}

/** A pair's seat in one round: its table, its direction, its opponents and its set. */
export interface PairRound {
  readonly round: number;
  readonly table: number;
  readonly direction: 'NS' | 'EW';
  readonly opponent: number;
  readonly set: number;
}

const mod = (a: number, n: number): number => ((a % n) + n) % n;

/** The set at stop `stop` of the board path in round `round`, as the path says. */
export const setAt = (movement: BridgeMovement, stop: number, round: number): number | undefined =>
  movement.start[mod(stop - (round - 1), movement.boardPath.length)];

/** Where set `set` is in round `round`: the stop's index on the board path. */
export const stopOf = (movement: BridgeMovement, set: number, round: number): number => {
  const first = movement.start.indexOf(set);
  return first < 0 ? -1 : mod(first + round - 1, movement.boardPath.length);
};

/** Where the set played at `table` in `round` goes next, as the guide card says. */
export const nextStop = (movement: BridgeMovement, set: number, round: number): BoardStop | null =>
  movement.boardPath[mod(stopOf(movement, set, round) + 1, movement.boardPath.length)] ?? null;

/** Every round of `pair`: where it sits, against whom, with which set. */
export const roundsOf = (movement: BridgeMovement, pair: number): readonly PairRound[] =>
  movement.rounds.flatMap((encounters, i) =>
    encounters.flatMap((e): PairRound[] =>
      e.ns === pair || e.ew === pair
        ? [
            {
              round: i + 1,
              table: e.table,
              direction: e.ns === pair ? 'NS' : 'EW',
              opponent: e.ns === pair ? e.ew : e.ns,
              set: e.set,
            },
          ]
        : [],
    ),
  );

/** The encounter at `table` in `round`, if the movement has one. */
export const encounterAt = (
  movement: BridgeMovement,
  round: number,
  table: number,
): Encounter | undefined => movement.rounds[round - 1]?.find((e) => e.table === table);

/** The boards of set `set` with `boardsPerRound` boards a set: set 1 holds 1..n, set 2 n+1..2n. */
export const boardsOfSet = (set: number, boardsPerRound: number): readonly number[] =>
  Array.from({ length: boardsPerRound }, (_, i) => (set - 1) * boardsPerRound + i + 1);

/** The set a board belongs to. */
export const setOfBoard = (board: number, boardsPerRound: number): number =>
  Math.ceil(board / boardsPerRound);

/** The field a pair is ranked in: `NS`, `EW`, or `all` for a one-field movement. */
export const fieldOf = (movement: BridgeMovement, pair: number): 'NS' | 'EW' | 'all' =>
  movement.fields === 'one' ? 'all' : movement.northSouth.includes(pair) ? 'NS' : 'EW';
