/**
 * Howell movements of a bridge pairs event, from published tables, committed as data.
 *
 * 4 tables, 8 pairs, 7 rounds, 7 sets (the standard complete Howell; every pair meets every
 * other pair once and plays every set once). The schedule is the "original Howell" for 8 pairs
 * and 7 rounds as printed at pjms.nl/BALANS/8p8rHowell.html (sets A-G read as 1-7), whose
 * first round, 3-6 7-2 5-4 8-1, is the balanced skeleton BS (a) {8-1 2-7 3-6 5-4} of
 * bridgecentral.com/MvtHTML/4tablehowells.htm. Its boards travel as the EBU summarises its
 * 4-table Howell ("Sets of 4 boards, 1 relay between tables 1 & 2 and 2 relays between tables
 * 4 & 1", bridgewebs.com/exeter/info.html): table 4, 3, 2, a relay, table 1, two relays, then
 * table 4 again. Pair 8 is stationary N/S at table 4.
 */
import { type Result, err, ok } from '@tavolo/cards';
import { type TournamentError, tournamentError } from '../error.js';
import type { BoardStop, BridgeMovement, Encounter } from './movement.js';

/** A published Howell: per round, per table (1, 2, ...), [N/S pair, E/W pair, set]. */
interface HowellTable {
  readonly tables: number;
  readonly name: string;
  readonly source: string;
  readonly schedule: readonly (readonly (readonly [number, number, number])[])[];
  readonly boardPath: readonly BoardStop[];
  readonly start: readonly number[];
}

const HOWELL_4: HowellTable = {
  tables: 4,
  name: 'Howell 4 tables, 7 rounds',
  source:
    'pjms.nl/BALANS/8p8rHowell.html ("the original Howell", 8 pairs 7 rounds); boards as EBU, Duplicate movements, 4-table Howell (1 relay between tables 1 & 2, 2 between tables 4 & 1)',
  schedule: [
    [
      [3, 6, 1],
      [7, 2, 3],
      [5, 4, 4],
      [8, 1, 5],
    ],
    [
      [4, 7, 2],
      [1, 3, 4],
      [6, 5, 5],
      [8, 2, 6],
    ],
    [
      [5, 1, 3],
      [2, 4, 5],
      [7, 6, 6],
      [8, 3, 7],
    ],
    [
      [6, 2, 4],
      [3, 5, 6],
      [1, 7, 7],
      [8, 4, 1],
    ],
    [
      [7, 3, 5],
      [4, 6, 7],
      [2, 1, 1],
      [8, 5, 2],
    ],
    [
      [1, 4, 6],
      [5, 7, 1],
      [3, 2, 2],
      [8, 6, 3],
    ],
    [
      [2, 5, 7],
      [6, 1, 2],
      [4, 3, 3],
      [8, 7, 4],
    ],
  ],
  // Table 4 -> 3 -> 2 -> relay -> 1 -> relay -> relay -> 4; in round 1 set 5 is at table 4,
  // 4 at table 3, 3 at table 2, 2 on the relay before table 1, 1 at table 1, 7 and 6 on the
  // two relays before table 4.
  boardPath: [4, 3, 2, 'relay', 1, 'relay', 'relay'],
  start: [5, 4, 3, 2, 1, 7, 6],
};

const PUBLISHED: readonly HowellTable[] = [HOWELL_4];

/** The numbers of tables a Howell is published for here. */
export const HOWELL_TABLES: readonly number[] = PUBLISHED.map((h) => h.tables);

/** The published Howell for `tables` tables. */
export const howell = (tables: number): Result<BridgeMovement, TournamentError> => {
  const table = PUBLISHED.find((h) => h.tables === tables);
  if (!table)
    return err(
      tournamentError(
        'bridge-howell-tables',
        'Tavolo',
        `no published Howell for ${tables} tables (available: ${HOWELL_TABLES.join(', ')})`,
        { tables, available: HOWELL_TABLES.join(', ') },
      ),
    );
  const rounds = table.schedule.map((round) =>
    round.map(([ns, ew, set], i): Encounter => ({ table: i + 1, ns, ew, set })),
  );
  return ok({
    kind: 'howell',
    name: table.name,
    source: table.source,
    tables: table.tables,
    pairs: 2 * table.tables,
    sets: table.start.length,
    fields: 'one',
    meetings: 'every-other-pair',
    rounds,
    boardPath: table.boardPath,
    start: table.start,
    northSouth: [],
  });
};
