/**
 * Tables by standings for individual events (S40-CdG art. 2, "Sistema Danese: primo
 * classificato contro secondo, terzo e quarto etc."): the 1st to 4th at table 1, the 5th to
 * 8th at table 2, ..., with the tables of 3 the count needs at the bottom (table-sizes.ts).
 *
 * Players change company every round (art. 2: "l'accoppiamento cambia ad ogni turno"), so by
 * default nobody sits with a player met in any earlier round where that can be avoided. The
 * tables are settled from the top. While a table holds two players who have met, one of them
 * changes place with a player of a nearby table: of all such swaps (with the three tables
 * below, and the three above if that leaves them no worse; failing those, with any table) the
 * one that leaves the fewest meetings at the table wins, then the one that moves players the
 * fewest places in the standings, then the one that leaves the fewest meetings at the other
 * table, then the one that moves the lower-ranked player. Tables below are settled later, so a
 * swap may pass a meeting down to them. When no swap helps, the meeting stays and is said so.
 * Players are listed at each table best first; their seats are drawn there (art. 3).
 *
 * Explanation codes:
 * - `standings-tables` {tables, rematches: 'avoid' | 'allow'}: the system of the round.
 * - `tables-of-three` {tables, first}: see table-sizes.ts.
 * - `swapped` {entrant, from, to, with, avoided, metInRound}: `entrant` moved from table `from`
 *   to table `to` and `with` took its place, so that it does not sit with `avoided`, met in
 *   round `metInRound`.
 * - `constraint-relaxed` {constraint: 'no-rematch', table, first, second, metInRound}: no swap
 *   separates these two, who met in round `metInRound`.
 */
import { type Result, type RuleError, err, ok } from '@tavolo/cards';
import type { EntrantId, Explanation, Pairing, PairingInput } from '../pairing.js';
import { badInput, checkPairingInput } from './checks.js';
import { type Meetings, meetingsOf } from './meetings.js';
import { fillTables } from './table-sizes.js';

export interface StandingsTablesOptions {
  /** `avoid` (default): keep apart players who have met; `allow`: the standings alone. */
  readonly rematches?: 'avoid' | 'allow';
}

/** Tables searched first on either side of the table being settled. */
const NEAR_TABLES = 3;

interface Swap {
  /** The other table, and the seats at this table and at the other that change hands. */
  readonly other: number;
  readonly outSeat: number;
  readonly inSeat: number;
  /** Meetings left at the table being settled. */
  readonly left: number;
  readonly displacement: number;
  /** Meetings at the other table after the swap. */
  readonly otherAfter: number;
  readonly outRank: number;
}

/** Fewest meetings left, the smallest move in the standings, the other table, the lower out. */
const compareSwaps = (a: Swap, b: Swap): number =>
  a.left - b.left ||
  a.displacement - b.displacement ||
  a.otherAfter - b.otherAfter ||
  b.outRank - a.outRank;

/** The players of `table` whom `player` has met, leaving out the seat `except`. */
const meetingsWith = (
  met: Meetings,
  player: EntrantId,
  table: readonly EntrantId[],
  except: number,
): number => {
  let count = 0;
  for (let s = 0; s < table.length; s++)
    if (s !== except && met.lastMet(player, table[s] as EntrantId) !== undefined) count++;
  return count;
};

const meetingsAt = (met: Meetings, table: readonly EntrantId[]): number => {
  let count = 0;
  for (let s = 0; s < table.length; s++)
    count += meetingsWith(met, table[s] as EntrantId, table, s);
  return count / 2;
};

/** Settles the tables top-down; returns the explanations of the swaps. */
const separate = (
  tables: EntrantId[][],
  met: Meetings,
  rank: ReadonlyMap<EntrantId, number>,
): Explanation[] => {
  const explanation: Explanation[] = [];
  const rankOf = (e: EntrantId): number => rank.get(e) as number;

  const bestSwap = (t: number, others: readonly number[], now: number): Swap | null => {
    const table = tables[t] as EntrantId[];
    let best: Swap | null = null;
    for (const other of others) {
      const otherTable = tables[other] as EntrantId[];
      const otherNow = meetingsAt(met, otherTable);
      for (let out = 0; out < table.length; out++) {
        const leaving = table[out] as EntrantId;
        const leavingMeetings = meetingsWith(met, leaving, table, out);
        if (leavingMeetings === 0) continue;
        for (let into = 0; into < otherTable.length; into++) {
          const coming = otherTable[into] as EntrantId;
          const left = now - leavingMeetings + meetingsWith(met, coming, table, out);
          if (left >= now) continue;
          const otherAfter =
            otherNow -
            meetingsWith(met, coming, otherTable, into) +
            meetingsWith(met, leaving, otherTable, into);
          // Tables above are settled: a swap may not give them a meeting.
          if (other < t && otherAfter > otherNow) continue;
          const swap: Swap = {
            other,
            outSeat: out,
            inSeat: into,
            left,
            displacement: Math.abs(rankOf(leaving) - rankOf(coming)),
            otherAfter,
            outRank: rankOf(leaving),
          };
          if (best === null || compareSwaps(swap, best) < 0) best = swap;
        }
      }
    }
    return best;
  };

  for (let t = 0; t < tables.length; t++) {
    const table = tables[t] as EntrantId[];
    let now = meetingsAt(met, table);
    while (now > 0) {
      const near: number[] = [];
      for (let d = 1; d <= NEAR_TABLES; d++) near.push(t + d, t - d);
      const inRange = near.filter((u) => u >= 0 && u < tables.length);
      let swap = bestSwap(t, inRange, now);
      if (swap === null) {
        const nearSet = new Set(inRange);
        const far = tables.map((_, u) => u).filter((u) => u !== t && !nearSet.has(u));
        swap = bestSwap(t, far, now);
      }
      if (swap === null) break;
      const otherTable = tables[swap.other] as EntrantId[];
      const leaving = table[swap.outSeat] as EntrantId;
      const coming = otherTable[swap.inSeat] as EntrantId;
      const avoided = table.find((e) => e !== leaving && met.lastMet(leaving, e) !== undefined);
      table[swap.outSeat] = coming;
      otherTable[swap.inSeat] = leaving;
      now = swap.left;
      explanation.push({
        code: 'swapped',
        params: {
          entrant: leaving,
          from: t + 1,
          to: swap.other + 1,
          with: coming,
          avoided: avoided as EntrantId,
          metInRound: met.lastMet(leaving, avoided as EntrantId) as number,
        },
      });
    }
  }
  return explanation;
};

/** The meetings left at the settled tables, said once all are settled. */
const rematchesLeft = (tables: readonly (readonly EntrantId[])[], met: Meetings): Explanation[] =>
  tables.flatMap((table, t) =>
    table.flatMap((first, i) =>
      table.slice(i + 1).flatMap((second): Explanation[] => {
        const metInRound = met.lastMet(first, second);
        return metInRound === undefined
          ? []
          : [
              {
                code: 'constraint-relaxed',
                params: { constraint: 'no-rematch', table: t + 1, first, second, metInRound },
              },
            ];
      }),
    ),
  );

/** The tables of `input.round` by standings. */
export const standingsTables = (
  input: PairingInput,
  options: StandingsTablesOptions = {},
): Result<Pairing, RuleError> => {
  const problem = checkPairingInput(input);
  if (problem) return err(problem);
  const rematches = options.rematches ?? 'avoid';
  if (rematches !== 'avoid' && rematches !== 'allow')
    return err(badInput('pairing-rematches', 'rematches are avoided or allowed'));
  const filled = fillTables(input.ranking);
  if (!filled.ok) return filled;
  const tables = filled.value.tables;
  const rank = new Map(input.ranking.map((e, i) => [e, i]));
  const explanation: Explanation[] = [
    { code: 'standings-tables', params: { tables: tables.length, rematches } },
    ...filled.value.explanation,
  ];
  const met = meetingsOf(input.history);
  if (rematches === 'avoid') explanation.push(...separate(tables, met, rank));
  const bestFirst = tables.map((seats) =>
    [...seats].sort((a, b) => (rank.get(a) as number) - (rank.get(b) as number)),
  );
  if (rematches === 'avoid') explanation.push(...rematchesLeft(bestFirst, met));
  return ok({
    round: input.round,
    tables: bestFirst.map((seats, t) => ({ table: t + 1, seats })),
    byes: [],
    explanation,
  });
};
